import { readFileSync } from 'node:fs';
import { renderPage } from '../../generated/page-server/entry.mjs';
import { loadCatalog, CATALOG_FILE, readCatalogFile } from '../../src/lib/catalogFile/catalogFile.ts';

/**
 * The pages our functions render on request (src/pages with `prerender = false`), and the catalog
 * they show. The catalog file ships beside the function (`included_files` in netlify.toml) at the
 * same path from the root in the source, the bundle and the package (see netlify/functions/mcp.ts),
 * and is loaded once per instance.
 */
export const catalog = loadCatalog(readCatalogFile(readFileSync(new URL(`../../${CATALOG_FILE}`, import.meta.url))));

/** Astro's rendering of the page at `path` (with the request's query), given the catalog. */
export function renderSitePage(request: Request, path = new URL(request.url).pathname): Promise<Response> {
  const url = new URL(request.url);
  return renderPage(new Request(new URL(`${path}${url.search}`, url), { headers: request.headers }), { catalog });
}
