import { lowerBound } from './lowerBound.ts';

/**
 * Slips allowed for a word of this length, as the best engines allow them (Algolia's defaults): none
 * for codes and words under four letters, one from four, two from eight. A slip is a letter
 * inserted, deleted, replaced, or swapped with its neighbour (Damerau–Levenshtein).
 */
export function typoDistance(term: string): number | false {
  if (/[0-9]/.test(term) || term.length < 4) return false;
  return term.length >= 8 ? 2 : 1;
}

/**
 * Typo tolerance only where it is needed: a query term that is a word of the catalog, or the
 * beginning of one, is matched exactly and by prefix; only an unknown term is matched fuzzily.
 * `sortedTerms` are the index's terms in code-point order (invertedIndex.ts keeps them so).
 * Fuzzy matching is the costly part of a search on a large catalog, and it adds noise for words
 * spelt right (`glass` would also match `class`).
 */
export function typoTolerance(sortedTerms: readonly string[]): (term: string) => number | false {
  const isKnownPrefix = (term: string) => sortedTerms[lowerBound(sortedTerms, term)]?.startsWith(term) ?? false;
  return (term) => (isKnownPrefix(term) ? false : typoDistance(term));
}
