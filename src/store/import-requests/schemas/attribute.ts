import * as v from 'valibot';
import { date, dateTime, time } from './date-time.js';
import { anyKeyReference } from './key-reference.js';
import { localizedString } from './localized-string.js';
import { typedMoney } from './money.js';
import { objectRecord } from './object-record.js';

// `name` is optional in the schema: an attribute in a list needs it to say which attribute it sets,
// while a patch's attribute takes its name from its key in `Attributes` and must not repeat it.
// Which of the two applies is for the platform to judge, not the request's shape.
const ofType = <const Type extends string, const Value extends v.GenericSchema>(type: Type, value: Value) =>
  v.object({ name: v.optional(v.string()), type: v.literal(type), value });

// The two places attributes appear differ only in the localized texts: a patch may set a locale
// to `null` to delete it. Dates and times are plain strings, their formats unchecked.
function attributeOf<const Text extends v.GenericSchema>(text: Text) {
  return v.variant('type', [
    ofType('boolean', v.boolean()),
    ofType('boolean-set', v.array(v.boolean())),
    ofType('date', date),
    ofType('date-set', v.array(date)),
    ofType('datetime', dateTime),
    ofType('datetime-set', v.array(dateTime)),
    ofType('enum', v.string()),
    ofType('enum-set', v.array(v.string())),
    ofType('lenum', v.string()),
    ofType('lenum-set', v.array(v.string())),
    ofType('ltext', text),
    ofType('ltext-set', v.array(text)),
    ofType('money', typedMoney),
    ofType('money-set', v.array(typedMoney)),
    ofType('number', v.number()),
    ofType('number-set', v.array(v.number())),
    ofType('reference', anyKeyReference),
    ofType('reference-set', v.array(anyKeyReference)),
    ofType('text', v.string()),
    ofType('text-set', v.array(v.string())),
    ofType('time', time),
    ofType('time-set', v.array(time)),
  ]);
}

/**
 * `Attribute`: one attribute value of a product or variant, told apart by `type`. An enum's value
 * is the key of one of its values; a reference's value is a KeyReference to any resource type,
 * which must exist like every other reference.
 *
 * @example
 * v.object({ attributes: v.optional(v.array(attribute)) });
 */
export const attribute = attributeOf(localizedString);

/**
 * `Attributes`: a product variant patch's attributes, by name. `null` removes an attribute, and
 * a localized text's locale set to `null` removes that locale (as the SDK's `Attribute | null`
 * and the official example have it; the generated JSON Schema says only "an object").
 *
 * @example
 * v.object({ attributes: v.optional(attributes) });
 */
export const attributes = objectRecord(v.nullable(attributeOf(objectRecord(v.nullable(v.string())))));
