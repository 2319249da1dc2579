/**
 * Edit distance with transpositions (Damerau–Levenshtein, optimal string alignment): the number of
 * letters inserted, deleted, replaced, or swapped with the next one, to turn `a` into `b`. A swap
 * counts one slip, as a typist makes it (`cheimcal` is one from `chemical`, not two). With `max`,
 * `Infinity` as soon as the distance must exceed it (most candidates of a near-miss search stop early).
 */
export function damerauLevenshtein(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return Infinity;
  const n = b.length;
  let twoBack = new Int32Array(n + 1);
  let previous = Int32Array.from({ length: n + 1 }, (_, j) => j);
  let previousMin = 0;
  for (let i = 1; i <= a.length; i++) {
    const row = new Int32Array(n + 1);
    row[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, twoBack[j - 2]! + 1);
      row[j] = value;
      rowMin = Math.min(rowMin, value);
    }
    // A later row reads only this one and the one before it (a swap), so both past `max` settle it.
    if (rowMin > max && previousMin > max) return Infinity;
    previousMin = rowMin;
    twoBack = previous;
    previous = row;
  }
  return previous[n]! > max ? Infinity : previous[n]!;
}
