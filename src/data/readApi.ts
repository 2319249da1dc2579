/** Real responses of the read API for `/openapi.json` and `/developers`. */
import { READ_COLLECTIONS } from '../lib/readCollections.ts';
import { READ_COLLECTION_ITEMS } from './catalog.ts';

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
        [collection.list.schemaName, collection.list.listBody(items.slice(0, 2) as never[])],
      ] as const;
    }),
  );
  return Object.fromEntries(entries.flat());
}
