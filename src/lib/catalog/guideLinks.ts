import { standardTokens } from '../search/productSearch.ts';

/**
 * Buying guides and products pointing at each other: a guide is about the products of the
 * categories and the standards its frontmatter names (`productCategories`, `standards`), with the
 * search's standard matching ("EN 352" covers EN 352-1, "ISO 20345" EN ISO 20345). Built once per
 * build from indexes, so the work grows with the catalog, not with products times guides.
 */
export interface GuideTopics {
  slug: string;
  productCategories?: readonly string[] | undefined;
  standards?: readonly string[] | undefined;
}
export interface ProductTopics {
  slug: string;
  category: string;
  compliance?: readonly string[] | undefined;
}

/** Most products a guide ends with, and most guides a product page lists. */
export const GUIDE_PRODUCT_LIMIT = 6;
export const PRODUCT_GUIDE_LIMIT = 5;

const key = (tokens: readonly string[]) => tokens.join(' ');

/** Every run of consecutive tokens of a standard: what a guide's standard may be written as to cover it. */
function standardKeys(standard: string): string[] {
  const tokens = standardTokens(standard);
  const keys: string[] = [];
  for (let i = 0; i < tokens.length; i++)
    for (let j = i + 1; j <= tokens.length; j++) keys.push(key(tokens.slice(i, j)));
  return keys;
}

const push = <K, V>(map: Map<K, V[]>, k: K, v: V) => {
  const list = map.get(k);
  if (list) list.push(v);
  else map.set(k, [v]);
};

/**
 * For each guide, the slugs of the products it is about (those of its standards first, then of its
 * categories; catalog order within), and for each product the slugs of the guides about it (by
 * standard first, then by category; guide order within). Both lists are cut to their limits.
 */
export function guideProductLinks(
  guides: readonly GuideTopics[],
  products: readonly ProductTopics[],
): { productsOfGuide: Map<string, string[]>; guidesOfProduct: Map<string, string[]> } {
  const guidesByStandard = new Map<string, number[]>();
  const guidesByCategory = new Map<string, number[]>();
  guides.forEach((guide, g) => {
    for (const standard of guide.standards ?? []) push(guidesByStandard, key(standardTokens(standard)), g);
    for (const category of guide.productCategories ?? []) push(guidesByCategory, category, g);
  });
  const byStandard = guides.map((): string[] => []);
  const byCategory = guides.map((): string[] => []);
  const guidesOfProduct = new Map<string, string[]>();
  for (const product of products) {
    const viaStandard = new Set<number>();
    for (const standard of product.compliance ?? [])
      for (const k of standardKeys(standard)) for (const g of guidesByStandard.get(k) ?? []) viaStandard.add(g);
    // Each list needs no more than the limit: the first ones in catalog order are those shown.
    for (const g of viaStandard) if (byStandard[g]!.length < GUIDE_PRODUCT_LIMIT) byStandard[g]!.push(product.slug);
    const shown = [...viaStandard].sort((a, b) => a - b).slice(0, PRODUCT_GUIDE_LIMIT);
    // A category has hundreds of guides in a large catalog: walked without copying the list per product.
    for (const g of guidesByCategory.get(product.category) ?? []) {
      if (viaStandard.has(g)) continue;
      if (byCategory[g]!.length < GUIDE_PRODUCT_LIMIT) byCategory[g]!.push(product.slug);
      if (shown.length < PRODUCT_GUIDE_LIMIT) shown.push(g);
    }
    if (shown.length)
      guidesOfProduct.set(
        product.slug,
        shown.map((g) => guides[g]!.slug),
      );
  }
  const productsOfGuide = new Map<string, string[]>();
  guides.forEach((guide, g) => {
    const found = [...byStandard[g]!, ...byCategory[g]!];
    if (found.length) productsOfGuide.set(guide.slug, found.slice(0, GUIDE_PRODUCT_LIMIT));
  });
  return { productsOfGuide, guidesOfProduct };
}
