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

export const EMPTY_VOCABULARY: SearchVocabulary = { synonyms: [], ignore: [], marks: {}, includes: {}, related: {} };

/** How much a related word counts, against 1 for the word itself. */
export const RELATED_WEIGHT = 0.5;

const termOf = (word: string) => processTerm(word) ?? word;

/** The vocabulary as the index stores its terms: every word of a related phrase is a related term. */
export function compileVocabulary(source: SearchVocabularySource): SearchVocabulary {
  const related: Record<string, string[]> = {};
  for (const [word, relatedWords] of Object.entries(source.related ?? {})) {
    for (const term of searchTerms(word)) {
      const terms = new Set([...entryOf(related, term), ...relatedWords.flatMap(searchTerms)]);
      terms.delete(term);
      related[term] = [...terms];
    }
  }
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
    related,
  };
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
