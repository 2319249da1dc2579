import type { FacetValue } from './facets.ts';
import { facetValues } from './facets.ts';
import { compareSizes, sizeKeys } from './productText.ts';
import { facetGroups, searchHref, type FacetGroup } from './searchPage.ts';

/**
 * The filters of a category page: the search page's facets (brand, standard, size) counted over the
 * category's products, each a link to the search page with the category and that value, so they
 * work without JavaScript on a prerendered page. A filter with one value would change nothing: left out.
 */
export function categoryFilterGroups(
  category: string,
  products: readonly {
    brand: string;
    compliance?: readonly string[] | undefined;
    sizes?: readonly string[] | undefined;
  }[],
): FacetGroup[] {
  const facets: Record<'category' | 'brand' | 'compliance' | 'size', FacetValue[]> = {
    category: [],
    brand: facetValues(products, (p) => [p.brand]),
    compliance: facetValues(products, (p) => p.compliance ?? []),
    size: facetValues(products, (p) => sizeKeys(p.sizes ?? [])).sort((a, b) => compareSizes(a.value, b.value)),
  };
  return facetGroups(facets, { q: '', page: 1, category }).filter((group) => group.values.length > 1);
}

/** Where a standard's badge leads: the search page's products certified to it. */
export const standardHref = (standard: string): string => searchHref({ standard });
