import { readOnlyPageRefusal } from '../http/readOnlyPage.ts';
import { categoryPath } from '../catalog/categories.ts';
import { baseHeaders } from '../http/headers.ts';
import type { Catalog } from '../catalogFile/catalogFile.ts';
import type { Product } from '../schemas/product.ts';
import type { Resource } from '../schemas/resource.ts';
import { ALSO_FITS_NOTE, SEARCH_LIMITS } from '../schemas/mcp.ts';
import type { FacetValue } from './facets.ts';
import {
  closestModelProducts,
  modelReferenceOneSlipAway,
  searchProducts,
  type ProductResults,
} from './productSearch.ts';
import { searchResources } from './resourceSearch.ts';

/**
 * What the site's search page (`GET /search?q=...`, src/pages/search.astro) shows, as data: the
 * same catalog file and the same `searchProducts` call as the MCP tool `search_products`, so a
 * query gives the same products in the same order. No client JavaScript: facets and paging are links.
 */
/** The header's search input (src/layouts/Base.astro), given the query as its value on this page. */
export const SEARCH_INPUT_ID = 'site-search';
export const PAGE_SIZE = 12;
/** Standards shown as facet links (the most frequent among the matches). */
const STANDARD_LINKS = 12;
/** The query parameters that make a page; the CDN keys its cache on them (`Netlify-Vary`). */
export const SEARCH_PARAMS = ['q', 'category', 'brand', 'standard', 'size', 'page'] as const;
/** The filters, in the order the page offers them. */
export const FILTERS = ['category', 'brand', 'standard', 'size'] as const;
export type FilterName = (typeof FILTERS)[number];

const FILTER_TITLES: Record<FilterName, string> = {
  category: 'Category',
  brand: 'Brand',
  standard: 'Standard',
  size: 'Size',
};

export type SearchParams = { q: string; page: number } & Partial<Record<FilterName, string>>;

const lastPage = Math.floor(SEARCH_LIMITS.maxOffset / PAGE_SIZE) + 1;

/** The page's parameters from its URL: the query cut to the tool's limit, a page number 1 or more. */
export function searchParams(url: URL): SearchParams {
  const get = (name: string) => url.searchParams.get(name)?.trim().slice(0, SEARCH_LIMITS.maxQueryLength) || undefined;
  const page = Number(url.searchParams.get('page'));
  const params: SearchParams = {
    q: get('q') ?? '',
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, lastPage) : 1,
  };
  for (const name of FILTERS) {
    const value = get(name);
    if (value) params[name] = value;
  }
  return params;
}

/** A search page URL (relative), with only the parameters that are set. */
export function searchHref(params: Partial<SearchParams>): string {
  const query = new URLSearchParams();
  for (const name of SEARCH_PARAMS) {
    const value = params[name];
    if (value !== undefined && value !== '' && !(name === 'page' && value === 1)) query.set(name, String(value));
  }
  const text = query.toString();
  return text ? `/search?${text}` : '/search';
}

export interface FacetLink {
  value: string;
  count: number;
  href: string;
  selected: boolean;
}

export interface FacetGroup {
  name: FilterName;
  title: string;
  values: FacetLink[];
}

export interface ActiveFilter {
  title: string;
  value: string;
  removeHref: string;
}

export interface SearchPageData {
  params: SearchParams;
  title: string;
  heading: string;
  /** The page's own address, relative: its canonical URL. */
  href: string;
  results: ProductResults;
  /** True when no product matches, not even part of the query. */
  none: boolean;
  /** The products shown: the matches, or the partial group when no product matches every word. */
  products: Product[];
  productsHeading: string;
  /** Per product shown that fits (its type or category; with no type, every word but one) but lacks words: those. */
  lacking: Record<string, string[]>;
  /** Above such products: how many match every word, and what the label means. */
  alsoFitsNote: string | undefined;
  /** The partial group's label ("No product matches every word; these match part of it."). */
  partialNote: string | undefined;
  /** "12 products match; showing 1 to 12.", or undefined when nothing matches. */
  summary: string | undefined;
  facets: FacetGroup[];
  activeFilters: ActiveFilter[];
  pager: { page: number; pages: number; previous?: string; next?: string } | undefined;
  guides: Resource[];
  /** A model reference one slip from the one the query names, which does not exist, with its search link. */
  didYouMean: { reference: string; href: string } | undefined;
  /** When nothing matches: the closest model references, and every category to browse. */
  closest: Product[];
  categories: { name: string; href: string }[];
}

/** Facet values per filter, from the results; a filter no match has a value for is left out. */
export function facetGroups(facets: ProductResults['facets'], params: SearchParams): FacetGroup[] {
  const values: Record<FilterName, readonly FacetValue[]> = {
    category: facets.category,
    brand: facets.brand,
    standard: facets.compliance.slice(0, STANDARD_LINKS),
    size: facets.size,
  };
  return FILTERS.filter((name) => values[name].length > 0).map((name) => ({
    name,
    title: FILTER_TITLES[name],
    values: values[name].map(({ value, count }) => {
      const selected = params[name] === value;
      return { value, count, selected, href: searchHref({ ...params, [name]: selected ? undefined : value, page: 1 }) };
    }),
  }));
}

/** Everything the search page shows for these parameters. */
export function searchPageData(catalog: Catalog, params: SearchParams): SearchPageData {
  const offset = (params.page - 1) * PAGE_SIZE;
  const results = searchProducts(catalog.productSearch, {
    query: params.q || undefined,
    category: params.category,
    brand: params.brand,
    compliance: params.standard,
    size: params.size,
    limit: PAGE_SIZE,
    offset,
  });
  // No product matches every word: the partial group, under its label, in place of the matches.
  const { partial } = results;
  const didYouMean = params.q ? modelReferenceOneSlipAway(catalog.productSearch, params.q) : undefined;
  const products = partial ? partial.products : results.products;
  const count = partial ? partial.total : results.total;
  const plural = `${count} product${count === 1 ? '' : 's'} ${partial ? 'match part of it' : 'match'}`;
  const pages = Math.max(1, Math.ceil(count / PAGE_SIZE));
  const none = count === 0;
  return {
    params,
    title: params.q ? `Search: ${params.q}` : 'Search',
    heading: params.q ? `Search results for “${params.q}”` : 'Search the catalog',
    href: searchHref(params),
    results,
    none,
    products,
    productsHeading: partial ? 'Products matching part of the query' : 'Products',
    partialNote: partial?.note,
    lacking: Object.fromEntries((results.alsoFits?.lacking ?? []).map(({ slug, words }) => [slug, words])),
    alsoFitsNote: results.alsoFits
      ? `${results.alsoFits.from} match every word; the others, marked “Also fits”, are ` +
        ALSO_FITS_NOTE.replace(/^Also fits: /, '')
      : undefined,
    summary: none
      ? undefined
      : products.length
        ? `${plural}; showing ${offset + 1} to ${offset + products.length}.`
        : `${plural}; this page is past the last one.`,
    facets: none || partial ? [] : facetGroups(results.facets, params),
    activeFilters: FILTERS.flatMap((name) => {
      const value = params[name];
      return value
        ? [{ title: FILTER_TITLES[name], value, removeHref: searchHref({ ...params, [name]: undefined, page: 1 }) }]
        : [];
    }),
    pager:
      pages > 1
        ? {
            page: Math.min(params.page, pages),
            pages,
            ...(params.page > 1 ? { previous: searchHref({ ...params, page: params.page - 1 }) } : {}),
            ...(params.page < pages ? { next: searchHref({ ...params, page: params.page + 1 }) } : {}),
          }
        : undefined,
    guides: !none && params.q ? searchResources(catalog.resourceSearch, { query: params.q, limit: 3 }).resources : [],
    didYouMean: didYouMean
      ? { reference: didYouMean, href: searchHref({ ...params, q: didYouMean, page: 1 }) }
      : undefined,
    closest: none && params.q ? closestModelProducts(catalog.productSearch, params.q) : [],
    categories: none ? catalog.facets.productCategories.map((name) => ({ name, href: categoryPath(name) })) : [],
  };
}

/**
 * The search function's answer: the page Astro rendered, with the site's headers. Cached on
 * Netlify's CDN per query (the parameters are the cache key, `Netlify-Vary`) and purged by every
 * deploy (`durable`, as the CDN does for every cached function response); browsers revalidate.
 */
export async function searchPageResponse(
  request: Request,
  render: (request: Request) => Promise<Response>,
): Promise<Response> {
  const refused = readOnlyPageRefusal(request, 'Method not allowed: use GET /search?q=...');
  if (refused) return refused;
  const method = request.method.toUpperCase();
  // Astro renders a GET; a HEAD gets the same headers without the body.
  const page = await render(method === 'HEAD' ? new Request(request.url, { headers: request.headers }) : request);
  return new Response(method === 'HEAD' ? null : page.body, {
    status: page.status,
    headers: {
      ...baseHeaders(),
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'public, max-age=0, must-revalidate',
      'Netlify-CDN-Cache-Control': 'public, durable, max-age=86400',
      'Netlify-Vary': `query=${SEARCH_PARAMS.join('|')}`,
    },
  });
}
