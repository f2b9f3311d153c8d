// The packages the HTTP rows of the benchmark drive, gathered in one module so that a run against
// a second msw major (MSW2_DIR, see run.ts) can load the very same names from another node_modules.
// Plain JavaScript on purpose: run.ts copies this file as deps.mjs next to that node_modules.
import { createRequire } from 'node:module';

export { http, HttpHandler, HttpResponse } from 'msw';
export { setupServer } from 'msw/node';
export { createCommercetoolsMock } from 'commercetools-msw';
export { createApiBuilderFromCtpClient } from '@commercetools/platform-sdk';
export { createApiBuilderFromCtpClient as createImportApiBuilder } from '@commercetools/importapi-sdk';
export { ClientBuilder } from '@commercetools/ts-client';

export const mswVersion = String(createRequire(import.meta.url)('msw/package.json').version);
