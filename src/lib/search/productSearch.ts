import type { Product, Specification } from '../schemas/product.ts';
import { ALSO_FITS_NOTE, PARTIAL_MATCH_NOTE } from '../schemas/mcp.ts';
import type { FacetValue } from './facets.ts';
import { lowerBound } from './lowerBound.ts';
import { spellingCorrector } from './spelling.ts';
import { typoDistance } from './typoTolerance.ts';
import {
  compactCode,
  coordinatedTerms,
  foldText,
  hasDigit,
  headTerms,
  landedOnTerms,
  landingTerms,
  placeTerms,
  postpositionTerms,
  processTerm,
  requiredSearchTerms,
  searchTerms,
  tokenize,
  tokenizeQuery,
  words,
} from './normalize.ts';
import { deniedText, normalizeSize, ONE_SIZE, readFacts, sizeAtLeast } from './productText.ts';
import { hasRequirements, readQuery, type QueryRequirements } from './queryReading.ts';
import { EMPTY_VOCABULARY, forProducts, relatedOf, relatedTerms, type SearchVocabulary } from './vocabulary.ts';
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
/**
 * Indexed but not scored: what a product is, the head noun of its name ("Ear Muffs" in "Helmet-Mounted
 * Ear Muffs", the words before "with") and its category. The object of a need is looked for here.
 */
const KIND_FIELD = 'kind';
/**
 * Indexed but not scored: each two adjacent words of the name and of each keyword, stemmed and
 * joined (`cutresist` for "cut resistant"), so a product that has the query's words side by side
 * ranks before one that has them apart ("cut resistant" against "heat resistant ... cut protection").
 */
const PHRASE_FIELD = 'phrases';
/** The fields that say what a product is (not its description): a query word found there counts for more. */
const IDENTITY_FIELDS = ['models', 'name', 'keywords', 'compliance', 'brand', 'category'];
/** Of those, the ones that describe it: not its brand or category (names begin with the brand). */
const DESCRIBING_FIELDS = IDENTITY_FIELDS.filter((field) => field !== 'brand' && field !== 'category');

type ProductField = keyof typeof PRODUCT_FIELD_WEIGHTS | typeof DENIED_FIELD | typeof KIND_FIELD | typeof PHRASE_FIELD;

/** Adjacent pairs of a text's words (not across a stop word or a code), stemmed. */
function stemPairs(text: string): [string, string][] {
  const stems = words(text).map((w) => (/[0-9]/.test(w) ? null : processTerm(w)));
  return stems.slice(1).flatMap((t, i): [string, string][] => (t && stems[i] ? [[stems[i], t]] : []));
}

/** The term two adjacent words are found under in the phrases field (`PHRASE_FIELD`). */
const pairTerm = (first: string, second: string) => processTerm(`${first}${second}`) ?? `${first}${second}`;

/** Adjacent pairs of a text's words (not across a stop word or a code), stemmed and joined. */
const wordPairs = (text: string): string[] => stemPairs(text).map(([first, second]) => `${first}${second}`);

/**
 * The head noun of a product name: its last word before "with" or "for" ("Gumboot" in "PVC Gumboot with Steel Toe").
 */
export const nameHead = (name: string) => words(name.split(/\s(?:with|for)\s/i)[0]!).at(-1) ?? '';

type SpecificationsOf = (product: Product) => readonly Specification[] | undefined;

/**
 * What each part fits, by the name head of the product its "Fits" row names by model reference (codes compare as the
 * query's do, `modelCodesIn`): `fits` when both are of one category, where cartridges that fit the RK 9102 half mask
 * are a kind of respirator too, since a buyer asking for a gas mask needs both; `mountsOn` when the product is of
 * another, where ear muffs that fit a helmet are no helmet but an accessory of one ("helmet").
 */
export function fittedHeads(products: readonly Product[], specificationsOf: SpecificationsOf) {
  const byModelCode = modelCodes(products);
  const heads = { fits: new Map<Product, string>(), mountsOn: new Map<Product, string>() };
  for (const part of products) {
    const row = specificationsOf(part)?.find(({ label }) => /^fits\b/i.test(label));
    if (!row) continue;
    const codes = modelCodesIn(row.value).flatMap((code) => byModelCode.get(code) ?? []);
    const others = codes.map((position) => products[position]!).filter((other) => other !== part);
    const ofCategory = others.find((other) => other.category === part.category);
    if (ofCategory) heads.fits.set(part, nameHead(ofCategory.name));
    else if (others[0]) heads.mountsOn.set(part, nameHead(others[0].name));
  }
  return heads;
}

function productField(product: Product, field: string, fittedHead?: string): string {
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
      const denied = tokenize(deniedText(product.description).denied);
      if (denied.length === 0) return '';
      const affirmed = new Set(
        Object.keys(PRODUCT_FIELD_WEIGHTS).flatMap((f) => tokenize(productField(product, f)).map(processTerm)),
      );
      return denied.filter((token) => !affirmed.has(processTerm(token))).join(' ');
    }
    case KIND_FIELD:
      return [nameHead(product.name), product.category, fittedHead ?? ''].join(' | ');
    case PHRASE_FIELD:
      return [product.name, ...(product.keywords ?? [])].flatMap(wordPairs).join(' ');
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
  fields: [...Object.keys(PRODUCT_FIELD_WEIGHTS), DENIED_FIELD, KIND_FIELD, PHRASE_FIELD],
  id: (product) => product.slug,
  field: productField,
  tokenize,
  processTerm,
};

/** Built at build time; the index travels to the MCP function and the search page in the catalog file. */
export function buildProductIndex(
  products: readonly Product[],
  specificationsOf: SpecificationsOf = () => undefined,
  fitted = fittedHeads(products, specificationsOf).fits,
): PackedIndex {
  return buildIndex(products, {
    ...productIndexSpec,
    field: (product, field) => productField(product, field, fitted.get(product)),
  });
}

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
  /** The sizes product files list (as `sizeKeys` writes them), in size order (`compareSizes`). */
  size: FacetValue[];
}

export interface ProductResults {
  total: number;
  products: Product[];
  facets: ProductFacets;
  /** Products of the type asked for (or its category) lacking some words: from which rank, and the words each lacks. */
  alsoFits?: { note: typeof ALSO_FITS_NOTE; from: number; lacking: { slug: string; words: string[] }[] };
  /** Only when no product matches every word of the query: the products that match part of it. */
  partial?: { note: typeof PARTIAL_MATCH_NOTE; total: number; products: Product[] };
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
  /** The sizes the product file lists, as `sizeKeys` (productText.ts) writes them; empty if none. */
  sizes(position: number): readonly string[];
  /** What its text states that a requirement is checked against (`productFacts` in productText.ts). */
  facts(position: number): readonly string[];
  /** Category, brand, standard and size counts over these products (see ProductFacets for the order). */
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

/**
 * A product's model reference: its first keyword when it has a digit, as the site shows it (a
 * product's other keywords with digits, `S3`, `FFP2`, `SNR 31`, describe it and are shared).
 */
export const modelReference = (product: Pick<Product, 'keywords'>) => {
  const first = product.keywords?.[0];
  return first && isModelReference(first) ? first : undefined;
};

/** Model references written compactly (`ss204`) -> positions of the products that carry them. */
export function modelCodes(products: readonly Product[]): Map<string, number[]> {
  const byModelCode = new Map<string, number[]>();
  products.forEach((p, position) => {
    const reference = modelReference(p);
    for (const code of reference ? [compactCode(reference)] : []) {
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
  vocabulary: SearchVocabulary;
}

/** A mark's related terms: the catalog's standards that begin with its prefix (`isi` -> `is2925`, `is15298`...). */
function markTerms(loaded: LoadedIndex, marks: Readonly<Record<string, string>>): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const [mark, prefix] of Object.entries(marks)) {
    const code = new RegExp(`^${prefix}[0-9]+$`);
    const terms: string[] = [];
    for (
      let t = lowerBound(loaded.terms, `${prefix}0`);
      t < loaded.terms.length && loaded.terms[t]! < `${prefix}:`;
      t++
    )
      if (code.test(loaded.terms[t]!)) terms.push(loaded.terms[t]!);
    found[mark] = terms;
  }
  return found;
}

export function productSearch(
  loaded: LoadedIndex,
  store: ProductStore,
  byModelCode: ModelCodes,
  fuzzy: (term: string) => number | false = typoDistance,
  source: SearchVocabulary = EMPTY_VOCABULARY,
): ProductSearch {
  if (loaded.ids.length !== store.count) throw new Error('the product index and the products differ');
  const vocabulary = forProducts(source);
  const marks = markTerms(loaded, vocabulary.marks);
  const related = { ...vocabulary.related };
  for (const [mark, terms] of Object.entries(marks)) related[mark] = [...(related[mark] ?? []), ...terms];
  const scoring: ScoringOptions = {
    ...SEARCH_OPTIONS,
    fields: Object.keys(PRODUCT_FIELD_WEIGHTS),
    fieldIds: loaded.fieldIds,
    boost: PRODUCT_FIELD_WEIGHTS,
    fuzzy,
    related: relatedTerms(related),
  };
  return { store, ids: loaded.ids, positions: loaded.positions, byModelCode, fuzzy, loaded, scoring, vocabulary };
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

/**
 * "Did you mean": the model reference one slip (Damerau–Levenshtein) from a code the query names,
 * when it names none exactly (model references are matched exactly, never by a typo).
 */
export function modelReferenceOneSlipAway(search: ProductSearch, query: string): string | undefined {
  if (!/[0-9]/.test(query) || exactModelMatches(query, search).products.length > 0) return undefined;
  const codes = search.byModelCode.codes ?? [];
  for (const wanted of modelCodesIn(query).filter(
    (code) => /[0-9]/.test(code) && code.length >= 4 && code.length <= 20,
  ))
    for (const [at] of termsWithin(codes, wanted, 1)) {
      const position = search.byModelCode.get(codes[at]!)?.[0];
      if (position !== undefined) return modelReference(search.store.product(position));
    }
  return undefined;
}

/**
 * What in a query may be a model reference, compacted: the whole query, and runs of one to three words with a digit.
 */
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

/** A term's own postings, per field: not its longer words, typos or related words. */
const exactPostings = (search: ProductSearch, term: string) =>
  search.loaded.termMatches(term, false, 0, search.scoring.weights).flatMap(({ postings }) => postings);

/** The products whose model reference the query names exactly (`ss204`, `SS 204`, `ss-204`). */
function exactModelMatches(query: string, search: ProductSearch): { products: number[]; naming: number[] } {
  const codes = [...new Set(tokenizeQuery(query).concat(compactCode(query)))].filter((code) =>
    search.byModelCode.get(code),
  );
  const products = [...new Set(codes.flatMap((code) => search.byModelCode.get(code)!))];
  // Products whose description names the reference: its filters, the ear muffs that fit it.
  const description = search.loaded.fieldIds.description;
  const naming = new Set<number>();
  for (const code of codes)
    for (const { fieldId, docs } of exactPostings(search, code))
      if (fieldId === description) for (const doc of docs) naming.add(doc);
  return { products, naming: [...naming].filter((doc) => !products.includes(doc)) };
}

/**
 * Per product: how many of the query's terms it contains (`terms`: each by itself, a related word
 * of the vocabulary, or for an unknown word its prefix and typo expansions, in a scored field), in
 * half words (`credit`: a related word counts 1, the word itself 2); whether it is the object of
 * the need (its kind, `KIND_FIELD`, is the object or a related word); and whether its text denies
 * one of the words. `phrases` is the query with its dropped words in place, for the word pairs.
 */
function wordsMatched(
  text: string,
  search: ProductSearch,
  matchesOf: (term: string) => readonly TermMatch[],
  isKnown: (term: string) => boolean,
  negatedAfter: ReadonlySet<string> = new Set(),
  phrases = text,
) {
  const { count } = search.store;
  const terms = new Uint8Array(count);
  // The words of the need a product has, leaving out those of its place (placeTerms).
  const needTerms = new Uint8Array(count);
  // Which of the query's terms each product has, one bit per term (the first 32): the words it lacks.
  const has = new Uint32Array(count);
  const identity = new Uint8Array(count);
  const identityStamp = new Int32Array(count).fill(-1);
  // The last term whose own word (not a related one) is in what the product is.
  const ownWordStamp = new Int32Array(count).fill(-1);
  const identityFields = new Set(IDENTITY_FIELDS.map((f) => search.loaded.fieldIds[f]));
  const credit = new Uint8Array(count);
  const stamp = new Int32Array(count).fill(-1);
  const termCredit = new Uint8Array(count);
  const deniedId = search.loaded.fieldIds[DENIED_FIELD];
  const kindId = search.loaded.fieldIds[KIND_FIELD];
  const phraseId = search.loaded.fieldIds[PHRASE_FIELD];
  const denied = new Uint8Array(count);
  // The products a word names as their kind, which must be the kind of some product, not of most ("shoe", not
  // "protection"): a word the catalog lacks names a kind by its typo ("helment"), not by a longer word ("jack" is no
  // jacket), nor by a slip of its first letter ("bead" is no head), as the spelling corrector reads words.
  const kindDocs = (term: string) => {
    const typo = !isKnown(term);
    return matchesOf(term).flatMap(({ kind, term: found, postings }) =>
      kind === 'exact' || kind === 'related' || (typo && kind === 'typo' && found[0] === term[0])
        ? postings.filter((p) => p.fieldId === kindId)
        : [],
    );
  };
  const isKind = (term: string) => {
    let kinds = kindCounts.get(search);
    if (!kinds) kindCounts.set(search, (kinds = new Map()));
    let found = kinds.get(term);
    if (found === undefined) {
      const seen = new Uint8Array(count);
      found = 0;
      for (const { docs } of kindDocs(term))
        for (const doc of docs)
          if (!seen[doc]) {
            seen[doc] = 1;
            found++;
          }
      if (kinds.size < 10_000) kinds.set(term, found); // bounded: query words are anyone's
    }
    return found > 0 && found <= count / 2;
  };
  const heads = headTerms(text);
  const required = requiredSearchTerms(text);
  // The object of the need: the last word before a connector that is a product's kind ("shoe" in "shoe steel toe"; a
  // category's word is not: "sar pe pathar gire to topi" asks for a helmet, not fall protection), unless it is one only
  // by a related word and a word after the connector is itself a kind ("splash falling inside shoes": shoes, not the
  // helmets "falling" relates to) or the part of the body it goes in, a category's word ("oxide dust going in eyes":
  // eye protection, not the masks "dust" relates to); then any kind before a connector, a word of the catalog first,
  // then a slip of one ("helment"; never a beginning: "safe" is no "safety"); else the first after one, a kind by its
  // own word or a category's first ("protection from falling objects"; "... during rescue, hands getting cut": gloves,
  // not the harness "rescue" relates to; a word the vocabulary relates too: "dropping on feet"); else the last word of
  // the catalog that is no kind inside a pair ("toe cap": the shoes, not the bump cap).
  const isItselfAKind = (term: string) =>
    matchesOf(term).some(({ kind, postings }) => kind === 'exact' && postings.some((p) => p.fieldId === kindId));
  const categoryWords = categoryTermsOf(search);
  // A word that names a kind is no kind inside a pair some product's name or keywords hold: "gas cutting" is the work,
  // not a gas to filter; "steel toe cap" a shoe's, not a bump cap.
  const pairs = queryPairs(phrases, search);
  const inCompound = new Map<string, Set<number>>();
  for (const { words: pairWords, docs } of pairs)
    if (docs.length > 0)
      for (const term of pairWords) {
        const holding = inCompound.get(term) ?? new Set<number>();
        for (const doc of docs) holding.add(doc);
        inCompound.set(term, holding);
      }
  const isKindHere = (term: string) => {
    const holding = inCompound.get(term);
    if (!holding || !isKind(term)) return isKind(term);
    // ... unless a product holding the pair is in a category of that kind ("welding fume": the filters for it).
    const categories = new Set([...holding].map((doc) => search.store.filterFields(doc).category));
    return kindDocs(term).some(({ docs }) =>
      docs.some((doc) => categories.has(search.store.filterFields(doc).category)),
    );
  };
  const isProductKind = (term: string) => !categoryWords.has(term) && isKindHere(term);
  // A kind right before a postposition is where ("ear muff jo helmet pe lage": on a helmet); named alone, the rules
  // below still take it ("helmet pe lagne wala").
  const governed = postpositionTerms(phrases);
  const ungoverned = heads.filter((term) => !governed.has(term));
  const lastKind = ungoverned.filter(isKnown).findLast(isProductKind) ?? ungoverned.findLast(isProductKind);
  // A type named by its own word before a hazard word that is a kind of another category only by a related word is
  // the type: "aankh ka chashma dhool" asks for spectacles against dust, not dust masks. Not before a part of the
  // body, related to a category's word ("feet": footwear): "apron, feet soaked" asks for boots.
  const categoriesOf = (term: string) =>
    new Set(kindDocs(term).flatMap(({ docs }) => [...docs].map((doc) => search.store.filterFields(doc).category)));
  const ownKind = ungoverned.filter((t) => isKnown(t) && isItselfAKind(t)).findLast(isProductKind);
  const ownBeforeHazard = (own: string, last: string) => {
    if (own === last || isItselfAKind(last) || ungoverned.indexOf(own) > ungoverned.indexOf(last)) return false;
    if (relatedOf(search.vocabulary, last).some((t) => categoryWords.has(t))) return false;
    const ownCategories = categoriesOf(own);
    return ![...categoriesOf(last)].some((category) => ownCategories.has(category));
  };
  const headKind =
    ownKind !== undefined && lastKind !== undefined && ownBeforeHazard(ownKind, lastKind) ? ownKind : lastKind;
  const kindAfter = required
    .filter((term) => !heads.includes(term) && isKnown(term))
    .find((term) => isProductKind(term) && isItselfAKind(term));
  // A word of the place the need is in is never its object: "gas" in "static spark near gas line" is no gas to filter.
  const place = new Set(placeTerms(text));
  const afterHeads = required.filter((term) => !place.has(term));
  const onlyRelated = headKind !== undefined && isKnown(headKind) && !isItselfAKind(headKind);
  const bodyPartIn = (landing: Set<string>) =>
    afterHeads.find((t) => landing.has(t) && categoryWords.has(t) && isKindHere(t));
  // With no product kind before it at all (only a category's word: "fall"), a part of the body a hazard lands on is
  // what is asked for: helmets for "cartons falling from upper rack on worker head" (the query's words, fillers out).
  const afterKind =
    kindAfter ??
    (onlyRelated
      ? bodyPartIn(landingTerms(phrases))
      : headKind === undefined
        ? bodyPartIn(landedOnTerms(text))
        : undefined);
  // Two kinds of different categories joined by "and" are both asked for, and no one of them is the object: "chlorine
  // leak, protect eyes and lungs" is a need (the full face mask), not eyewear.
  const asksForBoth = coordinatedTerms(phrases).some(
    ([a, b]) =>
      [a, b].every((term) => required.includes(term) && isKnown(term) && isKindHere(term)) &&
      ![...categoriesOf(a)].some((category) => categoriesOf(b).has(category)),
  );
  // A category's word ending the query after a kind only by a related word is what is asked for: clothing, not the
  // cartridges "vapour" relates to, for "ethanol store static spark flammable vapour clothing".
  const endingCategory = required.at(-1);
  const endsInCategory =
    onlyRelated &&
    endingCategory !== undefined &&
    endingCategory !== headKind &&
    heads.includes(endingCategory) &&
    categoryWords.has(endingCategory) &&
    isKnown(endingCategory) &&
    isKindHere(endingCategory);
  const object = asksForBoth
    ? undefined
    : ((endsInCategory ? endingCategory : undefined) ??
      (headKind !== undefined && !(onlyRelated && afterKind !== undefined) ? headKind : afterKind) ??
      heads.filter(isKnown).findLast(isKindHere) ??
      heads.findLast(isKindHere) ??
      afterHeads.filter(isKnown).find((t) => isKindHere(t) && (isItselfAKind(t) || categoryWords.has(t))) ??
      afterHeads.filter(isKnown).find(isKindHere) ??
      afterHeads.find((term) => Object.hasOwn(search.vocabulary.related, term) && isKindHere(term)) ??
      heads.filter((term) => isKnown(term) && (!isKind(term) || isKindHere(term))).at(-1));
  const isObject = new Uint8Array(object === undefined ? 0 : count);
  // Whether the object word (or a related word) is in what the product is, not only in its description.
  const namesObject = new Uint8Array(count);
  // Whether what the product is (name, model, search terms, standards; not brand or category) holds a word besides the
  // object: "welding" in the welding helmet's name; not "vajra", only its brand.
  const describingFields = new Set(DESCRIBING_FIELDS.map((f) => search.loaded.fieldIds[f]));
  const describesOther = new Uint8Array(count);
  // Whether what the product is holds a word of the query itself, the object too: "filter" in the P3 filters' name.
  const describesAWord = new Uint8Array(count);
  // Whether its name holds a word of the query besides the object, as written: "welding" in "Welding Helmet".
  const namesOther = new Uint8Array(count);
  // Which of the query's words besides the object its name holds, by any slip, one bit each (the first 32).
  const namedWords = new Uint32Array(count);
  const nameId = search.loaded.fieldIds.name;
  const brandId = search.loaded.fieldIds.brand;
  const ofObject = object === undefined ? [] : kindDocs(object).flatMap(({ docs }) => [...docs]);
  for (const doc of ofObject) isObject[doc] = 1;
  // An accessory mounted on the type asked for (`on:`, its "Fits" row) is of it when the query names its own kind and
  // its name holds every other word: the helmet ear muffs for "helmet with ear muffs" (not "... with ear muff slots").
  const namesIt = (term: string, doc: number) =>
    matchesOf(term).some(
      ({ kind, postings }) =>
        kind !== 'related' && postings.some(({ fieldId, docs }) => fieldId === nameId && docs.includes(doc)),
    );
  // A query word is read as a catalog word by itself or a slip ("helmat").
  const readAs = (term: string, word: string) =>
    matchesOf(term).some((match) => match.kind !== 'related' && match.term === word);
  const namesKind = (term: string, doc: number) =>
    readAs(term, processTerm(nameHead(search.store.product(doc).name)) ?? '');
  const mountedOnType = new Set(
    object === undefined
      ? []
      : accessoriesOf(search).filter(
          (doc) =>
            readAs(object, processTerm(attachmentOf(search, doc).mountsOn) ?? '') &&
            required.some((term) => term !== object && namesKind(term, doc)) &&
            required.every((term) => term === object || namesIt(term, doc)),
        ),
  );
  for (const doc of mountedOnType) isObject[doc] = 1;
  // A category's word asked for as the object ("what to wear on face") also names a product of another category whose
  // name holds it: of the type only with more of the query's words than every product of the category (below).
  const namedByCategoryWord: number[] = [];
  if (object !== undefined && categoryWords.has(object))
    for (const { kind, postings } of matchesOf(object))
      if (kind === 'exact')
        for (const { fieldId, docs } of postings)
          if (fieldId === nameId) for (const doc of docs) if (!isObject[doc]) namedByCategoryWord.push(doc);
  // A type named by a related word whose products are all parts of another ("gas": the gas cartridges, the filters)
  // takes in the products of their category that take such a part: the full face mask, by its "Filter connection" row.
  if (object !== undefined && !isItselfAKind(object)) {
    const parts = ofObject;
    if (parts.length > 0 && parts.every((doc) => attachmentOf(search, doc).part)) {
      const categories = new Set(parts.map((doc) => search.store.filterFields(doc).category));
      for (const part of relatedOf(search.vocabulary, object))
        for (const doc of productsTaking(search, part))
          if (categories.has(search.store.filterFields(doc).category)) isObject[doc] = 1;
    }
  }
  // The word the type is named with ("ear" of "ear muff", a pair some product holds) names the type, not another word.
  const ofTypeName = new Set(
    pairs.flatMap(({ words: pairWords, docs }) =>
      object !== undefined && docs.length > 0 && pairWords.includes(object)
        ? pairWords.filter((w) => w !== object)
        : [],
    ),
  );
  // Whether the object is itself some product's kind ("glove"), not only by a related word ("noise": muffs, plugs).
  const isOwnKind = object !== undefined && isItselfAKind(object);
  // ... not a category's word: "loud" tells which hearing protection ("very loud drop forge": the high SNR muffs).
  const isProductType = isOwnKind && !categoryWords.has(object!);
  const forTheType: string[] = [];
  required.forEach((term, t) => {
    // A word of the catalog is found as itself (or a related word); its longer words and typos add to the score only.
    const known = isKnown(term);
    const isObjectTerm = term === object && isObject.length > 0 && isOwnKind;
    const denying: number[] = [];
    // The product has the word, at this credit (2 itself, 1 a related word) or the more it already had for it.
    const hasWord = (doc: number, value: number) => {
      if (stamp[doc] !== t) {
        stamp[doc] = t;
        termCredit[doc] = value;
        credit[doc]! += value;
        terms[doc]!++;
        if (!place.has(term)) needTerms[doc]!++;
        if (t < 32) has[doc]! |= 1 << t;
      } else if (termCredit[doc]! < value) {
        credit[doc]! += value - termCredit[doc]!;
        termCredit[doc] = value;
      }
    };
    // Names begin with the brand: a word that is the product's brand does not describe it.
    const brandDocs = new Set<number>();
    for (const { postings } of matchesOf(term))
      for (const { fieldId, docs } of postings) if (fieldId === brandId) for (const doc of docs) brandDocs.add(doc);
    // A longer word the vocabulary relates counts as related, not dropped as an expansion ("water": waterproof).
    const relatedToTerm = relatedOf(search.vocabulary, term);
    for (const { kind, term: found, postings } of matchesOf(term)) {
      const isRelated = kind === 'related' || (kind !== 'exact' && relatedToTerm.includes(found));
      if (known && !isRelated && (kind === 'prefix' || kind === 'typo')) continue;
      const termValue = isRelated ? 1 : 2;
      for (const { fieldId, docs } of postings) {
        if (fieldId === kindId || fieldId === phraseId) continue;
        // The word after a negated one is negated with it: a product denying "head band" has it, one with a band not
        // (the banded ear plugs do not answer "ear muffs without head band").
        if (negatedAfter.has(term) && fieldId !== deniedId) continue;
        // A word the query negates too ("no metal parts" in both) is the product agreeing: found, not denied.
        if (fieldId === deniedId && !(negatedAfter.has(term) && kind === 'exact')) {
          if (kind === 'exact' || kind === 'typo') for (const doc of docs) denying.push(doc);
          continue;
        }
        const inIdentity = identityFields.has(fieldId);
        const describing = describingFields.has(fieldId);
        for (let i = 0; i < docs.length; i++) {
          const doc = docs[i]!;
          // A product whose kind is the asked type by a related word (a gauntlet for "gloves") has the type whole.
          const value = inIdentity && isObjectTerm && isObject[doc] ? 2 : termValue;
          if (inIdentity && kind === 'exact') ownWordStamp[doc] = t;
          if (inIdentity && identityStamp[doc] !== t) {
            identityStamp[doc] = t;
            identity[doc]!++;
            if (term === object && isObject.length) namesObject[doc] = 1;
          }
          if (fieldId === nameId && !isRelated && term !== object && t < 32) namedWords[doc]! |= 1 << t;
          if (describing && !brandDocs.has(doc)) {
            if (kind === 'exact') describesAWord[doc] = 1;
            if (term !== object) {
              describesOther[doc] = 1;
              if (fieldId === nameId && kind === 'exact' && !ofTypeName.has(term)) namesOther[doc] = 1;
            }
          }
          hasWord(doc, value);
        }
      }
    }
    // A word the type is for (the vocabulary relates it to the type: "eye" to spectacles) is had whole by every product
    // of the type and, a category's word, scores none: "aankh ka chashma" asks for spectacles, not goggles that name
    // the eyes they seal.
    if (isProductType && term !== object && relatedToTerm.includes(object!)) {
      forTheType.push(term);
      for (let doc = 0; doc < count; doc++) if (isObject[doc]) hasWord(doc, 2);
    }
    // Its text denies the word only when what it is does not hold it (a mask saying "use an FFP3 mask instead"),
    // itself: the dust mask "not a certified respirator" is a mask, which "respirator" relates to, and denies it.
    for (const doc of denying) if (ownWordStamp[doc] !== t) denied[doc] = 1;
  });
  // The full face mask is face protection for "ammonia leak ... what to wear on face", where it has the most words; not
  // for "acid splash on face", where the face shield has as many.
  if (namedByCategoryWord.length > 0) {
    const mostOfCategory = Math.max(0, ...ofObject.map((doc) => terms[doc]!));
    for (const doc of namedByCategoryWord) if (terms[doc]! > mostOfCategory) isObject[doc] = 1;
  }
  // Words of the query side by side in a name or keyword, dropped ones too ("glass handling"): one more half word each.
  for (const { docs } of pairs) for (const doc of docs) credit[doc]!++;
  // The object rule applies only when some product is that object, and not to a type named by a related word alone
  // when no product of it has another word of the need and some other product has four: "gas" asks for no cartridge in
  // "flash fire risk during hot tapping of live gas main", nor "vapour" in "... vapour can catch fire, want clothes
  // that won't burn" (the flame-retardant coverall has four of their words).
  const typeAnswersNone = object !== undefined && !isOwnKind && hasOnlyTheTypeWord(isObject, terms);
  return {
    count: required.length,
    required,
    has,
    object,
    maxCredit: 2 * required.length + pairs.length,
    terms,
    needTerms,
    identity,
    credit,
    denied,
    isObject: isObject.includes(1) && !typeAnswersNone ? isObject : undefined,
    namesObject,
    describesOther,
    describesAWord,
    namesOther,
    namedWords,
    mountedOnType,
    isOwnKind,
    isProductType,
    forTheType,
  };
}

/** A product with this many words of a need answers it better than a type named by a related word and nothing else. */
const WORDS_OF_A_NEED = 4;

/** Whether the products of a type have no word of a query but the type's while another has `WORDS_OF_A_NEED`. */
function hasOnlyTheTypeWord(isObject: Uint8Array, terms: Uint8Array): boolean {
  let ofType = 0;
  let other = 0;
  for (let doc = 0; doc < terms.length; doc++)
    if (isObject[doc]) ofType = Math.max(ofType, terms[doc]!);
    else other = Math.max(other, terms[doc]!);
  return ofType === 1 && other >= WORDS_OF_A_NEED;
}

/** Per loaded catalog, the words of its categories' names ("fall", "head"): a category's, not a product's kind. */
const categoryTerms = new WeakMap<ProductSearch, Set<string>>();
function categoryTermsOf(search: ProductSearch): Set<string> {
  let found = categoryTerms.get(search);
  if (!found) {
    const names = new Set<string>();
    for (let doc = 0; doc < search.store.count; doc++) names.add(search.store.filterFields(doc).category);
    found = new Set([...names].flatMap((name) => searchTerms(name)));
    categoryTerms.set(search, found);
  }
  return found;
}

/** The products whose name holds a term itself. */
function nameHolders(search: ProductSearch, term: string): Set<number> {
  const nameId = search.loaded.fieldIds.name;
  const found = new Set<number>();
  for (const { fieldId, docs } of exactPostings(search, term))
    if (fieldId === nameId) for (const doc of docs) found.add(doc);
  return found;
}

/** Per loaded catalog, `nameHolders` of a product type's word, kept: the types are few words, asked again and again. */
const typeNameHolders = new WeakMap<ProductSearch, Map<string, Set<number>>>();
function typeNameHoldersOf(search: ProductSearch, term: string): Set<number> {
  let byTerm = typeNameHolders.get(search);
  if (!byTerm) typeNameHolders.set(search, (byTerm = new Map()));
  let found = byTerm.get(term);
  if (!found) byTerm.set(term, (found = nameHolders(search, term)));
  return found;
}

/** Per loaded catalog, for each product the `special` words its name holds, one bit each in the vocabulary's order. */
const specialWordBits = new WeakMap<ProductSearch, Uint32Array>();
function specialWordBitsOf(search: ProductSearch): Uint32Array {
  let bits = specialWordBits.get(search);
  if (!bits) {
    const found = new Uint32Array(search.store.count);
    search.vocabulary.special.forEach((term, i) => {
      for (const doc of nameHolders(search, term)) found[doc]! |= 1 << i;
    });
    specialWordBits.set(search, (bits = found));
  }
  return bits;
}

/** Per loaded catalog, the products mounted on a product of another category (`on:`): the helmet ear muffs. */
const accessories = new WeakMap<ProductSearch, number[]>();
function accessoriesOf(search: ProductSearch): number[] {
  let found = accessories.get(search);
  if (!found) {
    found = [];
    for (let doc = 0; doc < search.store.count; doc++) if (attachmentOf(search, doc).mountsOn !== '') found.push(doc);
    accessories.set(search, found);
  }
  return found;
}

/** Per loaded catalog, whether each product is the general one of a `general` kind: no `special` word in its name. */
const generalProducts = new WeakMap<ProductSearch, Uint8Array>();
function generalProductsOf(search: ProductSearch): Uint8Array {
  let general = generalProducts.get(search);
  if (!general) {
    const kinds = new Set(search.vocabulary.general);
    const special = specialWordBitsOf(search);
    general = new Uint8Array(search.store.count);
    for (let doc = 0; doc < general.length; doc++)
      if (kinds.has(processTerm(nameHead(search.store.product(doc).name)) ?? '') && special[doc] === 0)
        general[doc] = 1;
    generalProducts.set(search, general);
  }
  return general;
}

/**
 * 1 for a match that follows the general products among the matches (`general`): the full body harness every
 * fall-arrest system clips to comes before the lifeline whose keywords name the roof ("worker may fall from the shed
 * roof"); not when another match's name holds a word of the query, or a slip of one, that theirs lack ("horizantal
 * life line", "Suraksha fall arrest"), which then asks for that one.
 */
function behindTheGeneral(
  search: ProductSearch,
  matched: Pick<ReturnType<typeof wordsMatched>, 'namedWords'>,
  matches: readonly number[],
): (doc: number) => number {
  const general = generalProductsOf(search);
  let namedByGeneral = 0;
  for (const doc of matches) if (general[doc] === 1) namedByGeneral |= matched.namedWords[doc]!;
  const applies =
    matches.some((doc) => general[doc] === 1) &&
    !matches.some((doc) => general[doc] === 0 && (matched.namedWords[doc]! & ~namedByGeneral) !== 0);
  return (doc) => (applies && general[doc] === 0 ? 1 : 0);
}

/**
 * Whether a match is named for a special use (`special` words) the query does not name, itself or by a related word,
 * but for one holding a word of the query no other match holds ("EN 397 MM marking helmet": the foundry helmet, alone
 * of the helmets stating molten metal).
 */
function unnamedSpecialUse(
  search: ProductSearch,
  named: ReadonlySet<string>,
  matches: readonly number[],
  has: ArrayLike<number>,
): (doc: number) => boolean {
  const bits = specialWordBitsOf(search);
  let unnamed = 0;
  search.vocabulary.special.forEach((term, i) => {
    if (!named.has(term)) unnamed |= 1 << i;
  });
  const namedForUse = (doc: number) => (bits[doc]! & unnamed) !== 0;
  let generalHas = 0;
  for (const doc of matches) if (!namedForUse(doc)) generalHas |= has[doc]!;
  const alone = new Set(matches.filter((doc) => namedForUse(doc) && (has[doc]! & ~generalHas) !== 0));
  return (doc) => namedForUse(doc) && !alone.has(doc);
}

/** Per loaded catalog, its spelling corrector (spelling.ts). */
const correctors = new WeakMap<ProductSearch, (word: string) => string | undefined>();
const correctorOf = (search: ProductSearch) => {
  let correct = correctors.get(search);
  if (!correct) {
    const related = new Set(Object.keys(search.vocabulary.related));
    correctors.set(search, (correct = spellingCorrector(search.loaded.terms, related)));
  }
  return correct;
};

/** Per loaded catalog, how many products each term is the kind of (the same for every query). */
const kindCounts = new WeakMap<ProductSearch, Map<string, number>>();

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
function sizeFit(sizes: readonly string[], size: QueryRequirements['size']): number {
  if (!size || sizes.includes(size.size)) return 0;
  if (sizes.includes(ONE_SIZE)) return 1;
  if (sizes.length === 0) return 2;
  return size.atLeast && sizes.some((s) => sizeAtLeast(s, size.size)) ? 0 : 3;
}

/**
 * Whether a product meets what the query requires: an EN 388 cut level or an SNR at least the one
 * asked (stated, not assumed), a voltage rating not below the one named (when it states one), the
 * size asked for stated or one size for all (as the size filter), and none of the things the query
 * excludes unless its text states it has none, its description denies it (`denies`) or it is a colour the product
 * comes in among others (`choice:`): a material by what the product is and is made of (`is:` and `made:` facts), so a
 * use note that mentions it does not count; a feature by its text.
 */
function meetsRequirements(
  requirements: QueryRequirements,
  search: ProductSearch,
  affirms: readonly (Uint8Array | undefined)[],
  denies: readonly Uint8Array[],
): (doc: number) => boolean {
  const { store } = search;
  if (!hasRequirements(requirements)) return () => true;
  const identity = requirements.without.length > 0;
  return (doc) => {
    const facts = readFacts(store.facts(doc), identity);
    if (requirements.cutLevel !== undefined && !(facts.cut !== undefined && facts.cut >= requirements.cutLevel))
      return false;
    if (requirements.snr !== undefined && !(facts.snr !== undefined && facts.snr >= requirements.snr)) return false;
    if (requirements.volts !== undefined && facts.volts !== undefined && facts.volts < requirements.volts) return false;
    if (requirements.size && sizeFit(store.sizes(doc), requirements.size) > 1) return false;
    return requirements.without.every((group, g) => {
      const has = affirms[g] ? affirms[g][doc] === 1 : group.some((term) => facts.is.has(term) || facts.made.has(term));
      const chosenAway = group.every((term) => facts.choice.has(term));
      return !has || chosenAway || group.some((term) => facts.absent.has(term)) || denies[g]![doc] === 1;
    });
  };
}

/**
 * Per excluded thing, the products whose description denies it ("It is not a certified respirator"); the denied field
 * holds no word the product's other text affirms, so a denial in passing does not unmake what it is.
 */
function denyingProducts(requirements: QueryRequirements, search: ProductSearch): Uint8Array[] {
  const deniedId = search.loaded.fieldIds[DENIED_FIELD];
  return requirements.without.map((group) => {
    const found = new Uint8Array(search.store.count);
    for (const term of group)
      for (const { fieldId, docs } of exactPostings(search, term))
        if (fieldId === deniedId) for (const doc of docs) found[doc] = 1;
    return found;
  });
}

/**
 * Per excluded thing: undefined for a material (a word of some product's material rows: "leather", "steel"), read from
 * what each product is and is made of; for a type (some product's kind: "lanyard", not "helmet" in "helmet mounted"),
 * the products of it and those whose describing fields (name, search terms, model, standards) name it; else a feature
 * ("valve", "cord"), the products whose text (any scored field, not what it denies) names it or one of its kinds.
 */
function affirmingProducts(
  requirements: QueryRequirements,
  search: ProductSearch,
  negatedTypes: ReadonlySet<number>,
): (Uint8Array | undefined)[] {
  const scored = new Set(Object.keys(PRODUCT_FIELD_WEIGHTS).map((f) => search.loaded.fieldIds[f]));
  const made = factTermsOf(search, 'made:');
  const kindId = search.loaded.fieldIds[KIND_FIELD];
  const describing = new Set(DESCRIBING_FIELDS.map((f) => search.loaded.fieldIds[f]));
  return requirements.without.map((group, g) => {
    // A material's word that begins a type negated whole excludes that type only: "ear" (of the plugs' bands) in "not
    // ear muffs" (typeNegations).
    if (!negatedTypes.has(g) && group.some((term) => made.has(term))) return undefined;
    const found = new Uint8Array(search.store.count);
    // A pair some product's name or keywords hold is negated whole: "without work positioning belt" leaves other work.
    const qualified = requirements.qualifies?.[g];
    const holders = qualified ? pairHolders(search, group[0]!, qualified) : [];
    if (holders.length > 0) {
      for (const doc of holders) found[doc] = 1;
      return found;
    }
    // A type ("not a lanyard") by what a product is, its kind: a fall arrester "far smaller than a lanyard" is none; so
    // is one before a word no product holds with it ("without cartridge disposable").
    const kinds = group.flatMap((term) => exactPostings(search, term).filter((p) => p.fieldId === kindId));
    if (kinds.length > 0) {
      for (const { docs } of kinds) for (const doc of docs) found[doc] = 1;
      // A part excludes what takes it too: "respirator without filters" asks for one that takes none, not for the
      // half mask (its search term "twin filter").
      for (const term of group) {
        for (const { fieldId, docs } of exactPostings(search, term))
          if (describing.has(fieldId)) for (const doc of docs) found[doc] = 1;
        // ... and what takes it by a connection row: the full face mask's "Filter connection".
        for (const doc of productsTaking(search, term)) found[doc] = 1;
      }
      return found;
    }
    for (const term of group)
      for (const { fieldId, docs } of exactPostings(search, term))
        if (scored.has(fieldId)) for (const doc of docs) found[doc] = 1;
    return found;
  });
}

/** Whether a term is some product's kind, what it is ("muff", "lanyard"). */
const isKindTerm = (search: ProductSearch, term: string) =>
  exactPostings(search, term).some((p) => p.fieldId === search.loaded.fieldIds[KIND_FIELD]);

/**
 * The exclusions that are a type named by a pair some product's name or keywords hold, when the query asks for
 * something else by a category's word: "hearing protection not ear muffs" asks for hearing protection less the muffs,
 * and not for muffs (`text`, less the type's word); "non vented helmet for electricians" still asks for a helmet.
 */
function typeNegations(text: string, requirements: QueryRequirements, search: ProductSearch) {
  const none = { groups: new Set<number>(), text };
  const groups = new Set<number>();
  const types = new Set<string>();
  requirements.without.forEach((group, g) => {
    const qualified = requirements.qualifies?.[g];
    if (qualified && isKindTerm(search, qualified) && pairHolders(search, group[0]!, qualified).length > 0) {
      groups.add(g);
      types.add(qualified);
    }
  });
  if (groups.size === 0) return none;
  const rest = text
    .split(' ')
    .filter((word) => !types.has(processTerm(word) ?? word))
    .join(' ');
  const categoryWords = categoryTermsOf(search);
  return searchTerms(rest).some((term) => categoryWords.has(term)) ? { groups, text: rest } : none;
}

/** Per loaded catalog, every term of one kind of fact its products state (read once, when first asked). */
const factTerms = new WeakMap<ProductSearch, Map<string, Set<string>>>();
function factTermsOf(search: ProductSearch, kind: 'made:' | 'is:'): Set<string> {
  let byKind = factTerms.get(search);
  if (!byKind) factTerms.set(search, (byKind = new Map()));
  let found = byKind.get(kind);
  if (!found) {
    found = new Set();
    for (let doc = 0; doc < search.store.count; doc++)
      for (const fact of search.store.facts(doc)) if (fact.startsWith(kind)) found.add(fact.slice(kind.length));
    byKind.set(kind, found);
  }
  return found;
}

/** Per loaded catalog, the products taking each kind of part (`takes:`, a "Filter connection" row), read once. */
const takers = new WeakMap<ProductSearch, Map<string, number[]>>();
function productsTaking(search: ProductSearch, part: string): readonly number[] {
  let found = takers.get(search);
  if (!found) {
    found = new Map();
    for (let doc = 0; doc < search.store.count; doc++)
      for (const fact of search.store.facts(doc)) {
        if (!fact.startsWith('takes:')) continue;
        const taken = fact.slice('takes:'.length);
        found.set(taken, [...(found.get(taken) ?? []), doc]);
      }
    takers.set(search, found);
  }
  return found.get(part) ?? [];
}

/** What a product attaches to: whether it is a part of another (`fits:`), and the term of what it mounts on (`on:`). */
interface Attachment {
  part: boolean;
  mountsOn: string;
}

/** Per loaded catalog, each product's attachment, read from its facts when first asked. */
const attachments = new WeakMap<ProductSearch, Attachment[]>();
function attachmentOf(search: ProductSearch, doc: number): Attachment {
  let known = attachments.get(search);
  if (!known) attachments.set(search, (known = []));
  let found = known[doc];
  if (!found) {
    const { fits, on } = readFacts(search.store.facts(doc), false);
    known[doc] = found = { part: fits !== undefined, mountsOn: on ?? '' };
  }
  return found;
}

/**
 * The products that answer a query, ranked; the catalog in its own order when there is no query.
 * Filters narrow either. A query is read first (queryReading.ts): the vocabulary's synonyms and
 * ignored words, then the requirements it states (cut level, SNR, voltage, size, "without").
 *
 * - A model reference, exact or loosely typed (`kv-h500`, `KV H500`, `kvh500`), is answered by the
 *   products that carry it, then only the products whose description names it (the filters of a mask).
 * - Otherwise the matches are the products that meet every requirement and contain every word of
 *   the query (itself, a related word of the vocabulary, or for a word the catalog does not have,
 *   a typo or a longer word); when some of them are the object of the need (the head word before
 *   "for", "with"...; a product's kind is the head noun of its name, or its category), only those.
 * - When no product matches every word, `total` is 0 and `partial` holds the products that match
 *   the most words (within one, from three words up), meeting every requirement.
 *
 * `total`, `partial.total` and the facets count all of them, whatever `limit` and `offset`. The
 * order: an exact model reference first; then products whose text does not deny a word of the
 * query; those not stated only in other sizes than one asked for; the object of the need; more
 * words matched (a related word counting half); the best size fit; a part of another product (filters for a mask), or
 * an accessory of one the query does not name (helmet-mounted muffs), after the products worn whole; BM25 score.
 */
export function searchProducts(search: ProductSearch, q: ProductQuery): ProductResults {
  const { store } = search;
  const offset = q.offset ?? 0;
  const sizeFilter = q.size === undefined ? undefined : { size: normalizeSize(q.size) ?? q.size, atLeast: false };
  const passes = (position: number) =>
    !hasFilters(q) ||
    (matchesProductFilters(store.filterFields(position), q) &&
      (sizeFilter === undefined || sizeFit(store.sizes(position), sizeFilter) <= 1));
  // A word the vocabulary relates is known too: "booth" (a paint booth) is no slip of "boot".
  const isKnown = (term: string) =>
    search.loaded.termMatches(term, false, 0, search.scoring.weights).length > 0 ||
    Object.hasOwn(search.vocabulary.related, term);
  // A term only the phrases field holds is two words of a name joined ("faceshield"), read as both (queryReading.ts).
  const phraseId = search.loaded.fieldIds[PHRASE_FIELD];
  const joinedPair = (term: string) => {
    const matches = search.loaded.termMatches(term, false, 0, search.scoring.weights);
    return matches.length > 0 && matches.every((match) => match.postings.every((p) => p.fieldId === phraseId));
  };
  const page = (ranked: number[]) => ranked.slice(offset, offset + q.limit).map((position) => store.product(position));
  const answer = (matches: number[], order?: (a: number, b: number) => number): ProductResults => ({
    total: matches.length,
    products: order
      ? firstInOrder(matches.slice(), offset + q.limit, order)
          .slice(offset)
          .map((position) => store.product(position))
      : page(matches),
    facets: store.facets(matches),
  });
  if (!q.query || !hasSearchTerms(q.query)) return browse(search, passes, undefined, answer);

  const exact = exactModelMatches(q.query, search);
  if (exact.products.some(passes)) {
    const found = [...exact.products, ...exact.naming].filter(passes);
    // A product whose name holds the query's other words comes first ("filter for RK 9102": the mask's filters).
    const named = new Map<number, number>();
    for (const term of requiredSearchTerms(q.query).filter((t) => !hasDigit(t)))
      for (const doc of nameHolders(search, term)) named.set(doc, (named.get(doc) ?? 0) + 1);
    const order = new Map(found.map((doc, i) => [doc, i]));
    return answer(found, (a, b) => (named.get(b) ?? 0) - (named.get(a) ?? 0) || order.get(a)! - order.get(b)!);
  }

  // After "without", an adjective in -able or -ible (not "cable") that no product is (by name, search terms, category
  // or opening words: "disposable") and that makes no pair a product holds with the next word, a kind, only says which
  // of that kind is negated: "respirator without replaceable filters" wants none that takes filters.
  const qualifiesOnly = (term: string, next: string) =>
    /^[a-z]{4,}[ai]bl$/.test(term) &&
    isKindTerm(search, next) &&
    !factTermsOf(search, 'is:').has(term) &&
    pairHolders(search, term, next).length === 0;
  const read = readQuery(q.query, search.vocabulary, isKnown, correctorOf(search), qualifiesOnly, joinedPair);
  const { requirements, ignored, negatedAfter, sizeWord } = read;
  const matchesOf = termMatchesCache(search.loaded, search.scoring);
  // Slips are read once, beside their neighbours in the phrases (which keep the genitives the text drops), for both.
  const meant = readInContext(read.phrases, search, isKnown, matchesOf);
  const phrases = meant.phrases;
  const readText = read.text
    .split(' ')
    .map((word) => meant.corrected.get(word) ?? word)
    .join(' ');
  const negatedTypes = typeNegations(readText, requirements, search);
  const { text } = negatedTypes;
  const denies = denyingProducts(requirements, search);
  const meets = meetsRequirements(
    requirements,
    search,
    affirmingProducts(requirements, search, negatedTypes.groups),
    denies,
  );
  if (!hasSearchTerms(text)) {
    const rank = { ...requirements, size: requirements.size ?? sizeWord };
    return browse(search, (doc) => passes(doc) && (!hasRequirements(requirements) || meets(doc)), rank, answer);
  }

  const matched = wordsMatched(text, search, matchesOf, isKnown, new Set(negatedAfter), phrases);
  const { terms, identity, credit, denied, isObject } = matched;
  const candidates: number[] = [];
  for (let doc = 0; doc < store.count; doc++) if (terms[doc] && passes(doc) && meets(doc)) candidates.push(doc);
  // The words of the need each product has; when no candidate has one ("blorf near molten metal"), the place's words.
  const needTerms = candidates.some((doc) => matched.needTerms[doc]! > 0) ? matched.needTerms : terms;
  let most = 0;
  for (const doc of candidates) if (needTerms[doc]! > most) most = needTerms[doc]!;
  // The type's own category: the one most products of the type are in (a welding helmet is eye protection).
  const typeCategory = isObject
    ? mostCommon(candidates.filter((doc) => isObject[doc]).map((d) => store.filterFields(d).category))
    : undefined;
  // Of the type: its kind is the type, or it is in the type's category and what it is (name, search terms...) names
  // the type (a retractable fall arrester's "self retracting lifeline"; not "Helmet-Mounted Ear Muffs", hearing
  // protection).
  const ofType = (doc: number) =>
    !!isObject &&
    (isObject[doc] === 1 || (matched.namesObject[doc] === 1 && store.filterFields(doc).category === typeCategory));
  // A full match has every word and, when some products are the object of the need, names it in what it is
  // (goggles "easy to adjust with gloves on" do not answer "gloves") and is of that type.
  const isFullOfType = (doc: number) =>
    terms[doc] === matched.count && (!isObject || (matched.namesObject[doc] === 1 && ofType(doc)));
  // A product of the type in another category whose other words are only in its description or brand follows those
  // in the type's category, whatever their words: the welding helmet after the safety helmets for "helmet adjustable
  // 53 to 62 cm", but with them for "welding helmet no need to flip up".
  const strayOfType = (doc: number) =>
    typeCategory !== undefined && store.filterFields(doc).category !== typeCategory && !matched.describesOther[doc];
  // When the type is a category's word and no product of it has every word, one with every word and that word in what
  // it is answers: the word describes it ("EN 136 full face": the Full Face Mask, not face shields lacking "EN 136").
  const namesEveryWord = (doc: number) => terms[doc] === matched.count && matched.namesObject[doc] === 1;
  const typeWordDescribes =
    !!isObject &&
    categoryTermsOf(search).has(matched.object!) &&
    !candidates.some(isFullOfType) &&
    candidates.some(namesEveryWord);
  const isFull = (doc: number) => isFullOfType(doc) || (typeWordDescribes && namesEveryWord(doc));
  const full = candidates.filter(isFull);
  // The type asked for decides the candidates, the other words rank them: every other product of that type
  // follows the full matches ("also fits"), those with more of the other words first (a tower climbing
  // harness is a harness for "full body harness"); so does a product of the type's category with every other
  // word, by the words its text has, below the type's with as many unless its name holds one (namesOtherWords).
  // A product of the type with none of the other words follows only in a category of the full matches (a safety
  // helmet does not follow the welding helmet for "auto darkening welding helmet"), or with none, of those of the type
  // with the most words ("welding helment auto darking", where no product has "dark").
  let leading = full;
  if (full.length === 0 && isObject) {
    const mostOfType = Math.max(0, ...candidates.filter(ofType).map((doc) => terms[doc]!));
    if (mostOfType >= 2) leading = candidates.filter((doc) => ofType(doc) && terms[doc] === mostOfType);
  }
  // A stray of the type among them (the welding helmet, whose description alone has "area") keeps no product of the
  // type out: the safety helmets follow it for "helmet area", and come before it for "helmet for forklift area", where
  // it lacks a word too (strayOfType).
  const fullCategories = new Set(
    leading.filter((doc) => !strayOfType(doc)).map((doc) => store.filterFields(doc).category),
  );
  if (fullCategories.size === 0 && leading.length > 0 && typeCategory !== undefined) fullCategories.add(typeCategory);
  let objectBit = matched.object === undefined ? -1 : matched.required.indexOf(matched.object);
  // Which of the query's words a product has is kept for the first 32 (`has`).
  if (objectBit >= 32) objectBit = -1;
  // The words besides the type's a product has.
  const otherWords = (doc: number) => terms[doc]! - (objectBit >= 0 && matched.has[doc]! & (1 << objectBit) ? 1 : 0);
  const alsoFit =
    isObject && matched.count > 1
      ? candidates.filter(
          (doc) =>
            (ofType(doc) &&
              !isFull(doc) &&
              (terms[doc]! >= 2 || leading.length === 0 || fullCategories.has(store.filterFields(doc).category))) ||
            (!ofType(doc) &&
              objectBit >= 0 &&
              otherWords(doc) === matched.count - 1 &&
              store.filterFields(doc).category === typeCategory),
        )
      : ([] as number[]);
  // With no type asked for, the products with every word but one follow the full matches, ranked the same way
  // ("oily sheet metal": the cut level F gloves for sheet metal, not stated for oil); a code or standard is whole
  // (EN 352-1 ear muffs do not follow "EN 352-2").
  const namesCode = matched.required.some(hasDigit);
  if (!isObject && full.length > 0 && matched.count > 1 && !namesCode)
    for (const doc of candidates) if (terms[doc] === matched.count - 1) alsoFit.push(doc);
  // A need one product answers, or a partial group of fewer than `FEW`, is followed by the rest of its category that
  // has a word of it (othersOfItsCategory); two with every word stay two ("oily sheet metal"). So are the products of
  // a type asked for, fewer than `FEW`, that lack one word at most: eyewear for grinding after "face shield for
  // grinding castings", the lanyards after the two harnesses for "safety belt for roof work"; not when the query
  // states a requirement, which they alone meet ("hi vis vest non FR"), or a code they share ("fh21 harness").
  const lone = [...full, ...alsoFit];
  const nearlyWhole = lone.length > 0 && lone.every((doc) => terms[doc]! >= matched.count - 1);
  const thin =
    lone.length === 1 || (lone.length < FEW && !namesCode && (isObject !== undefined || alsoFit.length === 0));
  if (matched.count > 1 && lone.length > 0 && thin && !(isObject && (hasRequirements(requirements) || !nearlyWhole)))
    alsoFit.push(...othersOfItsCategory(lone, candidates, store));
  const withAlsoFits = matched.count > 1 && (isObject ? full.length + alsoFit.length > 0 : alsoFit.length > 0);
  const every = full.length > 0 || withAlsoFits;
  // Else the partial group: the most words of the need matched (within one from three words up; a word of its place
  // does not count), the object only if any is.
  const least = most >= 3 ? most - 1 : most;
  let matches = withAlsoFits
    ? [...full, ...alsoFit]
    : every
      ? full
      : candidates.filter((doc) => needTerms[doc]! >= least);
  if (!every && isObject && matches.some((doc) => isObject[doc])) matches = matches.filter((doc) => isObject[doc]);
  if (!every && matches.length > 0 && matches.length < FEW)
    matches = [...matches, ...othersOfItsCategory(matches, candidates, store)];

  // A word the type is for still scores unless it is a category's word: "dust" ranks the dust respirators first for
  // "respirator for soda ash dust", "eye" no goggles for "aankh ka chashma" (wordsMatched).
  const categoryWords = categoryTermsOf(search);
  const scored = queryTerms(text).filter((term) => !matched.forTheType.includes(term) || !categoryWords.has(term));
  const { score, seen } = scoreQuery(search.loaded, scored, search.scoring, matchesOf);
  // The words read as saying nothing about what fits ("safety") still tell which of equals is the thing asked for by
  // its own name ("Safety Helmet" before "Foundry Helmet"): they add their BM25 score in names, never a word matched.
  if (ignored.length > 0) {
    const inName = { ...search.scoring, fields: ['name'], prefix: () => false, fuzzy: () => false as const };
    const extra = scoreQuery(search.loaded, queryTerms(ignored.join(' ')), inName);
    for (const doc of extra.matched) if (score[doc]! > 0) score[doc]! += extra.score[doc]!;
  }
  const size = requirements.size ?? sizeFilter ?? sizeWord;
  const { maxCredit } = matched;
  // When the type is named, a product not of it whose name holds another word of the query ranks as if it had the
  // type's word too: the welding helmet for "welding ka chashma", before the clear spectacles (not for "boot pani wala
  // chikhal madhe", where the gumboot is the type only by the word for mud); not twice when its text has that word: the
  // rope grab naming a karabiner stays after the karabiner for "karabiner for rope rescue kit".
  const namesOtherWords = (doc: number) =>
    !!isObject &&
    matched.isOwnKind &&
    !ofType(doc) &&
    matched.namesOther[doc] === 1 &&
    !(objectBit >= 0 && matched.has[doc]! & (1 << objectBit));
  // When a product type is named, a product of another kind follows every product of the type unless what it is holds a
  // word of the query itself: the full body harness before the rope grab whose description names silos for "harness
  // for silo entry" (not the face shield named for grinding, for "chashma for grinding").
  const unnamedOtherKind = (doc: number) => matched.isProductType && !ofType(doc) && !matched.describesAWord[doc];
  // An accessory mounted on a product of another category when the query does not name that product, itself or by a
  // related word: the ear muffs worn alone before the helmet-mounted ones for "noise muff", not for "helmet ear muff".
  const named = new Set(matched.required.flatMap((t) => [t, ...relatedOf(search.vocabulary, t)]));
  const mountedAway = (doc: number) => {
    const on = attachmentOf(search, doc).mountsOn;
    return on !== '' && !named.has(on);
  };
  // When the type asked for is the kind of parts (filters, cartridges), a product of it only by naming it in what it
  // is follows the parts: the half mask, a "twin filter" mask, after its filters for "filters for half mask".
  // (The name check last: most queries find no part of the type.)
  const partsAsked =
    !!isObject &&
    matches.some(
      (doc) =>
        isObject[doc] === 1 && attachmentOf(search, doc).part && typeNameHoldersOf(search, matched.object!).has(doc),
    );
  const hostOfParts = (doc: number) => partsAsked && isObject![doc] !== 1;
  // Sort keys, most significant first, packed into one number (every count stays below 100).
  // A product that states it has none of an excluded thing ("without a valve") before one that is silent.
  const silent = (doc: number) => {
    if (requirements.without.length === 0) return 0;
    const { absent } = readFacts(store.facts(doc), false);
    return requirements.without.filter((group, g) => !group.some((term) => absent.has(term)) && !denies[g]![doc])
      .length;
  };
  // A product stating a voltage rating (at least the one named: meetsRequirements) before one silent on it, as a size.
  const voltsUnstated = (doc: number) =>
    requirements.volts !== undefined && readFacts(store.facts(doc), false).volts === undefined ? 1 : 0;
  const behindGeneral = behindTheGeneral(search, matched, matches);
  // In the partial group a word of the place counts half and a word in what a product is half again: the antistatic
  // coverall before the masks for "static spark near ethanol vapour", the toe cap shoes before the leather and sports
  // shoes whose descriptions have more of "dropped pallets on toes at loading dock, oil on floor".
  const group = (doc: number) => {
    const fit = (size ? sizeFit(store.sizes(doc), size) : 0) + voltsUnstated(doc);
    return (
      (withAlsoFits && !isFull(doc) ? 2e11 : 0) +
      (withAlsoFits && !isFull(doc) && strayOfType(doc) ? 1e11 : 0) +
      (withAlsoFits && !isFull(doc) && unnamedOtherKind(doc) ? 1e11 : 0) +
      (every
        ? matched.count - terms[doc]! - (namesOtherWords(doc) ? 1 : 0)
        : 3 * matched.count - terms[doc]! - needTerms[doc]! - identity[doc]!) *
        1e10 +
      denied[doc]! * 1e9 +
      (isObject && !ofType(doc) ? 1e8 : 0) +
      (typeCategory !== undefined &&
      store.filterFields(doc).category !== typeCategory &&
      !matched.mountedOnType.has(doc)
        ? 1e8
        : 0) +
      fit * 1e7 +
      silent(doc) * 1e6 +
      // A part of another product follows the products of the type's category worn whole unless what it is names a
      // word of the query: the masks before the P3 filters for "brick kiln dust breathing", not "welding fume". So does
      // an accessory mounted on a product the query does not name (mountedAway).
      ((store.filterFields(doc).category === typeCategory &&
        ((!matched.describesAWord[doc] && attachmentOf(search, doc).part) || mountedAway(doc))) ||
      hostOfParts(doc)
        ? 1e5
        : 0) +
      behindGeneral(doc) * 1e5 +
      (matched.count - identity[doc]!) * 1e3 +
      (maxCredit - credit[doc]!)
    );
  };
  const firstSeen = (doc: number) => (seen[doc]! < 0 ? store.count : seen[doc]!);
  const groups = new Map(matches.map((doc) => [doc, group(doc)]));
  // A query stating no requirement but a size asks for the general products of a kind: one named for a use it does not
  // name follows them ("EN 397 helmet": the ratchet helmet before the foundry helmet; "safety shoes for feed bag
  // stacking": the steel toe shoe before the sports one), unless it alone has a word of the query (unnamedSpecialUse).
  const special = hasRequirements({ ...requirements, size: undefined })
    ? undefined
    : unnamedSpecialUse(search, named, matches, matched.has);
  const isSpecial = (doc: number) => (special?.(doc) ? 1 : 0);
  const before = (a: number, b: number) =>
    groups.get(a)! - groups.get(b)! ||
    isSpecial(a) - isSpecial(b) ||
    score[b]! - score[a]! ||
    firstSeen(a) - firstSeen(b);
  if (every) {
    const found = answer(matches, before);
    if (alsoFit.length === 0) return found;
    const lackingOf = lackingWords(
      text,
      matched.required,
      matched.has,
      // A part of the type (cartridges for a respirator) does not name it: it lacks the type word too.
      (doc, term) => !!isObject && term === matched.object && (!ofType(doc) || !matched.namesObject[doc]),
    );
    const lacking = found.products.flatMap((p) => {
      const doc = search.positions.get(p.slug)!;
      return isFull(doc) ? [] : [{ slug: p.slug, words: lackingOf(doc) }];
    });
    return { ...found, alsoFits: { note: ALSO_FITS_NOTE, from: full.length, lacking } };
  }
  const none = { total: 0, products: [], facets: store.facets([]) };
  if (matches.length === 0) return none;
  const { total, products } = answer(matches, before);
  return { ...none, partial: { note: PARTIAL_MATCH_NOTE, total, products } };
}

/**
 * A partial group of fewer products than this answers a need thinly: a fall from a ladder needs the rope grab and the
 * harness it clips to, a gas leak the full face mask and its cartridges.
 */
const FEW = 3;

/**
 * The candidates outside a thin answer of one category in that category, to follow it; an answer across categories
 * gets none (heat gloves and a foundry boot for "hot moulds" are not followed by every boot).
 */
function othersOfItsCategory(answer: readonly number[], candidates: readonly number[], store: ProductStore) {
  const categories = new Set(answer.map((doc) => store.filterFields(doc).category));
  if (categories.size !== 1) return [];
  const inAnswer = new Set(answer);
  return candidates.filter((doc) => !inAnswer.has(doc) && categories.has(store.filterFields(doc).category));
}

/**
 * A query's distinct adjacent word pairs (dropped words too), each with the products whose name or keywords hold it
 * side by side (`PHRASE_FIELD`): they rank higher, and their words are no kind by a related word ("gas cutting").
 */
function queryPairs(text: string, search: ProductSearch) {
  const found = new Map<string, { words: [string, string]; docs: number[] }>();
  for (const [first, second] of stemPairs(text)) {
    const pair = pairTerm(first, second);
    if (!found.has(pair)) found.set(pair, { words: [first, second], docs: pairHolders(search, first, second) });
  }
  return [...found.values()];
}

/**
 * A word the catalog lacks beside one it has, read as the catalog word a slip from it (its first letter kept, as kinds
 * are) that makes with its neighbour a pair some product's name or search terms hold: "shok absorbing" is "shock
 * absorbing" (the lanyard), not "shoe absorbing", though "shoe" is a kind and as near.
 */
function readInContext(
  text: string,
  search: ProductSearch,
  isKnown: (term: string) => boolean,
  matchesOf: (term: string) => readonly TermMatch[],
): { phrases: string; corrected: Map<string, string> } {
  const read = text.split(' ');
  const terms = read.map((word) => processTerm(word) ?? undefined);
  const knownAt = (i: number) => (terms[i] !== undefined && isKnown(terms[i]!) ? terms[i] : undefined);
  const isPair = (first: string | undefined, second: string | undefined) =>
    !!first && !!second && pairHolders(search, first, second).length > 0;
  const corrected = new Map<string, string>();
  read.forEach((word, i) => {
    const term = terms[i];
    if (!term || isKnown(term)) return;
    const [before, after] = [knownAt(i - 1), knownAt(i + 1)];
    if (!before && !after) return;
    const meant = matchesOf(term).find(
      ({ kind, term: found }) =>
        kind === 'typo' && found[0] === term[0] && (isPair(before, found) || isPair(found, after)),
    );
    if (meant) {
      corrected.set(word, meant.term);
      read[i] = terms[i] = meant.term;
    }
  });
  return { phrases: read.join(' '), corrected };
}

/** The products whose name or keywords hold two terms side by side (`PHRASE_FIELD`). */
function pairHolders(search: ProductSearch, first: string, second: string): number[] {
  const phraseId = search.loaded.fieldIds[PHRASE_FIELD];
  return exactPostings(search, pairTerm(first, second)).flatMap((p) => (p.fieldId === phraseId ? [...p.docs] : []));
}

/** The most frequent of some values (the first of equals). */
function mostCommon(values: readonly string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: string | undefined;
  for (const [v, n] of counts) if (best === undefined || n > counts.get(best)!) best = v;
  return best;
}

/**
 * The query's words a product lacks, as the query wrote them (after its synonyms were read); the type's word for a
 * product of another type, even when its description names it.
 */
function lackingWords(
  text: string,
  required: readonly string[],
  has: Uint32Array,
  lacksType: (doc: number, term: string) => boolean,
): (doc: number) => string[] {
  const wordOf = new Map<string, string>();
  for (const word of words(text)) {
    const term = processTerm(word);
    if (term && !wordOf.has(term)) wordOf.set(term, word);
  }
  return (doc) =>
    required.flatMap((term, t) =>
      (t < 32 && !(has[doc]! & (1 << t))) || lacksType(doc, term) ? [wordOf.get(term) ?? term] : [],
    );
}

/** Every product that passes, in catalog order; a size asked for ranks the products that come in it first. */
function browse(
  search: ProductSearch,
  passes: (doc: number) => boolean,
  requirements: QueryRequirements | undefined,
  answer: (matches: number[], order?: (a: number, b: number) => number) => ProductResults,
): ProductResults {
  const { store } = search;
  const matches: number[] = [];
  for (let position = 0; position < store.count; position++) if (passes(position)) matches.push(position);
  const size = requirements?.size;
  if (!size) return answer(matches);
  const fit = new Map(matches.map((doc) => [doc, sizeFit(store.sizes(doc), size)]));
  return answer(matches, (a, b) => fit.get(a)! - fit.get(b)! || a - b);
}
