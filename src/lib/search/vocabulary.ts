import { searchTerms } from './normalize.ts';

/** Query term -> the terms it is related to, both as the index stores them (stemmed). */
export type SearchVocabulary = Record<string, string[]>;

/** How much a related word counts, against 1 for the word itself. */
export const RELATED_WEIGHT = 0.5;

/** The vocabulary as the index stores its terms: every word of a related phrase is a related term. */
export function compileVocabulary(source: Readonly<Record<string, readonly string[]>>): SearchVocabulary {
  const compiled: SearchVocabulary = {};
  for (const [word, related] of Object.entries(source)) {
    for (const term of searchTerms(word)) {
      const terms = new Set([...(compiled[term] ?? []), ...related.flatMap(searchTerms)]);
      terms.delete(term);
      compiled[term] = [...terms];
    }
  }
  return compiled;
}

export const relatedTerms = (vocabulary: SearchVocabulary) => {
  const cache = new Map<string, { term: string; weight: number }[]>();
  return (term: string) => {
    let found = cache.get(term);
    if (!found)
      cache.set(
        term,
        (found = (Object.hasOwn(vocabulary, term) ? vocabulary[term]! : []).map((t) => ({
          term: t,
          weight: RELATED_WEIGHT,
        }))),
      );
    return found;
  };
};
