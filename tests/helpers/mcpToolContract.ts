import { expect, it } from 'vitest';
import { ErrorResponseSchema } from '../../src/lib/schemas/error.ts';
import { SearchProductsOutputSchema, SearchResourcesOutputSchema } from '../../src/lib/schemas/mcp.ts';
import { ProductSchema } from '../../src/lib/schemas/product.ts';
import { ResourceSchema } from '../../src/lib/schemas/resource.ts';
import { PRODUCT_URI_TEMPLATE, RESOURCE_URI_TEMPLATE, productUri } from '../../src/lib/mcp/serverInfo.ts';
import { TOOL_NAMES } from '../../src/lib/mcp/tools.ts';
import { textJson, type McpTestClient } from './mcpClients.ts';

/**
 * What every MCP client must see, whichever protocol generation it speaks and wherever the
 * server runs (in process or on the local runtime). `expected` is the catalog the server serves.
 */
export function toolContract(
  client: () => McpTestClient,
  expected: { productSlugs: () => string[]; resourceSlugs: () => string[] },
) {
  it('lists the four tools, read-only and idempotent, with input and output schemas and descriptions', async () => {
    const { tools } = await client().listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([...TOOL_NAMES].sort());
    for (const tool of tools) {
      expect(tool.annotations).toMatchObject({ readOnlyHint: true, idempotentHint: true, destructiveHint: false });
      expect(tool.title).toBeTruthy();
      expect(tool.description!.length).toBeGreaterThan(80);
      expect(tool.inputSchema).toMatchObject({ type: 'object' });
      expect(tool.outputSchema).toMatchObject({ type: 'object' });
    }
  });

  it('search_products returns ranked Products with total and facets, as structuredContent and as text', async () => {
    const result = await client().callTool('search_products', { query: 'SS204', limit: 3 });
    expect(result.isError).toBeFalsy();
    const output = SearchProductsOutputSchema.parse(result.structuredContent);
    expect(output.products[0]!.slug).toBe('kavach-ss-204-steel-toe-safety-shoe');
    expect(output.products.length).toBeLessThanOrEqual(3);
    expect(textJson(result)).toEqual(result.structuredContent);
  });

  it('search_products with filters alone browses the catalog', async () => {
    const result = await client().callTool('search_products', { category: 'Safety Footwear', limit: 50 });
    const output = SearchProductsOutputSchema.parse(result.structuredContent);
    expect(output.total).toBe(output.products.length);
    expect(output.products.every((p) => p.category === 'Safety Footwear')).toBe(true);
    expect(output.facets.category).toEqual([{ value: 'Safety Footwear', count: output.total }]);
  });

  it('get_product returns the Product', async () => {
    const slug = expected.productSlugs()[0]!;
    const result = await client().callTool('get_product', { slug });
    expect(result.isError).toBeFalsy();
    expect(ProductSchema.parse(result.structuredContent).slug).toBe(slug);
  });

  it('get_product of an unknown slug is an error result: not_found with the closest slugs in the hint', async () => {
    const result = await client().callTool('get_product', { slug: 'kavach-ss204-shoe' });
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toBeUndefined();
    const { error } = ErrorResponseSchema.parse(textJson(result));
    expect(error.code).toBe('not_found');
    expect(error.hint).toContain('kavach-ss-204-steel-toe-safety-shoe');
  });

  it('search_resources returns summaries without content', async () => {
    const result = await client().callTool('search_resources', { query: 'cut levels' });
    const output = SearchResourcesOutputSchema.parse(result.structuredContent);
    expect(output.resources[0]!.slug).toBe('en-388-cut-levels-explained');
    expect(output.resources.every((r) => !('content' in r))).toBe(true);
  });

  it('get_resource returns the full article with its content blocks; an unknown slug is not_found', async () => {
    const slug = expected.resourceSlugs()[0]!;
    const ok = await client().callTool('get_resource', { slug });
    expect(ResourceSchema.parse(ok.structuredContent).content.length).toBeGreaterThan(0);
    const missing = await client().callTool('get_resource', { slug: 'en-388-cut-level' });
    expect(missing.isError).toBe(true);
    const { error } = ErrorResponseSchema.parse(textJson(missing));
    expect(error.code).toBe('not_found');
    expect(error.hint).toContain('en-388-cut-levels-explained');
  });

  it('invalid arguments are an error result naming the field, not a crash', async () => {
    const result = await client().callTool('search_products', { limit: 500 });
    expect(result.isError).toBe(true);
    expect(JSON.stringify(result.content)).toContain('limit');
  });

  it('every product and article is a resource, listed and readable through the URI templates', async () => {
    const templates = (await client().listResourceTemplates()).resourceTemplates.map((t) => t.uriTemplate);
    expect(templates.sort()).toEqual([PRODUCT_URI_TEMPLATE, RESOURCE_URI_TEMPLATE].sort());
    const { resources } = await client().listResources();
    expect(resources).toHaveLength(expected.productSlugs().length + expected.resourceSlugs().length);
    const slug = expected.productSlugs()[0]!;
    const read = await client().readResource(productUri(slug));
    expect(read.contents[0]!.mimeType).toBe('application/json');
    expect(ProductSchema.parse(JSON.parse(read.contents[0]!.text!)).slug).toBe(slug);
  });
}
