/** Bodies and static paths of the prerendered read API: one list and one item route for every collection. */
import { toSummary } from '../lib/catalog/resources.ts';
import { API_VERSIONS } from '../lib/versions.ts';
import type { ReadCollection } from '../lib/http/readApiPaths.ts';
import { ProductListSchema, type Product } from '../lib/schemas/product.ts';
import { ResourceListSchema, type Resource } from '../lib/schemas/resource.ts';
import { getProducts, getResources } from './catalog.ts';

export const productListBody = (products: Product[]) => ProductListSchema.parse({ count: products.length, products });

export const resourceListBody = (resources: Resource[]) =>
  ResourceListSchema.parse({ count: resources.length, resources: resources.map(toSummary) });

/** Each collection's published items and list body. */
const COLLECTION_DATA: Record<ReadCollection, { items: () => Promise<{ slug: string }[]>; listBody: (items: never[]) => unknown }> = {
  products: { items: getProducts, listBody: productListBody },
  resources: { items: getResources, listBody: resourceListBody },
};

/**
 * Files exist under the versioned prefixes only (`/api/v1/products.json`,
 * `/api/v1/products/<slug>.json`); netlify.toml rewrites the unversioned alias onto the current
 * version's. Every version serves the same bodies.
 */
export const readListPaths = () =>
  API_VERSIONS.flatMap((version) => Object.keys(COLLECTION_DATA).map((collection) => ({ params: { version: version.name, collection } })));

export async function readListBody(collection: string): Promise<unknown> {
  const data = COLLECTION_DATA[collection as ReadCollection];
  return data.listBody((await data.items()) as never[]);
}

export async function readItemPaths() {
  const collections = await Promise.all(
    Object.entries(COLLECTION_DATA).map(async ([collection, data]) => ({ collection, items: await data.items() })),
  );
  return API_VERSIONS.flatMap((version) =>
    collections.flatMap(({ collection, items }) => items.map((item) => ({ params: { version: version.name, collection, slug: item.slug }, props: { item } }))),
  );
}
