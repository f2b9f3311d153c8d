import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseCli, toServeOptions, UsageError } from '../../src/cli/cli-options.js';
import { CLI, requireBuild, ROOT } from './cli-helpers.js';

// The serve command from a user's project: --fixture finds the package's own fixtures by name
// wherever it runs, --now takes only times that exist, and every error reads as a CLI error with
// one prefix.

const elsewhere = mkdtempSync(join(tmpdir(), 'ct-msw-consumer-'));
afterAll(() => rmSync(elsewhere, { recursive: true, force: true }));

const serveCommand = (args: string[]) => {
  const command = parseCli(['serve', ...args], {});
  if (command.kind !== 'serve') throw new Error('expected serve');
  return command;
};

/** The built CLI run from a directory that holds no fixtures/ folder. */
const runElsewhere = (args: string[]) => {
  requireBuild();
  return spawnSync(process.execPath, [CLI, ...args], { cwd: elsewhere, encoding: 'utf8', timeout: 10_000 });
};

describe('--fixture', () => {
  const fullProject = JSON.parse(readFileSync(join(ROOT, 'fixtures/full-project.json'), 'utf8')) as unknown;

  it("finds the package's fixtures by name, with or without .json, from any directory", () => {
    expect(toServeOptions(serveCommand(['--fixture', 'full-project']), elsewhere).projects).toEqual([fullProject]);
    expect(toServeOptions(serveCommand(['--fixture', 'b2b-project.json']), elsewhere).projects?.map((project) => project.key)).toEqual(['b2b-project']);
  });

  it('still reads a path, which wins over a fixture of the same name', () => {
    expect(toServeOptions(serveCommand(['--fixture', 'fixtures/minimal-project.json']), ROOT).projects?.map((project) => project.key)).toEqual(['minimal-project']);
  });

  it('names the fixtures there are when it finds neither a file nor a fixture', () => {
    expect(() => toServeOptions(serveCommand(['--fixture', 'fulll-project']), elsewhere)).toThrow(
      new UsageError('--fixture fulll-project: no such file, and no fixture of the package by that name. Its fixtures: b2b-project, full-project, legacy-project, minimal-project, trial-project.'),
    );
  });

  it('lists them in --help', () => {
    const result = runElsewhere(['--help']);
    expect(result.stdout).toContain("the package's fixtures by name: b2b-project, full-project, legacy-project, minimal-project, trial-project");
  });
});

describe('--now', () => {
  it('takes an ISO 8601 date or time, or epoch milliseconds', () => {
    expect(serveCommand(['--now', '2030-01-01T00:00:00.000Z']).now).toBe('2030-01-01T00:00:00.000Z');
    expect(serveCommand(['--now', '2030-02-28']).now).toBe('2030-02-28');
    expect(serveCommand(['--now', '2030-02-28T10:00+02:00']).now).toBe('2030-02-28T10:00+02:00');
    expect(serveCommand(['--now', '1893456000000']).now).toBe(1_893_456_000_000);
  });

  it.each(['yesterday', '2030-02-30', '2030-13-01', '30-01-01', '2030-01-01 10:00', ''])('refuses %j, saying what it takes', (text) => {
    expect(() => serveCommand(['--now', text])).toThrow(
      new UsageError(`--now takes an ISO 8601 time, such as 2030-01-01T00:00:00.000Z, or epoch milliseconds, not '${text}'.`),
    );
  });
});

describe('the built CLI', () => {
  it('prints a usage error once prefixed, then the usage, and exits 2', () => {
    const result = runElsewhere(['serve', '--now', 'yesterday']);
    expect(result.status).toBe(2);
    expect(result.stderr.split('\n')[0]).toBe("commercetools-msw: --now takes an ISO 8601 time, such as 2030-01-01T00:00:00.000Z, or epoch milliseconds, not 'yesterday'.");
    expect(result.stderr).toContain('Usage: commercetools-msw serve [options]');
  });

  it('checks the content of declared resources before listening: a refusal names the resource, and exits 2', () => {
    const attribute = (name: string, type: string) => ({ name, label: { en: name }, isRequired: false, type: { name: type } });
    const config = {
      projects: [{ key: 'shop' }],
      resources: {
        shop: [
          { typeId: 'category', key: 'shirts' },
          { typeId: 'product-type', key: 'shirt', name: 'Shirt', description: 'Shirts', attributes: [attribute('size', 'text'), attribute('size', 'number')] },
        ],
      },
    };
    writeFileSync(join(elsewhere, 'mock.json'), JSON.stringify(config));
    const result = runElsewhere(['serve', '--port', '0', '--config', 'mock.json']);
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr.split('\n')[0]).toBe(
      "commercetools-msw: --config mock.json: resources.shop[1] is refused: the product-type 'shirt' declared in 'shop' breaks the rules an import of it would: A duplicate value '\"size\"' exists for field 'attributes.1.name'.",
    );
  });

  it("prints the library's refusal of a seed once prefixed, and exits 1", () => {
    const result = runElsewhere(['serve', '--port', '0', '--project', 'a:b']);
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      "commercetools-msw: the Project key 'a:b' holds a space or a colon, which no scope (name:projectKey) could name. Choose a key such as 'my-shop'.\n",
    );
  });
});
