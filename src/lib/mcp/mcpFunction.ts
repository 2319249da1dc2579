import { loadCatalog, readCatalogFile } from '../catalogFile/catalogFile.ts';
import { createMcpHttpHandler } from './httpHandler.ts';
import { mcpServerCard } from './manifest.ts';
import { allowedOrigins } from './origin.ts';
import { catalogToolList } from './tools.ts';
import { siteUrlFromEnv } from '../site.ts';

/**
 * The MCP function's handler for a catalog file's bytes: the catalog and its product index load
 * once, here; every request reuses them.
 */
export function mcpFunction(catalogFileBytes: Uint8Array): (request: Request) => Promise<Response> {
  const catalog = loadCatalog(readCatalogFile(catalogFileBytes));
  const siteUrl = siteUrlFromEnv();
  return createMcpHttpHandler(catalog, {
    allowedOrigins: allowedOrigins(),
    serverCard: () => mcpServerCard(catalogToolList(catalog.facets), siteUrl),
    siteUrl,
  });
}
