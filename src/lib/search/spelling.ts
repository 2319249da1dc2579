import { termsWithin } from './invertedIndex.ts';
import { lowerBound } from './lowerBound.ts';
import { processTerm } from './normalize.ts';
import { typoDistance } from './typoTolerance.ts';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** Every word one slip from `word`: neighbours swapped, a letter missing, wrong or extra (Damerau–Levenshtein 1). */
export function oneSlipFrom(word: string): string[] {
  const found: string[] = [];
  for (let i = 0; i + 1 < word.length; i++)
    if (word[i] !== word[i + 1]) found.push(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  for (let i = 0; i < word.length; i++) found.push(word.slice(0, i) + word.slice(i + 1));
  for (let i = 0; i < word.length; i++)
    for (const c of LETTERS) if (c !== word[i]) found.push(word.slice(0, i) + c + word.slice(i + 1));
  for (let i = 0; i <= word.length; i++) for (const c of LETTERS) found.push(word.slice(0, i) + c + word.slice(i));
  return found;
}

/**
 * The catalog word a query word was meant to be, when it is not one: the first word one slip away, its first letter
 * kept, whose search term is in the index, or is a word the vocabulary relates (`vocabularyTerms`: "kaadav" is "kadav",
 * mud). Why before stemming: a slip can change how a word stems (`cheimcal` keeps its ending, `chemical` becomes
 * `chemic`), so the index's stemmed terms alone are two or three edits from it; a beginning is not a word (`harnes` is
 * `harness`). A word that is a term (or a related word), or whose term is within the slips the search allows of one
 * (typoTolerance.ts), is left as it is, unless that one term is a word the vocabulary relates (`glouves`: gloves).
 */
export function spellingCorrector(
  sortedTerms: readonly string[],
  vocabularyTerms: ReadonlySet<string> = new Set(),
): (word: string) => string | undefined {
  const isTerm = (term: string) => sortedTerms[lowerBound(sortedTerms, term)] === term || vocabularyTerms.has(term);
  return (word) => {
    const term = processTerm(word);
    const edits = typoDistance(word);
    if (!term || edits === false || isTerm(term)) return undefined;
    // A term that only begins catalog terms ("harn", of "harness") is matched by prefix alone, never as the word a slip
    // away that begins with it: read it as that word first, before a term a slip from the stump ("hard").
    if (sortedTerms[lowerBound(sortedTerms, term)]?.startsWith(term)) {
      const longer = oneSlipFrom(word).find((candidate) => {
        const t = processTerm(candidate);
        return !!t && t.length > term.length && t.startsWith(term) && isTerm(t);
      });
      if (longer) return longer;
    }
    // A term near the word's own term is found by the search's typo tolerance; this is for the rest. The tolerance
    // matches the index's term alone, not the words the vocabulary relates to it, so a slip whose one near term has
    // some is read as that term's word: "glouves" is gloves, and so finds the nitrile gauntlet "gloves" relates to.
    const near = typoDistance(term);
    const nearTerms = near === false ? new Map<number, number>() : termsWithin(sortedTerms, term, near);
    if (nearTerms.size > 0) {
      const only = nearTerms.size === 1 ? sortedTerms[nearTerms.keys().next().value!] : undefined;
      if (only === undefined || !vocabularyTerms.has(only)) return undefined;
      return oneSlipFrom(word).find((candidate) => candidate[0] === word[0] && processTerm(candidate) === only);
    }
    return oneSlipFrom(word).find((candidate) => {
      // Its first letter stays: changed, it makes another word ("dyeing" is no "eyeing"). Its term is long enough for a
      // slip (typoDistance): "mixing" is no "miging", whose term is MIG.
      if (candidate[0] !== word[0]) return false;
      const t = processTerm(candidate);
      return !!t && typoDistance(t) !== false && isTerm(t);
    });
  };
}
