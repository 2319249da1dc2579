import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { searchProducts } from '../../src/lib/search/productSearch.ts';
import { searchResources } from '../../src/lib/search/resourceSearch.ts';
import { testMcpCatalog } from '../helpers/mcpCatalog.ts';

/** A graded query: `expected` are the right answers (grade 2), `also` acceptable ones (grade 1). */
interface Judgement {
  kind: string;
  query: string;
  expected: string[];
  also?: string[];
}
const set = JSON.parse(readFileSync('tests/fixtures/search-relevance.json', 'utf8')) as {
  products: Judgement[];
  resources: Judgement[];
};
const catalog = testMcpCatalog();

/** The goals (docs/mcp.md, "Relevance"), applied to the project's own set; first right as a share (78 of 80). */
const GOALS = { recallAt5: 0.97, ndcgAt10: 0.96, firstRight: 78 / 80 };

const dcg = (grades: number[]) => grades.reduce((sum, grade, i) => sum + (2 ** grade - 1) / Math.log2(i + 2), 0);

/** Recall@5 of the right answers, nDCG@10 of the grades, and how often the first result is a right answer. */
function relevance(judgements: Judgement[], top10: (query: string) => string[]) {
  const misses: string[] = [];
  let recall = 0;
  let ndcg = 0;
  let firstRight = 0;
  const byKind = new Map<string, { queries: number; firstRight: number }>();
  for (const { kind, query, expected, also = [] } of judgements) {
    const found = top10(query);
    const grade = (slug: string) => (expected.includes(slug) ? 2 : also.includes(slug) ? 1 : 0);
    const hit = expected.filter((slug) => found.slice(0, 5).includes(slug)).length;
    recall += hit / expected.length;
    const ideal = dcg([...expected.map(() => 2), ...also.map(() => 1)].slice(0, 10));
    ndcg += dcg(found.slice(0, 10).map(grade)) / ideal;
    const first = grade(found[0] ?? '') === 2;
    if (first) firstRight++;
    const k = byKind.get(kind) ?? { queries: 0, firstRight: 0 };
    byKind.set(kind, { queries: k.queries + 1, firstRight: k.firstRight + (first ? 1 : 0) });
    if (hit < expected.length || !first)
      misses.push(`[${kind}] "${query}": expected ${expected.join(', ')}; got ${found.slice(0, 5).join(', ')}`);
  }
  const n = judgements.length;
  return { recallAt5: recall / n, ndcgAt10: ndcg / n, firstRight, queries: n, byKind, misses };
}

const report = (name: string, r: ReturnType<typeof relevance>) =>
  `${name}: recall@5 ${r.recallAt5.toFixed(3)}, nDCG@10 ${r.ndcgAt10.toFixed(3)}, first right ${r.firstRight}/${r.queries} (` +
  [...r.byKind].map(([kind, k]) => `${kind} ${k.firstRight}/${k.queries}`).join(', ') +
  `)${r.misses.length ? `\nmisses:\n${r.misses.join('\n')}` : ''}`;

const meetsGoals = (r: ReturnType<typeof relevance>) => {
  expect(r.recallAt5).toBeGreaterThanOrEqual(GOALS.recallAt5);
  expect(r.ndcgAt10).toBeGreaterThanOrEqual(GOALS.ndcgAt10);
  expect(r.firstRight / r.queries).toBeGreaterThanOrEqual(GOALS.firstRight);
};

describe('search relevance (tests/fixtures/search-relevance.json)', () => {
  it('the set covers every kind of query and names only slugs that exist', () => {
    expect(set.products.length).toBeGreaterThanOrEqual(120);
    const kinds = new Set(set.products.map((j) => j.kind));
    for (const kind of ['name', 'model', 'standard', 'typo', 'brand+category', 'need', 'negation', 'size', 'object'])
      expect(kinds, kind).toContain(kind);
    expect(set.resources.some((j) => j.kind === 'connector')).toBe(true);
    for (const { expected, also = [] } of set.products)
      for (const slug of [...expected, ...also]) expect(catalog.productSearch.positions.has(slug), slug).toBe(true);
    for (const { expected, also = [] } of set.resources)
      for (const slug of [...expected, ...also]) expect(catalog.resourceSearch.bySlug.has(slug), slug).toBe(true);
  });

  it(`product search meets the goals: recall@5 >= ${GOALS.recallAt5}, nDCG@10 >= ${GOALS.ndcgAt10}, first right >= 78/80`, () => {
    const r = relevance(set.products, (query) =>
      searchProducts(catalog.productSearch, { query, limit: 10 }).products.map((p) => p.slug),
    );
    console.info(report('products', r));
    meetsGoals(r);
  });

  it(`article search meets the goals, first right included`, () => {
    const r = relevance(set.resources, (query) =>
      searchResources(catalog.resourceSearch, { query, limit: 10 }).resources.map((x) => x.slug),
    );
    console.info(report('articles', r));
    meetsGoals(r);
  });
});
