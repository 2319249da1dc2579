import { damerauLevenshtein } from './editDistance.ts';

/**
 * Near misses by edit distance (a swap of two letters is one): what a hint or a content error
 * suggests for a name that is not known (a slug, a field of a product file).
 */

/** How far a near miss may be: two edits, or a quarter of a long word (a typo or two per part). */
const nearEnough = (wanted: string) => Math.max(2, Math.floor(wanted.length / 4));

/** Up to `count` of `candidates` within `nearEnough` edits of `wanted`, nearest first. */
export function nearest(wanted: string, candidates: Iterable<string>, count = 3, key = (c: string) => c): string[] {
  const max = nearEnough(wanted);
  const found: { candidate: string; distance: number }[] = [];
  for (const candidate of candidates) {
    const distance = damerauLevenshtein(wanted, key(candidate), max);
    if (distance <= max) found.push({ candidate, distance });
  }
  return found
    .sort((x, y) => x.distance - y.distance)
    .slice(0, count)
    .map((f) => f.candidate);
}
