// Types for scripts/check-links.mjs, which test/docs-links.test.ts imports.
export const PAGES: string[];
export function pages(base?: string): string[];
export function readPage(text: string): { anchors: Set<string>; links: { href: string; line: number | undefined }[] };
export function checkLinks(base?: string): { pages: string[]; problems: string[] };
