/**
 * Edit distance with transpositions (Damerau–Levenshtein, optimal string alignment): the number of
 * letters inserted, deleted, replaced, or swapped with the next one, to turn `a` into `b`. A swap
 * counts one slip, as a typist makes it (`cheimcal` is one from `chemical`, not two).
 */
export function damerauLevenshtein(a: string, b: string): number {
  const n = b.length;
  let twoBack = new Int32Array(n + 1);
  let previous = Int32Array.from({ length: n + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = new Int32Array(n + 1);
    row[0] = i;
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, twoBack[j - 2]! + 1);
      row[j] = value;
    }
    twoBack = previous;
    previous = row;
  }
  return previous[n]!;
}
