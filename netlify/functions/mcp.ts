import type { Config } from '@netlify/functions';
import catalogData from '../../src/generated/mcp-catalog.mjs';
import { loadMcpCatalog } from '../../src/lib/mcp/catalog.ts';
import { createMcpHttpHandler } from '../../src/lib/mcp/httpHandler.ts';
import { mcpServerCard } from '../../src/lib/mcp/manifest.ts';
import { allowedOriginHostnames } from '../../src/lib/mcp/origin.ts';
import { catalogToolList } from '../../src/lib/mcp/tools.ts';
import { siteUrlFromEnv } from '../../src/lib/site.ts';

/** The MCP server (Streamable HTTP, stateless). The catalog and its product index load once per instance. */
const catalog = loadMcpCatalog(catalogData);
const handle = createMcpHttpHandler(catalog, {
  allowedOriginHostnames: allowedOriginHostnames(),
  serverCard: () => mcpServerCard(catalogToolList(catalog.facets), siteUrlFromEnv()),
});

export default (request: Request) => handle(request);

export const config: Config = {
  path: ['/api/mcp', '/api/mcp/server-card'],
};
