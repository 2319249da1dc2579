import type { Product } from '../schemas/product.ts';
import { nearest } from '../search/nearest.ts';
import { words } from '../search/normalize.ts';

/**
 * Hints for a model that asked for something the catalog does not have: an unknown slug, a search
 * without results. Suggestions are only near misses by edit distance (a swap of two letters is
 * one); anything else would name unrelated items, so the hint points to a search instead.
 */

/** The `not_found` hint of get_product / get_resource. */
export function unknownSlugHint(
  kind: 'product' | 'article',
  slug: string,
  slugs: Iterable<string>,
  searchTool: string,
): string {
  const near = nearest(slug.toLowerCase(), slugs);
  const query = words(slug).join(' ');
  const search = query
    ? `call ${searchTool} with the query "${query}" to find ${kind === 'article' ? 'an' : 'a'} ${kind} by what it is`
    : `call ${searchTool} to find ${kind === 'article' ? 'an' : 'a'} ${kind} and its slug`;
  return near.length ? `Closest slugs: ${near.join(', ')}. Or ${search}.` : `No slug is close to it: ${search}.`;
}

export interface NoMatch {
  query?: string | undefined;
  filtered: boolean;
  categories: readonly string[];
}

/**
 * The hint of a product search without results. `closest`: the products whose model reference is
 * nearest the query (`closestModelProducts`, as the site's search page suggests them).
 */
export function noProductMatchHint({ query, filtered, categories }: NoMatch, closest: readonly Product[]): string {
  const parts: string[] = [];
  const refs = closest.filter((p) => p.keywords?.[0]).slice(0, 3);
  if (refs.length)
    parts.push(`Nearest model references: ${refs.map((p) => `${p.keywords![0]} (${p.slug})`).join(', ')}.`);
  parts.push(`Categories: ${categories.join(', ')}.`);
  if (query && words(query).length > 1)
    parts.push('Try a shorter query: fewer words, or the product type alone ("gloves", "helmet").');
  if (filtered) parts.push('Or search without the category, brand or compliance filter.');
  return `No product matches. ${parts.join(' ')}`;
}

/** The hint of an article search without results. */
export function noResourceMatchHint({ query, filtered, categories }: NoMatch): string {
  const parts = [`Categories: ${categories.join(', ')}.`];
  if (query && words(query).length > 1)
    parts.push('Try a shorter query: one topic or one standard ("EN 388", "harness inspection").');
  if (filtered) parts.push('Or search without the category filter.');
  parts.push('Without a query, search_resources lists every article.');
  return `No article matches. ${parts.join(' ')}`;
}
