import MiniSearch, { type Options, type SearchOptions } from 'minisearch';
import type { Product } from '../schemas/product.ts';
import { facetValues, type FacetValue } from './facets.ts';
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
}

/** A store over products already in memory (tests, and catalogs built in process). */
export const productArrayStore = (products: readonly Product[]): ProductStore => ({
  count: products.length,
  product: (i) => products[i]!,
  filterFields: (i) => products[i]!,
});

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
  return { index: loaded.index, store, positions: loaded.positions, byModelCode, fuzzy, documentsMatching: loaded.documentsMatching };
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

/**
 * Products that contain every required word of the query (each word with its prefix and typo
 * expansions, exactly as the search expands it), plus exact model matches.
 */
function allTermsMatches(query: string, search: ProductSearch, exact: ReadonlySet<number>): Set<number> {
  let candidates: Set<number> | undefined;
  for (const term of requiredSearchTerms(query)) {
    const prefix = (SEARCH_OPTIONS.prefix as (term: string) => boolean)(term);
    const found = search.documentsMatching(term, prefix, search.fuzzy(term) || 0);
    if (!candidates) candidates = found;
    else for (const doc of candidates) if (!found.has(doc)) candidates.delete(doc);
    if (candidates.size === 0) break;
  }
  const result = candidates ?? new Set<number>();
  for (const doc of exact) result.add(doc);
  return result;
}

const hasFilters = (q: ProductQuery) => !!(q.category || q.brand || q.compliance);

/**
 * Ranked matches of a query (BM25), or the catalog in its own order when there is no query;
 * filters narrow either. Products that contain every word of the query come first: when there
 * are at least `limit` of them they are the matches; when there are fewer, the products matching
 * any word follow them. An exact model reference ranks first.
 */
export function searchProducts(search: ProductSearch, q: ProductQuery): ProductResults {
  const { index, store, positions } = search;
  let matches: number[];
  if (hasSearchTerms(q.query)) {
    const exact = exactModelMatches(q.query, search);
    const passes = (position: number) => !hasFilters(q) || matchesProductFilters(store.filterFields(position), q);
    const all = allTermsMatches(q.query, search, exact);
    const ranked = (only?: ReadonlySet<number>) =>
      index
        .search(foldText(q.query!), {
          fuzzy: search.fuzzy,
          // Documents outside the set are skipped before they are scored: the same BM25 scores, less work.
          ...(only ? { boostDocument: (id: string) => (only.has(positions.get(id)!) ? 1 : 0) } : {}),
          ...(hasFilters(q) ? { filter: (hit) => passes(positions.get(hit.id)!) } : {}),
        })
        .map((hit) => positions.get(hit.id)!);
    let hits = ranked(all);
    if (hits.length < q.limit) {
      const inAll = new Set(hits);
      hits = [...hits, ...ranked().filter((position) => !inAll.has(position))];
    }
    matches = exact.size ? [...hits.filter((p) => exact.has(p)), ...hits.filter((p) => !exact.has(p))] : hits;
  } else {
    matches = [];
    for (let position = 0; position < store.count; position++) {
      if (!hasFilters(q) || matchesProductFilters(store.filterFields(position), q)) matches.push(position);
    }
  }
  const offset = q.offset ?? 0;
  const fields = (position: number) => store.filterFields(position);
  return {
    total: matches.length,
    products: matches.slice(offset, offset + q.limit).map((position) => store.product(position)),
    facets: {
      category: facetValues(matches, (p) => [fields(p).category]),
      brand: facetValues(matches, (p) => [fields(p).brand]),
      compliance: facetValues(matches, (p) => fields(p).compliance ?? []),
    },
  };
}
