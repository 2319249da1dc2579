import type { Config } from '@netlify/functions';
import catalogData from '../../src/generated/mcp-catalog.mjs';
import { loadMcpCatalog } from '../../src/lib/mcp/catalog.ts';
import { createMcpHttpHandler } from '../../src/lib/mcp/httpHandler.ts';
import { allowedOriginHostnames } from '../../src/lib/mcp/origin.ts';

/** The MCP server (Streamable HTTP, stateless). The catalog and its indexes load once per instance. */
const handle = createMcpHttpHandler(loadMcpCatalog(catalogData), { allowedOriginHostnames: allowedOriginHostnames() });

export default (request: Request) => handle(request);

export const config: Config = {
  path: '/api/mcp',
};
