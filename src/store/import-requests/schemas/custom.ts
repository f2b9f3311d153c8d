import * as v from 'valibot';
import { date, dateTime, time } from './date-time.js';
import { anyKeyReference, keyReference } from './key-reference.js';
import { localizedString } from './localized-string.js';
import { typedMoney } from './money.js';
import { objectRecord } from './object-record.js';

const field = <const Type extends string, const Value extends v.GenericSchema>(type: Type, value: Value) =>
  v.object({ type: v.literal(type), value });

/** One value of a Custom Field, told apart by `type` (`CustomField`). */
export const customField = v.variant('type', [
  field('Boolean', v.boolean()),
  field('BooleanSet', v.array(v.boolean())),
  field('String', v.string()),
  field('StringSet', v.array(v.string())),
  field('LocalizedString', localizedString),
  field('LocalizedStringSet', v.array(localizedString)),
  field('Enum', v.string()),
  field('EnumSet', v.array(v.string())),
  field('LocalizedEnum', v.string()),
  field('LocalizedEnumSet', v.array(v.string())),
  field('Number', v.number()),
  field('NumberSet', v.array(v.number())),
  field('Money', typedMoney),
  field('MoneySet', v.array(typedMoney)),
  field('Date', date),
  field('DateSet', v.array(date)),
  field('Time', time),
  field('TimeSet', v.array(time)),
  field('DateTime', dateTime),
  field('DateTimeSet', v.array(dateTime)),
  field('Reference', anyKeyReference),
  field('ReferenceSet', v.array(anyKeyReference)),
]);

/**
 * `Custom`: the Type a resource's custom fields follow, and the fields by name.
 *
 * @example
 * v.object({ custom: v.optional(custom) });
 */
export const custom = v.object({
  type: keyReference('type'),
  fields: v.optional(objectRecord(customField)),
});
