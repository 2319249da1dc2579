/** Bodies and static paths of the prerendered read API: one list and one item route for every collection. */
import { READ_COLLECTIONS, type AnyReadCollection } from '../lib/readCollections.ts';
import { API_VERSIONS } from '../lib/versions.ts';
import { READ_COLLECTION_ITEMS } from './catalog.ts';

const listBody = (collection: AnyReadCollection, items: { slug: string }[]) =>
  collection.list.listBody(items as never[]);

/**
 * Files exist under the versioned prefixes only (`/api/v1/products.json`,
 * `/api/v1/products/<slug>.json`); netlify.toml rewrites the unversioned alias onto the current
 * version's. Every version serves the same bodies.
 */
export const readListPaths = () =>
  API_VERSIONS.flatMap((version) =>
    READ_COLLECTIONS.map((collection) => ({
      params: { version: version.name, collection: collection.name },
      props: { collection },
    })),
  );

export const readListBody = async (collection: AnyReadCollection) =>
  listBody(collection, await READ_COLLECTION_ITEMS[collection.name]());

export async function readItemPaths() {
  const collections = await Promise.all(
    READ_COLLECTIONS.map(async ({ name }) => ({ name, items: await READ_COLLECTION_ITEMS[name]() })),
  );
  return API_VERSIONS.flatMap((version) =>
    collections.flatMap(({ name, items }) =>
      items.map((item) => ({ params: { version: version.name, collection: name, slug: item.slug }, props: { item } })),
    ),
  );
}

/**
 * Real responses of this build, by schema name, for `/openapi.json` and `/developers`: each collection's first item
 * and a list of two.
 */
export async function readApiExamples(): Promise<Record<string, unknown>> {
  const entries = await Promise.all(
    READ_COLLECTIONS.map(async (collection) => {
      const items = await READ_COLLECTION_ITEMS[collection.name]();
      return [
        [collection.item.schemaName, items[0]!],
        [collection.list.schemaName, listBody(collection, items.slice(0, 2))],
      ] as const;
    }),
  );
  return Object.fromEntries(entries.flat());
}
