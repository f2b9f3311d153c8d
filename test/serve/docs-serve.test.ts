import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLI, freePort, requireBuild, ROOT } from './cli-helpers.js';

// The serve page's admin curl sequence runs as pasted: the same text, on a free port instead of 8080
// and with the built CLI for `node_modules/.bin/commercetools-msw` (this very bin, in the repository).

const page = readFileSync(join(ROOT, 'docs/serve.md'), 'utf8');
const marker = 'This sequence runs as pasted';
const block = /```sh\n([\s\S]*?)```/.exec(page.slice(page.indexOf(marker)))?.[1] ?? '';
const hasCurl = spawnSync('curl', ['--version']).status === 0;

describe('docs/serve.md', () => {
  it.skipIf(!hasCurl)(`runs the admin curl sequence as pasted${hasCurl ? '' : ' (skipped: no curl on this machine)'}`, async () => {
    requireBuild();
    expect(page).toContain(marker);
    expect(block).toContain('$ADMIN/shutdown');
    const port = String(await freePort());
    const script = `${block.replaceAll('node_modules/.bin/commercetools-msw', `node "${CLI}"`).replaceAll('8080', port)}\nwait\necho "exit $?"\n`;
    const result = spawnSync('bash', ['-c', script], { cwd: ROOT, encoding: 'utf8', timeout: 20_000 });
    expect(result.status, result.stderr).toBe(0);
    const out = result.stdout;
    expect(out).toContain('"key":"worker-1"');
    expect(out).toMatch(/^503$/m);
    expect(out).toContain('{"id":"1","remaining":1,"hits":0}');
    expect(out).toMatch(/"requests":\[\{"operation":"getProject".*"status":200.*\],"total":2,"dropped":0,"limit":10000\}/);
    expect(out).toContain('{"now":"2030-01-01T00:01:00.000Z"}');
    expect(out).toContain('"statusCode":408');
    expect(out).toContain('{"status":"shutting down"}');
    expect(out).toMatch(/exit 0\s*$/);
  });
});
