import type { Mode, Row } from '../harness.ts';
import { check, fmtCount, median, mode, progress, quantile, selected } from '../harness.ts';
import type { ServedChild } from '../served-child.ts';
import { startServedChild } from '../served-child.ts';

// ---------------------------------------------------------------------------------------------
// 13: served speed (issue 13)

/** Interleaved rounds per side, and seconds of load per round, per mode. */
const SERVED_SPEED: Readonly<Record<Mode, { readonly rounds: number; readonly seconds: number }>> = {
  full: { rounds: 6, seconds: 3 },
  ci: { rounds: 3, seconds: 2 },
  quick: { rounds: 1, seconds: 1 },
};
/** What Node's http server writes on every answer, the floor's as well as the mock's. */
const NODE_OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/** autocannon's connections, each with one request in flight, as the side-by-side runs used. */
const SERVED_CONNECTIONS = 10;

/**
 * A server for the served-speed rows, in its own process: `mock` is `serve()` from dist/ with
 * authentication off and Project shop; `floor` is a bare `node:http` server answering every
 * request with the mock's own `GET /shop` body (BENCH_FLOOR_BODY) and the same headers.
 */
const SPEED_SERVER = `
let url;
if (process.env.BENCH_SPEED_KIND === 'mock') {
  const { serve } = await import(process.env.BENCH_SERVE_URL);
  // As the serve command does.
  (await import(process.env.BENCH_SERVE_URL.replace(/serve\\.js$/, 'small-young-generation.js'))).keepYoungGenerationSmall();
  url = (await serve({ port: 0, host: '127.0.0.1', auth: false, projects: [{ key: 'shop' }] })).url;
} else {
  const { createServer } = await import('node:http');
  const body = process.env.BENCH_FLOOR_BODY;
  const headers = { ...JSON.parse(process.env.BENCH_FLOOR_HEADERS), 'content-length': String(Buffer.byteLength(body)) };
  const server = createServer((req, res) => {
    req.resume();
    res.writeHead(200, headers);
    res.end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = 'http://127.0.0.1:' + server.address().port;
}
process.on('disconnect', () => process.exit(0));
process.send({ type: 'ready', url });
`;

/** Requests per second that autocannon reaches on `GET {url}/shop`, and the bench process's CPU share meanwhile. */
async function loadRun(url: string, seconds: number): Promise<{ perSecond: number; clientCpu: number }> {
  const { default: autocannon } = await import('autocannon');
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const result = await autocannon({ url: `${url}/shop`, connections: SERVED_CONNECTIONS, pipelining: 1, duration: seconds });
  const cpu = process.cpuUsage(cpuBefore);
  const wallUs = (performance.now() - started) * 1000;
  check(result.errors === 0 && result.timeouts === 0, `autocannon: ${result.errors} errors, ${result.timeouts} timeouts on ${url}`);
  check(result.non2xx === 0 && result.requests.total > 0, `autocannon: ${result.non2xx} of ${result.requests.total} answers were not 2xx on ${url}`);
  return { perSecond: result.requests.total / (wallUs / 1e6), clientCpu: (cpu.user + cpu.system) / wallUs };
}

/**
 * Row 13: the served mock's `GET /shop` throughput against a bare `node:http` server answering
 * the same body, each in its own process, loaded in turn by autocannon from the bench process
 * (10 connections), in interleaved rounds. The budget: at least 0.65× the floor, ahead of labd's
 * commercetools-mock (0.60× in the side-by-side run).
 */
export async function servedSpeedRows(): Promise<Row[]> {
  if (!selected('served')) return [];
  const plan = SERVED_SPEED[mode];
  progress(`  served GET /shop: the served mock and a bare node:http floor, ${plan.rounds} rounds of ${plan.seconds} s each`);
  const mock = await startServedChild(SPEED_SERVER, { BENCH_SPEED_KIND: 'mock' });
  let floor: ServedChild | undefined;
  try {
    const answer = await fetch(`${mock.url}/shop`);
    check(answer.status === 200, `the served mock answered GET /shop with ${answer.status}`);
    const body = await answer.text();
    // The mock's own headers (X-Correlation-ID, CORS, content type) but those Node writes itself:
    // the floor sends the same bytes, so the share measures the mock's work, not its answer's size.
    const headers = Object.fromEntries([...answer.headers].filter(([name]) => !NODE_OWN_HEADERS.has(name)));
    floor = await startServedChild(SPEED_SERVER, { BENCH_SPEED_KIND: 'floor', BENCH_FLOOR_BODY: body, BENCH_FLOOR_HEADERS: JSON.stringify(headers) });
    const floorAnswer = await fetch(`${floor.url}/shop`);
    check((await floorAnswer.text()) === body, 'the floor answers another body than the served mock');
    check(floorAnswer.headers.get('x-correlation-id') !== null, 'the floor answers without the served mock\'s headers');
    // Warm-up: both servers' code optimised before the first timed round.
    await loadRun(mock.url, 1);
    await loadRun(floor.url, 1);
    const served: number[] = [];
    const floors: number[] = [];
    const clientCpu: number[] = [];
    for (let round = 0; round < plan.rounds; round++) {
      const sides = round % 2 === 0 ? (['mock', 'floor'] as const) : (['floor', 'mock'] as const);
      for (const side of sides) {
        const run = await loadRun(side === 'mock' ? mock.url : floor.url, plan.seconds);
        if (side === 'mock') served.push(run.perSecond);
        else {
          floors.push(run.perSecond);
          clientCpu.push(run.clientCpu);
        }
      }
    }
    const shares = served.map((value, i) => value / (floors[i] ?? NaN));
    const share = median(shares);
    const cpu = median(clientCpu);
    // On a machine with few cores the client can be what limits the floor; the share is then too kind.
    const clientNote = cpu > 0.9 ? `; the client used ${(cpu * 100).toFixed(0)} % of a core on the floor, so the floor may be the client's limit` : '';
    return [
      {
        id: 'served',
        section: '13',
        name: `served GET /shop, requests per second over ${SERVED_CONNECTIONS} keep-alive connections (autocannon; auth off)${clientNote}`,
        msw: '',
        value: `${fmtCount(Math.round(median(served)))}/s`,
        baseline: `bare node:http ${fmtCount(Math.round(median(floors)))}/s`,
        ratio: `${share.toFixed(2)}× (${quantile(shares, 0.25).toFixed(2)}–${quantile(shares, 0.75).toFixed(2)})`,
        budget: { kind: 'share', min: 0.65 },
        measured: share,
      },
    ];
  } finally {
    mock.kill();
    floor?.kill();
  }
}
