import { describe, expect, it } from 'vitest';
import { isUuidText } from './uuid-text.js';

// What Java's UUID.fromString takes, as the platform reads a UUID field's literal (issue 44).

describe('isUuidText', () => {
  it('takes five groups of hex digits joined by hyphens, each a Java long, at most 36 characters', () => {
    for (const text of ['7e66ac01-b0b1-4d61-9f75-7c7c487cd8b9', '7E66AC01-B0B1-4D61-9F75-7C7C487CD8B9', '1-2-3-4-5', '7fffffffffffffff-0-0-0-0']) expect(isUuidText(text), text).toBe(true);
  });

  it('refuses more than 36 characters, another number of groups, an empty group, a group no Java long holds, and what is no hex digit', () => {
    // 37 characters of five groups each a long: Java refuses it by its length alone.
    for (const text of ['7e66ac01-b0b1-4d61-9f75-7c7c487cd8b90', '[7e66ac01-b0b1-4d61-9f75-7c7c487cd8b9]', '9000000000000000-0-0-0-0', 'f000000000000000-0-0-0-0', '7e66ac01b0b14d619f757c7c487cd8b9', '1-2-3-4', '1-2-3-4-5-6', '1--3-4-5', '8000000000000000-0-0-0-0', '00000000000000000-0-0-0-0', '7e66ac01-b0b1-4d61-9f75-7c7c487cd8bg', '+1-2-3-4-5', '']) {
      expect(isUuidText(text), text).toBe(false);
    }
  });
});
