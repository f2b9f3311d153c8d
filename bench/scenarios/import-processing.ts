import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ProductDraftImport, ProductDraftImportRequest, ProductTypeImport } from '@commercetools/importapi-sdk';
import type { ClockModule, Row, StoreModule } from '../harness.ts';
import { NOW, ROOT, check, collect, config, fmtCount, fmtMB, fmtUs, median, progress, selected } from '../harness.ts';
import { PROCESSING_MS } from './import-operations.ts';

// ---------------------------------------------------------------------------------------------
// 14: processing rules (issue 22). Every product draft is checked against its product type
// (defined attributes, enum keys, required ones, the constraints across variants) and claims its
// slugs and SKU in the Project's uniqueness indexes. These rows show what that costs at scale.

/** The product drafts one clock step processes. */
const PRODUCTS = 10_000;
const ITEMS_PER_REQUEST = 20;

/** The product type every draft fits: a required enum and a text attribute. */
const SHIRT: ProductTypeImport = {
  key: 'shirt',
  name: 'Shirt',
  description: 'A shirt',
  attributes: [
    {
      name: 'color',
      label: { en: 'Color' },
      type: { name: 'enum', values: [{ key: 'red', label: 'Red' }, { key: 'green', label: 'Green' }, { key: 'blue', label: 'Blue' }] },
      isRequired: true,
      attributeConstraint: 'None',
      isSearchable: true,
    },
    { name: 'material', label: { en: 'Material' }, type: { name: 'text' }, isRequired: false, attributeConstraint: 'SameForAll', isSearchable: true },
  ],
};

/** The i-th product draft: one variant with both attributes, its own slugs and SKU. */
function productDraft(i: number): ProductDraftImport {
  return {
    key: `product-${i}`,
    name: { en: `Shirt ${i}`, de: `Hemd ${i}` },
    slug: { en: `shirt-${i}`, de: `hemd-${i}` },
    productType: { typeId: 'product-type', key: 'shirt' },
    masterVariant: {
      key: `variant-${i}`,
      sku: `SKU-${i}`,
      attributes: [
        { type: 'enum', name: 'color', value: ['red', 'green', 'blue'][i % 3] ?? 'red' },
        { type: 'text', name: 'material', value: 'cotton' },
      ],
    },
  };
}

function productRequest(r: number): ProductDraftImportRequest {
  return { type: 'product-draft', resources: Array.from({ length: ITEMS_PER_REQUEST }, (_, k) => productDraft(r * ITEMS_PER_REQUEST + k)) };
}

const heapNow = () => {
  collect();
  collect();
  return process.memoryUsage().heapUsed;
};

/** A store (from dist/) with Project shop, the product type `shirt` declared with its content, and a product-draft container. */
async function productStore() {
  const { createStore } = (await import(pathToFileURL(join(ROOT, 'dist/store/create-store.js')).href)) as StoreModule;
  const { createClock } = (await import(pathToFileURL(join(ROOT, 'dist/clock/create-clock.js')).href)) as ClockModule;
  const clock = createClock(NOW);
  const store = createStore({ clock, indexingDurationMs: 60_000, staleReadMs: 0, importProcessingMs: PROCESSING_MS, eventLimit: 10_000 });
  store.projects.add({ key: 'shop' });
  store.importContainers.seed('shop', { key: 'products', resourceType: 'product-draft' });
  store.importContainers.seed('shop', { key: 'warm-up', resourceType: 'product-draft' });
  await store.importOperations.addResource('shop', { typeId: 'product-type', ...SHIRT });
  store.markInitial();
  return { store, clock };
}

async function fill(store: Awaited<ReturnType<typeof productStore>>['store'], containerKey: string, bodies: readonly string[]): Promise<void> {
  for (const body of bodies) {
    const result = await store.importOperations.importResources('shop', 'product-draft', containerKey, body);
    check(result.ok, `a product draft import failed: ${JSON.stringify(result.ok ? '' : result.error)}`);
  }
}

/**
 * Row 14: one clock step that processes 10 000 product drafts against one product type, and the
 * heap each imported product takes with its operation, content and claims.
 */
export async function processingRows(): Promise<Row[]> {
  const rows: Row[] = [];
  if (!selected('rules-advance') && !selected('rules-heap')) return rows;
  const bodies = Array.from({ length: PRODUCTS / ITEMS_PER_REQUEST }, (_, r) => JSON.stringify(productRequest(r)));
  const { store, clock } = await productStore();
  const processedAll = async () => {
    const summary = await store.importOperations.summary('shop', 'products');
    check(summary.ok && summary.value.total === PRODUCTS && summary.value.states.imported === PRODUCTS, `the products ended otherwise: ${JSON.stringify(summary.ok ? summary.value.states : summary.error)}`);
  };

  // The heap first, on a store that nothing has filled yet.
  if (selected('rules-heap')) {
    progress(`  heap per imported product`);
    // The engine's chunk and the rules load on the first import; not a cost per product.
    await fill(store, 'warm-up', [JSON.stringify(productRequest(PRODUCTS / ITEMS_PER_REQUEST))]); // products 10 000 to 10 019
    clock.advance(PROCESSING_MS);
    store.settle();
    const before = heapNow();
    await fill(store, 'products', bodies);
    clock.advance(PROCESSING_MS);
    store.settle();
    const grown = heapNow() - before;
    await processedAll();
    rows.push({
      id: 'rules-heap',
      section: '14',
      name: `heap growth per imported product draft (its operation, its content and its claims: 2 slugs, 1 SKU, 1 variant key), ${fmtCount(PRODUCTS)} in one container`,
      msw: '',
      value: `${Math.round(grown / PRODUCTS)} B`,
      baseline: `${fmtMB(grown)} in all`,
      budget: { kind: 'bytes', maxBytes: 2048 },
      measured: grown / PRODUCTS,
    });
  }
  if (selected('rules-advance')) {
    progress(`  clock advance over ${fmtCount(PRODUCTS)} product drafts with attributes`);
    const samples = Math.max(3, Math.round(config.rounds / 10));
    const times: number[] = [];
    for (let sample = 0; sample <= samples; sample++) {
      store.reset(); // keeps the declared product type: it is part of the initial state
      clock.set(NOW);
      await fill(store, 'products', bodies);
      collect();
      const started = performance.now();
      clock.advance(PROCESSING_MS);
      store.settle();
      const ms = performance.now() - started;
      await processedAll();
      if (sample > 0) times.push(ms); // the first one loads the rules and warms the code up
    }
    const us = median(times) * 1000;
    rows.push({
      id: 'rules-advance',
      section: '14',
      name: `One clock advance processing ${fmtCount(PRODUCTS)} product drafts, 2 attributes each, against one product type (all imported): clock.advance + store.settle()`,
      msw: '',
      value: fmtUs(us),
      baseline: `${fmtUs(us / PRODUCTS)} per product, median of ${times.length}`,
      budget: { kind: 'abs', maxUs: 150_000 },
      measured: us,
    });
  }

  return rows;
}
