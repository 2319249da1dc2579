import { readFileSync } from 'node:fs';
import type { Config } from '@netlify/functions';
import searchPageShell from '../../src/generated/search-page.mjs';
import { loadMcpCatalog, MCP_CATALOG_FILE, readCatalogFile } from '../../src/lib/mcp/catalog.ts';
import { searchPageResponse } from '../../src/lib/search/searchPage.ts';
import { siteUrlFromEnv } from '../../src/lib/site.ts';

/**
 * The site's search page. The same catalog file as the MCP function (`included_files` in
 * netlify.toml; the same relative path in the source, the bundle and the package, see
 * netlify/functions/mcp.ts), loaded once per instance.
 */
const catalog = loadMcpCatalog(readCatalogFile(readFileSync(new URL(`../../${MCP_CATALOG_FILE}`, import.meta.url))));

export default (request: Request) => searchPageResponse(request, searchPageShell, catalog, siteUrlFromEnv());

export const config: Config = {
  path: ['/search', '/search/'],
};
