import type { APIRoute } from 'astro';
import { getProducts, getResources } from '../data/catalog.ts';
import { jsonResponse } from '../lib/http/responses.ts';
import { readApiItemsBody } from '../lib/http/readApiItems.ts';

/**
 * Build-time hand-off of every item to the build workers that write the single-item files and the
 * MCP catalog (src/lib/http/readApiItems.ts, src/integrations/readApiHandoff.ts); the build
 * removes this file, so it is never deployed.
 */
export const GET: APIRoute = async () => jsonResponse(200, readApiItemsBody(await getProducts(), await getResources()));
