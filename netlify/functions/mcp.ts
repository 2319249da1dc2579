import { readFileSync } from 'node:fs';
import type { Config } from '@netlify/functions';
import { mcpFunction } from '../../src/lib/mcp/mcpFunction.ts';

/**
 * The catalog the build wrote (src/integrations/mcpCatalog.ts), shipped with the function by
 * `included_files` in netlify.toml. The deployed function keeps the repository's layout (this
 * file bundled as .netlify/functions-bundled/mcp.mjs by scripts/bundleFunctions.mjs, the catalog
 * at src/generated/), so the same relative path holds in the source, the bundle and the package
 * (docs/mcp.md, "Where the catalog and the index come from").
 */
const CATALOG_FILE = new URL('../../src/generated/mcp-catalog.bin', import.meta.url);

/** The MCP server (Streamable HTTP, stateless). The catalog and its product index load once per instance. */
const handle = mcpFunction(readFileSync(CATALOG_FILE));

export default (request: Request) => handle(request);

export const config: Config = {
  path: ['/api/mcp', '/api/mcp/server-card'],
};
