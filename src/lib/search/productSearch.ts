import MiniSearch, { type AsPlainObject, type Options, type SearchOptions } from 'minisearch';
import type { Product } from '../schemas/product.ts';
import { facetValues, type FacetValue } from './facets.ts';
import { typoDistance } from './typoTolerance.ts';
import { compactCode, foldText, processTerm, searchTerms, tokenize, tokenizeQuery, words } from './normalize.ts';

/**
 * Product search: MiniSearch (BM25 over weighted fields, prefix and typo tolerance) with the
 * shared normalisation. Model references are the keywords that contain a digit (`SS-204`,
 * `RK 9102`); they get a field of their own with the highest weight.
 */
const isModelReference = (keyword: string) => /[0-9]/.test(keyword);

export const PRODUCT_FIELD_WEIGHTS = {
  models: 6,
  name: 4,
  compliance: 3,
  keywords: 3,
  brand: 2,
  category: 2,
  description: 1,
} as const;

type ProductField = keyof typeof PRODUCT_FIELD_WEIGHTS;

function productField(product: Product, field: string): string {
  switch (field as ProductField) {
    case 'models':
      return (product.keywords ?? []).filter(isModelReference).join(' | ');
    case 'keywords':
      return (product.keywords ?? []).filter((k) => !isModelReference(k)).join(' | ');
    case 'compliance':
      return (product.compliance ?? []).join(' | ');
    case 'name':
    case 'brand':
    case 'category':
    case 'description':
      return product[field as 'name'];
    default:
      return product[field as 'slug']; // the id field
  }
}

/** Prefix matching from the third letter; typos as in typoTolerance.ts; codes exact. */
export const SEARCH_OPTIONS: SearchOptions = {
  boost: PRODUCT_FIELD_WEIGHTS,
  prefix: (term) => term.length >= 3,
  fuzzy: typoDistance,
  maxFuzzy: 2,
  combineWith: 'OR',
  tokenize: tokenizeQuery,
  weights: { prefix: 0.5, fuzzy: 0.35 },
};

const indexOptions: Options<Product> = {
  idField: 'slug',
  fields: Object.keys(PRODUCT_FIELD_WEIGHTS),
  extractField: productField,
  tokenize,
  processTerm,
  searchOptions: SEARCH_OPTIONS,
};

export type ProductIndexData = AsPlainObject;

/** Built at build time; the serialized form travels to the MCP function. */
export function buildProductIndex(products: readonly Product[]): MiniSearch<Product> {
  const index = new MiniSearch<Product>(indexOptions);
  index.addAll(products);
  return index;
}

export const loadProductIndex = (data: ProductIndexData): MiniSearch<Product> => MiniSearch.loadJS(data, indexOptions);

export interface ProductQuery {
  query?: string | undefined;
  category?: string | undefined;
  brand?: string | undefined;
  compliance?: string | undefined;
  limit: number;
  offset?: number | undefined;
}

export interface ProductFacets {
  category: FacetValue[];
  brand: FacetValue[];
  compliance: FacetValue[];
}

export interface ProductResults {
  total: number;
  products: Product[];
  facets: ProductFacets;
}

const sameText = (a: string, b: string) => words(a).join(' ') === words(b).join(' ');

/** `EN 352` matches `EN 352-2`, `en388` matches `EN 388`, `ISO 20345` matches `EN ISO 20345`. */
export function matchesStandard(standard: string, wanted: string): boolean {
  const have = words(standard).flatMap((w) => w.match(/[a-z]+|[0-9]+/g) ?? []);
  const want = words(wanted).flatMap((w) => w.match(/[a-z]+|[0-9]+/g) ?? []);
  if (want.length === 0) return false;
  for (let i = 0; i + want.length <= have.length; i++) {
    if (want.every((w, j) => have[i + j] === w)) return true;
  }
  return false;
}

export function matchesProductFilters(product: Product, q: Pick<ProductQuery, 'category' | 'brand' | 'compliance'>): boolean {
  if (q.category && !sameText(product.category, q.category)) return false;
  if (q.brand && !sameText(product.brand, q.brand)) return false;
  if (q.compliance && !(product.compliance ?? []).some((s) => matchesStandard(s, q.compliance!))) return false;
  return true;
}

/** Whether the query has any searchable term once stop words are gone. */
export const hasSearchTerms = (query: string | undefined): query is string =>
  !!query && searchTerms(query).length > 0;

/** What a search needs besides the index, computed once per loaded catalog. */
export interface ProductSearch {
  index: MiniSearch<Product>;
  products: readonly Product[];
  bySlug: ReadonlyMap<string, Product>;
  /** Model references written compactly (`ss204`) -> the slugs of the products that carry them. */
  byModelCode: ReadonlyMap<string, readonly string[]>;
  /** Edits allowed for a query term (see typoTolerance.ts). */
  fuzzy: (term: string) => number | false;
}

export function productSearch(
  index: MiniSearch<Product>,
  products: readonly Product[],
  fuzzy: (term: string) => number | false = typoDistance,
): ProductSearch {
  const byModelCode = new Map<string, string[]>();
  for (const p of products) {
    for (const code of new Set((p.keywords ?? []).filter(isModelReference).map(compactCode))) {
      byModelCode.set(code, [...(byModelCode.get(code) ?? []), p.slug]);
    }
  }
  return { index, products, bySlug: new Map(products.map((p) => [p.slug, p])), byModelCode, fuzzy };
}

/** The products whose model reference the query names exactly (`ss204`, `SS 204`, `ss-204`). */
function exactModelMatches(query: string, search: ProductSearch): Set<string> {
  const codes = new Set(tokenizeQuery(query).concat(compactCode(query)));
  return new Set([...codes].flatMap((code) => search.byModelCode.get(code) ?? []));
}

const hasFilters = (q: ProductQuery) => !!(q.category || q.brand || q.compliance);

/**
 * Ranked matches of a query (BM25), or the catalog in its own order when there is no query;
 * filters narrow either. An exact model reference ranks first.
 */
export function searchProducts(search: ProductSearch, q: ProductQuery): ProductResults {
  const { index, products, bySlug } = search;
  let matches: Product[];
  if (hasSearchTerms(q.query)) {
    const hits = index.search(
      foldText(q.query),
      hasFilters(q) ? { fuzzy: search.fuzzy, filter: (hit) => matchesProductFilters(bySlug.get(hit.id)!, q) } : { fuzzy: search.fuzzy },
    );
    const exact = exactModelMatches(q.query, search);
    const ranked = exact.size ? [...hits.filter((h) => exact.has(h.id)), ...hits.filter((h) => !exact.has(h.id))] : hits;
    matches = ranked.map((hit) => bySlug.get(hit.id)!);
  } else {
    matches = products.filter((p) => matchesProductFilters(p, q));
  }
  const offset = q.offset ?? 0;
  return {
    total: matches.length,
    products: matches.slice(offset, offset + q.limit),
    facets: {
      category: facetValues(matches, (p) => [p.category]),
      brand: facetValues(matches, (p) => [p.brand]),
      compliance: facetValues(matches, (p) => p.compliance ?? []),
    },
  };
}
