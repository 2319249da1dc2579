/**
 * A build-time hand-off, never deployed: every read collection's published items, from which
 * src/integrations/buildOutputs.ts writes the read API's files and the MCP catalog; it reads this
 * file and deletes it.
 */
import type { APIRoute } from 'astro';
import { READ_COLLECTION_ITEMS } from '../../data/catalog.ts';
import { READ_COLLECTIONS } from '../../lib/readCollections.ts';

export const GET: APIRoute = async () =>
  Response.json(
    Object.fromEntries(
      await Promise.all(READ_COLLECTIONS.map(async ({ name }) => [name, await READ_COLLECTION_ITEMS[name]()])),
    ),
  );
