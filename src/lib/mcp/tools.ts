import type { z } from 'zod';
import type { ApiError } from '../schemas/error.ts';
import {
  DraftEnquiryInputSchema,
  DraftEnquiryOutputSchema,
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
import {
  closestModelProducts,
  modelReferenceOneSlipAway,
  productBySlug,
  searchProducts,
} from '../search/productSearch.ts';
import { searchResources } from '../search/resourceSearch.ts';
import type { CatalogFacets, Catalog } from '../catalogFile/catalogFile.ts';
import { draftEnquiry } from './draftEnquiry.ts';
import { noProductMatchHint, noResourceMatchHint, unknownSlugHint } from './hints.ts';

/**
 * The five tools, defined once: the MCP server registers them, and the manifest and server card
 * publish their names, descriptions and schemas. Nothing here knows about HTTP or Netlify.
 */
export type ToolOutcome<T> = { ok: true; value: T } | { ok: false; error: ApiError };

/** The MCP `ToolAnnotations` this server uses: every tool only reads a fixed catalog (draft_enquiry sends nothing). */
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
  run(catalog: Catalog, input: z.output<I>, context: ToolContext): ToolOutcome<z.output<O>>;
}

/** What a tool needs besides the catalog: the site's public origin, for links. */
export interface ToolContext {
  siteUrl: string;
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

function notFound(kind: 'product' | 'article', slug: string, slugs: Iterable<string>, searchTool: string): ApiError {
  return {
    code: 'not_found',
    message: `No ${kind} has the slug "${slug}".`,
    hint: unknownSlugHint(kind, slug, slugs, searchTool),
  };
}

export function catalogTools(facets: CatalogFacets) {
  const searchProductsTool = defineTool({
    name: 'search_products',
    title: 'Search safety products',
    description: [
      'Search the catalog of industrial safety equipment (PPE) sold by this Indian B2B supplier: helmets, ' +
        'gloves, safety shoes, respirators, eye and hearing protection, fall-arrest gear and protective clothing.',
      'Returns the products that answer the query, best match first, each with slug, name, brand, ' +
        'category, description, the standards it is certified to (compliance), model references and search terms ' +
        '(keywords) and the url of its page; `total` counts them all (not only this ' +
        'page) and `facets` shows the categories, brands and standards among them.',
      'When the query asks for a type of product, products of that type lacking some of its other words ' +
        'follow the full matches, from rank `alsoFits.from`, each with the words it lacks: say so; when it ' +
        'names no type, so do the products with every word but one. When no product matches every word of a ' +
        'query naming no type, `total` is 0 and `partial` holds the products ' +
        'that match part of it, labelled as such: tell the person they do not answer the whole request.',
      'The query understands names, model references written any way (SS-204, ss204: that product alone), standards ' +
        '(EN 388, en388, IS 15298; "ISI" for the IS standards), brands, Indian trade and Hindi words ("hand ' +
        'gloves", "dastane"), plain needs ("gloves for handling sharp metal sheets"), and requirements: "cut ' +
        'level 5" (EN 388, old levels 1-5 or letters A-F, as a minimum), "SNR 30 dB", "size 10 or larger", ' +
        '"without valve", "non-metallic". It tolerates typos; a model reference one slip from a real one gets ' +
        '`didYouMean`. Call it with filters and no query to browse.',
      `Categories: ${list(facets.productCategories)}. Brands: ${list(facets.brands)}.`,
      'Call get_product with a slug for a single product.',
    ].join(' '),
    inputSchema: searchProductsInputSchema(facets),
    outputSchema: SearchProductsOutputSchema,
    annotations: readOnly('Search safety products'),
    run: (catalog, input) => {
      const didYouMean = input.query ? modelReferenceOneSlipAway(catalog.productSearch, input.query) : undefined;
      const found = { ...searchProducts(catalog.productSearch, input), ...(didYouMean ? { didYouMean } : {}) };
      if (found.total > 0) return { ok: true, value: found };
      const filtered = !!(input.category || input.brand || input.compliance);
      const closest = input.query ? closestModelProducts(catalog.productSearch, input.query) : [];
      const hint = noProductMatchHint({ query: input.query, filtered, categories: facets.productCategories }, closest);
      return { ok: true, value: { ...found, hint } };
    },
  });

  const getProductTool = defineTool({
    name: 'get_product',
    title: 'Get a safety product',
    description:
      'Get one product of the safety equipment catalog by its slug (from search_products): name, brand, category, ' +
      'full description, certified standards, model references and page url, and when its maker states them its ' +
      'specification rows (material, weight, pack quantity...), the sizes it comes in and its documents to ' +
      'download (datasheets, certificates, as absolute URLs with their size). An unknown slug ' +
      'returns a not_found error naming the nearest slugs (or pointing to search_products).',
    inputSchema: GetProductInputSchema,
    outputSchema: GetProductOutputSchema,
    annotations: readOnly('Get a safety product'),
    run: (catalog, { slug }) => {
      const product = productBySlug(catalog.productSearch, slug);
      return product
        ? { ok: true, value: { ...product, ...catalog.extras(slug).details } }
        : { ok: false, error: notFound('product', slug, catalog.productSearch.ids, 'search_products') };
    },
  });

  const searchResourcesTool = defineTool({
    name: 'search_resources',
    title: 'Search buying guides',
    description: [
      'Search the buying guides and explainers about industrial safety equipment: how to choose PPE, what standards ' +
        'and markings mean (EN 388 cut levels, EN 166, FFP2 vs FFP3), inspection, care and Indian legal obligations.',
      'Returns article summaries best match first (slug, title, category, excerpt, publish ' +
        'date, reading time, url) and `total`; without a query, every article newest first.',
      `Categories: ${list(facets.resourceCategories)}.`,
      'Call get_resource with a slug for the full article.',
    ].join(' '),
    inputSchema: searchResourcesInputSchema(facets),
    outputSchema: SearchResourcesOutputSchema,
    annotations: readOnly('Search buying guides'),
    run: (catalog, input) => {
      const { total, resources, facets: found } = searchResources(catalog.resourceSearch, input);
      const value = { total, resources: resources.map(toSummary), facets: found };
      if (total > 0) return { ok: true, value };
      const hint = noResourceMatchHint({
        query: input.query,
        filtered: !!input.category,
        categories: facets.resourceCategories,
      });
      return { ok: true, value: { ...value, hint } };
    },
  });

  const getResourceTool = defineTool({
    name: 'get_resource',
    title: 'Read a buying guide',
    description:
      'Get the full text of one buying guide by its slug (from search_resources): its summary fields, meta ' +
      'description, content as ordered blocks (p paragraphs, h2/h3 headings, ul lists with items, note call-outs) ' +
      'and a related link. An unknown slug returns a not_found error ' +
      'naming the nearest slugs (or pointing to search_resources).',
    inputSchema: GetResourceInputSchema,
    outputSchema: GetResourceOutputSchema,
    annotations: readOnly('Read a buying guide'),
    run: (catalog, { slug }) => {
      const resource = catalog.resourceSearch.bySlug.get(slug);
      return resource
        ? { ok: true, value: resource }
        : { ok: false, error: notFound('article', slug, catalog.resourceSearch.bySlug.keys(), 'search_resources') };
    },
  });

  const draftEnquiryTool = defineTool({
    name: 'draft_enquiry',
    title: 'Draft an enquiry for the buyer',
    description: [
      'Draft a request for a quote (or for product information) about products of this catalog, for the person to ' +
        'review and send: returns a link to the contact page of the website with the form filled in (subject, and a ' +
        'message listing the products by name and model reference with quantities, ' +
        "then the buyer's need), and the same draft as structured content.",
      'It sends nothing: give the link to the person, who adds their name, email and GST number and ' +
        'submits the form. Prices and stock are not in the catalog; this is how a buyer gets them.',
      'Inputs: product slugs (from search_products) with optional quantities, and the ' +
        "need in the buyer's words. An unknown slug is a not_found error naming it.",
    ].join(' '),
    inputSchema: DraftEnquiryInputSchema,
    outputSchema: DraftEnquiryOutputSchema,
    annotations: readOnly('Draft an enquiry for the buyer'),
    run: (catalog, input, { siteUrl }) =>
      draftEnquiry(input, (slug) => productBySlug(catalog.productSearch, slug), siteUrl),
  });

  return [searchProductsTool, getProductTool, searchResourcesTool, getResourceTool, draftEnquiryTool] as const;
}

export { TOOL_NAMES } from './serverInfo.ts';

/** The tools as one list of the common type, for code that handles them alike (server, manifest). */
export const catalogToolList = (facets: CatalogFacets): readonly CatalogTool[] => catalogTools(facets);
