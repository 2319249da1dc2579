import { foldText } from '../search/normalize.ts';

/**
 * The slugs nearest to one that does not exist, for a `not_found` hint. The slug's words go
 * through the same search index as a query, so a misspelt slug, a partial one or a model
 * reference (`kavach-ss204`) finds the item it meant.
 */
export function closestSlugs(index: { search(query: string): { id: string }[] }, wanted: string, count = 3): string[] {
  const query = foldText(wanted).replace(/[^a-z0-9]+/g, ' ').trim();
  if (!query) return [];
  return index.search(query).slice(0, count).map((hit) => String(hit.id));
}
