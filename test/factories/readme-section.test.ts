import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The README's Factories example must be the test file that runs it, so that it cannot go stale.

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

describe('README Factories section', () => {
  it('shows readme-example.test.ts exactly as it runs', () => {
    const readme = read('../../README.md');
    const section = readme.slice(readme.indexOf('\n## Factories\n'), readme.indexOf('\n## Development\n'));
    expect(section.length).toBeGreaterThan(0);
    const blocks = [...section.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1]);
    expect(blocks).toContain(read('./readme-example.test.ts'));
  });
});
