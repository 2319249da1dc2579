import { McpServer, ResourceNotFoundError, ResourceTemplate, type CallToolResult } from '@modelcontextprotocol/server';
import { serializeJson } from '../http/responses.ts';
import { productBySlug } from '../search/productSearch.ts';
import type { Catalog } from '../catalogFile/catalogFile.ts';
import {
  MCP_CAPABILITIES,
  MCP_INSTRUCTIONS,
  MCP_SERVER_INFO,
  PRODUCT_URI_TEMPLATE,
  RESOURCE_URI_TEMPLATE,
  productUri,
  resourceUri,
} from './serverInfo.ts';
import { asToolSchema } from './toolSchemas.ts';
import { catalogToolList, type CatalogTool, type ToolContext } from './tools.ts';

const JSON_MIME = 'application/json';

/**
 * A fresh MCP server over the loaded catalog: the five tools, and every product and article as
 * a resource. Cheap to build (the catalog and indexes are shared), so one is made per request.
 */
export function createCatalogServer(catalog: Catalog, context: ToolContext): McpServer {
  const server = new McpServer(MCP_SERVER_INFO, { instructions: MCP_INSTRUCTIONS, capabilities: MCP_CAPABILITIES });
  for (const tool of catalogToolList(catalog.facets)) registerTool(server, catalog, tool, context);
  registerCatalogResources(server, catalog);
  return server;
}

function registerTool(server: McpServer, catalog: Catalog, tool: CatalogTool, context: ToolContext): void {
  const { name, title, description, annotations } = tool;
  const [inputSchema, outputSchema] = [asToolSchema(tool.inputSchema), asToolSchema(tool.outputSchema)];
  server.registerTool(
    name,
    { title, description, inputSchema, outputSchema, annotations },
    async (input): Promise<CallToolResult> => {
      const outcome = tool.run(catalog, input, context);
      if (!outcome.ok) {
        // The same error body as the HTTP API, so a model reads code, message and hint alike.
        return { isError: true, content: [{ type: 'text', text: serializeJson({ error: outcome.error }) }] };
      }
      const value = outcome.value as Record<string, unknown>;
      return { content: [{ type: 'text', text: serializeJson(value) }], structuredContent: value };
    },
  );
}

function registerCatalogResources(server: McpServer, catalog: Catalog): void {
  server.registerResource(
    'product',
    new ResourceTemplate(PRODUCT_URI_TEMPLATE, {
      list: () => ({
        resources: catalog.products.map((p) => ({
          uri: productUri(p.slug),
          name: p.slug,
          title: p.name,
          description: `${p.brand} · ${p.category}`,
          mimeType: JSON_MIME,
        })),
      }),
    }),
    {
      title: 'Safety product',
      description:
        'One product of the catalog, as get_product returns it: the read ' +
        "API's Product with its specifications, sizes and documents.",
      mimeType: JSON_MIME,
    },
    (uri, { slug }) => {
      const product = typeof slug === 'string' ? productBySlug(catalog.productSearch, slug) : undefined;
      if (!product) throw new ResourceNotFoundError(uri.href, `No product has the slug "${String(slug)}".`);
      const withDetails = { ...product, ...catalog.extras(product.slug).details };
      return { contents: [{ uri: uri.href, mimeType: JSON_MIME, text: serializeJson(withDetails) }] };
    },
  );
  server.registerResource(
    'buying-guide',
    new ResourceTemplate(RESOURCE_URI_TEMPLATE, {
      list: () => ({
        resources: catalog.resources.map((r) => ({
          uri: resourceUri(r.slug),
          name: r.slug,
          title: r.title,
          description: r.excerpt,
          mimeType: JSON_MIME,
        })),
      }),
    }),
    {
      title: 'Buying guide',
      description: 'One buying-guide article with its content blocks, the same Resource shape as get_resource.',
      mimeType: JSON_MIME,
    },
    (uri, { slug }) => {
      const resource = typeof slug === 'string' ? catalog.resourceSearch.bySlug.get(slug) : undefined;
      if (!resource) throw new ResourceNotFoundError(uri.href, `No article has the slug "${String(slug)}".`);
      return { contents: [{ uri: uri.href, mimeType: JSON_MIME, text: serializeJson(resource) }] };
    },
  );
}
