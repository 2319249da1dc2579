import MiniSearch, { type Options, type SearchOptions } from 'minisearch';
import type { Product } from '../schemas/product.ts';
import type { FacetValue } from './facets.ts';
import { typoDistance } from './typoTolerance.ts';
import { compactCode, foldText, processTerm, requiredSearchTerms, searchTerms, tokenize, tokenizeQuery, words } from './normalize.ts';
import { loadPackedIndex, type LoadedIndex, type PackedIndex } from './packedIndex.ts';

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

/** Built at build time; the packed form (packedIndex.ts) travels to the MCP function. */
export function buildProductIndex(products: readonly Product[]): MiniSearch<Product> {
  const index = new MiniSearch<Product>(indexOptions);
  index.addAll(products);
  return index;
}

export const loadProductIndex = (packed: PackedIndex): LoadedIndex<Product> => loadPackedIndex(packed, indexOptions);

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

/** The fields filters and facets read, available for every product without parsing it. */
export interface ProductFilterFields {
  category: string;
  brand: string;
  compliance?: readonly string[] | undefined;
}

/**
 * The products by position (the order given to `buildProductIndex`, which is catalog order and
 * the index's short-id order). A product is parsed only when a result needs it.
 */
export interface ProductStore {
  readonly count: number;
  product(position: number): Product;
  filterFields(position: number): ProductFilterFields;
  /** Category, brand and standard counts over these products (see facets.ts for the order). */
  facets(positions: readonly number[]): ProductFacets;
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

export function matchesProductFilters(product: ProductFilterFields, q: Pick<ProductQuery, 'category' | 'brand' | 'compliance'>): boolean {
  if (q.category && !sameText(product.category, q.category)) return false;
  if (q.brand && !sameText(product.brand, q.brand)) return false;
  if (q.compliance && !(product.compliance ?? []).some((s) => matchesStandard(s, q.compliance!))) return false;
  return true;
}

/** Whether the query has any searchable term once stop words are gone. */
export const hasSearchTerms = (query: string | undefined): query is string =>
  !!query && searchTerms(query).length > 0;

/** Model references written compactly (`ss204`) -> positions of the products that carry them. */
export function modelCodes(products: readonly Product[]): Map<string, number[]> {
  const byModelCode = new Map<string, number[]>();
  products.forEach((p, position) => {
    for (const code of new Set((p.keywords ?? []).filter(isModelReference).map(compactCode))) {
      byModelCode.set(code, [...(byModelCode.get(code) ?? []), position]);
    }
  });
  return byModelCode;
}

/** What a search needs besides the index, computed once per loaded catalog. */
export interface ProductSearch {
  index: MiniSearch<Product>;
  store: ProductStore;
  /** Slug of each product by position. */
  ids: readonly string[];
  /** Position of each product by slug. */
  positions: ReadonlyMap<string, number>;
  byModelCode: ReadonlyMap<string, readonly number[]>;
  /** Edits allowed for a query term (see typoTolerance.ts). */
  fuzzy: (term: string) => number | false;
  documentsMatching: LoadedIndex<Product>['documentsMatching'];
}

export function productSearch(
  loaded: LoadedIndex<Product>,
  store: ProductStore,
  byModelCode: ReadonlyMap<string, readonly number[]>,
  fuzzy: (term: string) => number | false = typoDistance,
): ProductSearch {
  if (loaded.ids.length !== store.count) throw new Error('the product index and the products differ');
  return { index: loaded.index, store, ids: loaded.ids, positions: loaded.positions, byModelCode, fuzzy, documentsMatching: loaded.documentsMatching };
}

export function productBySlug(search: ProductSearch, slug: string): Product | undefined {
  const position = search.positions.get(slug);
  return position === undefined ? undefined : search.store.product(position);
}

/** The products whose model reference the query names exactly (`ss204`, `SS 204`, `ss-204`). */
function exactModelMatches(query: string, search: ProductSearch): Set<number> {
  const codes = new Set(tokenizeQuery(query).concat(compactCode(query)));
  return new Set([...codes].flatMap((code) => search.byModelCode.get(code) ?? []));
}

/** How many of the query's words (each with its prefix and typo expansions) each product contains. */
function wordsMatched(query: string, search: ProductSearch): Map<number, number> {
  const matched = new Map<number, number>();
  const expandsByPrefix = SEARCH_OPTIONS.prefix as (term: string) => boolean;
  for (const term of requiredSearchTerms(query)) {
    for (const doc of search.documentsMatching(term, expandsByPrefix(term), search.fuzzy(term) || 0)) {
      matched.set(doc, (matched.get(doc) ?? 0) + 1);
    }
  }
  return matched;
}

const hasFilters = (q: ProductQuery) => !!(q.category || q.brand || q.compliance);

/**
 * Ranked matches of a query (BM25), or the catalog in its own order when there is no query;
 * filters narrow either. The matches are the products that contain every word of the query; when
 * fewer than `limit` do, the products that contain all words but one join them, and so on down
 * to any word (plain OR). Products with more of the words rank first, then by BM25 score; an
 * exact model reference ranks first of all and is always a match.
 */
export function searchProducts(search: ProductSearch, q: ProductQuery): ProductResults {
  const { index, store, positions } = search;
  let matches: number[];
  const passes = (position: number) => !hasFilters(q) || matchesProductFilters(store.filterFields(position), q);
  if (hasSearchTerms(q.query)) {
    const exact = new Set([...exactModelMatches(q.query, search)].filter(passes));
    const matched = wordsMatched(q.query, search);
    const byWords: number[] = [];
    for (const [doc, words] of matched) if (passes(doc)) byWords[words] = (byWords[words] ?? 0) + 1;
    // The most words that at least `limit` products contain (counting exact model matches).
    let required = byWords.length - 1;
    for (let found = exact.size; required > 1 && (found += byWords[required] ?? 0) < q.limit; ) required--;
    const candidates = new Set<string>();
    for (const doc of exact) candidates.add(search.ids[doc]!);
    for (const [doc, words] of matched) if (words >= required && passes(doc)) candidates.add(search.ids[doc]!);
    const everyMatch = candidates.size === matched.size + [...exact].filter((doc) => !matched.has(doc)).length;
    const hits = index.search(foldText(q.query), {
      fuzzy: search.fuzzy,
      // Products outside the matches are skipped before they are scored: the same BM25 scores, less work.
      ...(everyMatch ? {} : { boostDocument: (id: string) => (candidates.has(id) ? 1 : 0) }),
    });
    // Stable by score within each group: exact model matches, then by words matched, most first.
    const groups: number[][] = [];
    for (const hit of hits) {
      const position = positions.get(hit.id)!;
      const group = exact.has(position) ? 0 : byWords.length - (matched.get(position) ?? 0);
      (groups[group] ??= []).push(position);
    }
    matches = groups.flatMap((group) => group ?? []);
  } else {
    matches = [];
    for (let position = 0; position < store.count; position++) if (passes(position)) matches.push(position);
  }
  const offset = q.offset ?? 0;
  return {
    total: matches.length,
    products: matches.slice(offset, offset + q.limit).map((position) => store.product(position)),
    facets: store.facets(matches),
  };
}
