import { describe, expect, it } from 'vitest';
import { damerauLevenshtein } from '../../src/lib/search/editDistance.ts';
import { termsWithin } from '../../src/lib/search/invertedIndex.ts';
import { oneSlipFrom, spellingCorrector } from '../../src/lib/search/spelling.ts';
import { testCatalog } from '../helpers/testCatalog.ts';

describe('typo tolerance by edit distance with transpositions', () => {
  it('the index walk finds the terms the edit distance function puts within reach, swaps as one slip', () => {
    const terms = ['chemic', 'chemical', 'glove', 'gloves', 'harness', 'helmet', 'respirator'].sort();
    for (const [query, edits] of [
      ['cheimcal', 1],
      ['glvoe', 1],
      ['hlemet', 1],
      ['respirtor', 2],
      ['harnsess', 2],
    ] as const) {
      const found = [...termsWithin(terms, query, edits)].map(([at, d]) => [terms[at], d]);
      const expected = terms.map((t) => [t, damerauLevenshtein(query, t)]).filter(([, d]) => (d as number) <= edits);
      expect(found.sort(), query).toEqual(expected.sort());
    }
  });

  it('every word one slip away: swaps, missing, wrong and extra letters', () => {
    const slips = oneSlipFrom('abc');
    for (const word of ['bac', 'acb', 'bc', 'ac', 'ab', 'xbc', 'abx', 'xabc', 'abcx'])
      expect(slips, word).toContain(word);
    for (const word of slips) expect(damerauLevenshtein('abc', word), word).toBe(1);
  });

  it('a word whose slip changed its stem is read as the catalog word (cheimcal: chemical); catalog words stay', () => {
    const correct = spellingCorrector(testCatalog().productSearch.loaded.terms);
    expect(correct('cheimcal')).toBe('chemical');
    expect(correct('chemical')).toBeUndefined();
    expect(correct('gloves')).toBeUndefined();
    expect(correct('respirtor')).toBeUndefined(); // within the search's own tolerance of "respirator"
    // Its stem "harn" only begins "harness", and is a slip from "hard": the word a slip away that it begins wins.
    expect(correct('harnes')).toBe('harness');
    expect(correct('ss204')).toBeUndefined(); // codes are never corrected
  });

  it('a slip keeps the first letter: "dyeing" is no "eyeing" (the eye), "welidng" is still "welding"', () => {
    const correct = spellingCorrector(testCatalog().productSearch.loaded.terms);
    expect(correct('dyeing')).not.toBe('eyeing');
    expect(correct('welidng')).toBe('welding');
  });

  it('a slip reads a word as a term of four letters at least: "mixing" is no "miging" (MIG), "maks" is "mask"', () => {
    const correct = spellingCorrector(testCatalog().productSearch.loaded.terms);
    expect(correct('mixing')).toBeUndefined();
    expect(correct('maks')).toBe('mask');
  });

  it('a word one slip from a word the vocabulary relates is read as it (kaadav: kadav, mud); others are not', () => {
    const correct = spellingCorrector(testCatalog().productSearch.loaded.terms, new Set(['kadav']));
    expect(correct('kaadav')).toBe('kadav');
    expect(correct('kadav')).toBeUndefined();
    expect(spellingCorrector(testCatalog().productSearch.loaded.terms)('kaadav')).toBeUndefined();
  });

  it('a slip within the tolerance of one term the vocabulary relates is read as that word (glouves: gloves)', () => {
    // The tolerance would match "glov" alone, not the gauntlet that "glove" relates to.
    const { terms } = testCatalog().productSearch.loaded;
    expect(spellingCorrector(terms, new Set(['glov']))('glouves')).toBe('gloves');
    expect(spellingCorrector(terms)('glouves')).toBeUndefined();
    // Within the tolerance of two terms ("glox": glov, glow), it is left to the search, which weighs both.
    expect(spellingCorrector(['glov'], new Set(['glov']))('glox')).toBe('glov');
    expect(spellingCorrector(['glov', 'glow'], new Set(['glov']))('glox')).toBeUndefined();
  });
});
