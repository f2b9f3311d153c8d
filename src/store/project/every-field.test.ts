import { describe, expect, it } from 'vitest';
import { fieldsOf, otherType, withValueAt, type Json } from '../../../test/support/json-fields.js';
import { createFactories } from '../../factories/index.js';
import { schemaAccepts } from '../../../test/support/schemas.js';
import { parseProjectUpdate } from './update-schema.js';

// Every field of every built update action, one at a time, given a value of another JSON type:
// where the official schema refuses the action, the mock answers InvalidJsonInput naming that
// field (the platform's `actions -> field -> ...`, without array indexes). The actions' own
// tests pick a field or two each; this walks all of them.

const SEEDS = [1, 2, 3, 4, 5];
const ACTION_NAMES = Object.keys(createFactories({ seed: 0 }).actions) as (keyof ReturnType<typeof createFactories>['actions'])[];

const isLocale = (step: string | number | undefined) => typeof step === 'string' && /^[a-z]{2}(?:-[A-Za-z0-9]+)?$/.test(step);

describe('every field of a built update action, given another type', () => {
  it.each(ACTION_NAMES)('%s: InvalidJsonInput naming that field wherever the official schema refuses it', (name) => {
    const missed: string[] = [];
    let refused = 0;
    for (const seed of SEEDS) {
      const action = JSON.parse(JSON.stringify(createFactories({ seed }).actions[name]())) as Json;
      expect(parseProjectUpdate({ version: 1, actions: [action] }).ok).toBe(true);
      for (const [path, value] of fieldsOf(action)) {
        const replacement = otherType(value);
        if (replacement === undefined || path[0] === 'action') continue;
        const broken = withValueAt(action, path, replacement);
        if (schemaAccepts(broken, 'project-api', 'ProjectUpdateAction')) continue;
        refused += 1;
        const result = parseProjectUpdate({ version: 1, actions: [broken] });
        const named = ['actions', ...path.filter((step) => typeof step === 'string')];
        // A localized string is read as a list of entries, so a bad value is named by the string.
        if (isLocale(path.at(-1))) named.pop();
        const messages = result.ok ? [] : result.error.errors.map((error) => String(error.detailedErrorMessage ?? error.code));
        if (!messages.some((message) => message.startsWith(`${named.join(' -> ')}: `))) {
          missed.push(`${path.join('.')}: ${JSON.stringify(value)} → ${JSON.stringify(replacement)}: ${JSON.stringify(messages)}`);
        }
      }
    }
    expect(missed).toEqual([]);
    if (refused === 0) throw new Error(`no field of ${name} was refused by the official schema: the walk found nothing to check`);
  });
});
