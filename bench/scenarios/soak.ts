import { Agent, request as httpRequest } from 'node:http';
import { join, resolve } from 'node:path';
import type { Mode, Row } from '../harness.ts';
import { argv, check, fmtCount, fmtMB, mode, progress, selected } from '../harness.ts';
import { startServedChild } from '../served-child.ts';

// ---------------------------------------------------------------------------------------------
// 12: soak, the served mock under a million requests (issue 13)

/** Requests of the soak and its warm-up per mode; --ci does not run it (see soakRows). */
const SOAK: Readonly<Record<Mode, { readonly requests: number; readonly warmup: number; readonly capS: number }>> = {
  full: { requests: 1_000_000, warmup: 50_000, capS: 900 },
  quick: { requests: 50_000, warmup: 10_000, capS: 60 },
  ci: { requests: 1_000_000, warmup: 50_000, capS: 300 },
};
/** Keep-alive connections, each with one request in flight. */
const SOAK_CONNECTIONS = 10;
/** Memory samples taken along the soak, after the warm-up. */
const SOAK_SAMPLES = 5;
/** The served process's own heap and RSS may each grow by this much over the soak... */
const SOAK_BUDGET_BYTES = 50 * 2 ** 20;
/** ...of at least this many requests; a shorter soak (--quick) shows its figures without a verdict. */
const SOAK_BUDGET_REQUESTS = 1_000_000;

/**
 * The served process: `serve()` from dist/ on a free loopback port, authentication off, Project
 * shop to read and one Project per connection to update. It reports its URL over IPC and answers
 * `memory` with `process.memoryUsage()` after full collections a task apart, `snapshot` with a heap
 * snapshot's file. It exits when the bench's IPC channel closes, should the bench die.
 */
const SOAK_SERVER = `
const { serve } = await import(process.env.BENCH_SERVE_URL);
// As the serve command does: the soak measures the process users start.
(await import(process.env.BENCH_SERVE_URL.replace(/serve\\.js$/, 'small-young-generation.js'))).keepYoungGenerationSmall();
const projects = [{ key: 'shop' }, ...Array.from({ length: ${SOAK_CONNECTIONS} }, (_, w) => ({ key: 'soak-' + w }))];
const server = await serve({ port: 0, host: '127.0.0.1', auth: false, projects });
process.on('disconnect', () => process.exit(0));
const tick = () => new Promise((resolve) => setTimeout(resolve, 20));
process.on('message', async (message) => {
  if (message.type === 'memory') {
    // undici ties every Request made from another (msw's clone, the listener's rebase) to its
    // parent's signal with an abort listener and a FinalizationRegistry entry, whose cleanup runs
    // in a task after the collection; what it lets go needs another. Right after the load, two
    // gc() calls in a row showed 8-25 MB more than full collections a task apart.
    for (let i = 0; i < 3; i++) {
      gc();
      await tick();
    }
    gc();
    const usage = process.memoryUsage();
    // A last-resort collection also gives back V8's pooled pages and shrinks the young generation:
    // asked for once, at the end, it shows how much of the RSS is only pages kept for reuse.
    if (message.lastResort) {
      gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
      await tick();
    }
    process.send({ type: 'memory', usage, ...(message.lastResort ? { released: process.memoryUsage() } : {}) });
  } else if (message.type === 'snapshot') {
    gc();
    const { writeHeapSnapshot } = await import('node:v8');
    process.send({ type: 'snapshot', file: writeHeapSnapshot(message.file) });
  }
});
process.send({ type: 'ready', url: server.url });
`;

interface SoakMemory {
  readonly heapUsed: number;
  readonly heapTotal: number;
  readonly external: number;
  readonly rss: number;
}

const describeMemory = (m: SoakMemory) =>
  `heapUsed ${fmtMB(m.heapUsed)}, heapTotal ${fmtMB(m.heapTotal)}, external ${fmtMB(m.external)}, rss ${fmtMB(m.rss)}`;

/** One request over the agent's keep-alive connections; the body is read only when asked for. */
function soakRequest(agent: Agent, port: number, method: string, path: string, body?: string, read = false): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = body === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) };
    const req = httpRequest({ host: '127.0.0.1', port, method, path, agent, headers }, (res) => {
      const status = res.statusCode ?? 0;
      if (!read) {
        res.on('end', () => resolve({ status, text: '' }));
        res.on('error', reject);
        res.resume();
        return;
      }
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status, text }));
      res.on('error', reject);
    });
    req.setTimeout(30_000, () => req.destroy(new Error(`bench: ${method} ${path} got no answer within 30 s`)));
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * A connection's requests, 25 to a cycle: 20 `GET /shop`; 2 updates of its own Project
 * (`changeName`, with the version the last answer gave); an Import Container created and, later in
 * the cycle, deleted again, so that the stored state stays the same size; one error (an absent
 * container or an absent Project, 404, or a path no route takes, 501, in turn).
 */
function soakConnection(agent: Agent, port: number, w: number) {
  const projectKey = `soak-${w}`;
  let version = 1;
  let local = 0;
  return async (): Promise<void> => {
    const step = local % 25;
    const cycle = Math.floor(local / 25);
    local += 1;
    const container = `soak-${w}-${cycle}`;
    let expected = 200;
    let answer: { status: number; text: string };
    if (step === 5 || step === 17) {
      const body = JSON.stringify({ version, actions: [{ action: 'changeName', name: step === 5 ? 'Soak A' : 'Soak B' }] });
      answer = await soakRequest(agent, port, 'POST', `/${projectKey}`, body, true);
      if (answer.status === 200) version = (JSON.parse(answer.text) as { version: number }).version;
    } else if (step === 10) {
      expected = 201;
      answer = await soakRequest(agent, port, 'POST', '/shop/import-containers', JSON.stringify({ key: container, resourceType: 'product' }));
    } else if (step === 22) {
      answer = await soakRequest(agent, port, 'DELETE', `/shop/import-containers/${container}`);
    } else if (step === 24) {
      // Since issue 23 a path no route takes answers 501 (the mock does not model it), not 404.
      const [path, status] = ([['/shop/import-containers/absent', 404], ['/absent-project', 404], ['/shop/no/such/route', 501]] as const)[cycle % 3] ?? ['/absent-project', 404];
      expected = status;
      answer = await soakRequest(agent, port, 'GET', path);
    } else {
      answer = await soakRequest(agent, port, 'GET', '/shop');
    }
    check(answer.status === expected, `soak: request ${local - 1} of connection ${w} (step ${step}) answered ${answer.status}, expected ${expected}: ${answer.text.slice(0, 200)}`);
  };
}

/**
 * Row 12: the served mock in its own process, 1 000 000 requests over 10 keep-alive connections
 * after a warm-up, its heap and RSS before and after (~30 s on 2 cores, --ci included).
 */
export async function soakRows(): Promise<Row[]> {
  if (!selected('soak')) return [];
  const soakArg = argv.find((arg) => arg.startsWith('--soak-requests='));
  const plan = { ...SOAK[mode], ...(soakArg ? { requests: Number(soakArg.slice('--soak-requests='.length)) } : {}) };
  check(Number.isInteger(plan.requests) && plan.requests >= 0, `--soak-requests takes a whole number, not ${soakArg}`);
  if (plan.requests <= 0) {
    progress('  soak: skipped (--soak-requests=0)');
    return [];
  }
  progress(`  soak: the served mock in a child process, ${fmtCount(plan.warmup)} + ${fmtCount(plan.requests)} requests`);
  const server = await startServedChild(SOAK_SERVER);
  try {
    const url = new URL(server.url);
    check(url.hostname === '127.0.0.1', `the served mock listens on ${server.url}, not on loopback`);
    const port = Number(url.port);
    const agent = new Agent({ keepAlive: true, maxSockets: SOAK_CONNECTIONS });
    const connections = Array.from({ length: SOAK_CONNECTIONS }, (_, w) => soakConnection(agent, port, w));
    const deadline = performance.now() + plan.capS * 1000;
    /** Sends n more requests over all connections, or fewer if the time cap comes first; returns how many. */
    const drive = async (n: number) => {
      let sent = 0;
      await Promise.all(
        connections.map(async (next) => {
          while (sent < n && performance.now() < deadline) {
            sent += 1;
            await next();
          }
        }),
      );
      return sent;
    };
    const pickMemory = (usage: SoakMemory): SoakMemory => ({ heapUsed: usage.heapUsed, heapTotal: usage.heapTotal, external: usage.external, rss: usage.rss });
    let released: SoakMemory | undefined;
    const memory = async (lastResort = false): Promise<SoakMemory> => {
      const answer = await server.ask({ type: 'memory', lastResort });
      if (answer['released']) released = pickMemory(answer['released'] as SoakMemory);
      return pickMemory(answer['usage'] as SoakMemory);
    };
    const idle = await memory();
    progress(`    idle: ${describeMemory(idle)}`);
    const warmed = await drive(plan.warmup);
    check(warmed === plan.warmup, `soak: the time cap came during the warm-up, after ${warmed} requests`);
    const before = await memory();
    progress(`    after the warm-up: ${describeMemory(before)}`);
    const samples: { sent: number; memory: SoakMemory }[] = [];
    const started = performance.now();
    let sent = 0;
    let driveMs = 0;
    for (let s = 1; s <= SOAK_SAMPLES && sent < plan.requests; s++) {
      const target = Math.round((plan.requests * s) / SOAK_SAMPLES);
      const segmentStarted = performance.now();
      sent += await drive(target - sent);
      driveMs += performance.now() - segmentStarted;
      samples.push({ sent, memory: await memory(s === SOAK_SAMPLES || sent < target) });
      progress(`    ${fmtCount(sent)} requests: ${describeMemory(samples.at(-1)?.memory ?? before)}`);
      if (sent < target) break; // the time cap
    }
    const seconds = (performance.now() - started) / 1000;
    agent.destroy();
    const snapshotDir = process.env['BENCH_SOAK_SNAPSHOT'];
    if (snapshotDir) progress(`    heap snapshot: ${String((await server.ask({ type: 'snapshot', file: join(resolve(snapshotDir), `soak-${sent}.heapsnapshot`) }))['file'])}`);
    const after = samples.at(-1)?.memory ?? before;
    const complete = sent === plan.requests;
    // Cut short by the time cap, the growth is extrapolated linearly to the planned count: a leak
    // grows with requests, so a run that stops early must not pass on a smaller figure.
    const scale = complete || sent === 0 ? 1 : plan.requests / sent;
    const cut = complete ? '' : `; STOPPED by the ${plan.capS} s cap after ${fmtCount(sent)}: growth extrapolated`;
    const curve = (pick: (m: SoakMemory) => number) =>
      `${fmtMB(pick(before))} after warm-up → ${samples.map(({ sent: at, memory: m }) => `${fmtMB(pick(m))} at ${fmtCount(at)}`).join(', ')}`;
    const what = `${fmtCount(plan.requests)} requests after ${fmtCount(plan.warmup)} of warm-up`;
    const row = (name: string, pick: (m: SoakMemory) => number, note = ''): Row => {
      const grown = pick(after) - pick(before);
      return {
        id: 'soak',
        section: '12',
        name: `${name} growth of the served mock's process, ${what}${cut}`,
        msw: '',
        value: fmtMB(grown * scale),
        baseline: curve(pick) + note,
        ...(plan.requests >= SOAK_BUDGET_REQUESTS ? { budget: { kind: 'bytes', maxBytes: SOAK_BUDGET_BYTES }, measured: grown * scale } : {}),
      };
    };
    return [
      row('heapUsed', (m) => m.heapUsed),
      // The pages V8 keeps for reuse count in the RSS: how much that is shows after a last-resort GC.
      row('RSS', (m) => m.rss, released ? `; after a last-resort GC then: RSS ${fmtMB(released.rss)} (heapTotal ${fmtMB(released.heapTotal)})` : ''),
      {
        id: 'soak',
        section: '12',
        name: `served requests per second over ${SOAK_CONNECTIONS} keep-alive connections (80 % GET /shop, 8 % Project updates, 4 % container creates, 4 % deletes, 4 % 404s and 501s), client in the bench process`,
        msw: '',
        value: `${fmtCount(Math.round(sent / (driveMs / 1000)))} req/s`,
        baseline: `${fmtCount(sent)} requests in ${seconds.toFixed(0)} s (memory samples included); idle process: heap ${fmtMB(idle.heapUsed)}, RSS ${fmtMB(idle.rss)}`,
      },
    ];
  } finally {
    server.kill();
  }
}
