import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The README's "Controlling the mock" chapter shows these files whole; they run as tests, so the
// chapter stays runnable only while the two agree.
const root = resolve(import.meta.dirname, '..');
const readme = readFileSync(resolve(root, 'README.md'), 'utf8');
const dir = resolve(root, 'test/readme-examples');

describe('README examples', () => {
  it.each(readdirSync(dir))('shows %s exactly as it runs', (name) => {
    const source = readFileSync(resolve(dir, name), 'utf8').trimEnd();
    expect(readme).toContain(`\`\`\`ts\n${source}\n\`\`\``);
  });
});
