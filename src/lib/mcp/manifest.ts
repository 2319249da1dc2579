import { absoluteUrl } from '../site.ts';
import {
  MCP_CAPABILITIES,
  MCP_INSTRUCTIONS,
  MCP_PATH,
  MCP_SERVER_INFO,
  PRODUCT_URI_TEMPLATE,
  RESOURCE_URI_TEMPLATE,
} from './serverInfo.ts';
import { toolJsonSchema } from './toolSchemas.ts';
import type { CatalogTool } from './tools.ts';

/**
 * The discovery documents of the MCP server, generated from the same tool definitions the server
 * registers, so they can never describe a tool differently from `tools/list`.
 */
const inputJsonSchema = (tool: CatalogTool) => toolJsonSchema(tool.inputSchema, 'input');
const outputJsonSchema = (tool: CatalogTool) => toolJsonSchema(tool.outputSchema, 'output');

/** `/.well-known/mcp/manifest.json`. */
export function mcpManifest(tools: readonly CatalogTool[], siteUrl: string) {
  const endpoint = absoluteUrl(siteUrl, MCP_PATH);
  return {
    name: MCP_SERVER_INFO.name,
    title: MCP_SERVER_INFO.title,
    version: MCP_SERVER_INFO.version,
    description: MCP_INSTRUCTIONS,
    endpoint,
    transport: { type: 'streamable-http', url: endpoint, stateless: true, methods: ['POST'] },
    authentication: { type: 'none' },
    tools: tools.map((tool) => ({
      name: tool.name,
      title: tool.title,
      description: tool.description,
      inputSchema: inputJsonSchema(tool),
      outputSchema: outputJsonSchema(tool),
      annotations: tool.annotations,
    })),
    resourceTemplates: [
      { uriTemplate: PRODUCT_URI_TEMPLATE, name: 'product', mimeType: 'application/json' },
      { uriTemplate: RESOURCE_URI_TEMPLATE, name: 'buying-guide', mimeType: 'application/json' },
    ],
  };
}

/**
 * The draft MCP Server Card (SEP-1649) at `/api/mcp/server-card`: what a client learns before
 * connecting. Draft format; the manifest above is the stable document.
 */
export function mcpServerCard(tools: readonly CatalogTool[], siteUrl: string) {
  return {
    $schema: 'https://static.modelcontextprotocol.io/schemas/mcp-server-card/v1.json',
    version: '1.0',
    serverInfo: MCP_SERVER_INFO,
    description: MCP_INSTRUCTIONS,
    transport: { type: 'streamable-http', endpoint: absoluteUrl(siteUrl, MCP_PATH) },
    capabilities: MCP_CAPABILITIES,
    authentication: { required: false, schemes: [] },
    instructions: MCP_INSTRUCTIONS,
    tools: tools.map((tool) => ({
      name: tool.name,
      title: tool.title,
      description: tool.description,
      inputSchema: inputJsonSchema(tool),
      annotations: tool.annotations,
    })),
  };
}
