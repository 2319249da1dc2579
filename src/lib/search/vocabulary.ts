import { processTerm, searchTerms, words } from './normalize.ts';
import type { SearchVocabularySource } from '../schemas/searchVocabulary.ts';

/** The search vocabulary (content/search-vocabulary.yaml) as the search uses it: words folded, terms stemmed. */
export interface SearchVocabulary {
  /** Phrases (words joined by one space) -> the words they are read as; longest phrase first. */
  synonyms: [phrase: string, replacement: string][];
  /** Words a query is searched without. */
  ignore: string[];
  /** Term -> the prefix (lowercase) of the standards it stands for (`isi` -> `is`). */
  marks: Record<string, string>;
  /** Term -> the terms of its kinds, for a requirement that excludes it. */
  includes: Record<string, string[]>;
  /** Query term -> the terms it is related to, both as the index stores them (stemmed). */
  related: Record<string, string[]>;
  /** As `related`, read by the product search only (`forProducts`). */
  productRelated: Record<string, string[]>;
  /** Terms that, in a product's name, make it the special-purpose one of its kind ("electrical", "foundry"). */
  special: string[];
  /** Kinds (name heads, stemmed) whose general product comes first for a query naming no other product. */
  general: string[];
}

/**
 * A table's own list for a term, none for a term it lacks, even one that names a property every object has
 * ("constructor"): the tables are plain objects (they travel as JSON in the catalog file), looked up by query words.
 */
const entryOf = (table: Readonly<Record<string, readonly string[]>>, term: string): readonly string[] =>
  Object.hasOwn(table, term) ? table[term]! : [];

/** The terms a query term is related to. */
export const relatedOf = (vocabulary: SearchVocabulary, term: string) => entryOf(vocabulary.related, term);
/** The terms of a term's kinds, for a requirement that excludes it. */
export const kindsOf = (vocabulary: SearchVocabulary, term: string) => entryOf(vocabulary.includes, term);

export const EMPTY_VOCABULARY: SearchVocabulary = {
  synonyms: [],
  ignore: [],
  marks: {},
  includes: {},
  related: {},
  productRelated: {},
  special: [],
  general: [],
};

/** How much a related word counts, against 1 for the word itself. */
export const RELATED_WEIGHT = 0.5;

const termOf = (word: string) => processTerm(word) ?? word;

/** A related section as the index stores its terms: every word of a related phrase is a related term. */
function compileRelated(source: Readonly<Record<string, readonly string[]>>) {
  const related: Record<string, string[]> = {};
  for (const [word, relatedWords] of Object.entries(source)) {
    for (const term of searchTerms(word)) {
      const terms = new Set([...entryOf(related, term), ...relatedWords.flatMap(searchTerms)]);
      terms.delete(term);
      related[term] = [...terms];
    }
  }
  return related;
}

/** The vocabulary as the index stores its terms. */
export function compileVocabulary(source: SearchVocabularySource): SearchVocabulary {
  const includes: Record<string, string[]> = {};
  for (const [word, kinds] of Object.entries(source.includes ?? {}))
    includes[termOf(word)] = [...new Set(kinds.map(termOf))];
  return {
    synonyms: Object.entries(source.synonyms ?? {})
      .map(([phrase, replacement]): [string, string] => [words(phrase).join(' '), words(replacement).join(' ')])
      .sort((a, b) => b[0].split(' ').length - a[0].split(' ').length || b[0].length - a[0].length),
    ignore: [...new Set((source.ignore ?? []).map((w) => words(w).join(' ')))],
    marks: Object.fromEntries(
      Object.entries(source.marks ?? {}).map(([w, prefix]) => [termOf(w), prefix.toLowerCase()]),
    ),
    includes,
    related: compileRelated(source.related ?? {}),
    productRelated: compileRelated(source.productRelated ?? {}),
    special: [...new Set((source.special ?? []).map(termOf))],
    general: [...new Set((source.general ?? []).map(termOf))],
  };
}

/**
 * The vocabulary the product search reads: `related` with `productRelated` added. A relation a product answers but a
 * guide does not: a rescue needs a harness, while a guide on rescue after a fall is not the harness inspection's.
 */
export function forProducts(vocabulary: SearchVocabulary): SearchVocabulary {
  const related = { ...vocabulary.related };
  for (const [term, terms] of Object.entries(vocabulary.productRelated))
    related[term] = [...new Set([...entryOf(related, term), ...terms])];
  return { ...vocabulary, related };
}

export const relatedTerms = (related: Readonly<Record<string, readonly string[]>>) => {
  const cache = new Map<string, { term: string; weight: number }[]>();
  return (term: string) => {
    let found = cache.get(term);
    if (!found)
      cache.set(
        term,
        (found = entryOf(related, term).map((t) => ({
          term: t,
          weight: RELATED_WEIGHT,
        }))),
      );
    return found;
  };
};
