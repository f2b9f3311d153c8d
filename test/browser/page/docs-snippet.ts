import { ct } from '../../docs-examples/browser-start.browser.js';

// The page of test/browser/docs-snippet.test.ts: the Browser section's snippet as it stands, then
// what the mock saw, for the test to read.

declare global {
  interface Window {
    __SNIPPET_REQUESTS__?: string[];
  }
}

window.__SNIPPET_REQUESTS__ = ct.requests.map(({ operation, status }) => `${operation} ${status}`);
