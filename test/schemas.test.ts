import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectSchemaValid, schemasAvailable, SPEC_DIR } from './support/schemas.js';

if (!schemasAvailable) {
  console.warn(`\n⚠ ${SPEC_DIR} is missing: response bodies are not checked against the official schemas.\n`);
}

describe('the official schemas', () => {
  it.skipIf(!schemasAvailable)('are present in ../shared/spec, so every body in this suite is schema-checked', () => {
    expect(schemasAvailable).toBe(true);
  });

  it.skipIf(!schemasAvailable)('accept the official examples, so the validator itself is sound', () => {
    const dir = resolve(SPEC_DIR, 'examples/project');
    const read = (name: string): unknown => JSON.parse(readFileSync(resolve(dir, name), 'utf8'));
    for (const name of readdirSync(dir)) {
      if (name.endsWith('Action.json')) expectSchemaValid(read(name), 'project-api', 'ProjectUpdateAction');
    }
    expectSchemaValid(read('Project.json'), 'project-api', 'Project');
    expectSchemaValid(read('ProjectUpdate.json'), 'project-api', 'ProjectUpdate');
    expectSchemaValid(read('ProjectShippingRateInputTypeCartClassification.json'), 'project-api', 'ShippingRateInputType');
  });

  it.skipIf(!schemasAvailable)('reject bodies that break them, so a passing check means something', () => {
    expect(() => expectSchemaValid({ key: 'shop' }, 'project-api', 'Project')).toThrow(/does not validate/);
    expect(() =>
      expectSchemaValid({ statusCode: 409, message: 'm', errors: [{ code: 'DuplicateField', message: 'm' }] }, 'project-api', 'ErrorResponse'),
    ).toThrow(/duplicateValue|field/);
    expect(() => expectSchemaValid({ action: 'changeName' }, 'project-api', 'ProjectUpdateAction')).toThrow(/name/);
  });
});
