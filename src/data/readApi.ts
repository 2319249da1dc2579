/** Bodies and static paths of the prerendered read API, shared by its four endpoint files. */
import { toSummary } from '../lib/catalog/resources.ts';
import { readApiPrefixes } from '../lib/http/readApiPaths.ts';
import { ProductListSchema, type Product } from '../lib/schemas/product.ts';
import { ResourceListSchema, type Resource } from '../lib/schemas/resource.ts';
import { getProducts, getResources } from './catalog.ts';

/** `version` is undefined for the unversioned alias, `v1` ... for the versioned forms. */
export const versionParams = () => readApiPrefixes().map(({ segment }) => ({ params: { version: segment } }));

/**
 * The single-item routes serve `astro dev` only: a build writes those files in one pass from the
 * hand-off document instead (src/lib/http/readApiItems.ts), so here they list no paths.
 */
const itemRoutesActive = import.meta.env.DEV;

export async function productItemPaths() {
  if (!itemRoutesActive) return [];
  const products = await getProducts();
  return versionParams().flatMap(({ params }) =>
    products.map((product) => ({ params: { ...params, slug: product.slug }, props: { product } })),
  );
}

export async function resourceItemPaths() {
  if (!itemRoutesActive) return [];
  const resources = await getResources();
  return versionParams().flatMap(({ params }) =>
    resources.map((resource) => ({ params: { ...params, slug: resource.slug }, props: { resource } })),
  );
}

export const productListBody = (products: Product[]) => ProductListSchema.parse({ count: products.length, products });

export const resourceListBody = (resources: Resource[]) =>
  ResourceListSchema.parse({ count: resources.length, resources: resources.map(toSummary) });
