import type { Product } from '../schemas/product.ts';
import type { FacetValue } from './facets.ts';
import { typoDistance } from './typoTolerance.ts';
import {
  compactCode,
  foldText,
  objectTerm,
  processTerm,
  requiredSearchTerms,
  searchTerms,
  tokenize,
  tokenizeQuery,
  words,
} from './normalize.ts';
import { deniedText, normalizeSize, ONE_SIZE, sizeInQuery } from './productText.ts';
import { relatedTerms, type SearchVocabulary } from './vocabulary.ts';
import {
  buildIndex,
  loadIndex,
  termsWithin,
  type IndexSpec,
  type LoadedIndex,
  type PackedIndex,
  type PackedIndexOffsets,
  type TermMatch,
} from './invertedIndex.ts';
import { scoreQuery, termMatchesCache, type ScoringOptions } from './scoring.ts';

/**
 * Product search: BM25 over weighted fields (scoring.ts) of the project's own index
 * (invertedIndex.ts), with prefix and typo tolerance and the shared normalisation. Model
 * references are the keywords that contain a digit (`SS-204`, `RK 9102`); they get a field of
 * their own with the highest weight.
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

/**
 * Indexed but not scored: what the description denies (productText.ts), less any word the
 * product also affirms. A query word found only there sends the product below the others.
 */
const DENIED_FIELD = 'denied';
/** Fields that say what a product is, where the object of a need must be found. */
const IDENTITY_FIELDS = ['models', 'name', 'keywords', 'category'];

type ProductField = keyof typeof PRODUCT_FIELD_WEIGHTS | typeof DENIED_FIELD;

function productField(product: Product, field: string): string {
  switch (field as ProductField) {
    case 'models':
      return (product.keywords ?? []).filter(isModelReference).join(' | ');
    case 'keywords':
      return (product.keywords ?? []).filter((k) => !isModelReference(k)).join(' | ');
    case 'compliance':
      return (product.compliance ?? []).join(' | ');
    case 'description':
      return deniedText(product.description).affirmed;
    case DENIED_FIELD: {
      const affirmed = new Set(
        Object.keys(PRODUCT_FIELD_WEIGHTS).flatMap((f) => tokenize(productField(product, f)).map(processTerm)),
      );
      return tokenize(deniedText(product.description).denied)
        .filter((token) => !affirmed.has(processTerm(token)))
        .join(' ');
    }
    case 'name':
    case 'brand':
    case 'category':
      return product[field as 'name'];
    default:
      return product[field as 'slug']; // the id field
  }
}

const expandsByPrefix = (term: string) => term.length >= 3;
const TERM_WEIGHTS = { prefix: 0.5, fuzzy: 0.35 };

/** Prefix matching from the third letter; typos as in typoTolerance.ts; codes exact. */
export const SEARCH_OPTIONS = {
  weights: TERM_WEIGHTS,
  prefix: expandsByPrefix,
  fuzzy: typoDistance as (term: string) => number | false,
  maxFuzzy: 2,
};

export const productIndexSpec: IndexSpec<Product> = {
  fields: [...Object.keys(PRODUCT_FIELD_WEIGHTS), DENIED_FIELD],
  id: (product) => product.slug,
  field: productField,
  tokenize,
  processTerm,
};

/** Built at build time; the index travels to the MCP function and the search page in the catalog file. */
export const buildProductIndex = (products: readonly Product[]): PackedIndex => buildIndex(products, productIndexSpec);

export const loadProductIndex = (packed: PackedIndex, offsets?: PackedIndexOffsets): LoadedIndex => {
  const loaded = loadIndex(packed, offsets);
  if (JSON.stringify(packed.fields) !== JSON.stringify(productIndexSpec.fields))
    throw new Error('the product index was built with other fields');
  return loaded;
};

/** The terms a query is scored under. */
export const queryTerms = (query: string) =>
  tokenizeQuery(foldText(query))
    .map(processTerm)
    .filter((t): t is string => !!t);

/** Ids of every document matching any term of the query, best first (BM25, ties in order of first match). */
export function rankedIds(loaded: LoadedIndex, scoring: ScoringOptions, query: string): string[] {
  const { score, seen, matched } = scoreQuery(loaded, queryTerms(query), scoring);
  return [...matched].sort((a, b) => score[b]! - score[a]! || seen[a]! - seen[b]!).map((doc) => loaded.ids[doc]!);
}

export interface ProductQuery {
  query?: string | undefined;
  category?: string | undefined;
  brand?: string | undefined;
  compliance?: string | undefined;
  /** Only products stated to come in this size (or in one size for all). */
  size?: string | undefined;
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
  /** The sizes the product's description states (productText.ts), normalised; empty if none. */
  sizes(position: number): readonly string[];
  /** Category, brand and standard counts over these products (see facets.ts for the order). */
  facets(positions: readonly number[]): ProductFacets;
}

const sameText = (a: string, b: string) => words(a).join(' ') === words(b).join(' ');

/** A standard's letter and digit runs, folded: `EN ISO 20345:2011` -> en, iso, 20345, 2011. */
export const standardTokens = (standard: string): string[] =>
  words(standard).flatMap((w) => w.match(/[a-z]+|[0-9]+/g) ?? []);

/** `EN 352` matches `EN 352-2`, `en388` matches `EN 388`, `ISO 20345` matches `EN ISO 20345`. */
export function matchesStandard(standard: string, wanted: string): boolean {
  const have = standardTokens(standard);
  const want = standardTokens(wanted);
  if (want.length === 0) return false;
  for (let i = 0; i + want.length <= have.length; i++) {
    if (want.every((w, j) => have[i + j] === w)) return true;
  }
  return false;
}

export function matchesProductFilters(
  product: ProductFilterFields,
  q: Pick<ProductQuery, 'category' | 'brand' | 'compliance'>,
): boolean {
  if (q.category && !sameText(product.category, q.category)) return false;
  if (q.brand && !sameText(product.brand, q.brand)) return false;
  if (q.compliance && !(product.compliance ?? []).some((s) => matchesStandard(s, q.compliance!))) return false;
  return true;
}

/** Whether the query has any searchable term once stop words are gone. */
export const hasSearchTerms = (query: string | undefined): query is string => !!query && searchTerms(query).length > 0;

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

/** Model references written compactly (`ss204`): the products of one, and all of them sorted. */
export type ModelCodes = Pick<ReadonlyMap<string, readonly number[]>, 'get'> & { codes?: readonly string[] };

/** What a search needs besides the index, computed once per loaded catalog. */
export interface ProductSearch {
  store: ProductStore;
  /** Slug of each product by position. */
  ids: readonly string[];
  /** Position of each product by slug. */
  positions: ReadonlyMap<string, number>;
  byModelCode: ModelCodes;
  /** Edits allowed for a query term (see typoTolerance.ts). */
  fuzzy: (term: string) => number | false;
  /** The loaded index and the scoring options, for scoring.ts. */
  loaded: LoadedIndex;
  scoring: ScoringOptions;
}

export function productSearch(
  loaded: LoadedIndex,
  store: ProductStore,
  byModelCode: ModelCodes,
  fuzzy: (term: string) => number | false = typoDistance,
  vocabulary: SearchVocabulary = {},
): ProductSearch {
  if (loaded.ids.length !== store.count) throw new Error('the product index and the products differ');
  const scoring: ScoringOptions = {
    ...SEARCH_OPTIONS,
    fields: Object.keys(PRODUCT_FIELD_WEIGHTS),
    fieldIds: loaded.fieldIds,
    boost: PRODUCT_FIELD_WEIGHTS,
    fuzzy,
    related: relatedTerms(vocabulary),
  };
  return { store, ids: loaded.ids, positions: loaded.positions, byModelCode, fuzzy, loaded, scoring };
}

export function productBySlug(search: ProductSearch, slug: string): Product | undefined {
  const position = search.positions.get(slug);
  return position === undefined ? undefined : search.store.product(position);
}

/**
 * The products whose model references are nearest to the query, or to a run of its words with a
 * digit, written compactly (at most three edits, nearest first): suggestions when nothing matches
 * (`ss-2044` -> SS-204, SS-240), on the search page and in search_products' hint.
 */
export function closestModelProducts(search: ProductSearch, query: string, count = 5): Product[] {
  const codes = search.byModelCode.codes ?? [];
  const near = modelCodesIn(query)
    .filter((wanted) => wanted.length >= 3 && wanted.length <= 20)
    .flatMap((wanted) => [...termsWithin(codes, wanted, Math.min(3, Math.floor(wanted.length / 2)))])
    .sort((a, b) => a[1] - b[1] || a[0] - b[0]);
  const positions = [...new Set(near.flatMap(([at]) => search.byModelCode.get(codes[at]!) ?? []))];
  return positions.slice(0, count).map((position) => search.store.product(position));
}

/** What in a query may be a model reference, compacted: the whole query, and runs of one to three words with a digit. */
function modelCodesIn(query: string): string[] {
  const parts = words(query);
  const codes = new Set([compactCode(query)]);
  for (let i = 0; i < parts.length; i++) {
    for (let size = 1; size <= 3 && i + size <= parts.length; size++) {
      const run = parts.slice(i, i + size);
      if (run.some((w) => /[0-9]/.test(w))) codes.add(compactCode(run.join(' ')));
    }
  }
  return [...codes];
}

/** The products whose model reference the query names exactly (`ss204`, `SS 204`, `ss-204`). */
function exactModelMatches(query: string, search: ProductSearch): Set<number> {
  const codes = new Set(tokenizeQuery(query).concat(compactCode(query)));
  return new Set([...codes].flatMap((code) => search.byModelCode.get(code) ?? []));
}

/**
 * Per product: how many of the query's words it contains, in half words (each word by itself,
 * or for an unknown word its prefix and typo expansions, counts 2; only a related word of the
 * vocabulary, 1), in a scored field; whether it has the object of the need in a field that says
 * what it is; and whether its text denies one of the words.
 */
function wordsMatched(query: string, search: ProductSearch, matchesOf: (term: string) => readonly TermMatch[]) {
  const { count } = search.store;
  const matched = new Uint8Array(count);
  const stamp = new Int32Array(count).fill(-1);
  const termCredit = new Uint8Array(count);
  const deniedId = search.loaded.fieldIds[DENIED_FIELD];
  const identity = new Set(IDENTITY_FIELDS.map((f) => search.loaded.fieldIds[f]));
  const denied = new Uint8Array(count);
  const isKnown = (term: string) => search.loaded.termMatches(term, false, 0, search.scoring.weights).length > 0;
  // The object must be a word of the catalog (not a typo or a beginning) to say what the product is.
  const head = objectTerm(query);
  const object = head !== undefined && isKnown(head) ? head : undefined;
  const isObject = new Uint8Array(object === undefined ? 0 : count);
  requiredSearchTerms(query).forEach((term, t) => {
    // A word of the catalog is found as itself (or a related word); its longer words and typos add to the score only.
    const known = isKnown(term);
    for (const { kind, postings } of matchesOf(term)) {
      if (known && (kind === 'prefix' || kind === 'typo')) continue;
      const credit = kind === 'related' ? 1 : 2;
      for (const { fieldId, docs } of postings) {
        if (fieldId === deniedId) {
          if (kind === 'exact') for (const doc of docs) denied[doc] = 1;
          continue;
        }
        if (term === object && identity.has(fieldId)) for (const doc of docs) isObject[doc] = 1;
        for (let i = 0; i < docs.length; i++) {
          const doc = docs[i]!;
          if (stamp[doc] !== t) {
            stamp[doc] = t;
            termCredit[doc] = credit;
            matched[doc]! += credit;
          } else if (termCredit[doc]! < credit) {
            matched[doc]! += credit - termCredit[doc]!;
            termCredit[doc] = credit;
          }
        }
      }
    }
  });
  // The object rule applies only when some product is that object.
  return { matched, denied, isObject: isObject.includes(1) ? isObject : undefined };
}

/** The top `count` of `items` in `before` order (a sort of them all when most are wanted). */
function firstInOrder(items: number[], count: number, before: (a: number, b: number) => number): number[] {
  if (count * 4 >= items.length) return items.sort(before).slice(0, count);
  const top: number[] = [];
  for (const item of items) {
    if (top.length === count && before(item, top[count - 1]!) >= 0) continue;
    let i = top.length === count ? count - 1 : top.length;
    while (i > 0 && before(item, top[i - 1]!) < 0) {
      top[i] = top[i - 1]!;
      i--;
    }
    top[i] = item;
  }
  return top;
}

const hasFilters = (q: ProductQuery) => !!(q.category || q.brand || q.compliance || q.size);

/** How well a product's stated sizes fit a size asked for: stated, one size for all, not stated, only other sizes. */
const sizeFit = (sizes: readonly string[], size: string | undefined) =>
  !size || sizes.includes(size) ? 0 : sizes.includes(ONE_SIZE) ? 1 : sizes.length === 0 ? 2 : 3;

/**
 * Ranked matches of a query (BM25), or the catalog in its own order when there is no query;
 * filters narrow either. The matches are the products that contain every word of the query; when
 * fewer than `limit` do, the products that contain all words but one join them, and so on down
 * to any word (plain OR). The order: an exact model reference first (always a match); then
 * products whose text does not deny a word of the query; then those not stated in other sizes
 * than the one asked for ("size 12 boots"); then those that are the object of the need (the
 * words before "for", "in"...); then more words matched; then the size fits best (stated, one
 * size, not stated); then BM25 score.
 */
export function searchProducts(search: ProductSearch, q: ProductQuery): ProductResults {
  const { store } = search;
  let matches: number[];
  const { query, size: sizeAsked } = q.query ? sizeInQuery(q.query) : { query: q.query, size: undefined };
  const sizeFilter = q.size === undefined ? undefined : (normalizeSize(q.size) ?? q.size);
  const passes = (position: number) =>
    !hasFilters(q) ||
    (matchesProductFilters(store.filterFields(position), q) &&
      (sizeFilter === undefined || sizeFit(store.sizes(position), sizeFilter) <= 1));
  const offset = q.offset ?? 0;
  if (hasSearchTerms(query)) {
    const exact = new Set([...exactModelMatches(query, search)].filter(passes));
    const matchesOf = termMatchesCache(search.loaded, search.scoring);
    const { matched: words, denied, isObject } = wordsMatched(query, search, matchesOf);
    const byWords: number[] = [];
    for (let doc = 0; doc < words.length; doc++)
      if (words[doc] && passes(doc)) byWords[words[doc]!] = (byWords[words[doc]!] ?? 0) + 1;
    // The most words that at least `limit` products contain (counting exact model matches).
    let required = byWords.length - 1;
    for (let found = exact.size; required > 1 && (found += byWords[required] ?? 0) < q.limit;) required--;
    matches = [...exact];
    if (required >= 1)
      for (let doc = 0; doc < words.length; doc++)
        if (words[doc]! >= required && !exact.has(doc) && passes(doc)) matches.push(doc);
    const { score, seen } = scoreQuery(search.loaded, queryTerms(query), search.scoring, matchesOf);
    const size = sizeAsked ?? sizeFilter;
    const fit = (doc: number) => (size === undefined ? 0 : sizeFit(store.sizes(doc), size));
    // Exact model matches first; then not denied, the object, words matched (most first), size; then by score, ties in order of first match.
    const group = (doc: number) => {
      if (exact.has(doc)) return 0;
      const size = fit(doc);
      return (
        1 +
        denied[doc]! * 8192 +
        (size === 3 ? 4096 : 0) +
        (isObject && !isObject[doc] ? 2048 : 0) +
        (byWords.length - words[doc]!) * 4 +
        size
      );
    };
    const firstSeen = (doc: number) => (seen[doc]! < 0 ? store.count : seen[doc]!);
    const groups = new Map(matches.map((doc) => [doc, group(doc)]));
    const before = (a: number, b: number) =>
      groups.get(a)! - groups.get(b)! || score[b]! - score[a]! || firstSeen(a) - firstSeen(b);
    return {
      total: matches.length,
      products: firstInOrder(matches.slice(), offset + q.limit, before)
        .slice(offset)
        .map((position) => store.product(position)),
      facets: store.facets(matches),
    };
  }
  matches = [];
  for (let position = 0; position < store.count; position++) if (passes(position)) matches.push(position);
  // A size asked for in a query without other words ranks the products that come in it first.
  if (sizeAsked)
    matches = matches
      .map((doc, i) => [doc, i] as const)
      .sort((a, b) => sizeFit(store.sizes(a[0]), sizeAsked) - sizeFit(store.sizes(b[0]), sizeAsked) || a[1] - b[1])
      .map(([doc]) => doc);
  return {
    total: matches.length,
    products: matches.slice(offset, offset + q.limit).map((position) => store.product(position)),
    facets: store.facets(matches),
  };
}
