import { SERVICE_DESCRIPTION_VERSION } from '../versions.ts';

/** Identity of the MCP server, shared by the server itself, its manifest and its server card. */
export const MCP_PATH = '/api/mcp';
export const MCP_SERVER_CARD_PATH = '/api/mcp/server-card';
export const MCP_MANIFEST_PATH = '/.well-known/mcp/manifest.json';

/** Tool inputs are a few hundred bytes; anything near this is not a real call. */
export const MCP_MAX_BODY_BYTES = 64 * 1024;

/** The most messages one JSON-RPC batch may hold (as the SDK's transport caps them); more is 400. */
export const MCP_MAX_BATCH_MESSAGES = 100;

/**
 * The one MCP protocol version with JSON-RPC batches: 2025-03-26 added them, 2025-06-18 removed them,
 * and later versions (2025-11-25, 2026-07-28) have none. A request without `MCP-Protocol-Version`
 * is taken as 2025-03-26, as the 2025-06-18 transport spec says a server should (docs/mcp.md, "Batches").
 */
export const BATCHING_PROTOCOL_VERSION = '2025-03-26';

export const MCP_SERVER_INFO = {
  name: 'safety-catalog',
  title: 'Industrial safety equipment catalog',
  version: SERVICE_DESCRIPTION_VERSION,
} as const;

/** The tools' names, in the order tools/list gives them (tools.ts defines them; documents list them). */
export const TOOL_NAMES = [
  'search_products',
  'get_product',
  'search_resources',
  'get_resource',
  'draft_enquiry',
] as const;

export const MCP_INSTRUCTIONS = [
  'Catalog of industrial safety equipment (PPE) from an Indian B2B supplier, and its buying guides.',
  'Use search_products to find products by need, name, model ' +
    'reference, brand or standard, then get_product for one product;',
  'use search_resources and get_resource for buying guides that explain standards and how to choose.',
  'Every product and article has a url of its page on the website: cite it. Prices and stock are not in the ' +
    'catalog; for a quote, call draft_enquiry and give the user ' +
    'its link: the contact form, filled in, for them to send.',
].join(' ');

/**
 * What the server advertises. No `listChanged`: the tools and resources are fixed for a deploy and
 * a stateless server never sends those notifications (the SDK defaults them to true).
 */
export const MCP_CAPABILITIES = { tools: { listChanged: false }, resources: { listChanged: false } } as const;

/** URI templates of the products and articles as MCP resources. */
export const PRODUCT_URI_TEMPLATE = 'catalog://products/{slug}';
export const RESOURCE_URI_TEMPLATE = 'catalog://resources/{slug}';
export const productUri = (slug: string) => `catalog://products/${slug}`;
export const resourceUri = (slug: string) => `catalog://resources/${slug}`;
