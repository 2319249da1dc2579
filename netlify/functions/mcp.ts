import { readFileSync } from 'node:fs';
import type { Config } from '@netlify/functions';
import { CATALOG_FILE } from '../../src/lib/catalogFile/catalogFile.ts';
import { mcpFunction } from '../../src/lib/mcp/mcpFunction.ts';

/**
 * The catalog file the build wrote (src/build/steps/writeCatalogFile.ts). The deployed function keeps the
 * repository's layout (this file bundled as .netlify/functions-bundled/mcp.mjs), so the same
 * relative path holds in the source, the bundle and the package (docs/mcp.md, "The catalog file").
 */
const catalogPath = new URL(`../../${CATALOG_FILE}`, import.meta.url);

/** The MCP server (Streamable HTTP, stateless). The catalog and its product index load once per instance. */
const handle = mcpFunction(readFileSync(catalogPath));

export default (request: Request) => handle(request);

export const config: Config = {
  path: ['/api/mcp', '/api/mcp/server-card'],
};
