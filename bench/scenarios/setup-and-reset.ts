import { containerSeeds, pattern } from '../fixtures.ts';
import type { Deps, Row, Server } from '../harness.ts';
import { API_HOST, AUTH_HOST, IMPORT_HOST, NOW, NOW_ISO, alone, check, compare, fmtUs, pairedRow, progress, selected } from '../harness.ts';

// ---------------------------------------------------------------------------------------------
// 6: per-test set-up and reset

export async function setupRows(d: Deps, server: Server): Promise<Row[]> {
  const msw = `msw ${d.mswVersion}`;
  const rows: Row[] = [];
  if (selected('setup')) {
    progress(`  ${msw}: per-test set-up`);
    // As many prebuilt bare handlers as the mock has routes.
    const answer = () => d.HttpResponse.json({});
    const bare = [
      d.http.post(pattern(AUTH_HOST, '/oauth(?:/([^/]+)/(anonymous|customers))?/token'), answer),
      d.http.post(pattern(AUTH_HOST, '/oauth/introspect'), answer),
      ...(['get', 'head', 'post'] as const).map((method) => d.http[method](pattern(API_HOST, '/([^/]+)'), answer)),
      ...(['get', 'post'] as const).map((method) => d.http[method](pattern(IMPORT_HOST, '/([^/]+)/import-containers'), answer)),
      ...(['get', 'put', 'delete'] as const).map((method) => d.http[method](pattern(IMPORT_HOST, '/([^/]+)/import-containers/([^/]+)'), answer)),
    ];
    let last: ReturnType<Deps['createCommercetoolsMock']> | undefined;
    const paired = await compare(
      {
        async: false,
        op() {
          last = d.createCommercetoolsMock({ projects: [{ key: 'shop' }] });
          server.resetHandlers(...last.handlers);
        },
        after() {
          check(last?.getProject('shop')?.version === 1, 'the created mock has no Project shop');
        },
      },
      { async: false, op: () => server.resetHandlers(...bare) },
    );
    rows.push(
      pairedRow('setup', '6', 'createCommercetoolsMock (1 Project) + server.resetHandlers(...ct.handlers)', msw, 'resetHandlers(bare)', paired, {
        kind: 'abs',
        maxUs: 50,
      }),
    );
  }
  if (selected('reset')) {
    progress(`  ${msw}: ct.reset()`);
    // 999 seeded, one added before each reset: 1000 stored, and the shelf copied on write.
    const ct = d.createCommercetoolsMock({ projects: [{ key: 'shop' }], importContainers: { shop: containerSeeds(999) }, now: NOW_ISO });
    const us = await alone({
      async: false,
      untimed(i) {
        ct.addImportContainer('shop', { key: 'extra', resourceType: 'product' });
        ct.addStore('shop', { key: `store-${i}` });
        ct.inject({ operation: 'getProject', status: 503 });
        ct.clock.advance(1000);
      },
      op: () => ct.reset(),
      after() {
        check(ct.clock.now() === NOW, 'reset did not rewind the clock');
      },
    });
    rows.push({
      id: 'reset',
      section: '6',
      name: 'ct.reset() after a write, 1000 containers stored',
      msw,
      value: fmtUs(us),
      budget: { kind: 'abs', maxUs: 50 },
      measured: us,
    });
  }
  return rows;
}
