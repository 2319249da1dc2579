import { damerauLevenshtein } from '../search/editDistance.ts';

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

/**
 * The category of the closed list nearest to a name that is not in it (edit distance, ignoring
 * case first: `Head protection` is `Head Protection`), or undefined when the list is empty.
 */
export function closestCategory(name: string, categories: readonly string[]): string | undefined {
  let best: { category: string; distance: number } | undefined;
  for (const category of categories) {
    const distance = damerauLevenshtein(name.toLowerCase(), category.toLowerCase()) * 2 + (name === category ? 0 : 1);
    if (!best || distance < best.distance) best = { category, distance };
  }
  return best?.category;
}

/** The build error for a product whose category is not in the closed list. */
export function unknownCategoryMessage(file: string, category: string, categories: readonly string[]): string {
  const closest = closestCategory(category, categories);
  return (
    `${file}: category '${category}' is not a category${closest ? `; did you mean '${closest}'?` : ''} ` +
    `(the categories are listed in content/categories.yaml)`
  );
}
