import { afterAll } from 'vitest';
import { serve } from '../../src/cli/serve.js';

// The serve page's remote-client snippet (test/docs-examples/remote-client.served.ts, shown verbatim
// in docs/serve.md) is a test file for a served mock: this file starts one, points the snippet at
// it through MOCK_URL, and lets the snippet's test run here.

const server = await serve({ port: 0, now: '2030-01-01T00:00:00.000Z' });
process.env.MOCK_URL = server.url;
afterAll(() => server.close());
await import('../docs-examples/remote-client.served.js');
