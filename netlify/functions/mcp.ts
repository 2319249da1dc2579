import { readFileSync } from 'node:fs';
import type { Config } from '@netlify/functions';
import { loadMcpCatalog, readCatalogFile } from '../../src/lib/mcp/catalog.ts';
import { createMcpHttpHandler } from '../../src/lib/mcp/httpHandler.ts';
import { mcpServerCard } from '../../src/lib/mcp/manifest.ts';
import { allowedOriginHostnames } from '../../src/lib/mcp/origin.ts';
import { catalogToolList } from '../../src/lib/mcp/tools.ts';
import { siteUrlFromEnv } from '../../src/lib/site.ts';

/**
 * The catalog the build wrote (src/integrations/mcpCatalog.ts), shipped with the function by
 * `included_files` in netlify.toml. The deployed function keeps the repository's layout (this
 * file bundled as netlify/functions/mcp.mjs, the catalog at src/generated/), so the same relative
 * path holds in the source and in the bundle (docs/mcp.md, "Where the catalog and the index come from").
 */
const CATALOG_FILE = new URL('../../src/generated/mcp-catalog.bin', import.meta.url);

/** The MCP server (Streamable HTTP, stateless). The catalog and its product index load once per instance. */
const catalog = loadMcpCatalog(readCatalogFile(readFileSync(CATALOG_FILE)));
const handle = createMcpHttpHandler(catalog, {
  allowedOriginHostnames: allowedOriginHostnames(),
  serverCard: () => mcpServerCard(catalogToolList(catalog.facets), siteUrlFromEnv()),
});

export default (request: Request) => handle(request);

export const config: Config = {
  path: ['/api/mcp', '/api/mcp/server-card'],
};
