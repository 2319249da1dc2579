/** URL segment of a category name: `Eye & Face Protection` -> `eye-face-protection`. */
export function categorySlug(category: string): string {
  return category
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export const categoryPath = (category: string) => `/products/category/${categorySlug(category)}/`;

/** Distinct values in first-seen order, with how many items carry each. */
export function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}
