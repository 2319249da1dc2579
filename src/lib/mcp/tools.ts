import type { z } from 'zod';
import type { ApiError } from '../schemas/error.ts';
import {
  GetProductInputSchema,
  GetProductOutputSchema,
  GetResourceInputSchema,
  GetResourceOutputSchema,
  SearchProductsOutputSchema,
  SearchResourcesOutputSchema,
  searchProductsInputSchema,
  searchResourcesInputSchema,
} from '../schemas/mcp.ts';
import { toSummary } from '../catalog/resources.ts';
import { productBySlug, searchProducts } from '../search/productSearch.ts';
import { searchResources } from '../search/resourceSearch.ts';
import type { CatalogFacets, McpCatalog } from './catalog.ts';
import { closestSlugs } from './closestSlugs.ts';

/**
 * The four tools, defined once: the MCP server registers them, and the manifest and server card
 * publish their names, descriptions and schemas. Nothing here knows about HTTP or Netlify.
 */
export type ToolOutcome<T> = { ok: true; value: T } | { ok: false; error: ApiError };

/** The MCP `ToolAnnotations` this server uses: every tool only reads a fixed catalog. */
export interface ReadOnlyAnnotations {
  title: string;
  readOnlyHint: true;
  destructiveHint: false;
  idempotentHint: true;
  openWorldHint: false;
}

export interface CatalogTool<I extends z.ZodObject = z.ZodObject, O extends z.ZodType = z.ZodType> {
  name: string;
  title: string;
  description: string;
  inputSchema: I;
  outputSchema: O;
  annotations: ReadOnlyAnnotations;
  run(catalog: McpCatalog, input: z.output<I>): ToolOutcome<z.output<O>>;
}

const readOnly = (title: string): ReadOnlyAnnotations => ({
  title,
  readOnlyHint: true,
  destructiveHint: false,
  idempotentHint: true,
  openWorldHint: false,
});

const list = (values: readonly string[]) => values.map((v) => `"${v}"`).join(', ');

/** Define a tool with its input and output types tied to its schemas. */
const defineTool = <I extends z.ZodObject, O extends z.ZodType>(tool: CatalogTool<I, O>) => tool;

function notFound(kind: 'product' | 'article', slug: string, nearest: string[], searchTool: string): ApiError {
  return {
    code: 'not_found',
    message: `No ${kind} has the slug "${slug}".`,
    hint: nearest.length
      ? `Closest slugs: ${nearest.join(', ')}. Or call ${searchTool} to find a ${kind} by what it is.`
      : `Call ${searchTool} to find a ${kind} and its slug.`,
  };
}

export function catalogTools(facets: CatalogFacets) {
  const searchProductsTool = defineTool({
    name: 'search_products',
    title: 'Search safety products',
    description: [
      'Search the catalog of industrial safety equipment (PPE) sold by this Indian B2B supplier: helmets, gloves, safety shoes, respirators, eye and hearing protection, fall-arrest gear and protective clothing.',
      'Returns products best match first, each with slug, name, brand, category, description, the standards it is certified to (compliance), model references and search terms (keywords) and the url of its page; `total` counts every match and `facets` shows the categories, brands and standards among them.',
      'The query understands names, model references written any way (SS-204, ss204), standards (EN 388, en388, IS 15298), brands and plain needs ("gloves for handling sharp metal sheets"), and tolerates typos. Call it with filters and no query to browse.',
      `Categories: ${list(facets.productCategories)}. Brands: ${list(facets.brands)}.`,
      'Call get_product with a slug for a single product.',
    ].join(' '),
    inputSchema: searchProductsInputSchema(facets),
    outputSchema: SearchProductsOutputSchema,
    annotations: readOnly('Search safety products'),
    run: (catalog, input) => ({ ok: true, value: searchProducts(catalog.productSearch, input) }),
  });

  const getProductTool = defineTool({
    name: 'get_product',
    title: 'Get a safety product',
    description:
      'Get one product of the safety equipment catalog by its slug (from search_products): name, brand, category, full description, certified standards, model references and page url. An unknown slug returns a not_found error naming the closest slugs.',
    inputSchema: GetProductInputSchema,
    outputSchema: GetProductOutputSchema,
    annotations: readOnly('Get a safety product'),
    run: (catalog, { slug }) => {
      const product = productBySlug(catalog.productSearch, slug);
      return product
        ? { ok: true, value: product }
        : { ok: false, error: notFound('product', slug, closestSlugs(catalog.productSearch.index, slug), 'search_products') };
    },
  });

  const searchResourcesTool = defineTool({
    name: 'search_resources',
    title: 'Search buying guides',
    description: [
      'Search the buying guides and explainers about industrial safety equipment: how to choose PPE, what standards and markings mean (EN 388 cut levels, EN 166, FFP2 vs FFP3), inspection, care and Indian legal obligations.',
      'Returns article summaries best match first (slug, title, category, excerpt, publish date, reading time, url) and `total`; without a query, every article newest first.',
      `Categories: ${list(facets.resourceCategories)}.`,
      'Call get_resource with a slug for the full article.',
    ].join(' '),
    inputSchema: searchResourcesInputSchema(facets),
    outputSchema: SearchResourcesOutputSchema,
    annotations: readOnly('Search buying guides'),
    run: (catalog, input) => {
      const { total, resources, facets: found } = searchResources(catalog.resourceSearch, input);
      return { ok: true, value: { total, resources: resources.map(toSummary), facets: found } };
    },
  });

  const getResourceTool = defineTool({
    name: 'get_resource',
    title: 'Read a buying guide',
    description:
      'Get the full text of one buying guide by its slug (from search_resources): its summary fields, meta description, content as ordered blocks (p paragraphs, h2/h3 headings, ul lists with items, note call-outs) and a related link. An unknown slug returns a not_found error naming the closest slugs.',
    inputSchema: GetResourceInputSchema,
    outputSchema: GetResourceOutputSchema,
    annotations: readOnly('Read a buying guide'),
    run: (catalog, { slug }) => {
      const resource = catalog.resourceSearch.bySlug.get(slug);
      return resource
        ? { ok: true, value: resource }
        : { ok: false, error: notFound('article', slug, closestSlugs(catalog.resourceSearch.index, slug), 'search_resources') };
    },
  });

  return [searchProductsTool, getProductTool, searchResourcesTool, getResourceTool] as const;
}

export const TOOL_NAMES = ['search_products', 'get_product', 'search_resources', 'get_resource'] as const;

/** The tools as one list of the common type, for code that handles them alike (server, manifest). */
export const catalogToolList = (facets: CatalogFacets): readonly CatalogTool[] =>
  catalogTools(facets) as unknown as readonly CatalogTool[];
