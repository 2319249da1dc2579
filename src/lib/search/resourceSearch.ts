import type { Resource } from '../schemas/resource.ts';
import { facetValues, type FacetValue } from './facets.ts';
import { readWords } from './queryReading.ts';
import { spellingCorrector } from './spelling.ts';
import { typoDistance } from './typoTolerance.ts';
import { SEARCH_OPTIONS, hasSearchTerms, queryTerms } from './productSearch.ts';
import { hasDigit, processTerm, requiredSearchTerms, tokenize, words } from './normalize.ts';
import { buildIndex, loadIndex, type IndexSpec, type LoadedIndex, type PackedIndex } from './invertedIndex.ts';
import { scoreQuery, termMatchesFor, type ScoringOptions } from './scoring.ts';
import { EMPTY_VOCABULARY, relatedTerms, type SearchVocabulary } from './vocabulary.ts';

/** Buying-guide search: the same normalisation and matching as products, over article fields. */
export const RESOURCE_FIELD_WEIGHTS = {
  title: 5,
  // The file name its author chose (`safety-helmet-buying-guide`) often names what the article is.
  slugWords: 2,
  category: 2,
  excerpt: 2,
  metaDescription: 2,
  headings: 2,
  body: 1,
} as const;

type ResourceField = keyof typeof RESOURCE_FIELD_WEIGHTS;

function resourceField(resource: Resource, field: string): string {
  switch (field as ResourceField) {
    case 'slugWords':
      return resource.slug.replace(/-/g, ' ');
    case 'headings':
      return resource.content.flatMap((b) => (b.type === 'h2' || b.type === 'h3' ? [b.text] : [])).join(' | ');
    case 'body':
      return resource.content.map((b) => ('text' in b ? b.text : b.items.join(' | '))).join(' | ');
    case 'title':
    case 'category':
    case 'excerpt':
    case 'metaDescription':
      return resource[field as 'title'];
    default:
      return resource[field as 'slug']; // the id field
  }
}

export const resourceIndexSpec: IndexSpec<Resource> = {
  fields: Object.keys(RESOURCE_FIELD_WEIGHTS),
  id: (resource) => resource.slug,
  field: resourceField,
  tokenize,
  processTerm,
};

export const buildResourceIndex = (resources: readonly Resource[]): PackedIndex =>
  buildIndex(resources, resourceIndexSpec);

export const loadResourceIndex = (packed: PackedIndex): LoadedIndex => loadIndex(packed);

export interface ResourceQuery {
  query?: string | undefined;
  category?: string | undefined;
  limit: number;
  offset?: number | undefined;
}

export interface ResourceResults {
  total: number;
  resources: Resource[];
  facets: { category: FacetValue[] };
}

const sameText = (a: string, b: string) => words(a).join(' ') === words(b).join(' ');

/** Ranked articles for a query, or every article (newest first) when there is none. */
export interface ResourceSearch {
  /** Article slugs matching any word of a query, best first. */
  index: { search(query: string): { id: string }[] };
  resources: readonly Resource[];
  bySlug: ReadonlyMap<string, Resource>;
}

export function resourceSearch(
  loaded: LoadedIndex,
  resources: readonly Resource[],
  fuzzy: (term: string) => number | false = typoDistance,
  vocabulary: SearchVocabulary = EMPTY_VOCABULARY,
): ResourceSearch {
  // A word of the articles is not also matched by its longer words ("clear" is not "clearance").
  const known = new Set(loaded.terms);
  const prefix = (term: string) => SEARCH_OPTIONS.prefix(term) && !known.has(term);
  const scoring: ScoringOptions = {
    ...SEARCH_OPTIONS,
    prefix,
    fields: resourceIndexSpec.fields,
    fieldIds: loaded.fieldIds,
    boost: RESOURCE_FIELD_WEIGHTS,
    fuzzy,
    related: relatedTerms(withCompounds(vocabulary.related, loaded.terms)),
  };
  // As for products: the vocabulary's synonyms and ignored words, and slips that changed a word's stem.
  const correct = spellingCorrector(loaded.terms);
  const isKnown = (term: string) => loaded.termMatches(term, false, 0, scoring.weights).length > 0;
  const corrected = (query: string) => readWords(query, vocabulary, isKnown, correct);
  const bySlug = new Map(resources.map((r) => [r.slug, r]));
  // An article's phrases are read when a query first needs them: reading all of a large catalog's articles up front
  // made the search function's cold start miss its goal (docs/benchmarks.md, 10,059 products and 2,016 articles).
  const phraseSets: Set<string>[] = [];
  const phrases = (doc: number) => (phraseSets[doc] ??= articlePhrases(bySlug.get(loaded.ids[doc]!)!));
  return {
    index: { search: (query) => answeringIds(loaded, scoring, corrected(query), phrases).map((id) => ({ id })) },
    resources,
    bySlug,
  };
}

/** A text's terms in order, stop words left out: "A bump cap is not a helmet" is bump, cap, helmet. */
const termSequence = (text: string) => words(text).flatMap((word) => processTerm(word) ?? []);

/** Two terms side by side, as one key. */
const phraseKey = (first: string, second: string) => `${first} ${second}`;

/** Every pair of neighbouring terms in an article's fields (within one heading, paragraph or list item). */
function articlePhrases(resource: Resource): Set<string> {
  const found = new Set<string>();
  for (const field of resourceIndexSpec.fields)
    for (const part of resourceField(resource, field).split(' | ')) {
      const terms = termSequence(part);
      for (let i = 1; i < terms.length; i++) found.add(phraseKey(terms[i - 1]!, terms[i]!));
    }
  return found;
}

/**
 * The articles' compound words joined from two of their words ("checklist": check, list) as related terms of their last
 * word, so "welding PPE list" finds "A Complete PPE Checklist for Welders". Articles only: the product index holds
 * joined word pairs of its own (productSearch.ts).
 */
export function withCompounds(
  related: Readonly<Record<string, readonly string[]>>,
  sortedTerms: readonly string[],
): Record<string, string[]> {
  const known = new Set(sortedTerms);
  const found: Record<string, string[]> = Object.fromEntries(Object.entries(related).map(([t, r]) => [t, [...r]]));
  for (const term of sortedTerms) {
    if (hasDigit(term)) continue;
    for (let i = 3; i + 4 <= term.length; i++) {
      const tail = term.slice(i);
      if (!known.has(term.slice(0, i)) || !known.has(tail)) continue;
      if (!Object.hasOwn(found, tail)) found[tail] = [term];
      else if (!found[tail]!.includes(term)) found[tail]!.push(term);
    }
  }
  return found;
}

/**
 * An article answers only if it scores at least this share of the best one: the articles are few and
 * each about one topic, and one that shares a word in passing scores far below the one about it.
 */
const ARTICLE_SCORE_SHARE = 0.4;

/**
 * An article that adds no word of the query to those the articles before it are about answers only at this share of
 * the best: a second guide that shares the first one's words in passing is noise beside it.
 */
const REPEATING_ARTICLE_SHARE = 0.7;

/**
 * An article that holds every word of the query and is about one of them, or holds two of its words side by side,
 * answers from this share of the best: "can a dust mask be used inside a tank" is the respirator guide's words, but the
 * confined-space guide holds them all and is about tanks; only the helmet guide says "bump cap".
 */
const WHOLE_QUERY_SHARE = 0.2;

/** The fields that say what an article is about (not its body). */
const ABOUT_FIELDS = ['title', 'slugWords', 'category', 'excerpt', 'metaDescription', 'headings'];

/** A term that names a standard or a marking ("en388", "4x43d", "15298"), not a bare number. */
const isCode = (term: string) => hasDigit(term) && (/[a-z]/.test(term) || term.length >= 3);

/**
 * The articles that answer a query: those whose title, excerpt, description or headings contain every word of it
 * (itself or a related word; a word the articles do not have, by a typo or a longer word), and of two words up those
 * with every word and all but one there (a care guide with "labels" only in its text still answers "storage labels"),
 * and any with every word that is about one of them (the respirator guide for "does a dust mask protect against solvent
 * vapour", though the care guide's headings hold all five); when none, every article with a word of it, so that words
 * many articles hold in passing ("long", "before") do not outvote the one about it. Of those, the ones scoring at least
 * ARTICLE_SCORE_SHARE of the best (WHOLE_QUERY_SHARE for one with the whole query or a phrase of it), those holding
 * more of the query's codes first (the EN 388 guide for "4X43D" before the glove guide that says "gloves" more), then
 * by BM25; after the first, one that adds no word of the query the ones before it are about, and no phrase of it they
 * hold, answers only from REPEATING_ARTICLE_SHARE of the best.
 */
function answeringIds(
  loaded: LoadedIndex,
  scoring: ScoringOptions,
  query: string,
  phrases: (doc: number) => ReadonlySet<string>,
): string[] {
  const required = requiredSearchTerms(query);
  const about = new Set(ABOUT_FIELDS.map((f) => loaded.fieldIds[f]));
  const anywhere = new Uint8Array(loaded.ids.length);
  const codes = new Uint8Array(loaded.ids.length);
  // Per article, which of the query's words (by position) what it is about holds.
  const aboutTerms = loaded.ids.map(() => new Set<number>());
  const known = (term: string) => loaded.termMatches(term, false, 0, scoring.weights).length > 0;
  // The articles holding each word, so that only those with both words of a pair are read for it as a phrase.
  const holding = new Map<string, Set<number>>();
  // The articles whose file name holds each word, itself, a related word or, for a word no article holds, a slip of it
  // ("helment": the helmet guide); not as a beginning.
  const slugId = loaded.fieldIds.slugWords;
  const namedBy = new Map<string, Set<number>>();
  for (const [t, term] of required.entries()) {
    const found = new Set<number>();
    const foundAbout = new Set<number>();
    const named = new Set<number>();
    for (const { kind, postings } of termMatchesFor(loaded, term, scoring)) {
      const loose = kind === 'prefix' || kind === 'typo';
      if (known(term) && loose) continue;
      for (const { fieldId, docs } of postings)
        for (const doc of docs) {
          found.add(doc);
          if (about.has(fieldId)) foundAbout.add(doc);
          if (fieldId === slugId && kind !== 'prefix') named.add(doc);
        }
    }
    holding.set(term, found);
    namedBy.set(term, named);
    for (const doc of found) anywhere[doc]!++;
    for (const doc of foundAbout) aboutTerms[doc]!.add(t);
    if (isCode(term)) for (const doc of found) codes[doc]!++;
  }
  const all = required.length;
  const holdsAll = (doc: number) => all >= 2 && anywhere[doc] === all && aboutTerms[doc]!.size > 0;
  const keep = aboutTerms.some((terms) => terms.size === all)
    ? (doc: number) => aboutTerms[doc]!.size >= (all >= 2 && anywhere[doc] === all ? all - 1 : all)
    : (doc: number) => anywhere[doc]! > 0;
  const { score, seen } = scoreQuery(loaded, queryTerms(query), scoring);
  const answering = loaded.ids.map((_, doc) => doc).filter((doc) => keep(doc) || holdsAll(doc));
  const best = Math.max(0, ...answering.map((doc) => score[doc]!));
  const sequence = termSequence(query);
  const pairs = sequence.slice(1).map((term, i) => [sequence[i]!, term] as const);
  const phrasesOf = (doc: number) =>
    pairs
      .filter(([a, b]) => holding.get(a)?.has(doc) && holding.get(b)?.has(doc))
      .map(([a, b]) => phraseKey(a, b))
      .filter((phrase) => phrases(doc).has(phrase));
  const wholeQuery = (doc: number) => holdsAll(doc) || phrasesOf(doc).length > 0;
  const covered = new Set<number>();
  const coveredPhrases = new Set<string>();
  const ranked = answering
    .filter(
      (doc) =>
        score[doc]! >= ARTICLE_SCORE_SHARE * best || (score[doc]! >= WHOLE_QUERY_SHARE * best && wholeQuery(doc)),
    )
    .sort((a, b) => codes[b]! - codes[a]! || score[b]! - score[a]! || seen[a]! - seen[b]!);
  // When the best-scored article lacks a query word, the one whose file name names a word the best-scored one is not
  // about (lacks, or has only in its body), holding every word itself, comes first: the helmet guide for "helmet colour
  // code white yellow blue" (the filter colour guide never says helmet); the welding checklist for "gloves for MIG
  // welding type A or B" (the chemical glove guide lacks "MIG" and says welding only of where to store gloves).
  const top = ranked[0];
  if (top !== undefined && !holdsAll(top)) {
    const lacked = required.filter((_, t) => !aboutTerms[top]!.has(t));
    const named = ranked.find(
      (doc) => holdsAll(doc) && codes[doc] === codes[top] && lacked.some((term) => namedBy.get(term)!.has(doc)),
    );
    if (named !== undefined) ranked.unshift(...ranked.splice(ranked.indexOf(named), 1));
  }
  return ranked
    .filter((doc, i) => {
      const adds =
        [...aboutTerms[doc]!].some((t) => !covered.has(t)) || phrasesOf(doc).some((p) => !coveredPhrases.has(p));
      const kept = i === 0 || adds || score[doc]! >= REPEATING_ARTICLE_SHARE * best;
      if (kept) {
        for (const t of aboutTerms[doc]!) covered.add(t);
        for (const p of phrasesOf(doc)) coveredPhrases.add(p);
      }
      return kept;
    })
    .map((doc) => loaded.ids[doc]!);
}

export function searchResources(search: ResourceSearch, q: ResourceQuery): ResourceResults {
  const { index, resources, bySlug } = search;
  const inCategory = (r: Resource) => !q.category || sameText(r.category, q.category);
  const matches = hasSearchTerms(q.query)
    ? index
        .search(q.query)
        .map((hit) => bySlug.get(hit.id)!)
        .filter(inCategory)
    : resources.filter(inCategory);
  const offset = q.offset ?? 0;
  return {
    total: matches.length,
    resources: matches.slice(offset, offset + q.limit),
    facets: { category: facetValues(matches, (r) => [r.category]) },
  };
}
