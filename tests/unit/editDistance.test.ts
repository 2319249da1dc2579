import { describe, expect, it } from 'vitest';
import { damerauLevenshtein } from '../../src/lib/search/editDistance.ts';

describe('edit distance with transpositions (Damerau–Levenshtein)', () => {
  it.each([
    ['chemical', 'chemical', 0],
    ['cheimcal', 'chemical', 1], // two neighbours swapped: one slip
    ['chemcial', 'chemical', 1],
    ['respirtor', 'respirator', 1], // a letter missing
    ['hellmet', 'helmet', 1], // a letter extra
    ['glovas', 'gloves', 1], // a wrong letter
    ['harnes', 'harness', 1],
    ['ab', 'ba', 1],
    ['abc', 'ca', 3], // optimal string alignment: a swapped pair is not edited again
    ['', 'abc', 3],
    ['abc', '', 3],
    ['kitten', 'sitting', 3],
    ['goggels', 'goggles', 1],
  ])('%s -> %s is %i', (a, b, distance) => {
    expect(damerauLevenshtein(a, b)).toBe(distance);
    expect(damerauLevenshtein(b, a)).toBe(distance);
  });
});

describe('a bounded distance (near-miss hints, category suggestions)', () => {
  const words = [
    'chemical',
    'cheimcal',
    'helmet',
    'hellmet',
    'harness',
    'ab',
    'ba',
    'abc',
    'ca',
    '',
    'kitten',
    'sitting',
  ];
  it('is the distance when within max, Infinity when past it, for every pair and max 0 to 4', () => {
    for (const a of words)
      for (const b of words)
        for (let max = 0; max <= 4; max++) {
          const full = damerauLevenshtein(a, b);
          expect(damerauLevenshtein(a, b, max), `${a} ${b} ${max}`).toBe(full <= max ? full : Infinity);
        }
  });
});
