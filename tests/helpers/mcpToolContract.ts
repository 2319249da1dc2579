import { expect, it } from 'vitest';
import { ErrorResponseSchema } from '../../src/lib/schemas/error.ts';
import {
  DraftEnquiryOutputSchema,
  GetProductOutputSchema,
  SearchProductsOutputSchema,
  SearchResourcesOutputSchema,
} from '../../src/lib/schemas/mcp.ts';
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
  it(
    'lists the five tools, read-only, closed-world and ' + 'idempotent, with input and output schemas and descriptions',
    async () => {
      const { tools } = await client().listTools();
      expect(tools.map((t) => t.name).sort()).toEqual([...TOOL_NAMES].sort());
      for (const tool of tools) {
        expect(tool.annotations).toMatchObject({
          readOnlyHint: true,
          idempotentHint: true,
          destructiveHint: false,
          openWorldHint: false,
        });
        expect(tool.title).toBeTruthy();
        expect(tool.description!.length).toBeGreaterThan(80);
        expect(tool.inputSchema).toMatchObject({ type: 'object' });
        expect(tool.outputSchema).toMatchObject({ type: 'object' });
      }
    },
  );

  it('advertises no listChanged: a stateless server never sends those notifications', () => {
    const capabilities = client().serverCapabilities() as {
      tools?: { listChanged?: boolean };
      resources?: { listChanged?: boolean };
    };
    expect(capabilities.tools).toBeDefined();
    expect(capabilities.resources).toBeDefined();
    expect(capabilities.tools!.listChanged).not.toBe(true);
    expect(capabilities.resources!.listChanged).not.toBe(true);
  });

  it('category and brand filters accept any casing; the schema still lists the values', async () => {
    const canonical = SearchProductsOutputSchema.parse(
      (await client().callTool('search_products', { category: 'Hand Protection', limit: 50 })).structuredContent,
    );
    const lower = await client().callTool('search_products', { category: 'hand protection', limit: 50 });
    expect(lower.isError).toBeFalsy();
    expect(SearchProductsOutputSchema.parse(lower.structuredContent)).toEqual(canonical);
    const brand = canonical.products[0]!.brand;
    const upper = await client().callTool('search_products', { brand: brand.toUpperCase() });
    expect(upper.isError).toBeFalsy();
    expect(SearchProductsOutputSchema.parse(upper.structuredContent).products.every((p) => p.brand === brand)).toBe(
      true,
    );
    const { tools } = await client().listTools();
    const input = tools.find((t) => t.name === 'search_products')!.inputSchema as {
      properties: Record<string, { enum?: string[] }>;
    };
    expect(input.properties.category!.enum).toContain('Hand Protection');
    expect(input.properties.brand!.enum).toContain(brand);
  });

  it(
    'a product search without results carries a hint: the ' +
      'nearest model references, the categories, a shorter query',
    async () => {
      const result = await client().callTool('search_products', { query: 'SS-209 qqqqzz' });
      const output = SearchProductsOutputSchema.parse(result.structuredContent);
      expect(output.total).toBe(0);
      expect(output.hint).toContain('SS-204');
      expect(output.hint).toContain('Hand Protection');
      expect(output.hint).toMatch(/shorter query/);
      const found = SearchProductsOutputSchema.parse(
        (await client().callTool('search_products', { query: 'SS204' })).structuredContent,
      );
      expect(found.hint).toBeUndefined();
    },
  );

  it('an article search without results carries a hint with the categories', async () => {
    const result = await client().callTool('search_resources', { query: 'qqqqzz' });
    const output = SearchResourcesOutputSchema.parse(result.structuredContent);
    expect(output.total).toBe(0);
    expect(output.hint).toContain('Standards Explained');
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
    expect(GetProductOutputSchema.parse(result.structuredContent).slug).toBe(slug);
  });

  it(
    'get_product adds the specifications, sizes and documents ' +
      "the product's file states, documents as absolute URLs",
    async () => {
      const slug = 'kavach-ss-204-steel-toe-safety-shoe';
      const result = await client().callTool('get_product', { slug });
      const product = GetProductOutputSchema.parse(result.structuredContent);
      const { specifications, sizes, documents, ...published } = product;
      expect(ProductSchema.parse(published).slug).toBe(slug); // the rest is the published Product, nothing more
      expect(sizes).toEqual(['5', '6', '7', '8', '9', '10', '11', '12']);
      expect(specifications).toContainEqual({ label: 'Toe cap', value: 'Steel, 200 J' });
      expect(documents).toEqual([
        {
          title: 'Datasheet',
          url: expect.stringMatching(
            /^https?:\/\/[^/]+\/documents\/kavach-ss-204-steel-toe-safety-shoe-datasheet\.pdf$/,
          ),
          bytes: expect.any(Number),
        },
      ]);
      expect(documents![0]!.bytes).toBeGreaterThan(0);
    },
  );

  it('get_product of a misspelt slug is an error result: not_found with the nearest slug in the hint', async () => {
    const result = await client().callTool('get_product', { slug: 'kavach-ss-204-steel-toe-safty-shoe' });
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toBeUndefined();
    const { error } = ErrorResponseSchema.parse(textJson(result));
    expect(error.code).toBe('not_found');
    expect(error.hint).toContain('Closest slugs: kavach-ss-204-steel-toe-safety-shoe.');
  });

  it('get_product of a slug near no slug names none: the hint points to search_products with its words', async () => {
    const result = await client().callTool('get_product', { slug: 'kavach-ss204-shoe' });
    const { error } = ErrorResponseSchema.parse(textJson(result));
    expect(error.code).toBe('not_found');
    expect(error.hint).not.toMatch(/Closest slugs/);
    expect(error.hint).toContain('call search_products with the query "kavach ss204 shoe"');
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
    const missing = await client().callTool('get_resource', { slug: 'en-388-cut-level-explained' });
    expect(missing.isError).toBe(true);
    const { error } = ErrorResponseSchema.parse(textJson(missing));
    expect(error.code).toBe('not_found');
    expect(error.hint).toContain('en-388-cut-levels-explained');
    const unrelated = ErrorResponseSchema.parse(
      textJson(await client().callTool('get_resource', { slug: 'how-to-bake-bread' })),
    ).error;
    expect(unrelated.hint).toContain('to find an article');
    expect(unrelated.hint).not.toMatch(/Closest slugs|a article/);
  });

  it(
    'draft_enquiry returns the contact page prefilled with the ' +
      'products, quantities and need, as a link and as structured content',
    async () => {
      const slug = 'kavach-ss-204-steel-toe-safety-shoe';
      const other = expected.productSlugs().find((s) => s !== slug)!;
      const result = await client().callTool('draft_enquiry', {
        products: [{ slug, quantity: 200 }, { slug: other }],
        need: 'Steel plant, 3 shifts, delivery in March',
      });
      expect(result.isError).toBeFalsy();
      const draft = DraftEnquiryOutputSchema.parse(result.structuredContent);
      expect(textJson(result)).toEqual(result.structuredContent);
      expect(draft.sent).toBe(false);
      expect(draft.subject).toBe('Request a Quote');
      const [first, second] = draft.message.split('\n\nOur need: ');
      expect(first).toMatch(
        /^Please send a quote for:\n- .*SS-204.*\(model SS-204\): quantity 200\n- .*: quantity to be confirmed$/,
      );
      expect(second).toBe('Steel plant, 3 shifts, delivery in March');
      expect(draft.products.map((p) => p.slug)).toEqual([slug, other]);
      const url = new URL(draft.url);
      expect(url.pathname).toBe('/contact/');
      expect(url.searchParams.get('subject')).toBe('Request a Quote');
      expect(url.searchParams.get('message')).toBe(draft.message);
      const info = DraftEnquiryOutputSchema.parse(
        (await client().callTool('draft_enquiry', { products: [{ slug }], subject: 'Product Information' }))
          .structuredContent,
      );
      expect(new URL(info.url).searchParams.get('subject')).toBe('Product Information');
    },
  );

  it('draft_enquiry with unknown slugs is a not_found error naming each of them', async () => {
    const result = await client().callTool('draft_enquiry', {
      products: [{ slug: 'no-such-glove' }, { slug: expected.productSlugs()[0]! }, { slug: 'no-such-boot' }],
    });
    expect(result.isError).toBe(true);
    const { error } = ErrorResponseSchema.parse(textJson(result));
    expect(error.code).toBe('not_found');
    expect(error.message).toContain('"no-such-glove"');
    expect(error.message).toContain('"no-such-boot"');
    expect(error.message).not.toContain(expected.productSlugs()[0]!);
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
    expect(GetProductOutputSchema.parse(JSON.parse(read.contents[0]!.text!)).slug).toBe(slug);
  });
}
