import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { searchProducts } from '../../src/lib/search/productSearch.ts';
import { searchResources } from '../../src/lib/search/resourceSearch.ts';
import { testMcpCatalog } from '../helpers/mcpCatalog.ts';

interface Judgement {
  kind: string;
  query: string;
  expected: string[];
}
const set = JSON.parse(readFileSync('tests/fixtures/search-relevance.json', 'utf8')) as { products: Judgement[]; resources: Judgement[] };
const catalog = testMcpCatalog();
const MIN_RECALL_AT_5 = 0.95;

/** Mean over queries of the share of expected slugs found in the first five results. */
function recallAt5(judgements: Judgement[], top5: (query: string) => string[]) {
  const misses: string[] = [];
  const perQuery = judgements.map(({ query, expected }) => {
    const found = top5(query);
    const hit = expected.filter((slug) => found.includes(slug)).length;
    if (hit < expected.length) misses.push(`"${query}": expected ${expected.join(', ')}; got ${found.join(', ')}`);
    return hit / expected.length;
  });
  return { recall: perQuery.reduce((a, b) => a + b, 0) / perQuery.length, misses };
}

describe('search relevance (tests/fixtures/search-relevance.json)', () => {
  it('the set is large enough and names only slugs that exist', () => {
    expect(set.products.length).toBeGreaterThanOrEqual(60);
    for (const { expected } of set.products) for (const slug of expected) expect(catalog.productSearch.positions.has(slug), slug).toBe(true);
    for (const { expected } of set.resources) for (const slug of expected) expect(catalog.resourceSearch.bySlug.has(slug), slug).toBe(true);
  });

  it(`product search has recall@5 >= ${MIN_RECALL_AT_5}`, () => {
    const { recall, misses } = recallAt5(set.products, (query) =>
      searchProducts(catalog.productSearch, { query, limit: 5 }).products.map((p) => p.slug),
    );
    expect(recall, `recall@5 ${recall.toFixed(3)}; misses:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(MIN_RECALL_AT_5);
  });

  it(`article search has recall@5 >= ${MIN_RECALL_AT_5}`, () => {
    const { recall, misses } = recallAt5(set.resources, (query) =>
      searchResources(catalog.resourceSearch, { query, limit: 5 }).resources.map((r) => r.slug),
    );
    expect(recall, `recall@5 ${recall.toFixed(3)}; misses:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(MIN_RECALL_AT_5);
  });
});
