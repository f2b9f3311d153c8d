import { expect, it } from 'vitest';
import { createCommercetoolsMock } from 'commercetools-msw';

const ct = createCommercetoolsMock({ now: '2030-01-01T00:00:00.000Z', projects: [{ key: 'shop' }], auth: false });
const importApi = 'https://import.europe-west1.gcp.commercetools.com/shop';
type Page = { count: number; results: { id: string; key: string; createdAt: string }[] };
const categories = async (where: string | undefined, ...sort: string[]) => {
  const query = new URLSearchParams([['limit', '2'], ['withTotal', 'false'], ...sort.map((by) => ['sort', by]), ...(where ? [['where', where]] : [])]);
  return (await ct.fetch(`https://api.europe-west1.gcp.commercetools.com/shop/categories?${query}`)).json() as Promise<Page>;
};

it('gives what one step processes one createdAt, so a page boundary on createdAt alone loses some', async () => {
  await ct.fetch(`${importApi}/import-containers`, { method: 'POST', body: JSON.stringify({ key: 'catalog' }) });
  const resources = ['hats', 'bags', 'shoes', 'belts', 'socks'].map((key) => ({ key, name: { en: key }, slug: { en: key } }));
  await ct.fetch(`${importApi}/categories/import-containers/catalog`, { method: 'POST', body: JSON.stringify({ type: 'category', resources }) });
  ct.clock.advance(5000); // the default importProcessingMs: all five are imported at one instant

  const first = await categories(undefined, 'createdAt asc');
  const last = first.results.at(-1)!;
  expect(first.results.map((category) => category.createdAt)).toEqual([last.createdAt, last.createdAt]);
  expect((await categories(`createdAt > "${last.createdAt}"`, 'createdAt asc')).results).toEqual([]); // shoes, belts and socks are lost

  // Break the tie with the id, which is unique: the order stays by createdAt, and no page loses one.
  const keys: string[] = [];
  let page = first;
  for (;;) {
    keys.push(...page.results.map((category) => category.key));
    const end = page.results.at(-1);
    if (page.count < 2 || !end) break;
    page = await categories(`createdAt > "${end.createdAt}" or (createdAt = "${end.createdAt}" and id > "${end.id}")`, 'createdAt asc', 'id asc');
  }
  expect(keys).toEqual(['hats', 'bags', 'shoes', 'belts', 'socks']);
});
