import { countBy } from '../catalog/categories.ts';

/** A filter value that exists in the catalog, with how many of the matched items carry it. */
export interface FacetValue {
  value: string;
  count: number;
}

/** Values of one field over a set of items, most frequent first, then alphabetical. */
export function facetValues<T>(items: readonly T[], values: (item: T) => readonly string[]): FacetValue[] {
  const counts = countBy(
    items.flatMap((item) => values(item)),
    (value) => value,
  );
  return [...counts]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
}

/** The same order as `facetValues`, from counts per value position (`values[i]` counted `counts[i]` times). */
export function facetValuesFromCounts(values: readonly string[], counts: ArrayLike<number>): FacetValue[] {
  const found: FacetValue[] = [];
  for (let i = 0; i < values.length; i++) if (counts[i]) found.push({ value: values[i]!, count: counts[i]! });
  return found.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
}

/** Distinct values of a field, alphabetical: the allowed values of a filter. */
export function distinctValues<T>(items: readonly T[], values: (item: T) => readonly string[]): string[] {
  return [...new Set(items.flatMap((item) => values(item)))].sort((a, b) => a.localeCompare(b));
}
