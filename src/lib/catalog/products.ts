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
export function sortProducts<T extends Product>(products: T[]): T[] {
  return [...products].sort((a, b) => a.category.localeCompare(b.category) || a.name.localeCompare(b.name));
}

const PUBLISHED_KEYS = Object.keys(ProductSchema.shape) as (keyof Product)[];

/** The published fields of a product that carries more (its page's details), in the schema's order. */
export function publishedFields(product: Product): Product {
  const fields: Record<string, unknown> = {};
  for (const key of PUBLISHED_KEYS) if (product[key] !== undefined) fields[key] = product[key];
  return fields as Product;
}
