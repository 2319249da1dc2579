import { readFileSync } from 'node:fs';
import { it } from 'vitest';
import { searchProducts } from '../../src/lib/search/productSearch.ts';
import { testMcpCatalog } from '../helpers/mcpCatalog.ts';
const catalog = testMcpCatalog();
const dcg = (g: number[]) => g.reduce((s, x, i) => s + (2 ** x - 1) / Math.log2(i + 2), 0);
it('scratch', () => {
  for (const path of ['tests/fixtures/search-relevance-buyers.json', 'tests/fixtures/search-relevance.json']) {
    const set = JSON.parse(readFileSync(path, 'utf8')) as { products: { query: string; expected: string[]; also?: string[] }[] };
    for (const { query, expected, also = [] } of set.products) {
      const f = searchProducts(catalog.productSearch, { query, limit: 10 });
      const top = [...f.products, ...(f.partial?.products ?? [])].map((p) => p.slug);
      const g = (s: string) => (expected.includes(s) ? 2 : also.includes(s) ? 1 : 0);
      const n = dcg(top.map(g)) / dcg([...expected.map(() => 2), ...also.map(() => 1)].slice(0, 10));
      if (n < 0.95) console.log(n.toFixed(2), f.partial ? 'P' : 'F', query, '=>', top.slice(0, 6).join(' '), '| missing:', [...expected, ...also].filter((s) => !top.includes(s)).join(' '));
    }
  }
});
