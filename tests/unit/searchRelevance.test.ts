import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { searchProducts } from '../../src/lib/search/productSearch.ts';
import { searchResources } from '../../src/lib/search/resourceSearch.ts';
import { testCatalog } from '../helpers/testCatalog.ts';

/** A graded query: `expected` are the right answers (grade 2), `also` acceptable ones (grade 1). */
interface Judgement {
  kind: string;
  query: string;
  expected: string[];
  also?: string[];
}
interface RelevanceSet {
  products: Judgement[];
  resources: Judgement[];
}
const readSet = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as RelevanceSet;
/**
 * The project's own set, and the buyers' set written and graded before the ranking changed (issue 21), never regraded.
 */
const own = readSet('tests/fixtures/search-relevance.json');
const buyers = readSet('tests/fixtures/search-relevance-buyers.json');
const catalog = testCatalog();

/**
 * The goals (docs/mcp.md, "Relevance"), the same for both sets: first right as a share (78 of 80),
 * at most 15% of the first five results from a category no right answer is in, a model reference's
 * product first and a model-reference answer of at most 2 products at the median.
 */
const GOALS = { recallAt5: 0.97, ndcgAt10: 0.96, firstRight: 78 / 80, offCategory: 0.15, modelAnswerMedian: 2 };

const dcg = (grades: number[]) => grades.reduce((sum, grade, i) => sum + (2 ** grade - 1) / Math.log2(i + 2), 0);

/**
 * What a search answers: the first ten in the order shown (every-word matches, then the labelled partial group), their
 * categories, and how many in all.
 */
interface Answer {
  top10: string[];
  category: (slug: string) => string;
  size: number;
}

function productAnswer(query: string): Answer {
  const found = searchProducts(catalog.productSearch, { query, limit: 10 });
  const shown = [...found.products, ...(found.partial?.products ?? [])].slice(0, 10);
  return {
    top10: shown.map((p) => p.slug),
    category: (slug) => catalog.products.find((p) => p.slug === slug)!.category,
    size: found.total + (found.partial?.total ?? 0),
  };
}

function resourceAnswer(query: string): Answer {
  const found = searchResources(catalog.resourceSearch, { query, limit: 10 });
  return {
    top10: found.resources.map((r) => r.slug),
    category: (slug) => catalog.resourceSearch.bySlug.get(slug)!.category,
    size: found.total,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length === 0 ? 0 : sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * Recall@5 of the right answers, nDCG@10 of the grades, how often the first result is a right
 * answer, the share of the first five results from a category none of the right answers is in,
 * and for model references whether the product comes first and how many products the answer holds.
 */
function relevance(judgements: Judgement[], answer: (query: string) => Answer) {
  const misses: string[] = [];
  let recall = 0;
  let ndcg = 0;
  let firstRight = 0;
  let shownInTop5 = 0;
  let offCategory = 0;
  const model = { queries: 0, first: 0, sizes: [] as number[] };
  const byKind = new Map<string, { queries: number; firstRight: number }>();
  for (const { kind, query, expected, also = [] } of judgements) {
    const { top10: found, category, size } = answer(query);
    const grade = (slug: string) => (expected.includes(slug) ? 2 : also.includes(slug) ? 1 : 0);
    const hit = expected.filter((slug) => found.slice(0, 5).includes(slug)).length;
    recall += hit / expected.length;
    const ideal = dcg([...expected.map(() => 2), ...also.map(() => 1)].slice(0, 10));
    ndcg += dcg(found.slice(0, 10).map(grade)) / ideal;
    const first = grade(found[0] ?? '') === 2;
    if (first) firstRight++;
    const rightCategories = new Set(expected.map(category));
    const off = found.slice(0, 5).filter((slug) => !rightCategories.has(category(slug)));
    shownInTop5 += Math.min(5, found.length);
    offCategory += off.length;
    if (kind === 'model') {
      model.queries++;
      if (first) model.first++;
      model.sizes.push(size);
    }
    const k = byKind.get(kind) ?? { queries: 0, firstRight: 0 };
    byKind.set(kind, { queries: k.queries + 1, firstRight: k.firstRight + (first ? 1 : 0) });
    if (hit < expected.length || !first || off.length)
      misses.push(
        `[${kind}] "${query}": expected ${expected.join(', ')}; got ${found.slice(0, 5).join(', ')}` +
          (off.length ? ` (off-category: ${off.join(', ')})` : ''),
      );
  }
  const n = judgements.length;
  return {
    recallAt5: recall / n,
    ndcgAt10: ndcg / n,
    firstRight,
    queries: n,
    offCategory: shownInTop5 ? offCategory / shownInTop5 : 0,
    model: { ...model, medianSize: median(model.sizes) },
    byKind,
    misses,
  };
}
type Relevance = ReturnType<typeof relevance>;

const report = (name: string, r: Relevance, showMisses = true) =>
  `${name}: recall@5 ${r.recallAt5.toFixed(3)}, nDCG@10 ` +
  `${r.ndcgAt10.toFixed(3)}, first right ${r.firstRight}/${r.queries}, ` +
  `off-category in top 5 ${(100 * r.offCategory).toFixed(1)}%` +
  (r.model.queries
    ? `, model references first ${r.model.first}/${r.model.queries}, median ` +
      `answer ${r.model.medianSize} (sizes ${r.model.sizes.join(' ')})`
    : '') +
  ` (${[...r.byKind].map(([kind, k]) => `${kind} ${k.firstRight}/${k.queries}`).join(', ')})` +
  `${showMisses && r.misses.length ? `\nmisses:\n${r.misses.join('\n')}` : ''}`;

const meetsGoals = (r: Relevance) => {
  expect(r.recallAt5).toBeGreaterThanOrEqual(GOALS.recallAt5);
  expect(r.ndcgAt10).toBeGreaterThanOrEqual(GOALS.ndcgAt10);
  expect(r.firstRight / r.queries).toBeGreaterThanOrEqual(GOALS.firstRight);
  expect(r.offCategory).toBeLessThanOrEqual(GOALS.offCategory);
  if (r.model.queries) {
    expect(r.model.first).toBe(r.model.queries);
    expect(r.model.medianSize).toBeLessThanOrEqual(GOALS.modelAnswerMedian);
  }
};

/** Floors the search reaches now (docs/mcp.md, "Relevance"): they fail if ranking regresses. */
const atLeast = (r: Relevance, floor: { recall: number; ndcg: number; first: number; off: number }) => {
  expect(r.recallAt5).toBeGreaterThanOrEqual(floor.recall);
  expect(r.ndcgAt10).toBeGreaterThanOrEqual(floor.ndcg);
  expect(r.firstRight).toBeGreaterThanOrEqual(floor.first);
  expect(r.offCategory).toBeLessThanOrEqual(floor.off);
};

function namesOnlySlugsThatExist(set: RelevanceSet) {
  for (const { expected, also = [] } of set.products)
    for (const slug of [...expected, ...also]) expect(catalog.productSearch.positions.has(slug), slug).toBe(true);
  for (const { expected, also = [] } of set.resources)
    for (const slug of [...expected, ...also]) expect(catalog.resourceSearch.bySlug.has(slug), slug).toBe(true);
}

describe('search relevance (tests/fixtures/search-relevance.json)', () => {
  it('the set covers every kind of query and names only slugs that exist', () => {
    expect(own.products.length).toBeGreaterThanOrEqual(120);
    const kinds = new Set(own.products.map((j) => j.kind));
    for (const kind of ['name', 'model', 'standard', 'typo', 'brand+category', 'need', 'negation', 'size', 'object'])
      expect(kinds, kind).toContain(kind);
    expect(own.resources.some((j) => j.kind === 'connector')).toBe(true);
    namesOnlySlugsThatExist(own);
  });

  it(
    `product search meets the goals: recall@5 >= ${GOALS.recallAt5}, nDCG@10 >= ${GOALS.ndcgAt10}, ` +
      `first right >= 78/80, off-category <= 15%, model references first and alone`,
    () => {
      const r = relevance(own.products, productAnswer);
      console.info(report('products', r));
      meetsGoals(r);
    },
  );

  it(`article search meets the goals, first right included`, () => {
    const r = relevance(own.resources, resourceAnswer);
    console.info(report('articles', r));
    meetsGoals(r);
  });
});

describe(
  "search relevance on the buyers' set (tests/fixtures/search-relevance-buyers.json, " +
    'written before the ranking changed)',
  () => {
    it('holds 80 product and 15 article queries, graded, naming only slugs that exist', () => {
      expect(buyers.products).toHaveLength(80);
      expect(buyers.resources).toHaveLength(15);
      expect(buyers.products.filter((j) => j.kind === 'model').length).toBeGreaterThan(0);
      namesOnlySlugsThatExist(buyers);
    });

    it('product search meets the same goals on the buyers’ queries', () => {
      const r = relevance(buyers.products, productAnswer);
      console.info(report('buyers, products', r));
      meetsGoals(r);
    });

    it('article search meets the same goals on the buyers’ queries', () => {
      const r = relevance(buyers.resources, resourceAnswer);
      console.info(report('buyers, articles', r));
      meetsGoals(r);
    });
  },
);

/**
 * The blind set: written and graded by a reader who knew only the site's pages, before the ranking
 * change it measures; never regraded. Split by its own rule (`split`): even positions tune, odd test.
 */
const blind = readSet('tests/fixtures/search-relevance-blind.json');
const half = <T>(list: readonly T[], parity: 0 | 1) => list.filter((_, i) => i % 2 === parity);
type Floor = Parameters<typeof atLeast>[1];

/** The issue's size for a blind set: at least 100 product and 30 article queries, naming only slugs that exist. */
function holdsABlindSet(set: RelevanceSet) {
  expect(set.products.length).toBeGreaterThanOrEqual(100);
  expect(set.resources.length).toBeGreaterThanOrEqual(30);
  namesOnlySlugsThatExist(set);
}

/** Products and articles of a held-back part: aggregate scores printed (never the queries), floors at its one run. */
function heldBackAtLeast(name: string, set: RelevanceSet, floors: { products: Floor; articles: Floor }) {
  const products = relevance(set.products, productAnswer);
  const articles = relevance(set.resources, resourceAnswer);
  console.info(report(`${name}, products`, products, false));
  console.info(report(`${name}, articles`, articles, false));
  atLeast(products, floors.products);
  atLeast(articles, floors.articles);
}
const oddHalf = (set: RelevanceSet): RelevanceSet => ({
  products: half(set.products, 1),
  resources: half(set.resources, 1),
});

describe('search relevance on the blind set (tests/fixtures/search-relevance-blind.json)', () => {
  it('holds at least 100 product and 30 article queries, naming only slugs that exist', () => holdsABlindSet(blind));

  it('tuning half (even positions), products', () => {
    const r = relevance(half(blind.products, 0), productAnswer);
    console.info(report('blind tuning, products', r));
    atLeast(r, { recall: 0.964, ndcg: 0.974, first: 76, off: 0.04 });
  });

  it('tuning half (even positions), articles', () => {
    const r = relevance(half(blind.resources, 0), resourceAnswer);
    console.info(report('blind tuning, articles', r));
    atLeast(r, { recall: 1, ndcg: 0.99, first: 19, off: 0.15 });
  });

  it('test half (odd positions): aggregate scores only', () =>
    heldBackAtLeast('blind test', oddHalf(blind), {
      products: { recall: 0.979, ndcg: 0.96, first: 74, off: 0.15 },
      articles: { recall: 1, ndcg: 0.984, first: 18, off: 0.15 },
    }));
});

/**
 * The second blind set: written and graded the same way by a second reader, never used for tuning; run at the end of a
 * ranking change, aggregates only. Floors at its scores then (docs/mcp.md, "Relevance").
 */
const blind2 = readSet('tests/fixtures/search-relevance-blind-2.json');

describe('search relevance on the second blind set (tests/fixtures/search-relevance-blind-2.json)', () => {
  it('holds at least 100 product and 30 article queries, naming only slugs that exist', () => holdsABlindSet(blind2));

  it('aggregate scores only, at or above the floors of its last run', () =>
    heldBackAtLeast('blind set 2', blind2, {
      products: { recall: 0.993, ndcg: 0.966, first: 103, off: 0.15 },
      articles: { recall: 1, ndcg: 0.962, first: 31, off: 0.15 },
    }));
});

type Floors = { products: Floor; articles: Floor };

/**
 * A blind set split by its own rule: its tuning half (even positions) prints its misses, its test half (odd positions)
 * only aggregate scores; floors at the final ranking's scores.
 */
function describeSplitBlindSet(name: string, path: string, floors: { tuning: Floors; test: Floors }) {
  const set = readSet(path);
  describe(`search relevance on the ${name} (${path})`, () => {
    it('holds at least 100 product and 30 article queries, naming only slugs that exist', () => holdsABlindSet(set));

    it('tuning half (even positions), products/articles', () => {
      const products = relevance(half(set.products, 0), productAnswer);
      const articles = relevance(half(set.resources, 0), resourceAnswer);
      console.info(report(`${name} tuning, products`, products));
      console.info(report(`${name} tuning, articles`, articles));
      atLeast(products, floors.tuning.products);
      atLeast(articles, floors.tuning.articles);
    });

    it('test half (odd positions): aggregate scores only, at or above the floors of its last run', () =>
      heldBackAtLeast(`${name} test`, oddHalf(set), floors.test));
  });
}

/**
 * The third blind set, written and graded from the public pages only by a third reader before the ranking change it
 * tuned; its test half is run at the end of each change.
 */
describeSplitBlindSet('third blind set', 'tests/fixtures/search-relevance-blind-3.json', {
  tuning: {
    products: { recall: 0.964, ndcg: 0.993, first: 60, off: 0.005 },
    articles: { recall: 1, ndcg: 0.951, first: 18, off: 0.051 },
  },
  test: {
    products: { recall: 0.99, ndcg: 0.978, first: 60, off: 0.01 },
    articles: { recall: 1, ndcg: 0.944, first: 18, off: 0.051 },
  },
});

/** The fourth, by a fourth reader the same way; its test half was first run at the end of the change it tuned. */
describeSplitBlindSet('fourth blind set', 'tests/fixtures/search-relevance-blind-4.json', {
  tuning: {
    products: { recall: 0.968, ndcg: 0.979, first: 58, off: 0.043 },
    articles: { recall: 1, ndcg: 0.947, first: 20, off: 0 },
  },
  test: {
    products: { recall: 0.985, ndcg: 0.979, first: 60, off: 0.01 },
    articles: { recall: 1, ndcg: 0.962, first: 20, off: 0.131 },
  },
});

/** The fifth, by a fifth reader in a contractor's, an EHS manager's and a plant administrator's words. */
describeSplitBlindSet('fifth blind set', 'tests/fixtures/search-relevance-blind-5.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.981, first: 50, off: 0.034 },
    articles: { recall: 0.982, ndcg: 0.944, first: 20, off: 0.046 },
  },
  test: {
    products: { recall: 0.993, ndcg: 0.977, first: 50, off: 0.053 },
    articles: { recall: 1, ndcg: 0.935, first: 20, off: 0.251 },
  },
});

/** The sixth, by a sixth reader, a purchase officer for several plants. */
describeSplitBlindSet('sixth blind set', 'tests/fixtures/search-relevance-blind-6.json', {
  tuning: {
    products: { recall: 0.996, ndcg: 0.994, first: 50, off: 0.006 },
    articles: { recall: 1, ndcg: 0.994, first: 20, off: 0.126 },
  },
  test: {
    products: { recall: 0.967, ndcg: 0.97, first: 49, off: 0.045 },
    articles: { recall: 1, ndcg: 0.973, first: 20, off: 0 },
  },
});

/** The seventh, by a seventh reader, a road and metro contractor's safety officer typing on a phone. */
describeSplitBlindSet('seventh blind set', 'tests/fixtures/search-relevance-blind-7.json', {
  tuning: {
    products: { recall: 0.992, ndcg: 0.98, first: 65, off: 0 },
    articles: { recall: 1, ndcg: 0.934, first: 25, off: 0.207 },
  },
  test: {
    products: { recall: 0.967, ndcg: 0.953, first: 65, off: 0.011 },
    articles: { recall: 1, ndcg: 0.928, first: 26, off: 0.101 },
  },
});

/** The eighth, by an eighth reader, a pharma and food plant's storekeeper typing what workers ask for. */
describeSplitBlindSet('eighth blind set', 'tests/fixtures/search-relevance-blind-8.json', {
  tuning: {
    products: { recall: 0.994, ndcg: 0.991, first: 62, off: 0.005 },
    articles: { recall: 1, ndcg: 0.978, first: 27, off: 0.148 },
  },
  test: {
    products: { recall: 0.994, ndcg: 0.983, first: 60, off: 0.014 },
    articles: { recall: 1, ndcg: 0.938, first: 26, off: 0.038 },
  },
});

/** The ninth, by a ninth reader, a warehouse and logistics park's facilities manager new to PPE. */
describeSplitBlindSet('ninth blind set', 'tests/fixtures/search-relevance-blind-9.json', {
  tuning: {
    products: { recall: 0.989, ndcg: 0.983, first: 54, off: 0.007 },
    articles: { recall: 0.976, ndcg: 0.937, first: 22, off: 0.041 },
  },
  test: {
    products: { recall: 0.985, ndcg: 0.969, first: 54, off: 0.011 },
    articles: { recall: 1, ndcg: 0.962, first: 22, off: 0.155 },
  },
});

/** The tenth, by a tenth reader writing the queries an AI assistant sends the search tools for its users. */
describeSplitBlindSet('tenth blind set', 'tests/fixtures/search-relevance-blind-10.json', {
  tuning: {
    products: { recall: 0.985, ndcg: 0.986, first: 60, off: 0 },
    articles: { recall: 1, ndcg: 0.981, first: 26, off: 0.101 },
  },
  test: {
    products: { recall: 0.994, ndcg: 0.984, first: 60, off: 0.016 },
    articles: { recall: 1, ndcg: 1, first: 26, off: 0.034 },
  },
});

/** The eleventh, by an eleventh reader, a refinery's HSE engineer searching by hazard and standard. */
describeSplitBlindSet('eleventh blind set', 'tests/fixtures/search-relevance-blind-11.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.962, first: 54, off: 0.006 },
    articles: { recall: 1, ndcg: 0.96, first: 22, off: 0 },
  },
  test: {
    products: { recall: 0.99, ndcg: 0.983, first: 55, off: 0.016 },
    articles: { recall: 1, ndcg: 0.971, first: 22, off: 0 },
  },
});

/** The twelfth, by a twelfth reader, a small-town hardware shop owner buying to resell, in Hinglish. */
describeSplitBlindSet('twelfth blind set', 'tests/fixtures/search-relevance-blind-12.json', {
  tuning: {
    products: { recall: 0.996, ndcg: 0.983, first: 60, off: 0 },
    articles: { recall: 1, ndcg: 0.979, first: 26, off: 0.037 },
  },
  test: {
    products: { recall: 0.989, ndcg: 0.98, first: 60, off: 0.01 },
    articles: { recall: 1, ndcg: 0.957, first: 26, off: 0.13 },
  },
});

/** The thirteenth, by a thirteenth reader, a city corporation's sanitation buyer writing tender-style English. */
describeSplitBlindSet('thirteenth blind set', 'tests/fixtures/search-relevance-blind-13.json', {
  tuning: {
    products: { recall: 0.993, ndcg: 0.985, first: 54, off: 0.016 },
    articles: { recall: 1, ndcg: 0.971, first: 22, off: 0.043 },
  },
  test: {
    products: { recall: 0.984, ndcg: 0.96, first: 52, off: 0.011 },
    articles: { recall: 0.954, ndcg: 0.93, first: 21, off: 0.121 },
  },
});

/** The fourteenth, by a fourteenth reader, a steel plant's maintenance foreman typing Hinglish and Bengali. */
describeSplitBlindSet('fourteenth blind set', 'tests/fixtures/search-relevance-blind-14.json', {
  tuning: {
    products: { recall: 0.994, ndcg: 0.986, first: 56, off: 0.006 },
    articles: { recall: 0.957, ndcg: 0.925, first: 23, off: 0.095 },
  },
  test: {
    products: { recall: 0.99, ndcg: 0.966, first: 55, off: 0.036 },
    articles: { recall: 1, ndcg: 0.98, first: 24, off: 0.139 },
  },
});

/** The fifteenth, by a fifteenth reader, a Dubai distributor's buyer writing British and Gulf trade English. */
describeSplitBlindSet('fifteenth blind set', 'tests/fixtures/search-relevance-blind-15.json', {
  tuning: {
    products: { recall: 0.981, ndcg: 0.974, first: 54, off: 0.012 },
    articles: { recall: 1, ndcg: 0.983, first: 22, off: 0.043 },
  },
  test: {
    products: { recall: 0.975, ndcg: 0.973, first: 54, off: 0 },
    articles: { recall: 1, ndcg: 0.991, first: 22, off: 0.039 },
  },
});

/** The sixteenth, by a sixteenth reader, a Rajasthan solar and power-line contractor's site in-charge, in Hinglish. */
describeSplitBlindSet('sixteenth blind set', 'tests/fixtures/search-relevance-blind-16.json', {
  tuning: {
    products: { recall: 0.981, ndcg: 0.979, first: 54, off: 0.034 },
    articles: { recall: 1, ndcg: 0.991, first: 22, off: 0.116 },
  },
  test: {
    products: { recall: 0.981, ndcg: 0.973, first: 54, off: 0.038 },
    articles: { recall: 1, ndcg: 0.966, first: 21, off: 0.149 },
  },
});

/** The seventeenth, by a seventeenth reader, a Visakhapatnam ship-repair yard's stores officer, with Telugu words. */
describeSplitBlindSet('seventeenth blind set', 'tests/fixtures/search-relevance-blind-17.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.989, first: 55, off: 0.006 },
    articles: { recall: 1, ndcg: 0.944, first: 22, off: 0.043 },
  },
  test: {
    products: { recall: 0.993, ndcg: 0.977, first: 55, off: 0 },
    articles: { recall: 1, ndcg: 0.975, first: 22, off: 0.041 },
  },
});

/** The eighteenth, by an eighteenth reader, a Dhanbad coal mine's safety officer, in Hindi typed in Latin letters. */
describeSplitBlindSet('eighteenth blind set', 'tests/fixtures/search-relevance-blind-18.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.98, first: 60, off: 0.016 },
    articles: { recall: 1, ndcg: 0.951, first: 24, off: 0.104 },
  },
  test: {
    products: { recall: 0.976, ndcg: 0.969, first: 59, off: 0.006 },
    articles: { recall: 1, ndcg: 0.992, first: 24, off: 0 },
  },
});

/** The nineteenth, by a nineteenth reader, a Chennai automobile component plant's purchase manager, formal English. */
describeSplitBlindSet('nineteenth blind set', 'tests/fixtures/search-relevance-blind-19.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.992, first: 60, off: 0.006 },
    articles: { recall: 1, ndcg: 0.985, first: 24, off: 0.112 },
  },
  test: {
    products: { recall: 1, ndcg: 0.987, first: 60, off: 0.006 },
    articles: { recall: 1, ndcg: 0.992, first: 24, off: 0.072 },
  },
});

/** The twentieth, by a twentieth reader, a Ludhiana welding workshop's owner typing Punjabi and Hindi with slips. */
describeSplitBlindSet('twentieth blind set', 'tests/fixtures/search-relevance-blind-20.json', {
  tuning: {
    products: { recall: 0.981, ndcg: 0.968, first: 54, off: 0.036 },
    articles: { recall: 1, ndcg: 0.982, first: 21, off: 0.075 },
  },
  test: {
    products: { recall: 0.99, ndcg: 0.981, first: 55, off: 0 },
    articles: { recall: 1, ndcg: 0.942, first: 21, off: 0.039 },
  },
});

/** The twenty-first, by a twenty-first reader, a Kochi seafood and cashew processor's HSE coordinator (Malayalam). */
describeSplitBlindSet('twenty-first blind set', 'tests/fixtures/search-relevance-blind-21.json', {
  tuning: {
    products: { recall: 0.99, ndcg: 0.986, first: 55, off: 0.044 },
    articles: { recall: 1, ndcg: 0.952, first: 23, off: 0.116 },
  },
  test: {
    products: { recall: 1, ndcg: 0.984, first: 56, off: 0.006 },
    articles: { recall: 1, ndcg: 0.957, first: 22, off: 0.201 },
  },
});

/** The twenty-second, by a twenty-second reader, a Vapi dyes and chemicals plant's purchase assistant, in Gujarati. */
describeSplitBlindSet('twenty-second blind set', 'tests/fixtures/search-relevance-blind-22.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.993, first: 55, off: 0.007 },
    articles: { recall: 1, ndcg: 0.983, first: 22, off: 0.121 },
  },
  test: {
    products: { recall: 0.993, ndcg: 0.97, first: 53, off: 0.012 },
    articles: { recall: 1, ndcg: 0.991, first: 22, off: 0 },
  },
});

/** The twenty-third, by a twenty-third reader, a Madhya Pradesh cement plant and quarry's EHS manager, in Hinglish. */
describeSplitBlindSet('twenty-third blind set', 'tests/fixtures/search-relevance-blind-23.json', {
  tuning: {
    products: { recall: 0.987, ndcg: 0.972, first: 55, off: 0 },
    articles: { recall: 1, ndcg: 0.938, first: 22, off: 0.144 },
  },
  test: {
    products: { recall: 1, ndcg: 0.968, first: 54, off: 0.023 },
    articles: { recall: 1, ndcg: 0.947, first: 22, off: 0.081 },
  },
});

/** The twenty-fourth, by a twenty-fourth reader, a Bengaluru office manager new to PPE, in plain English with slips. */
describeSplitBlindSet('twenty-fourth blind set', 'tests/fixtures/search-relevance-blind-24.json', {
  tuning: {
    products: { recall: 0.99, ndcg: 0.969, first: 57, off: 0 },
    articles: { recall: 0.976, ndcg: 0.926, first: 22, off: 0.116 },
  },
  test: {
    products: { recall: 0.981, ndcg: 0.969, first: 55, off: 0.017 },
    articles: { recall: 1, ndcg: 0.958, first: 21, off: 0.084 },
  },
});

/** The twenty-fifth, by a twenty-fifth reader, a Coimbatore foundry's purchase head, in Tamil words and phone slips. */
describeSplitBlindSet('twenty-fifth blind set', 'tests/fixtures/search-relevance-blind-25.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.987, first: 60, off: 0.006 },
    articles: { recall: 1, ndcg: 0.97, first: 24, off: 0.144 },
  },
  test: {
    products: { recall: 0.99, ndcg: 0.975, first: 60, off: 0.006 },
    articles: { recall: 1, ndcg: 0.943, first: 23, off: 0.104 },
  },
});

/** The twenty-sixth, by a twenty-sixth reader, a Kolkata contractor's safety officer, in Bengali and Hindi words. */
describeSplitBlindSet('twenty-sixth blind set', 'tests/fixtures/search-relevance-blind-26.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.983, first: 54, off: 0 },
    articles: { recall: 0.978, ndcg: 0.956, first: 23, off: 0.072 },
  },
  test: {
    products: { recall: 0.993, ndcg: 0.975, first: 54, off: 0.022 },
    articles: { recall: 1, ndcg: 0.97, first: 24, off: 0 },
  },
});

/** The twenty-seventh, by a twenty-seventh reader, a Hyderabad pharma plant's purchase executive, in Telugu words. */
describeSplitBlindSet('twenty-seventh blind set', 'tests/fixtures/search-relevance-blind-27.json', {
  tuning: {
    products: { recall: 0.991, ndcg: 0.977, first: 60, off: 0.006 },
    articles: { recall: 1, ndcg: 0.972, first: 24, off: 0.078 },
  },
  test: {
    products: { recall: 0.988, ndcg: 0.975, first: 60, off: 0 },
    articles: { recall: 0.957, ndcg: 0.941, first: 24, off: 0.072 },
  },
});

/** The twenty-eighth, by a twenty-eighth reader, a Mumbai port warehouse's operations manager, in Marathi and Hindi. */
describeSplitBlindSet('twenty-eighth blind set', 'tests/fixtures/search-relevance-blind-28.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.987, first: 54, off: 0.007 },
    articles: { recall: 1, ndcg: 0.962, first: 21, off: 0.081 },
  },
  test: {
    products: { recall: 1, ndcg: 0.987, first: 55, off: 0.033 },
    articles: { recall: 1, ndcg: 0.96, first: 21, off: 0.112 },
  },
});

/** The twenty-ninth, by a twenty-ninth reader, a Jamshedpur steel plant's contractor-safety trainer, in Hinglish. */
describeSplitBlindSet('twenty-ninth blind set', 'tests/fixtures/search-relevance-blind-29.json', {
  tuning: {
    products: { recall: 0.993, ndcg: 0.968, first: 60, off: 0.023 },
    articles: { recall: 1, ndcg: 1, first: 24, off: 0.134 },
  },
  test: {
    products: { recall: 1, ndcg: 0.99, first: 60, off: 0.02 },
    articles: { recall: 0.957, ndcg: 0.94, first: 23, off: 0.041 },
  },
});

/** The thirtieth, by a thirtieth reader, an Assam tea estate's purchase and safety in-charge, in Assamese. */
describeSplitBlindSet('thirtieth blind set', 'tests/fixtures/search-relevance-blind-30.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.985, first: 55, off: 0.006 },
    articles: { recall: 1, ndcg: 0.975, first: 22, off: 0.078 },
  },
  test: {
    products: { recall: 0.981, ndcg: 0.967, first: 55, off: 0.017 },
    articles: { recall: 1, ndcg: 0.963, first: 22, off: 0.041 },
  },
});

/** The thirty-first, by a thirty-first reader, the EHS officer of a Pune automotive parts plant, in Marathi words. */
describeSplitBlindSet('thirty-first blind set', 'tests/fixtures/search-relevance-blind-31.json', {
  tuning: {
    products: { recall: 0.991, ndcg: 0.986, first: 60, off: 0.026 },
    articles: { recall: 1, ndcg: 0.97, first: 24, off: 0.041 },
  },
  test: {
    products: { recall: 0.996, ndcg: 0.991, first: 60, off: 0 },
    articles: { recall: 1, ndcg: 0.963, first: 24, off: 0.038 },
  },
});

/** The thirty-second, by a thirty-second reader, a Kochi seafood unit and boat yard's safety manager, in Malayalam. */
describeSplitBlindSet('thirty-second blind set', 'tests/fixtures/search-relevance-blind-32.json', {
  tuning: {
    products: { recall: 0.984, ndcg: 0.98, first: 55, off: 0.012 },
    articles: { recall: 1, ndcg: 0.963, first: 24, off: 0.075 },
  },
  test: {
    products: { recall: 0.99, ndcg: 0.99, first: 54, off: 0.007 },
    articles: { recall: 1, ndcg: 0.977, first: 24, off: 0.139 },
  },
});

/** The thirty-third, by a thirty-third reader, an Ankleshwar chemical plant's process-safety engineer, in Gujarati. */
describeSplitBlindSet('thirty-third blind set', 'tests/fixtures/search-relevance-blind-33.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.973, first: 54, off: 0.021 },
    articles: { recall: 1, ndcg: 0.959, first: 24, off: 0.13 },
  },
  test: {
    products: { recall: 1, ndcg: 0.993, first: 58, off: 0.006 },
    articles: { recall: 1, ndcg: 0.934, first: 22, off: 0.168 },
  },
});

/** The thirty-fourth, by a thirty-fourth reader, a Ludhiana forging workshop's owner, in Punjabi and Hindi. */
describeSplitBlindSet('thirty-fourth blind set', 'tests/fixtures/search-relevance-blind-34.json', {
  tuning: {
    products: { recall: 0.977, ndcg: 0.965, first: 58, off: 0.006 },
    articles: { recall: 1, ndcg: 0.966, first: 24, off: 0.039 },
  },
  test: {
    products: { recall: 0.991, ndcg: 0.987, first: 60, off: 0.011 },
    articles: { recall: 1, ndcg: 0.92, first: 23, off: 0.173 },
  },
});

/** The thirty-fifth, by a thirty-fifth reader, a Bengaluru electronics plant's safety officer, in Kannada. */
describeSplitBlindSet('thirty-fifth blind set', 'tests/fixtures/search-relevance-blind-35.json', {
  tuning: {
    products: { recall: 0.995, ndcg: 0.98, first: 58, off: 0.011 },
    articles: { recall: 1, ndcg: 0.961, first: 22, off: 0.162 },
  },
  test: {
    products: { recall: 0.98, ndcg: 0.98, first: 60, off: 0.011 },
    articles: { recall: 0.978, ndcg: 0.961, first: 24, off: 0.126 },
  },
});

/** The thirty-sixth, by a thirty-sixth reader, an Odisha aluminium smelter and mine's safety in-charge, in Odia. */
describeSplitBlindSet('thirty-sixth blind set', 'tests/fixtures/search-relevance-blind-36.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.975, first: 54, off: 0.007 },
    articles: { recall: 1, ndcg: 0.96, first: 22, off: 0.043 },
  },
  test: {
    products: { recall: 0.993, ndcg: 0.98, first: 55, off: 0.006 },
    articles: { recall: 1, ndcg: 0.952, first: 22, off: 0.121 },
  },
});

/** The thirty-seventh, by a thirty-seventh reader, a Lucknow road and flyover contractor's HSE manager, in Hindi. */
describeSplitBlindSet('thirty-seventh blind set', 'tests/fixtures/search-relevance-blind-37.json', {
  tuning: {
    products: { recall: 0.994, ndcg: 0.973, first: 53, off: 0.019 },
    articles: { recall: 1, ndcg: 0.946, first: 21, off: 0.208 },
  },
  test: {
    products: { recall: 0.99, ndcg: 0.972, first: 54, off: 0.006 },
    articles: { recall: 1, ndcg: 0.96, first: 22, off: 0 },
  },
});

/** The thirty-eighth, by a thirty-eighth reader, an Ahmedabad pharma distributor's purchase officer, in English. */
describeSplitBlindSet('thirty-eighth blind set', 'tests/fixtures/search-relevance-blind-38.json', {
  tuning: {
    products: { recall: 0.994, ndcg: 0.977, first: 57, off: 0.006 },
    articles: { recall: 1, ndcg: 0.96, first: 22, off: 0.134 },
  },
  test: {
    products: { recall: 1, ndcg: 0.977, first: 56, off: 0.022 },
    articles: { recall: 1, ndcg: 0.968, first: 22, off: 0.116 },
  },
});

/** The thirty-ninth, by a thirty-ninth reader, a Visakhapatnam shipyard's safety officer, in Telugu words. */
describeSplitBlindSet('thirty-ninth blind set', 'tests/fixtures/search-relevance-blind-39.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.984, first: 59, off: 0 },
    articles: { recall: 1, ndcg: 0.97, first: 24, off: 0.104 },
  },
  test: {
    products: { recall: 1, ndcg: 0.986, first: 60, off: 0.006 },
    articles: { recall: 0.978, ndcg: 0.933, first: 24, off: 0 },
  },
});

/** The fortieth, by a fortieth reader, a Gurugram facility-management company's purchase executive, in Hinglish. */
describeSplitBlindSet('fortieth blind set', 'tests/fixtures/search-relevance-blind-40.json', {
  tuning: {
    products: { recall: 0.994, ndcg: 0.979, first: 55, off: 0.007 },
    articles: { recall: 1, ndcg: 0.967, first: 22, off: 0.043 },
  },
  test: {
    products: { recall: 0.993, ndcg: 0.981, first: 55, off: 0 },
    articles: { recall: 0.976, ndcg: 0.963, first: 22, off: 0.155 },
  },
});

/** The forty-first, by a forty-first reader, an Assam oil-field contractor's HSE coordinator, in Assamese. */
describeSplitBlindSet('forty-first blind set', 'tests/fixtures/search-relevance-blind-41.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.992, first: 55, off: 0.011 },
    articles: { recall: 1, ndcg: 0.954, first: 22, off: 0.084 },
  },
  test: {
    products: { recall: 1, ndcg: 0.986, first: 55, off: 0.006 },
    articles: { recall: 1, ndcg: 1, first: 22, off: 0 },
  },
});

/** The forty-second, by a forty-second reader, a Coimbatore foundry and pump maker's store-in-charge, in Tamil. */
describeSplitBlindSet('forty-second blind set', 'tests/fixtures/search-relevance-blind-42.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.98, first: 55, off: 0.013 },
    articles: { recall: 1, ndcg: 0.952, first: 22, off: 0.078 },
  },
  test: {
    products: { recall: 0.981, ndcg: 0.967, first: 54, off: 0.023 },
    articles: { recall: 1, ndcg: 0.991, first: 22, off: 0.134 },
  },
});

/** The forty-third, by a forty-third reader, a Kanpur tannery and leather-footwear unit's works manager, in Hindi. */
describeSplitBlindSet('forty-third blind set', 'tests/fixtures/search-relevance-blind-43.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.967, first: 54, off: 0.007 },
    articles: { recall: 1, ndcg: 0.979, first: 24, off: 0.104 },
  },
  test: {
    products: { recall: 0.989, ndcg: 0.98, first: 56, off: 0.006 },
    articles: { recall: 1, ndcg: 0.943, first: 24, off: 0.075 },
  },
});

/** The forty-fourth, by a forty-fourth reader, a Kolhapur sugar factory's safety and purchase officer, in Marathi. */
describeSplitBlindSet('forty-fourth blind set', 'tests/fixtures/search-relevance-blind-44.json', {
  tuning: {
    products: { recall: 0.99, ndcg: 0.97, first: 55, off: 0.006 },
    articles: { recall: 1, ndcg: 0.975, first: 22, off: 0.081 },
  },
  test: {
    products: { recall: 1, ndcg: 0.983, first: 55, off: 0.006 },
    articles: { recall: 1, ndcg: 0.963, first: 22, off: 0.155 },
  },
});

/** The forty-fifth, by a forty-fifth reader, a Morbi tile factory's plant and purchase manager, in Gujarati. */
describeSplitBlindSet('forty-fifth blind set', 'tests/fixtures/search-relevance-blind-45.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.984, first: 55, off: 0.006 },
    articles: { recall: 1, ndcg: 0.938, first: 22, off: 0.208 },
  },
  test: {
    products: { recall: 0.996, ndcg: 0.974, first: 54, off: 0.006 },
    articles: { recall: 1, ndcg: 0.971, first: 22, off: 0.041 },
  },
});

/** The forty-sixth, by a forty-sixth reader, a Sivakasi fireworks and match factory's safety officer, in Tamil. */
describeSplitBlindSet('forty-sixth blind set', 'tests/fixtures/search-relevance-blind-46.json', {
  tuning: {
    products: { recall: 0.996, ndcg: 0.989, first: 60, off: 0 },
    articles: { recall: 1, ndcg: 0.968, first: 26, off: 0.072 },
  },
  test: {
    products: { recall: 0.986, ndcg: 0.964, first: 57, off: 0 },
    articles: { recall: 0.959, ndcg: 0.94, first: 24, off: 0.104 },
  },
});

/** The forty-seventh, by a forty-seventh reader, a Panipat textile recycling mill's stores in-charge, in Haryanvi. */
describeSplitBlindSet('forty-seventh blind set', 'tests/fixtures/search-relevance-blind-47.json', {
  tuning: {
    products: { recall: 0.99, ndcg: 0.975, first: 54, off: 0.017 },
    articles: { recall: 1, ndcg: 0.991, first: 22, off: 0.108 },
  },
  test: {
    products: { recall: 1, ndcg: 0.983, first: 56, off: 0.012 },
    articles: { recall: 1, ndcg: 0.967, first: 22, off: 0.112 },
  },
});

/** The forty-eighth, by a forty-eighth reader, a Goa iron-ore mining and barge company's HSE officer, in Konkani. */
describeSplitBlindSet('forty-eighth blind set', 'tests/fixtures/search-relevance-blind-48.json', {
  tuning: {
    products: { recall: 0.985, ndcg: 0.97, first: 55, off: 0.012 },
    articles: { recall: 1, ndcg: 0.942, first: 22, off: 0.075 },
  },
  test: {
    products: { recall: 0.987, ndcg: 0.969, first: 55, off: 0 },
    articles: { recall: 1, ndcg: 0.936, first: 22, off: 0.075 },
  },
});

/** The forty-ninth, by a forty-ninth reader, a Barauni power station contractor's safety supervisor, in Bhojpuri. */
describeSplitBlindSet('forty-ninth blind set', 'tests/fixtures/search-relevance-blind-49.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.967, first: 55, off: 0.012 },
    articles: { recall: 1, ndcg: 0.977, first: 21, off: 0.112 },
  },
  test: {
    products: { recall: 1, ndcg: 0.986, first: 55, off: 0 },
    articles: { recall: 1, ndcg: 0.95, first: 21, off: 0.116 },
  },
});

/** The fiftieth, by a fiftieth reader, a Sikkim hydropower tunnel and dam contractor's safety officer, in Nepali. */
describeSplitBlindSet('fiftieth blind set', 'tests/fixtures/search-relevance-blind-50.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.981, first: 55, off: 0.007 },
    articles: { recall: 1, ndcg: 0.979, first: 22, off: 0.081 },
  },
  test: {
    products: { recall: 1, ndcg: 0.974, first: 54, off: 0.013 },
    articles: { recall: 1, ndcg: 0.95, first: 22, off: 0.081 },
  },
});

/** The fifty-first, by a fifty-first reader, a Makrana marble and granite group's safety in-charge, in Marwari. */
describeSplitBlindSet('fifty-first blind set', 'tests/fixtures/search-relevance-blind-51.json', {
  tuning: {
    products: { recall: 0.991, ndcg: 0.97, first: 55, off: 0.011 },
    articles: { recall: 1, ndcg: 0.963, first: 22, off: 0.081 },
  },
  test: {
    products: { recall: 0.99, ndcg: 0.963, first: 55, off: 0 },
    articles: { recall: 1, ndcg: 0.96, first: 22, off: 0.041 },
  },
});

/** The fifty-second, by a fifty-second reader, a Raipur sponge iron plant's safety officer, in Chhattisgarhi. */
describeSplitBlindSet('fifty-second blind set', 'tests/fixtures/search-relevance-blind-52.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.971, first: 54, off: 0.03 },
    articles: { recall: 1, ndcg: 0.942, first: 22, off: 0.081 },
  },
  test: {
    products: { recall: 1, ndcg: 0.982, first: 55, off: 0.012 },
    articles: { recall: 1, ndcg: 0.975, first: 22, off: 0.072 },
  },
});

/** The fifty-third, by a fifty-third reader, a Firozabad glass works' safety officer, in Hindi and Braj. */
describeSplitBlindSet('fifty-third blind set', 'tests/fixtures/search-relevance-blind-53.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.971, first: 60, off: 0.006 },
    articles: { recall: 1, ndcg: 0.947, first: 23, off: 0.134 },
  },
  test: {
    products: { recall: 0.991, ndcg: 0.977, first: 59, off: 0.021 },
    articles: { recall: 1, ndcg: 0.97, first: 24, off: 0.075 },
  },
});

/** The fifty-fourth, by a fifty-fourth reader, a Ballari steel and pellet plant's safety officer, in Kannada. */
describeSplitBlindSet('fifty-fourth blind set', 'tests/fixtures/search-relevance-blind-54.json', {
  tuning: {
    products: { recall: 0.993, ndcg: 0.965, first: 55, off: 0.012 },
    articles: { recall: 1, ndcg: 0.948, first: 24, off: 0.072 },
  },
  test: {
    products: { recall: 0.996, ndcg: 0.968, first: 54, off: 0.007 },
    articles: { recall: 1, ndcg: 0.954, first: 24, off: 0.078 },
  },
});

/** The fifty-fifth, by a fifty-fifth reader, an Alang ship-breaking yard's safety officer, in Gujarati. */
describeSplitBlindSet('fifty-fifth blind set', 'tests/fixtures/search-relevance-blind-55.json', {
  tuning: {
    products: { recall: 0.987, ndcg: 0.978, first: 55, off: 0.031 },
    articles: { recall: 0.978, ndcg: 0.936, first: 24, off: 0.104 },
  },
  test: {
    products: { recall: 0.981, ndcg: 0.956, first: 52, off: 0.024 },
    articles: { recall: 1, ndcg: 0.964, first: 23, off: 0.126 },
  },
});

/** The fifty-sixth, by a fifty-sixth reader, a Hyderabad battery recycling lead smelter's buyer, in Telugu. */
describeSplitBlindSet('fifty-sixth blind set', 'tests/fixtures/search-relevance-blind-56.json', {
  tuning: {
    products: { recall: 0.981, ndcg: 0.976, first: 54, off: 0 },
    articles: { recall: 0.978, ndcg: 0.924, first: 23, off: 0.078 },
  },
  test: {
    products: { recall: 1, ndcg: 0.978, first: 55, off: 0.006 },
    articles: { recall: 1, ndcg: 0.97, first: 24, off: 0.13 },
  },
});

/** The fifty-seventh, by a fifty-seventh reader, a Kota fertiliser and chlor-alkali complex's safety officer. */
describeSplitBlindSet('fifty-seventh blind set', 'tests/fixtures/search-relevance-blind-57.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.979, first: 59, off: 0.026 },
    articles: { recall: 1, ndcg: 0.961, first: 24, off: 0.112 },
  },
  test: {
    products: { recall: 0.996, ndcg: 0.981, first: 60, off: 0.006 },
    articles: { recall: 0.985, ndcg: 0.968, first: 24, off: 0.104 },
  },
});

/** The fifty-eighth, by a fifty-eighth reader, a Mumbai airport ground-handling firm's stores officer, in Marathi. */
describeSplitBlindSet('fifty-eighth blind set', 'tests/fixtures/search-relevance-blind-58.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.981, first: 55, off: 0.007 },
    articles: { recall: 1, ndcg: 0.959, first: 21, off: 0.044 },
  },
  test: {
    products: { recall: 0.976, ndcg: 0.951, first: 51, off: 0.019 },
    articles: { recall: 0.976, ndcg: 0.934, first: 22, off: 0 },
  },
});

/** The fifty-ninth, by a fifty-ninth reader, a Mangaluru port and refinery contractor's safety officer, in Tulu. */
describeSplitBlindSet('fifty-ninth blind set', 'tests/fixtures/search-relevance-blind-59.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.973, first: 62, off: 0.01 },
    articles: { recall: 1, ndcg: 0.951, first: 25, off: 0.183 },
  },
  test: {
    products: { recall: 1, ndcg: 0.976, first: 62, off: 0.006 },
    articles: { recall: 1, ndcg: 0.985, first: 25, off: 0.104 },
  },
});

/** The sixtieth, by a sixtieth reader, a Rayagada pulp and paper mill's purchase and safety officer, in Odia. */
describeSplitBlindSet('sixtieth blind set', 'tests/fixtures/search-relevance-blind-60.json', {
  tuning: {
    products: { recall: 0.994, ndcg: 0.98, first: 62, off: 0.025 },
    articles: { recall: 0.973, ndcg: 0.952, first: 26, off: 0.101 },
  },
  test: {
    products: { recall: 0.991, ndcg: 0.975, first: 60, off: 0.015 },
    articles: { recall: 1, ndcg: 0.961, first: 26, off: 0.072 },
  },
});

/** The sixty-first, by a sixty-first reader, a Baddi pharmaceutical plant's EHS executive, in Pahari and Punjabi. */
describeSplitBlindSet('sixty-first blind set', 'tests/fixtures/search-relevance-blind-61.json', {
  tuning: {
    products: { recall: 0.994, ndcg: 0.978, first: 58, off: 0.041 },
    articles: { recall: 1, ndcg: 0.965, first: 24, off: 0.101 },
  },
  test: {
    products: { recall: 0.987, ndcg: 0.966, first: 60, off: 0.006 },
    articles: { recall: 1, ndcg: 0.952, first: 24, off: 0.039 },
  },
});

/** The sixty-second, by a sixty-second reader, a Moradabad brass and metalware unit's owner, in Urdu and Hindi. */
describeSplitBlindSet('sixty-second blind set', 'tests/fixtures/search-relevance-blind-62.json', {
  tuning: {
    products: { recall: 0.995, ndcg: 0.976, first: 58, off: 0.006 },
    articles: { recall: 1, ndcg: 0.972, first: 26, off: 0.101 },
  },
  test: {
    products: { recall: 0.979, ndcg: 0.975, first: 59, off: 0.011 },
    articles: { recall: 0.98, ndcg: 0.959, first: 26, off: 0.104 },
  },
});

/** The sixty-third, by a sixty-third reader, a Karnal rice mill and grain silo's safety in-charge, in Haryanvi. */
describeSplitBlindSet('sixty-third blind set', 'tests/fixtures/search-relevance-blind-63.json', {
  tuning: {
    products: { recall: 0.989, ndcg: 0.96, first: 59, off: 0 },
    articles: { recall: 1, ndcg: 0.985, first: 24, off: 0.039 },
  },
  test: {
    products: { recall: 0.983, ndcg: 0.975, first: 60, off: 0.006 },
    articles: { recall: 1, ndcg: 0.965, first: 24, off: 0.112 },
  },
});

/** The sixty-fourth, by a sixty-fourth reader, a Tiruppur knitwear dyeing unit's maintenance manager, in Tamil. */
describeSplitBlindSet('sixty-fourth blind set', 'tests/fixtures/search-relevance-blind-64.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.973, first: 59, off: 0 },
    articles: { recall: 1, ndcg: 0.977, first: 24, off: 0.078 },
  },
  test: {
    products: { recall: 0.985, ndcg: 0.977, first: 59, off: 0.005 },
    articles: { recall: 0.957, ndcg: 0.957, first: 23, off: 0.112 },
  },
});

/** The sixty-fifth, by a sixty-fifth reader, a Vijayawada line and substation contractor's engineer, in Telugu. */
describeSplitBlindSet('sixty-fifth blind set', 'tests/fixtures/search-relevance-blind-65.json', {
  tuning: {
    products: { recall: 0.982, ndcg: 0.973, first: 60, off: 0.015 },
    articles: { recall: 0.959, ndcg: 0.928, first: 24, off: 0.139 },
  },
  test: {
    products: { recall: 0.988, ndcg: 0.951, first: 59, off: 0 },
    articles: { recall: 1, ndcg: 1, first: 24, off: 0 },
  },
});

/** The sixty-sixth, by a sixty-sixth reader, an Anand dairy and cattle-feed plant's safety in-charge, in Gujarati. */
describeSplitBlindSet('sixty-sixth blind set', 'tests/fixtures/search-relevance-blind-66.json', {
  tuning: {
    products: { recall: 0.976, ndcg: 0.964, first: 65, off: 0 },
    articles: { recall: 1, ndcg: 0.973, first: 27, off: 0.035 },
  },
  test: {
    products: { recall: 0.991, ndcg: 0.954, first: 62, off: 0.005 },
    articles: { recall: 1, ndcg: 0.982, first: 26, off: 0.037 },
  },
});

/** The sixty-seventh, by a sixty-seventh reader, a Jalpaiguri tea estate's factory manager, in Nepali and Bengali. */
describeSplitBlindSet('sixty-seventh blind set', 'tests/fixtures/search-relevance-blind-67.json', {
  tuning: {
    products: { recall: 0.985, ndcg: 0.96, first: 61, off: 0.006 },
    articles: { recall: 1, ndcg: 0.979, first: 24, off: 0.112 },
  },
  test: {
    products: { recall: 0.996, ndcg: 0.984, first: 61, off: 0.006 },
    articles: { recall: 1, ndcg: 0.962, first: 23, off: 0.078 },
  },
});

/** The sixty-eighth, by a sixty-eighth reader, a Lucknow hospital's facilities and safety manager, in Hindi, Urdu. */
describeSplitBlindSet('sixty-eighth blind set', 'tests/fixtures/search-relevance-blind-68.json', {
  tuning: {
    products: { recall: 0.971, ndcg: 0.956, first: 59, off: 0.01 },
    articles: { recall: 1, ndcg: 0.97, first: 24, off: 0.041 },
  },
  test: {
    products: { recall: 0.989, ndcg: 0.989, first: 59, off: 0.011 },
    articles: { recall: 1, ndcg: 0.988, first: 24, off: 0.072 },
  },
});

/** The sixty-ninth, by a sixty-ninth reader, a Korba aluminium smelter's safety officer, in Hindi and Chhattisgarhi. */
describeSplitBlindSet('sixty-ninth blind set', 'tests/fixtures/search-relevance-blind-69.json', {
  tuning: {
    products: { recall: 0.986, ndcg: 0.957, first: 64, off: 0.019 },
    articles: { recall: 1, ndcg: 0.988, first: 24, off: 0.075 },
  },
  test: {
    products: { recall: 0.979, ndcg: 0.968, first: 63, off: 0 },
    articles: { recall: 1, ndcg: 1, first: 24, off: 0.075 },
  },
});

/** The seventieth, by a seventieth reader, a Kottayam rubber and latex unit's factory manager, in Malayalam. */
describeSplitBlindSet('seventieth blind set', 'tests/fixtures/search-relevance-blind-70.json', {
  tuning: {
    products: { recall: 0.974, ndcg: 0.968, first: 59, off: 0.01 },
    articles: { recall: 1, ndcg: 0.944, first: 24, off: 0.078 },
  },
  test: {
    products: { recall: 0.97, ndcg: 0.952, first: 59, off: 0.025 },
    articles: { recall: 0.957, ndcg: 0.936, first: 23, off: 0.072 },
  },
});

/** The seventy-first, by a seventy-first reader, a Pune city gas network's HSE manager, in Marathi and Hinglish. */
describeSplitBlindSet('seventy-first blind set', 'tests/fixtures/search-relevance-blind-71.json', {
  tuning: {
    products: { recall: 0.982, ndcg: 0.946, first: 66, off: 0.005 },
    articles: { recall: 1, ndcg: 0.972, first: 26, off: 0.037 },
  },
  test: {
    products: { recall: 0.978, ndcg: 0.952, first: 65, off: 0 },
    articles: { recall: 1, ndcg: 0.959, first: 26, off: 0 },
  },
});

/** The seventy-second, by a seventy-second reader, a Khammam quarry and ready-mix plant's owner, in Telugu. */
describeSplitBlindSet('seventy-second blind set', 'tests/fixtures/search-relevance-blind-72.json', {
  tuning: {
    products: { recall: 0.988, ndcg: 0.965, first: 57, off: 0.021 },
    articles: { recall: 1, ndcg: 0.939, first: 22, off: 0.081 },
  },
  test: {
    products: { recall: 0.968, ndcg: 0.945, first: 54, off: 0.006 },
    articles: { recall: 1, ndcg: 0.938, first: 22, off: 0.044 },
  },
});

/** The seventy-third, by a seventy-third reader, a Surat diamond unit and textile mill's buyer, in Gujarati. */
describeSplitBlindSet('seventy-third blind set', 'tests/fixtures/search-relevance-blind-73.json', {
  tuning: {
    products: { recall: 0.969, ndcg: 0.951, first: 59, off: 0.027 },
    articles: { recall: 1, ndcg: 1, first: 27, off: 0.098 },
  },
  test: {
    products: { recall: 0.983, ndcg: 0.975, first: 61, off: 0 },
    articles: { recall: 1, ndcg: 0.98, first: 27, off: 0 },
  },
});

/** The seventy-fourth, by a seventy-fourth reader, a Kashmir highway and snow contractor, in Urdu and Kashmiri. */
describeSplitBlindSet('seventy-fourth blind set', 'tests/fixtures/search-relevance-blind-74.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.979, first: 59, off: 0 },
    articles: { recall: 1, ndcg: 0.988, first: 24, off: 0.039 },
  },
  test: {
    products: { recall: 0.98, ndcg: 0.972, first: 60, off: 0.01 },
    articles: { recall: 1, ndcg: 0.976, first: 23, off: 0 },
  },
});

/** The seventy-fifth, by a seventy-fifth reader, a Namakkal poultry group's farm manager, in Tamil. */
describeSplitBlindSet('seventy-fifth blind set', 'tests/fixtures/search-relevance-blind-75.json', {
  tuning: {
    products: { recall: 0.969, ndcg: 0.957, first: 59, off: 0.005 },
    articles: { recall: 1, ndcg: 0.969, first: 23, off: 0.108 },
  },
  test: {
    products: { recall: 0.991, ndcg: 0.954, first: 59, off: 0.011 },
    articles: { recall: 1, ndcg: 0.953, first: 24, off: 0.075 },
  },
});

/** The seventy-sixth, by a seventy-sixth reader, a Bhubaneswar railway wagon depot's safety officer, in Odia. */
describeSplitBlindSet('seventy-sixth blind set', 'tests/fixtures/search-relevance-blind-76.json', {
  tuning: {
    products: { recall: 0.954, ndcg: 0.955, first: 60, off: 0.024 },
    articles: { recall: 1, ndcg: 0.945, first: 24, off: 0.037 },
  },
  test: {
    products: { recall: 0.991, ndcg: 0.965, first: 60, off: 0 },
    articles: { recall: 1, ndcg: 0.977, first: 24, off: 0.078 },
  },
});

/** The seventy-seventh, by a seventy-seventh reader, an Aizawl building and hill-road contractor, in Mizo. */
describeSplitBlindSet('seventy-seventh blind set', 'tests/fixtures/search-relevance-blind-77.json', {
  tuning: {
    products: { recall: 0.939, ndcg: 0.932, first: 55, off: 0.049 },
    articles: { recall: 1, ndcg: 0.96, first: 22, off: 0.134 },
  },
  test: {
    products: { recall: 0.957, ndcg: 0.924, first: 53, off: 0.057 },
    articles: { recall: 1, ndcg: 0.972, first: 23, off: 0.043 },
  },
});

/** The seventy-eighth, by a seventy-eighth reader, a Bengaluru electronics campus's EHS manager, in Kannada. */
describeSplitBlindSet('seventy-eighth blind set', 'tests/fixtures/search-relevance-blind-78.json', {
  tuning: {
    products: { recall: 0.98, ndcg: 0.969, first: 60, off: 0.015 },
    articles: { recall: 1, ndcg: 0.985, first: 24, off: 0.189 },
  },
  test: {
    products: { recall: 0.989, ndcg: 0.969, first: 60, off: 0.006 },
    articles: { recall: 1, ndcg: 1, first: 23, off: 0.078 },
  },
});

/** The seventy-ninth, by a seventy-ninth reader, a Kochi seafood processing unit's plant manager, in Malayalam. */
describeSplitBlindSet('seventy-ninth blind set', 'tests/fixtures/search-relevance-blind-79.json', {
  tuning: {
    products: { recall: 0.972, ndcg: 0.959, first: 60, off: 0.01 },
    articles: { recall: 1, ndcg: 0.986, first: 23, off: 0.173 },
  },
  test: {
    products: { recall: 0.992, ndcg: 0.965, first: 57, off: 0.006 },
    articles: { recall: 1, ndcg: 0.979, first: 23, off: 0.081 },
  },
});

/** The eightieth, by an eightieth reader, the owner of Ludhiana forging, plating and hosiery units, in Punjabi. */
describeSplitBlindSet('eightieth blind set', 'tests/fixtures/search-relevance-blind-80.json', {
  tuning: {
    products: { recall: 0.993, ndcg: 0.985, first: 60, off: 0.006 },
    articles: { recall: 1, ndcg: 0.979, first: 26, off: 0.035 },
  },
  test: {
    products: { recall: 0.994, ndcg: 0.959, first: 60, off: 0.01 },
    articles: { recall: 1, ndcg: 0.959, first: 24, off: 0.134 },
  },
});

/** The eighty-first, by an eighty-first reader, a Mumbai film studio and event staging crew's safety supervisor. */
describeSplitBlindSet('eighty-first blind set', 'tests/fixtures/search-relevance-blind-81.json', {
  tuning: {
    products: { recall: 0.979, ndcg: 0.972, first: 61, off: 0.006 },
    articles: { recall: 1, ndcg: 0.994, first: 26, off: 0.13 },
  },
  test: {
    products: { recall: 0.992, ndcg: 0.971, first: 61, off: 0.02 },
    articles: { recall: 1, ndcg: 0.986, first: 26, off: 0.038 },
  },
});

/** The eighty-second, by an eighty-second reader, a Chennai tyre factory's EHS manager, in Tamil. */
describeSplitBlindSet('eighty-second blind set', 'tests/fixtures/search-relevance-blind-82.json', {
  tuning: {
    products: { recall: 0.988, ndcg: 0.972, first: 60, off: 0.006 },
    articles: { recall: 1, ndcg: 0.985, first: 24, off: 0.139 },
  },
  test: {
    products: { recall: 0.978, ndcg: 0.974, first: 59, off: 0 },
    articles: { recall: 1, ndcg: 1, first: 24, off: 0.104 },
  },
});

/** The eighty-third, by an eighty-third reader, a Goa hotel group's safety and purchase manager, in Konkani. */
describeSplitBlindSet('eighty-third blind set', 'tests/fixtures/search-relevance-blind-83.json', {
  tuning: {
    products: { recall: 0.987, ndcg: 0.975, first: 60, off: 0 },
    articles: { recall: 1, ndcg: 0.956, first: 24, off: 0.039 },
  },
  test: {
    products: { recall: 0.974, ndcg: 0.938, first: 57, off: 0.016 },
    articles: { recall: 1, ndcg: 0.987, first: 24, off: 0.108 },
  },
});

/** The eighty-fourth, by an eighty-fourth reader, a Patna brick kiln and stone crusher's owner, in Bhojpuri. */
describeSplitBlindSet('eighty-fourth blind set', 'tests/fixtures/search-relevance-blind-84.json', {
  tuning: {
    products: { recall: 0.976, ndcg: 0.949, first: 58, off: 0.006 },
    articles: { recall: 1, ndcg: 0.979, first: 24, off: 0.157 },
  },
  test: {
    products: { recall: 0.988, ndcg: 0.976, first: 58, off: 0.005 },
    articles: { recall: 1, ndcg: 0.985, first: 24, off: 0 },
  },
});

/** The eighty-fifth, by an eighty-fifth reader, a Rajasthan solar and wind contractor's safety officer, in Marwari. */
describeSplitBlindSet('eighty-fifth blind set', 'tests/fixtures/search-relevance-blind-85.json', {
  tuning: {
    products: { recall: 0.985, ndcg: 0.97, first: 57, off: 0.011 },
    articles: { recall: 1, ndcg: 0.984, first: 23, off: 0.081 },
  },
  test: {
    products: { recall: 0.996, ndcg: 0.969, first: 57, off: 0 },
    articles: { recall: 1, ndcg: 0.987, first: 23, off: 0.072 },
  },
});

/** The eighty-sixth, by an eighty-sixth reader, a Mysuru incense and sandalwood oil unit's manager, in Kannada. */
describeSplitBlindSet('eighty-sixth blind set', 'tests/fixtures/search-relevance-blind-86.json', {
  tuning: {
    products: { recall: 0.989, ndcg: 0.97, first: 54, off: 0.006 },
    articles: { recall: 1, ndcg: 0.96, first: 22, off: 0.078 },
  },
  test: {
    products: { recall: 0.971, ndcg: 0.969, first: 54, off: 0.011 },
    articles: { recall: 1, ndcg: 0.983, first: 22, off: 0.043 },
  },
});

/** The eighty-seventh, by an eighty-seventh reader, a Varanasi silk weaving and dyeing cluster's buyer, in Hindi. */
describeSplitBlindSet('eighty-seventh blind set', 'tests/fixtures/search-relevance-blind-87.json', {
  tuning: {
    products: { recall: 0.996, ndcg: 0.966, first: 60, off: 0 },
    articles: { recall: 1, ndcg: 0.985, first: 24, off: 0.144 },
  },
  test: {
    products: { recall: 0.993, ndcg: 0.969, first: 58, off: 0.028 },
    articles: { recall: 1, ndcg: 0.956, first: 23, off: 0.081 },
  },
});

/** The eighty-eighth, by an eighty-eighth reader, a Hyderabad vaccine and bulk-drug plant's EHS manager, in Telugu. */
describeSplitBlindSet('eighty-eighth blind set', 'tests/fixtures/search-relevance-blind-88.json', {
  tuning: {
    products: { recall: 0.982, ndcg: 0.963, first: 54, off: 0.006 },
    articles: { recall: 1, ndcg: 1, first: 22, off: 0.116 },
  },
  test: {
    products: { recall: 0.993, ndcg: 0.981, first: 54, off: 0.006 },
    articles: { recall: 1, ndcg: 1, first: 22, off: 0.116 },
  },
});

/** The eighty-ninth, by an eighty-ninth reader, a Kolkata newspaper press and ink factory's officer, in Bengali. */
describeSplitBlindSet('eighty-ninth blind set', 'tests/fixtures/search-relevance-blind-89.json', {
  tuning: {
    products: { recall: 0.983, ndcg: 0.98, first: 61, off: 0 },
    articles: { recall: 1, ndcg: 1, first: 26, off: 0.07 },
  },
  test: {
    products: { recall: 0.962, ndcg: 0.964, first: 58, off: 0.028 },
    articles: { recall: 1, ndcg: 1, first: 26, off: 0.068 },
  },
});

/** The ninetieth, by a ninetieth reader, a Jaipur jewellery and gem-cutting unit's owner, in Hindi and Rajasthani. */
describeSplitBlindSet('ninetieth blind set', 'tests/fixtures/search-relevance-blind-90.json', {
  tuning: {
    products: { recall: 0.991, ndcg: 0.965, first: 55, off: 0.017 },
    articles: { recall: 1, ndcg: 0.967, first: 22, off: 0.043 },
  },
  test: {
    products: { recall: 0.963, ndcg: 0.936, first: 53, off: 0.006 },
    articles: { recall: 1, ndcg: 0.975, first: 22, off: 0.186 },
  },
});

/** The ninety-first, by a ninety-first reader, a Kutch salt works and bromine plant's manager, in Gujarati. */
describeSplitBlindSet('ninety-first blind set', 'tests/fixtures/search-relevance-blind-91.json', {
  tuning: {
    products: { recall: 0.996, ndcg: 0.97, first: 59, off: 0 },
    articles: { recall: 1, ndcg: 0.988, first: 26, off: 0.072 },
  },
  test: {
    products: { recall: 0.996, ndcg: 0.958, first: 58, off: 0 },
    articles: { recall: 1, ndcg: 0.985, first: 25, off: 0.072 },
  },
});

/** The ninety-second, by a ninety-second reader, an Agra cold storage and marble inlay workshop's owner, in Hindi. */
describeSplitBlindSet('ninety-second blind set', 'tests/fixtures/search-relevance-blind-92.json', {
  tuning: {
    products: { recall: 0.973, ndcg: 0.963, first: 62, off: 0.018 },
    articles: { recall: 1, ndcg: 0.982, first: 27, off: 0.13 },
  },
  test: {
    products: { recall: 0.969, ndcg: 0.955, first: 62, off: 0.01 },
    articles: { recall: 1, ndcg: 0.981, first: 26, off: 0.104 },
  },
});

/** The ninety-third, by a ninety-third reader, a Yamunanagar plywood and veneer mill's safety in-charge, in Hindi. */
describeSplitBlindSet('ninety-third blind set', 'tests/fixtures/search-relevance-blind-93.json', {
  tuning: {
    products: { recall: 0.962, ndcg: 0.957, first: 54, off: 0.02 },
    articles: { recall: 1, ndcg: 0.983, first: 22, off: 0.078 },
  },
  test: {
    products: { recall: 0.99, ndcg: 0.969, first: 54, off: 0 },
    articles: { recall: 1, ndcg: 0.978, first: 22, off: 0.084 },
  },
});

/** The ninety-fourth, by a ninety-fourth reader, a Hubballi biscuit plant and flour mill's manager, in Kannada. */
describeSplitBlindSet('ninety-fourth blind set', 'tests/fixtures/search-relevance-blind-94.json', {
  tuning: {
    products: { recall: 0.973, ndcg: 0.971, first: 58, off: 0.014 },
    articles: { recall: 1, ndcg: 0.981, first: 26, off: 0.13 },
  },
  test: {
    products: { recall: 0.978, ndcg: 0.977, first: 59, off: 0.006 },
    articles: { recall: 1, ndcg: 0.986, first: 26, off: 0 },
  },
});

/** The ninety-fifth, by a ninety-fifth reader, a Dahej dyes and intermediates plant's EHS officer, in Gujarati. */
describeSplitBlindSet('ninety-fifth blind set', 'tests/fixtures/search-relevance-blind-95.json', {
  tuning: {
    products: { recall: 0.986, ndcg: 0.972, first: 59, off: 0 },
    articles: { recall: 1, ndcg: 1, first: 23, off: 0.116 },
  },
  test: {
    products: { recall: 0.992, ndcg: 0.966, first: 58, off: 0 },
    articles: { recall: 1, ndcg: 0.972, first: 22, off: 0.186 },
  },
});

/** The ninety-sixth, by a ninety-sixth reader, a metro viaduct and station package's site manager, in Malayalam. */
describeSplitBlindSet('ninety-sixth blind set', 'tests/fixtures/search-relevance-blind-96.json', {
  tuning: {
    products: { recall: 0.986, ndcg: 0.969, first: 59, off: 0.011 },
    articles: { recall: 1, ndcg: 0.966, first: 26, off: 0.068 },
  },
  test: {
    products: { recall: 0.977, ndcg: 0.957, first: 57, off: 0 },
    articles: { recall: 1, ndcg: 0.981, first: 26, off: 0.104 },
  },
});

/** The ninety-seventh, by a ninety-seventh reader, an Indore soybean oil extraction plant's manager, in Malwi. */
describeSplitBlindSet('ninety-seventh blind set', 'tests/fixtures/search-relevance-blind-97.json', {
  tuning: {
    products: { recall: 0.979, ndcg: 0.966, first: 55, off: 0.011 },
    articles: { recall: 1, ndcg: 0.983, first: 22, off: 0.043 },
  },
  test: {
    products: { recall: 0.98, ndcg: 0.977, first: 55, off: 0.016 },
    articles: { recall: 1, ndcg: 0.986, first: 22, off: 0.186 },
  },
});

/** The ninety-eighth, by a ninety-eighth reader, a Vidarbha manganese mine and smelter's manager, in Varhadi. */
describeSplitBlindSet('ninety-eighth blind set', 'tests/fixtures/search-relevance-blind-98.json', {
  tuning: {
    products: { recall: 0.971, ndcg: 0.976, first: 59, off: 0.01 },
    articles: { recall: 1, ndcg: 0.992, first: 24, off: 0.168 },
  },
  test: {
    products: { recall: 0.967, ndcg: 0.944, first: 57, off: 0 },
    articles: { recall: 1, ndcg: 0.976, first: 23, off: 0 },
  },
});

/** The ninety-ninth, by a ninety-ninth reader, an Alappuzha coir yarn and mat factory's manager, in Malayalam. */
describeSplitBlindSet('ninety-ninth blind set', 'tests/fixtures/search-relevance-blind-99.json', {
  tuning: {
    products: { recall: 0.983, ndcg: 0.954, first: 57, off: 0.006 },
    articles: { recall: 1, ndcg: 0.971, first: 23, off: 0.149 },
  },
  test: {
    products: { recall: 0.982, ndcg: 0.981, first: 57, off: 0 },
    articles: { recall: 1, ndcg: 0.991, first: 22, off: 0 },
  },
});

/** The hundredth, by a hundredth reader, an Imphal bamboo furniture, sawmill and handloom unit's buyer, in Meitei. */
describeSplitBlindSet('hundredth blind set', 'tests/fixtures/search-relevance-blind-100.json', {
  tuning: {
    products: { recall: 0.987, ndcg: 0.959, first: 63, off: 0 },
    articles: { recall: 1, ndcg: 0.988, first: 26, off: 0.037 },
  },
  test: {
    products: { recall: 0.976, ndcg: 0.967, first: 63, off: 0 },
    articles: { recall: 1, ndcg: 1, first: 26, off: 0.101 },
  },
});

/** The hundred-and-first, by a new reader, a Jalandhar sports goods unit's owner, in Punjabi. */
describeSplitBlindSet('hundred-and-first blind set', 'tests/fixtures/search-relevance-blind-101.json', {
  tuning: {
    products: { recall: 0.987, ndcg: 0.962, first: 55, off: 0 },
    articles: { recall: 1, ndcg: 0.977, first: 24, off: 0.037 },
  },
  test: {
    products: { recall: 0.982, ndcg: 0.97, first: 54, off: 0 },
    articles: { recall: 1, ndcg: 0.97, first: 24, off: 0 },
  },
});

/** The hundred-and-second, by a new reader, a Thoothukudi coal-fired power station's EHS manager, in Tamil. */
describeSplitBlindSet('hundred-and-second blind set', 'tests/fixtures/search-relevance-blind-102.json', {
  tuning: {
    products: { recall: 0.953, ndcg: 0.947, first: 59, off: 0.02 },
    articles: { recall: 0.957, ndcg: 0.913, first: 22, off: 0.112 },
  },
  test: {
    products: { recall: 0.976, ndcg: 0.935, first: 60, off: 0 },
    articles: { recall: 1, ndcg: 0.976, first: 23, off: 0.112 },
  },
});

/** The hundred-and-third, by a new reader, a Bhadohi carpet cluster's owner, in Hindi and Bhojpuri. */
describeSplitBlindSet('hundred-and-third blind set', 'tests/fixtures/search-relevance-blind-103.json', {
  tuning: {
    products: { recall: 0.986, ndcg: 0.97, first: 59, off: 0.006 },
    articles: { recall: 1, ndcg: 0.985, first: 24, off: 0.104 },
  },
  test: {
    products: { recall: 0.978, ndcg: 0.963, first: 58, off: 0.01 },
    articles: { recall: 1, ndcg: 1, first: 24, off: 0.078 },
  },
});

/** The hundred-and-fourth, by a new reader, a Mangaluru cashew and roof-tile factory's manager, in Kannada and Tulu. */
describeSplitBlindSet('hundred-and-fourth blind set', 'tests/fixtures/search-relevance-blind-104.json', {
  tuning: {
    products: { recall: 0.976, ndcg: 0.968, first: 59, off: 0 },
    articles: { recall: 1, ndcg: 0.976, first: 23, off: 0.078 },
  },
  test: {
    products: { recall: 0.987, ndcg: 0.967, first: 59, off: 0 },
    articles: { recall: 0.954, ndcg: 0.908, first: 20, off: 0.186 },
  },
});

/** The hundred-and-fifth, by a second new reader of the Bhadohi carpet cluster (set 103's persona). */
describeSplitBlindSet('hundred-and-fifth blind set', 'tests/fixtures/search-relevance-blind-105.json', {
  tuning: {
    products: { recall: 0.988, ndcg: 0.978, first: 54, off: 0.006 },
    articles: { recall: 1, ndcg: 0.983, first: 22, off: 0.044 },
  },
  test: {
    products: { recall: 0.985, ndcg: 0.981, first: 55, off: 0.006 },
    articles: { recall: 1, ndcg: 0.956, first: 21, off: 0.144 },
  },
});

/** The hundred-and-sixth, by a second new reader of the Mangaluru cashew and roof-tile factory (set 104's persona). */
describeSplitBlindSet('hundred-and-sixth blind set', 'tests/fixtures/search-relevance-blind-106.json', {
  tuning: {
    products: { recall: 0.987, ndcg: 0.953, first: 58, off: 0.015 },
    articles: { recall: 1, ndcg: 0.973, first: 24, off: 0 },
  },
  test: {
    products: { recall: 0.987, ndcg: 0.959, first: 57, off: 0 },
    articles: { recall: 1, ndcg: 0.985, first: 24, off: 0.072 },
  },
});

/** The hundred-and-seventh, by a new reader: a Bathinda pesticide formulation plant with field spraying crews. */
describeSplitBlindSet('hundred-and-seventh blind set', 'tests/fixtures/search-relevance-blind-107.json', {
  tuning: {
    products: { recall: 0.993, ndcg: 0.962, first: 60, off: 0.011 },
    articles: { recall: 1, ndcg: 0.994, first: 24, off: 0.144 },
  },
  test: {
    products: { recall: 0.996, ndcg: 0.973, first: 59, off: 0 },
    articles: { recall: 1, ndcg: 0.976, first: 23, off: 0 },
  },
});

/** The hundred-and-eighth, by a new reader: Meerut blade grinding, sports goods and electroplating workshops. */
describeSplitBlindSet('hundred-and-eighth blind set', 'tests/fixtures/search-relevance-blind-108.json', {
  tuning: {
    products: { recall: 0.956, ndcg: 0.944, first: 57, off: 0.05 },
    articles: { recall: 1, ndcg: 0.978, first: 25, off: 0.038 },
  },
  test: {
    products: { recall: 0.965, ndcg: 0.956, first: 55, off: 0.028 },
    articles: { recall: 1, ndcg: 0.958, first: 23, off: 0.039 },
  },
});

/** The hundred-and-ninth, by a new reader: an Unjha spice group (cumin cleaning, chilli grinding, fumigation). */
describeSplitBlindSet('hundred-and-ninth blind set', 'tests/fixtures/search-relevance-blind-109.json', {
  tuning: {
    products: { recall: 0.966, ndcg: 0.936, first: 57, off: 0.018 },
    articles: { recall: 0.961, ndcg: 0.936, first: 25, off: 0.101 },
  },
  test: {
    products: { recall: 0.957, ndcg: 0.954, first: 61, off: 0.015 },
    articles: { recall: 1, ndcg: 0.992, first: 26, off: 0.038 },
  },
});

/** The hundred-and-tenth, by a new reader: lift and escalator installation and maintenance in Chennai and Hyderabad. */
describeSplitBlindSet('hundred-and-tenth blind set', 'tests/fixtures/search-relevance-blind-110.json', {
  tuning: {
    products: { recall: 0.989, ndcg: 0.961, first: 67, off: 0.006 },
    articles: { recall: 1, ndcg: 0.988, first: 26, off: 0.104 },
  },
  test: {
    products: { recall: 0.975, ndcg: 0.952, first: 65, off: 0.009 },
    articles: { recall: 0.959, ndcg: 0.923, first: 23, off: 0.112 },
  },
});

/** The hundred-and-eleventh, by a new reader: a brewery and bottling plant near Aurangabad. */
describeSplitBlindSet('hundred-and-eleventh blind set', 'tests/fixtures/search-relevance-blind-111.json', {
  tuning: {
    products: { recall: 0.985, ndcg: 0.961, first: 59, off: 0.006 },
    articles: { recall: 0.957, ndcg: 0.938, first: 23, off: 0.116 },
  },
  test: {
    products: { recall: 0.988, ndcg: 0.981, first: 60, off: 0.01 },
    articles: { recall: 1, ndcg: 0.992, first: 24, off: 0.038 },
  },
});

/** The hundred-and-twelfth, by a new reader: a Bhiwandi PU foam and mattress factory. */
describeSplitBlindSet('hundred-and-twelfth blind set', 'tests/fixtures/search-relevance-blind-112.json', {
  tuning: {
    products: { recall: 0.953, ndcg: 0.953, first: 57, off: 0.029 },
    articles: { recall: 1, ndcg: 0.994, first: 24, off: 0.078 },
  },
  test: {
    products: { recall: 0.969, ndcg: 0.939, first: 57, off: 0.028 },
    articles: { recall: 1, ndcg: 0.985, first: 24, off: 0.075 },
  },
});

/** The hundred-and-thirteenth, by a new reader: a coffee estate and curing works near Chikkamagaluru. */
describeSplitBlindSet('hundred-and-thirteenth blind set', 'tests/fixtures/search-relevance-blind-113.json', {
  tuning: {
    products: { recall: 0.969, ndcg: 0.94, first: 55, off: 0.052 },
    articles: { recall: 1, ndcg: 0.983, first: 22, off: 0.084 },
  },
  test: {
    products: { recall: 0.971, ndcg: 0.958, first: 53, off: 0 },
    articles: { recall: 1, ndcg: 0.967, first: 22, off: 0.044 },
  },
});

/** The hundred-and-fourteenth, by a new reader: a Vadodara power transformer and switchgear factory. */
describeSplitBlindSet('hundred-and-fourteenth blind set', 'tests/fixtures/search-relevance-blind-114.json', {
  tuning: {
    products: { recall: 0.968, ndcg: 0.959, first: 60, off: 0.006 },
    articles: { recall: 1, ndcg: 0.977, first: 24, off: 0.075 },
  },
  test: {
    products: { recall: 0.972, ndcg: 0.952, first: 58, off: 0.028 },
    articles: { recall: 1, ndcg: 0.979, first: 24, off: 0.039 },
  },
});

/** The hundred-and-fifteenth: a Howrah galvanizing and wire plant (its reader read the guides' openings only). */
describeSplitBlindSet('hundred-and-fifteenth blind set', 'tests/fixtures/search-relevance-blind-115.json', {
  tuning: {
    products: { recall: 0.976, ndcg: 0.968, first: 57, off: 0.01 },
    articles: { recall: 1, ndcg: 0.991, first: 22, off: 0 },
  },
  test: {
    products: { recall: 0.983, ndcg: 0.969, first: 57, off: 0 },
    articles: { recall: 1, ndcg: 1, first: 22, off: 0 },
  },
});

/** The hundred-and-sixteenth: Lucknow sewage and drain cleaning (its reader read four guides in part). */
describeSplitBlindSet('hundred-and-sixteenth blind set', 'tests/fixtures/search-relevance-blind-116.json', {
  tuning: {
    products: { recall: 0.984, ndcg: 0.968, first: 54, off: 0 },
    articles: { recall: 1, ndcg: 0.986, first: 22, off: 0.121 },
  },
  test: {
    products: { recall: 0.984, ndcg: 0.968, first: 55, off: 0.006 },
    articles: { recall: 1, ndcg: 1, first: 22, off: 0.044 },
  },
});

/** The hundred-and-seventeenth: telecom tower and optical fibre crews in Tripura and Meghalaya. */
describeSplitBlindSet('hundred-and-seventeenth blind set', 'tests/fixtures/search-relevance-blind-117.json', {
  tuning: {
    products: { recall: 0.969, ndcg: 0.953, first: 60, off: 0.044 },
    articles: { recall: 1, ndcg: 0.943, first: 24, off: 0.075 },
  },
  test: {
    products: { recall: 0.977, ndcg: 0.955, first: 59, off: 0.025 },
    articles: { recall: 1, ndcg: 0.968, first: 25, off: 0.075 },
  },
});

/** The hundred-and-eighteenth: a buffalo meat plant and cold storage near Aligarh. */
describeSplitBlindSet('hundred-and-eighteenth blind set', 'tests/fixtures/search-relevance-blind-118.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.979, first: 57, off: 0.006 },
    articles: { recall: 1, ndcg: 0.994, first: 24, off: 0.108 },
  },
  test: {
    products: { recall: 0.983, ndcg: 0.977, first: 57, off: 0.006 },
    articles: { recall: 1, ndcg: 0.991, first: 23, off: 0.116 },
  },
});

/** The hundred-and-nineteenth: an e-waste and battery recycler in Manesar, training Delhi's dismantlers. */
describeSplitBlindSet('hundred-and-nineteenth blind set', 'tests/fixtures/search-relevance-blind-119.json', {
  tuning: {
    products: { recall: 0.995, ndcg: 0.972, first: 65, off: 0 },
    articles: { recall: 1, ndcg: 0.988, first: 28, off: 0.098 },
  },
  test: {
    products: { recall: 0.981, ndcg: 0.982, first: 65, off: 0.01 },
    articles: { recall: 1, ndcg: 0.94, first: 27, off: 0.095 },
  },
});

/** The hundred-and-twentieth: an aluminium extrusion and anodizing plant in Silvassa and Vapi. */
describeSplitBlindSet('hundred-and-twentieth blind set', 'tests/fixtures/search-relevance-blind-120.json', {
  tuning: {
    products: { recall: 0.977, ndcg: 0.963, first: 64, off: 0.006 },
    articles: { recall: 1, ndcg: 0.992, first: 26, off: 0.035 },
  },
  test: {
    products: { recall: 0.982, ndcg: 0.979, first: 64, off: 0 },
    articles: { recall: 1, ndcg: 0.964, first: 24, off: 0.126 },
  },
});

/** The hundred-and-twenty-first: a Nagpur fire and emergency services brigade (rescue, spills, road accidents). */
describeSplitBlindSet('hundred-and-twenty-first blind set', 'tests/fixtures/search-relevance-blind-121.json', {
  tuning: {
    products: { recall: 0.982, ndcg: 0.967, first: 64, off: 0.023 },
    articles: { recall: 1, ndcg: 0.966, first: 26, off: 0.162 },
  },
  test: {
    products: { recall: 0.992, ndcg: 0.956, first: 63, off: 0 },
    articles: { recall: 1, ndcg: 0.972, first: 26, off: 0.038 },
  },
});

/** The hundred-and-twenty-second: a detergent, soap and talc filling factory near Ahmedabad. */
describeSplitBlindSet('hundred-and-twenty-second blind set', 'tests/fixtures/search-relevance-blind-122.json', {
  tuning: {
    products: { recall: 0.975, ndcg: 0.979, first: 60, off: 0.006 },
    articles: { recall: 1, ndcg: 0.98, first: 27, off: 0.066 },
  },
  test: {
    products: { recall: 0.986, ndcg: 0.965, first: 60, off: 0.019 },
    articles: { recall: 1, ndcg: 0.988, first: 26, off: 0.07 },
  },
});

/** The hundred-and-twenty-third: bidi making and tobacco godowns in Murshidabad (first scores at change 55). */
describeSplitBlindSet('hundred-and-twenty-third blind set', 'tests/fixtures/search-relevance-blind-123.json', {
  tuning: {
    products: { recall: 0.985, ndcg: 0.965, first: 59, off: 0.019 },
    articles: { recall: 1, ndcg: 0.964, first: 23, off: 0.227 },
  },
  test: {
    products: { recall: 0.982, ndcg: 0.959, first: 57, off: 0.011 },
    articles: { recall: 1, ndcg: 0.971, first: 23, off: 0.168 },
  },
});

/** The hundred-and-twenty-fourth: a zoo and wildlife rescue centre near Mysuru. */
describeSplitBlindSet('hundred-and-twenty-fourth blind set', 'tests/fixtures/search-relevance-blind-124.json', {
  tuning: {
    products: { recall: 0.977, ndcg: 0.95, first: 53, off: 0.006 },
    articles: { recall: 1, ndcg: 0.96, first: 22, off: 0 },
  },
  test: {
    products: { recall: 0.976, ndcg: 0.969, first: 54, off: 0 },
    articles: { recall: 0.954, ndcg: 0.924, first: 21, off: 0.084 },
  },
});

/** The hundred-and-twenty-fifth: the science labs and campus upkeep of a university and its schools in Kolkata. */
describeSplitBlindSet('hundred-and-twenty-fifth blind set', 'tests/fixtures/search-relevance-blind-125.json', {
  tuning: {
    products: { recall: 0.988, ndcg: 0.953, first: 61, off: 0.005 },
    articles: { recall: 1, ndcg: 1, first: 29, off: 0.087 },
  },
  test: {
    products: { recall: 0.983, ndcg: 0.948, first: 61, off: 0.015 },
    articles: { recall: 1, ndcg: 0.982, first: 28, off: 0.122 },
  },
});

/** The hundred-and-twenty-sixth: a mushroom farm and cut-flower polyhouses near Hosur. */
describeSplitBlindSet('hundred-and-twenty-sixth blind set', 'tests/fixtures/search-relevance-blind-126.json', {
  tuning: {
    products: { recall: 0.963, ndcg: 0.948, first: 58, off: 0.015 },
    articles: { recall: 1, ndcg: 0.984, first: 23, off: 0.081 },
  },
  test: {
    products: { recall: 0.987, ndcg: 0.97, first: 59, off: 0 },
    articles: { recall: 1, ndcg: 0.944, first: 22, off: 0.116 },
  },
});

/** The hundred-and-twenty-seventh: a courier and e-commerce parcel sorting hub near Siliguri. */
describeSplitBlindSet('hundred-and-twenty-seventh blind set', 'tests/fixtures/search-relevance-blind-127.json', {
  tuning: {
    products: { recall: 0.983, ndcg: 0.976, first: 60, off: 0.01 },
    articles: { recall: 1, ndcg: 0.977, first: 24, off: 0.039 },
  },
  test: {
    products: { recall: 0.981, ndcg: 0.973, first: 59, off: 0 },
    articles: { recall: 1, ndcg: 0.986, first: 23, off: 0.078 },
  },
});

/** The hundred-and-twenty-eighth: a perfume and attar works in Kannauj (first scores at change 57). */
describeSplitBlindSet('hundred-and-twenty-eighth blind set', 'tests/fixtures/search-relevance-blind-128.json', {
  tuning: {
    products: { recall: 0.995, ndcg: 0.964, first: 60, off: 0.005 },
    articles: { recall: 1, ndcg: 1, first: 26, off: 0.126 },
  },
  test: {
    products: { recall: 0.964, ndcg: 0.966, first: 56, off: 0 },
    articles: { recall: 1, ndcg: 0.985, first: 25, off: 0 },
  },
});

/** The hundred-and-twenty-ninth: a wooden toy and lacquerware cluster in Channapatna (first scores at change 57). */
describeSplitBlindSet('hundred-and-twenty-ninth blind set', 'tests/fixtures/search-relevance-blind-129.json', {
  tuning: {
    products: { recall: 0.971, ndcg: 0.951, first: 62, off: 0.026 },
    articles: { recall: 1, ndcg: 0.982, first: 27, off: 0.101 },
  },
  test: {
    products: { recall: 0.965, ndcg: 0.951, first: 63, off: 0.034 },
    articles: { recall: 1, ndcg: 0.992, first: 26, off: 0.063 },
  },
});

/** The hundred-and-thirtieth: a temple trust in Madurai (first scores at change 58). */
describeSplitBlindSet('hundred-and-thirtieth blind set', 'tests/fixtures/search-relevance-blind-130.json', {
  tuning: {
    products: { recall: 0.991, ndcg: 0.972, first: 61, off: 0.011 },
    articles: { recall: 0.961, ndcg: 0.952, first: 24, off: 0.157 },
  },
  test: {
    products: { recall: 0.983, ndcg: 0.965, first: 58, off: 0.027 },
    articles: { recall: 1, ndcg: 0.978, first: 25, off: 0.119 },
  },
});

/** The hundred-and-thirty-first: a cosmetics and hair-oil unit in Baddi (first scores at change 58). */
describeSplitBlindSet('hundred-and-thirty-first blind set', 'tests/fixtures/search-relevance-blind-131.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.985, first: 62, off: 0.005 },
    articles: { recall: 0.941, ndcg: 0.95, first: 25, off: 0 },
  },
  test: {
    products: { recall: 0.991, ndcg: 0.963, first: 59, off: 0.014 },
    articles: { recall: 0.961, ndcg: 0.936, first: 24, off: 0.189 },
  },
});

/** The hundred-and-thirty-second: a candle and wax crayon factory in Rajkot (first scores at change 59). */
describeSplitBlindSet('hundred-and-thirty-second blind set', 'tests/fixtures/search-relevance-blind-132.json', {
  tuning: {
    products: { recall: 0.983, ndcg: 0.962, first: 60, off: 0.028 },
    articles: { recall: 1, ndcg: 0.986, first: 26, off: 0.153 },
  },
  test: {
    products: { recall: 1, ndcg: 0.949, first: 55, off: 0 },
    articles: { recall: 1, ndcg: 0.971, first: 25, off: 0.068 },
  },
});

/** The hundred-and-thirty-third: a slaughterhouse and meat plant near Hyderabad (first scores at change 59). */
describeSplitBlindSet('hundred-and-thirty-third blind set', 'tests/fixtures/search-relevance-blind-133.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.979, first: 62, off: 0.03 },
    articles: { recall: 1, ndcg: 0.986, first: 26, off: 0.13 },
  },
  test: {
    products: { recall: 0.983, ndcg: 0.957, first: 57, off: 0.017 },
    articles: { recall: 1, ndcg: 0.986, first: 26, off: 0 },
  },
});

/** The hundred-and-thirty-fourth: a pottery and ceramic works in Khurja (first scores at change 60). */
describeSplitBlindSet('hundred-and-thirty-fourth blind set', 'tests/fixtures/search-relevance-blind-134.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.989, first: 63, off: 0.015 },
    articles: { recall: 1, ndcg: 0.974, first: 26, off: 0.07 },
  },
  test: {
    products: { recall: 0.967, ndcg: 0.963, first: 58, off: 0.024 },
    articles: { recall: 1, ndcg: 0.986, first: 26, off: 0.101 },
  },
});

/** The hundred-and-thirty-fifth: a shrimp hatchery and prawn plant near Bhimavaram (first scores at change 60). */
describeSplitBlindSet('hundred-and-thirty-fifth blind set', 'tests/fixtures/search-relevance-blind-135.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.975, first: 59, off: 0.006 },
    articles: { recall: 1, ndcg: 0.975, first: 26, off: 0.172 },
  },
  test: {
    products: { recall: 0.98, ndcg: 0.942, first: 56, off: 0.035 },
    articles: { recall: 0.961, ndcg: 0.944, first: 25, off: 0.104 },
  },
});

/** The hundred-and-thirty-sixth: a stone carving workshop cluster in Mamallapuram (first scores at change 61). */
describeSplitBlindSet('hundred-and-thirty-sixth blind set', 'tests/fixtures/search-relevance-blind-136.json', {
  tuning: {
    products: { recall: 0.983, ndcg: 0.968, first: 60, off: 0.006 },
    articles: { recall: 1, ndcg: 0.971, first: 25, off: 0.104 },
  },
  test: {
    products: { recall: 0.983, ndcg: 0.948, first: 58, off: 0.005 },
    articles: { recall: 0.961, ndcg: 0.957, first: 24, off: 0.251 },
  },
});

/** The hundred-and-thirty-seventh: a sugar mill and distillery near Kolhapur (first scores at change 61). */
describeSplitBlindSet('hundred-and-thirty-seventh blind set', 'tests/fixtures/search-relevance-blind-137.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.978, first: 60, off: 0.016 },
    articles: { recall: 1, ndcg: 0.991, first: 26, off: 0.037 },
  },
  test: {
    products: { recall: 0.975, ndcg: 0.954, first: 59, off: 0.032 },
    articles: { recall: 1, ndcg: 0.964, first: 24, off: 0.134 },
  },
});

/** The hundred-and-thirty-eighth: a mango pulp and fruit canning unit near Chittoor (first scores at change 62). */
describeSplitBlindSet('hundred-and-thirty-eighth blind set', 'tests/fixtures/search-relevance-blind-138.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.982, first: 60, off: 0.005 },
    articles: { recall: 1, ndcg: 0.961, first: 26, off: 0.098 },
  },
  test: {
    products: { recall: 0.986, ndcg: 0.966, first: 61, off: 0.009 },
    articles: { recall: 1, ndcg: 0.97, first: 26, off: 0.034 },
  },
});

/** The hundred-and-thirty-ninth: a steel re-rolling mill in Mandi Gobindgarh (first scores at change 62). */
describeSplitBlindSet('hundred-and-thirty-ninth blind set', 'tests/fixtures/search-relevance-blind-139.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.991, first: 62, off: 0.006 },
    articles: { recall: 1, ndcg: 0.959, first: 26, off: 0.098 },
  },
  test: {
    products: { recall: 0.988, ndcg: 0.971, first: 59, off: 0.005 },
    articles: { recall: 1, ndcg: 0.979, first: 26, off: 0.068 },
  },
});

/** The hundred-and-fortieth: a boatyard and fish freezing plant in Veraval (first scores at change 63). */
describeSplitBlindSet('hundred-and-fortieth blind set', 'tests/fixtures/search-relevance-blind-140.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.984, first: 63, off: 0.006 },
    articles: { recall: 1, ndcg: 0.939, first: 23, off: 0.153 },
  },
  test: {
    products: { recall: 0.975, ndcg: 0.962, first: 60, off: 0.022 },
    articles: { recall: 1, ndcg: 0.979, first: 26, off: 0.126 },
  },
});

/** The hundred-and-forty-first: a tyre retreading works near Kottayam (first scores at change 63). */
describeSplitBlindSet('hundred-and-forty-first blind set', 'tests/fixtures/search-relevance-blind-141.json', {
  tuning: {
    products: { recall: 0.991, ndcg: 0.982, first: 63, off: 0.006 },
    articles: { recall: 1, ndcg: 0.972, first: 26, off: 0.122 },
  },
  test: {
    products: { recall: 0.983, ndcg: 0.957, first: 59, off: 0.005 },
    articles: { recall: 1, ndcg: 0.979, first: 26, off: 0.101 },
  },
});

/** The hundred-and-forty-second: a tea factory and plywood mill near Jorhat (first scores at change 63). */
describeSplitBlindSet('hundred-and-forty-second blind set', 'tests/fixtures/search-relevance-blind-142.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.984, first: 62, off: 0.006 },
    articles: { recall: 1, ndcg: 0.981, first: 26, off: 0.101 },
  },
  test: {
    products: { recall: 0.986, ndcg: 0.954, first: 56, off: 0 },
    articles: { recall: 1, ndcg: 0.978, first: 25, off: 0.037 },
  },
});

/** The hundred-and-forty-third: a stone crushing and mica grinding cluster near Koderma (first scores at change 63). */
describeSplitBlindSet('hundred-and-forty-third blind set', 'tests/fixtures/search-relevance-blind-143.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.986, first: 63, off: 0.006 },
    articles: { recall: 1, ndcg: 0.96, first: 25, off: 0.153 },
  },
  test: {
    products: { recall: 0.991, ndcg: 0.956, first: 57, off: 0.005 },
    articles: { recall: 1, ndcg: 0.986, first: 26, off: 0.098 },
  },
});

/** The hundred-and-forty-fourth: an ice cream and frozen dessert factory near Anand (first scores at change 64). */
describeSplitBlindSet('hundred-and-forty-fourth blind set', 'tests/fixtures/search-relevance-blind-144.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.994, first: 63, off: 0.02 },
    articles: { recall: 1, ndcg: 0.976, first: 26, off: 0.13 },
  },
  test: {
    products: { recall: 0.967, ndcg: 0.963, first: 59, off: 0.026 },
    articles: { recall: 1, ndcg: 0.943, first: 23, off: 0.162 },
  },
});

/** The hundred-and-forty-fifth: a Tirupur knitwear unit with its own dyeing house (first scores at change 64). */
describeSplitBlindSet('hundred-and-forty-fifth blind set', 'tests/fixtures/search-relevance-blind-145.json', {
  tuning: {
    products: { recall: 0.991, ndcg: 0.989, first: 63, off: 0.02 },
    articles: { recall: 1, ndcg: 0.992, first: 26, off: 0.072 },
  },
  test: {
    products: { recall: 0.991, ndcg: 0.983, first: 61, off: 0.005 },
    articles: { recall: 1, ndcg: 0.986, first: 26, off: 0.177 },
  },
});

/** The hundred-and-forty-sixth: a cement-pipe and paver-block unit near Jammu (first scores at change 65). */
describeSplitBlindSet('hundred-and-forty-sixth blind set', 'tests/fixtures/search-relevance-blind-146.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.985, first: 62, off: 0.024 },
    articles: { recall: 1, ndcg: 0.971, first: 25, off: 0.236 },
  },
  test: {
    products: { recall: 0.973, ndcg: 0.95, first: 58, off: 0.041 },
    articles: { recall: 0.961, ndcg: 0.93, first: 24, off: 0.134 },
  },
});

/** The hundred-and-forty-seventh: a salt works and bromine plant in Kutch (first scores at change 65). */
describeSplitBlindSet('hundred-and-forty-seventh blind set', 'tests/fixtures/search-relevance-blind-147.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.991, first: 63, off: 0.006 },
    articles: { recall: 1, ndcg: 0.979, first: 26, off: 0.157 },
  },
  test: {
    products: { recall: 0.991, ndcg: 0.969, first: 61, off: 0.013 },
    articles: { recall: 1, ndcg: 0.986, first: 26, off: 0.068 },
  },
});

/** The hundred-and-forty-eighth: a grape vineyard and winery near Nashik (first scores at change 67). */
describeSplitBlindSet('hundred-and-forty-eighth blind set', 'tests/fixtures/search-relevance-blind-148.json', {
  tuning: {
    products: { recall: 0.991, ndcg: 0.972, first: 60, off: 0.006 },
    articles: { recall: 1, ndcg: 0.979, first: 26, off: 0.162 },
  },
  test: {
    products: { recall: 1, ndcg: 0.976, first: 61, off: 0.014 },
    articles: { recall: 1, ndcg: 0.981, first: 26, off: 0.162 },
  },
});

/** The hundred-and-forty-ninth: a Haldia port and petrochemical contractor (first scores at change 66). */
describeSplitBlindSet('hundred-and-forty-ninth blind set', 'tests/fixtures/search-relevance-blind-149.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.995, first: 63, off: 0.006 },
    articles: { recall: 1, ndcg: 0.979, first: 26, off: 0.126 },
  },
  test: {
    products: { recall: 1, ndcg: 0.977, first: 60, off: 0 },
    articles: { recall: 1, ndcg: 0.961, first: 25, off: 0.098 },
  },
});

/** The hundred-and-fifty-first: a car parts cluster near Hosur and Sriperumbudur (first scores at change 66). */
describeSplitBlindSet('hundred-and-fifty-first blind set', 'tests/fixtures/search-relevance-blind-151.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.987, first: 62, off: 0 },
    articles: { recall: 1, ndcg: 0.968, first: 26, off: 0.134 },
  },
  test: {
    products: { recall: 0.983, ndcg: 0.972, first: 61, off: 0.027 },
    articles: { recall: 1, ndcg: 0.979, first: 26, off: 0.183 },
  },
});

/** The hundred-and-fiftieth: a gypsum mine and plaster of Paris board unit near Bikaner (first scores at change 67). */
describeSplitBlindSet('hundred-and-fiftieth blind set', 'tests/fixtures/search-relevance-blind-150.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.997, first: 63, off: 0.006 },
    articles: { recall: 1, ndcg: 0.981, first: 26, off: 0.035 },
  },
  test: {
    products: { recall: 0.967, ndcg: 0.932, first: 56, off: 0.043 },
    articles: { recall: 0.961, ndcg: 0.932, first: 23, off: 0.134 },
  },
});

/** The hundred-and-fifty-second: a cashew and coir export group near Kollam (first scores at change 68). */
describeSplitBlindSet('hundred-and-fifty-second blind set', 'tests/fixtures/search-relevance-blind-152.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.979, first: 61, off: 0.006 },
    articles: { recall: 0.961, ndcg: 0.943, first: 25, off: 0.157 },
  },
  test: {
    products: { recall: 0.983, ndcg: 0.951, first: 59, off: 0.023 },
    articles: { recall: 1, ndcg: 0.971, first: 25, off: 0.223 },
  },
});

/** The hundred-and-fifty-third: a high-altitude road and tunnel contractor near Leh (first scores at change 68). */
describeSplitBlindSet('hundred-and-fifty-third blind set', 'tests/fixtures/search-relevance-blind-153.json', {
  tuning: {
    products: { recall: 0.991, ndcg: 0.987, first: 62, off: 0.01 },
    articles: { recall: 1, ndcg: 0.992, first: 26, off: 0.037 },
  },
  test: {
    products: { recall: 1, ndcg: 0.983, first: 61, off: 0.009 },
    articles: { recall: 0.98, ndcg: 0.964, first: 26, off: 0.072 },
  },
});

/** The hundred-and-fifty-fourth: a limestone quarry and coke oven plant, Jaintia Hills (first scores at change 69). */
describeSplitBlindSet('hundred-and-fifty-fourth blind set', 'tests/fixtures/search-relevance-blind-154.json', {
  tuning: {
    products: { recall: 0.983, ndcg: 0.987, first: 62, off: 0.006 },
    articles: { recall: 1, ndcg: 0.973, first: 25, off: 0.068 },
  },
  test: {
    products: { recall: 0.972, ndcg: 0.945, first: 59, off: 0.005 },
    articles: { recall: 1, ndcg: 0.971, first: 25, off: 0.072 },
  },
});

/** The hundred-and-fifty-fifth: a railway loco shed and coach depot near Itarsi (first scores at change 69). */
describeSplitBlindSet('hundred-and-fifty-fifth blind set', 'tests/fixtures/search-relevance-blind-155.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.991, first: 62, off: 0.006 },
    articles: { recall: 0.961, ndcg: 0.943, first: 25, off: 0.153 },
  },
  test: {
    products: { recall: 0.983, ndcg: 0.972, first: 61, off: 0.025 },
    articles: { recall: 1, ndcg: 0.962, first: 26, off: 0.063 },
  },
});

/** The hundred-and-fifty-sixth: a hydropower project and pharma cluster in Uttarakhand (first scores at change 70). */
describeSplitBlindSet('hundred-and-fifty-sixth blind set', 'tests/fixtures/search-relevance-blind-156.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.993, first: 63, off: 0.006 },
    articles: { recall: 1, ndcg: 0.982, first: 26, off: 0.177 },
  },
  test: {
    products: { recall: 0.975, ndcg: 0.967, first: 60, off: 0 },
    articles: { recall: 1, ndcg: 0.992, first: 26, off: 0.033 },
  },
});

/** The hundred-and-fifty-seventh: a boat-building and fish-canning group at Port Blair (first scores at change 70). */
describeSplitBlindSet('hundred-and-fifty-seventh blind set', 'tests/fixtures/search-relevance-blind-157.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.984, first: 62, off: 0.006 },
    articles: { recall: 1, ndcg: 0.959, first: 24, off: 0.115 },
  },
  test: {
    products: { recall: 1, ndcg: 0.979, first: 59, off: 0.023 },
    articles: { recall: 1, ndcg: 0.986, first: 26, off: 0.122 },
  },
});

/** The hundred-and-fifty-eighth: an LPG bottling plant and bus depot near Dimapur (first scores at change 71). */
describeSplitBlindSet('hundred-and-fifty-eighth blind set', 'tests/fixtures/search-relevance-blind-158.json', {
  tuning: {
    products: { recall: 0.983, ndcg: 0.973, first: 61, off: 0 },
    articles: { recall: 1, ndcg: 0.96, first: 24, off: 0.13 },
  },
  test: {
    products: { recall: 0.991, ndcg: 0.966, first: 60, off: 0.006 },
    articles: { recall: 1, ndcg: 0.979, first: 26, off: 0.134 },
  },
});

/** The hundred-and-fifty-ninth: a bridge and flyover contractor on the Ganga near Patna (first scores at change 71). */
describeSplitBlindSet('hundred-and-fifty-ninth blind set', 'tests/fixtures/search-relevance-blind-159.json', {
  tuning: {
    products: { recall: 0.994, ndcg: 0.994, first: 63, off: 0.006 },
    articles: { recall: 1, ndcg: 0.974, first: 26, off: 0.101 },
  },
  test: {
    products: { recall: 1, ndcg: 0.978, first: 61, off: 0 },
    articles: { recall: 0.961, ndcg: 0.94, first: 24, off: 0.168 },
  },
});

/** The hundred-and-sixtieth: an offshore supply base and oil terminal near Kakinada (first scores at change 71). */
describeSplitBlindSet('hundred-and-sixtieth blind set', 'tests/fixtures/search-relevance-blind-160.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.992, first: 63, off: 0.006 },
    articles: { recall: 1, ndcg: 0.968, first: 26, off: 0.07 },
  },
  test: {
    products: { recall: 0.975, ndcg: 0.94, first: 59, off: 0.036 },
    articles: { recall: 1, ndcg: 0.966, first: 26, off: 0.101 },
  },
});

/** The hundred-and-sixty-first: a paint and powder coating plant in Taloja, Navi Mumbai (first scores at change 71). */
describeSplitBlindSet('hundred-and-sixty-first blind set', 'tests/fixtures/search-relevance-blind-161.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.975, first: 61, off: 0.006 },
    articles: { recall: 1, ndcg: 0.968, first: 26, off: 0.104 },
  },
  test: {
    products: { recall: 0.972, ndcg: 0.95, first: 60, off: 0.027 },
    articles: { recall: 1, ndcg: 0.979, first: 26, off: 0.213 },
  },
});

/** The hundred-and-sixty-second: a plastics moulding plant and scrap yard near Alang (first scores at change 72). */
describeSplitBlindSet('hundred-and-sixty-second blind set', 'tests/fixtures/search-relevance-blind-162.json', {
  tuning: {
    products: { recall: 0.991, ndcg: 0.962, first: 60, off: 0.016 },
    articles: { recall: 0.961, ndcg: 0.934, first: 25, off: 0.162 },
  },
  test: {
    products: { recall: 0.991, ndcg: 0.979, first: 62, off: 0.009 },
    articles: { recall: 1, ndcg: 0.962, first: 25, off: 0.153 },
  },
});

/** The hundred-and-sixty-third: a coffee curing and spice works with estates in Kodagu (first scores at change 72). */
describeSplitBlindSet('hundred-and-sixty-third blind set', 'tests/fixtures/search-relevance-blind-163.json', {
  tuning: {
    products: { recall: 0.991, ndcg: 0.967, first: 58, off: 0.006 },
    articles: { recall: 1, ndcg: 0.965, first: 25, off: 0.13 },
  },
  test: {
    products: { recall: 0.967, ndcg: 0.928, first: 55, off: 0.039 },
    articles: { recall: 1, ndcg: 0.966, first: 26, off: 0.126 },
  },
});

/** The hundred-and-sixty-fourth: a zinc and lead smelter and acid plant near Udaipur (first scores at change 73). */
describeSplitBlindSet('hundred-and-sixty-fourth blind set', 'tests/fixtures/search-relevance-blind-164.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.989, first: 63, off: 0.038 },
    articles: { recall: 1, ndcg: 0.965, first: 25, off: 0.148 },
  },
  test: {
    products: { recall: 1, ndcg: 0.992, first: 62, off: 0.005 },
    articles: { recall: 1, ndcg: 0.958, first: 25, off: 0.068 },
  },
});

/** The hundred-and-sixty-fifth: an explosives and detonator factory near Nagpur (first scores at change 73). */
describeSplitBlindSet('hundred-and-sixty-fifth blind set', 'tests/fixtures/search-relevance-blind-165.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.995, first: 63, off: 0.006 },
    articles: { recall: 1, ndcg: 0.981, first: 26, off: 0.183 },
  },
  test: {
    products: { recall: 0.977, ndcg: 0.968, first: 61, off: 0.032 },
    articles: { recall: 1, ndcg: 0.971, first: 25, off: 0.037 },
  },
});

/** The hundred-and-sixty-sixth: a hospital laundry and waste plants near Guntur (first scores at change 74). */
describeSplitBlindSet('hundred-and-sixty-sixth blind set', 'tests/fixtures/search-relevance-blind-166.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.992, first: 63, off: 0.015 },
    articles: { recall: 1, ndcg: 0.969, first: 25, off: 0.095 },
  },
  test: {
    products: { recall: 0.959, ndcg: 0.956, first: 60, off: 0.025 },
    articles: { recall: 1, ndcg: 0.962, first: 26, off: 0.115 },
  },
});

/** The hundred-and-sixty-seventh: a ferro-alloy smelter and power plant, Jharsuguda (first scores at change 74). */
describeSplitBlindSet('hundred-and-sixty-seventh blind set', 'tests/fixtures/search-relevance-blind-167.json', {
  tuning: {
    products: { recall: 0.983, ndcg: 0.979, first: 62, off: 0 },
    articles: { recall: 1, ndcg: 0.974, first: 25, off: 0.13 },
  },
  test: {
    products: { recall: 0.983, ndcg: 0.976, first: 60, off: 0.022 },
    articles: { recall: 0.961, ndcg: 0.935, first: 25, off: 0.157 },
  },
});

/** The hundred-and-sixty-eighth: a cement plant and limestone quarry near Satna (first scores at change 74). */
describeSplitBlindSet('hundred-and-sixty-eighth blind set', 'tests/fixtures/search-relevance-blind-168.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.98, first: 63, off: 0.006 },
    articles: { recall: 1, ndcg: 0.973, first: 25, off: 0.172 },
  },
  test: {
    products: { recall: 0.983, ndcg: 0.956, first: 58, off: 0.044 },
    articles: { recall: 1, ndcg: 0.97, first: 24, off: 0.144 },
  },
});

/** The hundred-and-sixty-ninth: a paper mill and tea estate near Silchar (first scores at change 74). */
describeSplitBlindSet('hundred-and-sixty-ninth blind set', 'tests/fixtures/search-relevance-blind-169.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.99, first: 62, off: 0 },
    articles: { recall: 1, ndcg: 0.986, first: 26, off: 0.157 },
  },
  test: {
    products: { recall: 0.983, ndcg: 0.975, first: 61, off: 0 },
    articles: { recall: 0.961, ndcg: 0.938, first: 23, off: 0.162 },
  },
});

/** The hundred-and-seventieth: a tannery and shoe-upper cluster near Ambur (first scores at change 75). */
describeSplitBlindSet('hundred-and-seventieth blind set', 'tests/fixtures/search-relevance-blind-170.json', {
  tuning: {
    products: { recall: 0.991, ndcg: 0.976, first: 63, off: 0.006 },
    articles: { recall: 1, ndcg: 0.961, first: 26, off: 0.072 },
  },
  test: {
    products: { recall: 0.98, ndcg: 0.969, first: 62, off: 0 },
    articles: { recall: 1, ndcg: 0.978, first: 25, off: 0.072 },
  },
});

/** The hundred-and-seventy-first: an iron ore mine and its plant near Kirandul (first scores at change 75). */
describeSplitBlindSet('hundred-and-seventy-first blind set', 'tests/fixtures/search-relevance-blind-171.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.988, first: 62, off: 0.006 },
    articles: { recall: 1, ndcg: 0.992, first: 26, off: 0.098 },
  },
  test: {
    products: { recall: 0.993, ndcg: 0.98, first: 60, off: 0 },
    articles: { recall: 1, ndcg: 0.986, first: 26, off: 0.07 },
  },
});

/** The hundred-and-seventy-second: a jute mill on the Hooghly at Titagarh (first scores at change 76). */
describeSplitBlindSet('hundred-and-seventy-second blind set', 'tests/fixtures/search-relevance-blind-172.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.984, first: 63, off: 0.01 },
    articles: { recall: 1, ndcg: 0.959, first: 25, off: 0.122 },
  },
  test: {
    products: { recall: 0.983, ndcg: 0.964, first: 61, off: 0.006 },
    articles: { recall: 0.961, ndcg: 0.937, first: 24, off: 0.189 },
  },
});

/** The hundred-and-seventy-third: a fertiliser complex and its berth at Paradip (first scores at change 76). */
describeSplitBlindSet('hundred-and-seventy-third blind set', 'tests/fixtures/search-relevance-blind-173.json', {
  tuning: {
    products: { recall: 0.991, ndcg: 0.973, first: 62, off: 0.006 },
    articles: { recall: 0.98, ndcg: 0.959, first: 25, off: 0.092 },
  },
  test: {
    products: { recall: 1, ndcg: 0.984, first: 62, off: 0.005 },
    articles: { recall: 1, ndcg: 0.984, first: 26, off: 0.148 },
  },
});

/** The hundred-and-seventy-fourth: a copper mine and concentrator near Malanjkhand (first scores at change 77). */
describeSplitBlindSet('hundred-and-seventy-fourth blind set', 'tests/fixtures/search-relevance-blind-174.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.989, first: 63, off: 0.006 },
    articles: { recall: 1, ndcg: 0.972, first: 26, off: 0.098 },
  },
  test: {
    products: { recall: 0.967, ndcg: 0.945, first: 57, off: 0.05 },
    articles: { recall: 1, ndcg: 0.986, first: 26, off: 0.038 },
  },
});

/** The hundred-and-seventy-fifth: a bleaching and yarn dyeing house at Bhilwara (first scores at change 77). */
describeSplitBlindSet('hundred-and-seventy-fifth blind set', 'tests/fixtures/search-relevance-blind-175.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.99, first: 62, off: 0.011 },
    articles: { recall: 1, ndcg: 0.986, first: 26, off: 0.07 },
  },
  test: {
    products: { recall: 0.996, ndcg: 0.972, first: 60, off: 0.013 },
    articles: { recall: 1, ndcg: 0.944, first: 24, off: 0.157 },
  },
});

/** The hundred-and-seventy-sixth: a sugar mill and distillery near Muzaffarnagar (first scores at change 78). */
describeSplitBlindSet('hundred-and-seventy-sixth blind set', 'tests/fixtures/search-relevance-blind-176.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.981, first: 61, off: 0.015 },
    articles: { recall: 1, ndcg: 0.972, first: 26, off: 0.037 },
  },
  test: {
    products: { recall: 0.983, ndcg: 0.972, first: 60, off: 0.01 },
    articles: { recall: 1, ndcg: 0.979, first: 26, off: 0.134 },
  },
});

/** The hundred-and-seventy-seventh: a powerloom and processing cluster at Ichalkaranji (first scores at change 78). */
describeSplitBlindSet('hundred-and-seventy-seventh blind set', 'tests/fixtures/search-relevance-blind-177.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.988, first: 62, off: 0.006 },
    articles: { recall: 1, ndcg: 0.966, first: 26, off: 0.07 },
  },
  test: {
    products: { recall: 0.988, ndcg: 0.964, first: 56, off: 0.014 },
    articles: { recall: 1, ndcg: 0.986, first: 26, off: 0 },
  },
});

/** The hundred-and-seventy-eighth: a contractor at the Neyveli lignite mines (first scores at change 79). */
describeSplitBlindSet('hundred-and-seventy-eighth blind set', 'tests/fixtures/search-relevance-blind-178.json', {
  tuning: {
    products: { recall: 0.991, ndcg: 0.98, first: 63, off: 0.016 },
    articles: { recall: 1, ndcg: 0.961, first: 26, off: 0.13 },
  },
  test: {
    products: { recall: 0.96, ndcg: 0.954, first: 59, off: 0.005 },
    articles: { recall: 1, ndcg: 0.966, first: 24, off: 0.126 },
  },
});

/** The hundred-and-seventy-ninth: a forging and cast-iron works at Batala, Punjab (first scores at change 79). */
describeSplitBlindSet('hundred-and-seventy-ninth blind set', 'tests/fixtures/search-relevance-blind-179.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.982, first: 61, off: 0.006 },
    articles: { recall: 1, ndcg: 0.961, first: 25, off: 0.098 },
  },
  test: {
    products: { recall: 0.993, ndcg: 0.964, first: 59, off: 0.013 },
    articles: { recall: 1, ndcg: 0.974, first: 25, off: 0.034 },
  },
});

/** The hundred-and-eightieth: wood-carving, furniture and veneer works at Saharanpur (first scores at change 80). */
describeSplitBlindSet('hundred-and-eightieth blind set', 'tests/fixtures/search-relevance-blind-180.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.992, first: 63, off: 0.006 },
    articles: { recall: 1, ndcg: 0.986, first: 26, off: 0.104 },
  },
  test: {
    products: { recall: 0.991, ndcg: 0.95, first: 56, off: 0.014 },
    articles: { recall: 1, ndcg: 0.971, first: 25, off: 0.134 },
  },
});

/** The hundred-and-eighty-first: a shutdown contractor at a steel plant near Ballari (first scores at change 80). */
describeSplitBlindSet('hundred-and-eighty-first blind set', 'tests/fixtures/search-relevance-blind-181.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.987, first: 62, off: 0 },
    articles: { recall: 1, ndcg: 0.974, first: 26, off: 0.183 },
  },
  test: {
    products: { recall: 0.983, ndcg: 0.952, first: 58, off: 0.051 },
    articles: { recall: 1, ndcg: 0.982, first: 26, off: 0.134 },
  },
});

/** The hundred-and-eighty-second: the Hutti gold mines (first scores at change 81). */
describeSplitBlindSet('hundred-and-eighty-second blind set', 'tests/fixtures/search-relevance-blind-182.json', {
  tuning: {
    products: { recall: 0.983, ndcg: 0.955, first: 60, off: 0.006 },
    articles: { recall: 0.961, ndcg: 0.917, first: 25, off: 0.101 },
  },
  test: {
    products: { recall: 1, ndcg: 0.974, first: 61, off: 0 },
    articles: { recall: 0.961, ndcg: 0.948, first: 25, off: 0.07 },
  },
});

/** The hundred-and-eighty-third: a coal washery and refractory works near Ramgarh (first scores at change 81). */
describeSplitBlindSet('hundred-and-eighty-third blind set', 'tests/fixtures/search-relevance-blind-183.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.986, first: 62, off: 0.006 },
    articles: { recall: 1, ndcg: 0.981, first: 26, off: 0.153 },
  },
  test: {
    products: { recall: 1, ndcg: 0.972, first: 61, off: 0.039 },
    articles: { recall: 1, ndcg: 0.988, first: 26, off: 0.068 },
  },
});

/** The hundred-and-eighty-fourth: seed, cotton ginning and dal mills at Jalna (first scores at change 82). */
describeSplitBlindSet('hundred-and-eighty-fourth blind set', 'tests/fixtures/search-relevance-blind-184.json', {
  tuning: {
    products: { recall: 0.983, ndcg: 0.97, first: 61, off: 0.006 },
    articles: { recall: 1, ndcg: 0.979, first: 26, off: 0.098 },
  },
  test: {
    products: { recall: 1, ndcg: 0.98, first: 61, off: 0.005 },
    articles: { recall: 1, ndcg: 0.986, first: 26, off: 0.126 },
  },
});

/** The hundred-and-eighty-fifth: a shrimp feed mill and hatchery near Nellore (first scores at change 82). */
describeSplitBlindSet('hundred-and-eighty-fifth blind set', 'tests/fixtures/search-relevance-blind-185.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.978, first: 63, off: 0.006 },
    articles: { recall: 1, ndcg: 0.979, first: 26, off: 0.035 },
  },
  test: {
    products: { recall: 0.983, ndcg: 0.947, first: 54, off: 0.009 },
    articles: { recall: 1, ndcg: 0.97, first: 24, off: 0.068 },
  },
});

/** The hundred-and-eighty-sixth: a pharmaceutical API plant at Pithampur (first scores at change 83). */
describeSplitBlindSet('hundred-and-eighty-sixth blind set', 'tests/fixtures/search-relevance-blind-186.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.988, first: 61, off: 0 },
    articles: { recall: 1, ndcg: 0.986, first: 26, off: 0.038 },
  },
  test: {
    products: { recall: 1, ndcg: 0.982, first: 60, off: 0 },
    articles: { recall: 1, ndcg: 0.994, first: 26, off: 0.153 },
  },
});

/** The hundred-and-eighty-seventh: a highway bridge and flyover contractor near Margao (first scores at change 83). */
describeSplitBlindSet('hundred-and-eighty-seventh blind set', 'tests/fixtures/search-relevance-blind-187.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.987, first: 63, off: 0.011 },
    articles: { recall: 1, ndcg: 0.981, first: 26, off: 0.13 },
  },
  test: {
    products: { recall: 1, ndcg: 0.979, first: 62, off: 0.019 },
    articles: { recall: 1, ndcg: 0.979, first: 26, off: 0.13 },
  },
});

/** The hundred-and-eighty-eighth: an auto-component plant at Rudrapur (first scores at change 84). */
describeSplitBlindSet('hundred-and-eighty-eighth blind set', 'tests/fixtures/search-relevance-blind-188.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.989, first: 63, off: 0.015 },
    articles: { recall: 0.98, ndcg: 0.977, first: 26, off: 0.101 },
  },
  test: {
    products: { recall: 0.996, ndcg: 0.983, first: 62, off: 0.025 },
    articles: { recall: 1, ndcg: 0.978, first: 25, off: 0.101 },
  },
});

/** The hundred-and-eighty-ninth: a contractor in the Durgapur and Asansol belt (first scores at change 84). */
describeSplitBlindSet('hundred-and-eighty-ninth blind set', 'tests/fixtures/search-relevance-blind-189.json', {
  tuning: {
    products: { recall: 0.983, ndcg: 0.971, first: 61, off: 0.006 },
    articles: { recall: 1, ndcg: 0.992, first: 26, off: 0.213 },
  },
  test: {
    products: { recall: 0.991, ndcg: 0.984, first: 61, off: 0.01 },
    articles: { recall: 1, ndcg: 0.979, first: 26, off: 0.098 },
  },
});

/** The hundred-and-ninetieth: a bus body builder and home-textile cluster near Karur (first scores at change 85). */
describeSplitBlindSet('hundred-and-ninetieth blind set', 'tests/fixtures/search-relevance-blind-190.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.979, first: 61, off: 0 },
    articles: { recall: 1, ndcg: 0.981, first: 26, off: 0.189 },
  },
  test: {
    products: { recall: 0.975, ndcg: 0.97, first: 61, off: 0 },
    articles: { recall: 1, ndcg: 0.971, first: 25, off: 0.119 },
  },
});

/** The hundred-and-ninety-first: a contractor in Sonbhadra and Singrauli (first scores at change 85). */
describeSplitBlindSet('hundred-and-ninety-first blind set', 'tests/fixtures/search-relevance-blind-191.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.993, first: 63, off: 0.006 },
    articles: { recall: 0.961, ndcg: 0.946, first: 25, off: 0.104 },
  },
  test: {
    products: { recall: 0.975, ndcg: 0.968, first: 59, off: 0.029 },
    articles: { recall: 1, ndcg: 0.979, first: 26, off: 0.072 },
  },
});

/** The hundred-and-ninety-second: a sago factory, magnesite mine and mill near Salem (first scores at change 86). */
describeSplitBlindSet('hundred-and-ninety-second blind set', 'tests/fixtures/search-relevance-blind-192.json', {
  tuning: {
    products: { recall: 0.991, ndcg: 0.98, first: 61, off: 0.019 },
    articles: { recall: 1, ndcg: 0.972, first: 26, off: 0.126 },
  },
  test: {
    products: { recall: 1, ndcg: 0.967, first: 60, off: 0.013 },
    articles: { recall: 1, ndcg: 0.986, first: 26, off: 0.13 },
  },
});

/** The hundred-and-ninety-third: a mall, hotel and cold store on the Guwahati outskirts (first scores at change 86). */
describeSplitBlindSet('hundred-and-ninety-third blind set', 'tests/fixtures/search-relevance-blind-193.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.981, first: 63, off: 0.006 },
    articles: { recall: 1, ndcg: 0.978, first: 26, off: 0.098 },
  },
  test: {
    products: { recall: 0.988, ndcg: 0.966, first: 59, off: 0 },
    articles: { recall: 1, ndcg: 0.986, first: 26, off: 0 },
  },
});

/** The hundred-and-ninety-fourth: a job-shop cluster at Bhiwadi and Neemrana (first scores at change 87). */
describeSplitBlindSet('hundred-and-ninety-fourth blind set', 'tests/fixtures/search-relevance-blind-194.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.988, first: 63, off: 0.026 },
    articles: { recall: 1, ndcg: 0.953, first: 25, off: 0.223 },
  },
  test: {
    products: { recall: 0.98, ndcg: 0.973, first: 59, off: 0.026 },
    articles: { recall: 1, ndcg: 0.986, first: 26, off: 0.038 },
  },
});

/** The hundred-and-ninety-fifth: a wagon workshop at Jhansi, granite units near Gwalior (first scores at change 87). */
describeSplitBlindSet('hundred-and-ninety-fifth blind set', 'tests/fixtures/search-relevance-blind-195.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.991, first: 63, off: 0.006 },
    articles: { recall: 1, ndcg: 0.966, first: 26, off: 0.07 },
  },
  test: {
    products: { recall: 0.993, ndcg: 0.987, first: 62, off: 0.009 },
    articles: { recall: 1, ndcg: 0.979, first: 26, off: 0.037 },
  },
});

/** The hundred-and-ninety-sixth: a bakery, strip mill, plating shop at Ujjain, Dewas (first scores at change 88). */
describeSplitBlindSet('hundred-and-ninety-sixth blind set', 'tests/fixtures/search-relevance-blind-196.json', {
  tuning: {
    products: { recall: 0.991, ndcg: 0.984, first: 62, off: 0.006 },
    articles: { recall: 1, ndcg: 0.992, first: 26, off: 0.072 },
  },
  test: {
    products: { recall: 0.983, ndcg: 0.977, first: 60, off: 0.005 },
    articles: { recall: 1, ndcg: 0.979, first: 26, off: 0.072 },
  },
});

/** The hundred-and-ninety-seventh: rice and ginning mills, a coach yard at Davangere (first scores at change 88). */
describeSplitBlindSet('hundred-and-ninety-seventh blind set', 'tests/fixtures/search-relevance-blind-197.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.992, first: 63, off: 0.011 },
    articles: { recall: 1, ndcg: 0.992, first: 26, off: 0.13 },
  },
  test: {
    products: { recall: 0.975, ndcg: 0.948, first: 58, off: 0.018 },
    articles: { recall: 1, ndcg: 0.952, first: 24, off: 0.207 },
  },
});

/** The hundred-and-ninety-eighth: a tea factory, plywood unit, crushers near Jorhat (first scores at change 89). */
describeSplitBlindSet('hundred-and-ninety-eighth blind set', 'tests/fixtures/search-relevance-blind-198.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.985, first: 62, off: 0.006 },
    articles: { recall: 1, ndcg: 0.992, first: 26, off: 0.207 },
  },
  test: {
    products: { recall: 0.975, ndcg: 0.961, first: 59, off: 0.029 },
    articles: { recall: 1, ndcg: 0.992, first: 26, off: 0 },
  },
});

/** The hundred-and-ninety-ninth: water works, sewage pumps and a quarry at Warangal (first scores at change 89). */
describeSplitBlindSet('hundred-and-ninety-ninth blind set', 'tests/fixtures/search-relevance-blind-199.json', {
  tuning: {
    products: { recall: 1, ndcg: 0.993, first: 63, off: 0.006 },
    articles: { recall: 1, ndcg: 0.984, first: 25, off: 0.162 },
  },
  test: {
    products: { recall: 0.975, ndcg: 0.921, first: 57, off: 0.043 },
    articles: { recall: 1, ndcg: 0.979, first: 26, off: 0.038 },
  },
});

/**
 * A second reading: six more blind graders graded the product queries of the test halves of sets 166 to 177 again,
 * from the site's pages, without the first grades. It tells how far two readers agree on what fits first, and scores
 * the search against the second reader.
 */
describe('a second reading of sets 166 to 177 (tests/fixtures/search-relevance-second-reading.json)', () => {
  const second = (
    JSON.parse(readFileSync('tests/fixtures/search-relevance-second-reading.json', 'utf8')) as {
      products: (Judgement & { set: number })[];
    }
  ).products;
  /** The first readers' judgements of their test halves (odd positions), by set. */
  const firstReadings = new Map(
    Array.from({ length: 12 }, (_, i) => 166 + i).map((set) => [
      set,
      readSet(`tests/fixtures/search-relevance-blind-${set}.json`).products.filter((_, i) => i % 2 === 1),
    ]),
  );
  const firstOf = (set: number, query: string) => firstReadings.get(set)!.find((j) => j.query === query)!;

  it('grades the 744 product queries of the first readers’ test halves, naming only slugs that exist', () => {
    const tested = [...firstReadings].flatMap(([set, judgements]) => judgements.map((j) => `${set} ${j.query}`));
    expect(second.map((j) => `${j.set} ${j.query}`)).toEqual(tested);
    expect(second).toHaveLength(744);
    namesOnlySlugsThatExist({ products: second, resources: [] });
  });

  it('the two readers agree on what fits first: each one’s first choice is right to the other for 736 of 744', () => {
    const agreeing = second.filter((j) => {
      const first = firstOf(j.set, j.query);
      return j.expected.includes(first.expected[0]!) && first.expected.includes(j.expected[0]!);
    });
    expect(agreeing.length).toBeGreaterThanOrEqual(736);
  });

  it('the search against the second reader, at or above the floors of its last run', () => {
    const products = relevance(second, productAnswer);
    console.info(report('second reading, products', products, false));
    atLeast(products, { recall: 0.987, ndcg: 0.963, first: 716, off: 0.017 });
  });
});
