/**
 * A build-time hand-off, never deployed: what search and the MCP tools take from the product files
 * beyond the published fields (sizes, specifications), for the MCP catalog that
 * src/integrations/buildOutputs.ts writes after the routes; it reads this file and deletes it.
 */
import type { APIRoute } from 'astro';
import { getProductFacts } from '../../data/catalog.ts';

export const GET: APIRoute = async () => Response.json(await getProductFacts());
