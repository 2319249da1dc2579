import { ProductSchema, type Product, type ProductSource } from '../schemas/product.ts';
import { absoluteUrl } from '../site.ts';

/** Site path of a product page. */
export const productPath = (slug: string) => `/products/${slug}/`;

/** The published Product: the source fields plus the derived `slug` and `url`, in the spec's field order. */
export function toProduct(slug: string, source: ProductSource, siteUrl: string): Product {
  return ProductSchema.parse({
    slug,
    name: source.name,
    brand: source.brand,
    category: source.category,
    description: source.description,
    ...(source.compliance ? { compliance: source.compliance } : {}),
    ...(source.keywords ? { keywords: source.keywords } : {}),
    url: absoluteUrl(siteUrl, productPath(slug)),
  });
}

/** Catalog order: by category, then by name. */
export function sortProducts(products: Product[]): Product[] {
  return [...products].sort((a, b) => a.category.localeCompare(b.category) || a.name.localeCompare(b.name));
}
