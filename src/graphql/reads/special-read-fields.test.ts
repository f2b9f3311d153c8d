import { describe, expect, it } from 'vitest';
import { SPECIAL_READ_FIELDS, SPECIAL_READ_SOURCES } from './special-read-fields.js';

describe('SPECIAL_READ_SOURCES', () => {
  it('names only fields SPECIAL_READ_FIELDS resolves: a source of a field answered otherwise would send the walk of REST types astray', () => {
    const sources = Object.entries(SPECIAL_READ_SOURCES).flatMap(([type, fields]) => Object.keys(fields).map((field) => `${type}.${field}`));
    const special = new Set(Object.entries(SPECIAL_READ_FIELDS).flatMap(([type, fields]) => Object.keys(fields).map((field) => `${type}.${field}`)));
    expect(sources.filter((coordinate) => !special.has(coordinate))).toEqual([]);
  });
});
