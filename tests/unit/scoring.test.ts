import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { writeSyntheticCatalog } from '../../bench/syntheticCatalog.mjs';
import { foldText, tokenizeQuery } from '../../src/lib/search/normalize.ts';
import {
  buildProductIndex,
  loadProductIndex,
  productIndexSpec,
  productSearch,
  PRODUCT_FIELD_WEIGHTS,
  queryTerms,
  SEARCH_OPTIONS,
} from '../../src/lib/search/productSearch.ts';
import type { Product } from '../../src/lib/schemas/product.ts';
import { scoreQuery } from '../../src/lib/search/scoring.ts';
import { typoTolerance } from '../../src/lib/search/typoTolerance.ts';
import { publishedProducts } from '../helpers/catalog.ts';

const queries = (
  JSON.parse(readFileSync('tests/fixtures/search-relevance.json', 'utf8')) as { products: { query: string }[] }
).products.map((j) => j.query);
// Prefix, typo, code, repeated-word and multi-word queries. Typos without a swap: a swap is one slip
// here (Damerau–Levenshtein) and two in MiniSearch (Levenshtein), so the expansions differ by design.
const probes = [
  ...queries,
  'glovs',
  'harnes',
  'respir',
  'ss204',
  'en 388',
  'ss 204 shoe',
  'gloves gloves',
  'kavach',
  'x',
  'zzzz',
];

/**
 * The reference: MiniSearch (public API only) indexing the same fields with the same tokenizer
 * and term processing, searched with the same weights and expansions (OR).
 */
function miniSearchRanking(products: readonly Product[], fuzzy: (term: string) => number | false) {
  const reference = new MiniSearch<Product>({
    idField: 'slug',
    fields: [...productIndexSpec.fields],
    extractField: (product, field) => (field === 'slug' ? product.slug : productIndexSpec.field(product, field)),
    tokenize: productIndexSpec.tokenize,
    processTerm: productIndexSpec.processTerm,
  });
  reference.addAll(products);
  const options = {
    fields: Object.keys(PRODUCT_FIELD_WEIGHTS),
    boost: PRODUCT_FIELD_WEIGHTS,
    weights: SEARCH_OPTIONS.weights,
    prefix: SEARCH_OPTIONS.prefix,
    fuzzy,
    maxFuzzy: SEARCH_OPTIONS.maxFuzzy,
    tokenize: tokenizeQuery,
  };
  return (query: string) =>
    reference.search(foldText(query), options).map((r) => [r.id as string, Math.round(r.score * 1e9)] as const);
}

function ownRanking(products: readonly Product[]) {
  const loaded = loadProductIndex(buildProductIndex(products));
  const fuzzy = typoTolerance(loaded.terms);
  const { scoring } = productSearch(
    loaded,
    {
      count: products.length,
      product: (i) => products[i]!,
      sizes: () => [],
      facts: () => [],
      filterFields: (i) => products[i]!,
      facets: () => ({ category: [], brand: [], compliance: [], size: [] }),
    },
    { get: () => undefined },
    fuzzy,
  );
  const rank = (query: string) => {
    const { score, seen, matched } = scoreQuery(loaded, queryTerms(query), { ...scoring, related: undefined });
    return [...matched]
      .sort((a, b) => score[b]! - score[a]! || seen[a]! - seen[b]!)
      .map((doc) => [loaded.ids[doc]!, Math.round(score[doc]! * 1e9)] as const);
  };
  return { rank, fuzzy };
}

// Typo expansions may be added in another order, so scores are compared to 1e-9 and ties as sets.
const comparable = (ranking: readonly (readonly [string, number])[]) =>
  [...ranking].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));

describe("BM25 scoring over the own index (scoring.ts) equals MiniSearch's, its reference", () => {
  it('for every relevance query, on the sample catalog', () => {
    const products = publishedProducts();
    const own = ownRanking(products);
    const reference = miniSearchRanking(products, own.fuzzy);
    for (const query of probes) expect(comparable(own.rank(query)), query).toEqual(comparable(reference(query)));
  });

  it('on a synthetic catalog, where broad queries match hundreds of products', () => {
    const dir = mkdtempSync(join(tmpdir(), 'scoring-'));
    try {
      writeSyntheticCatalog(dir, { products: 600, resources: 0, seed: 7 });
      const products = [...publishedProducts(), ...publishedProducts(dir)];
      const own = ownRanking(products);
      const reference = miniSearchRanking(products, own.fuzzy);
      let broad = 0;
      for (const query of probes) {
        const expected = comparable(reference(query));
        if (expected.length > 100) broad++;
        expect(comparable(own.rank(query)), query).toEqual(expected);
      }
      expect(broad).toBeGreaterThan(10);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
