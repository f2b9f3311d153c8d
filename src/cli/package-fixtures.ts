/// <reference types="node" />
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The package's fixtures/ folder: two levels up from src/cli/ and from dist/cli/ alike.
const FIXTURES = fileURLToPath(new URL('../../fixtures/', import.meta.url));

/** The names of the package's Project fixtures, such as `full-project`, sorted. */
export function projectFixtureNames(): string[] {
  try {
    return readdirSync(FIXTURES)
      .filter((name) => name.endsWith('-project.json'))
      .map((name) => name.slice(0, -'.json'.length))
      .sort();
  } catch {
    return [];
  }
}

/**
 * The file a `--fixture` value names: a path that exists, else one of the package's own fixtures
 * by name (`full-project` or `full-project.json`), else undefined.
 *
 * @example
 * fixtureFile('full-project', process.cwd()); // '/…/node_modules/commercetools-msw/fixtures/full-project.json'
 */
export function fixtureFile(value: string, cwd: string): string | undefined {
  const asPath = new URL(value, `file://${cwd.endsWith('/') ? cwd : `${cwd}/`}`);
  if (existsSync(asPath)) return fileURLToPath(asPath);
  if (!/^[\w-]+(?:\.json)?$/.test(value)) return undefined;
  const own = `${FIXTURES}${value.endsWith('.json') ? value : `${value}.json`}`;
  return existsSync(own) ? own : undefined;
}
