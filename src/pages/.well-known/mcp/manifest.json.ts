import type { APIRoute } from 'astro';
import { getProducts, getResources } from '../../../data/catalog.ts';
import { jsonResponse } from '../../../lib/http/responses.ts';
import { catalogFacets } from '../../../lib/catalogFile/catalogFile.ts';
import { mcpManifest } from '../../../lib/mcp/manifest.ts';
import { catalogToolList } from '../../../lib/mcp/tools.ts';

/** The MCP manifest, rendered at build time from the tool definitions the server registers. */
export const GET: APIRoute = async ({ site }) => {
  const tools = catalogToolList(catalogFacets(await getProducts(), await getResources()));
  return jsonResponse(200, mcpManifest(tools, site!.href));
};
