import { categoryPath } from '../catalog/categories.ts';
import { productPath } from '../catalog/products.ts';
import { resourcePath } from '../catalog/resources.ts';
import { escapeHtml } from '../email/escape.ts';
import { baseHeaders } from '../http/headers.ts';
import type { McpCatalog } from '../mcp/catalog.ts';
import type { Product } from '../schemas/product.ts';
import type { Resource } from '../schemas/resource.ts';
import { SEARCH_LIMITS } from '../schemas/mcp.ts';
import type { FacetValue } from './facets.ts';
import { closestModelProducts, searchProducts, type ProductResults } from './productSearch.ts';
import { pageModuleSource } from '../http/pageModule.ts';
import { searchResources } from './resourceSearch.ts';

/**
 * The site's search page (`GET /search?q=...`), rendered by the `search` function from the same
 * catalog file and the same `searchProducts` call as the MCP tool `search_products`, so a query
 * gives the same products in the same order. The page around the results is the site's own
 * layout, built by Astro (src/pages/search.astro) and handed to the function as a shell with a
 * marker where the results go. No client JavaScript: facets and paging are links.
 */
export const RESULTS_MARKER = '<!--search-results-->';
/** The header's search input (src/layouts/Base.astro), given the query as its value. */
export const SEARCH_INPUT_ID = 'site-search';
export const PAGE_SIZE = 12;
/** Standards shown as facet links (the most frequent among the matches). */
const STANDARD_LINKS = 12;
/** The query parameters that make a page; the CDN keys its cache on them (`Netlify-Vary`). */
export const SEARCH_PARAMS = ['q', 'category', 'brand', 'standard', 'page'] as const;

export interface SearchParams {
  q: string;
  category?: string;
  brand?: string;
  standard?: string;
  page: number;
}

const lastPage = Math.floor(SEARCH_LIMITS.maxOffset / PAGE_SIZE) + 1;

/** The page's parameters from its URL: the query cut to the tool's limit, a page number 1 or more. */
export function searchParams(url: URL): SearchParams {
  const get = (name: string) => url.searchParams.get(name)?.trim().slice(0, SEARCH_LIMITS.maxQueryLength) || undefined;
  const page = Number(url.searchParams.get('page'));
  return {
    q: get('q') ?? '',
    ...(get('category') ? { category: get('category') } : {}),
    ...(get('brand') ? { brand: get('brand') } : {}),
    ...(get('standard') ? { standard: get('standard') } : {}),
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, lastPage) : 1,
  };
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

const e = escapeHtml;
const link = (href: string, text: string, attributes = '') => `<a href="${e(href)}"${attributes}>${e(text)}</a>`;

function productCard(product: Product): string {
  // The same card as src/components/ProductCard.astro, with the category.
  const standards = product.compliance?.length
    ? `<ul class="tags" aria-label="Certified standards">${product.compliance.map((s) => `<li>${e(s)}</li>`).join('')}</ul>`
    : '';
  const model = product.keywords?.[0];
  return `<li><h3>${link(productPath(product.slug), product.name)}</h3><p class="muted">${e(product.brand)} · ${e(product.category)}${model ? ` · ${e(model)}` : ''}</p>${standards}</li>`;
}

const guideCard = (guide: Resource) =>
  `<li><h3>${link(resourcePath(guide.slug), guide.title)}</h3><p class="muted">${e(guide.category)} · ${e(guide.readTime)}</p><p>${e(guide.excerpt)}</p></li>`;

function facetList(
  title: string,
  name: 'category' | 'brand' | 'standard',
  values: readonly FacetValue[],
  params: SearchParams,
): string {
  if (values.length === 0) return '';
  const items = values.map(({ value, count }) => {
    const selected = params[name] === value;
    const href = searchHref({ ...params, [name]: selected ? undefined : value, page: 1 });
    return `<li>${link(href, value, selected ? ' aria-current="true"' : '')} <span class="muted">(${count})</span></li>`;
  });
  return `<h3>${e(title)}</h3><ul class="facet-list">${items.join('')}</ul>`;
}

function pager(params: SearchParams, total: number): string {
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (pages === 1) return '';
  const previous =
    params.page > 1 ? link(searchHref({ ...params, page: params.page - 1 }), 'Previous page', ' rel="prev"') : '';
  const next =
    params.page < pages ? link(searchHref({ ...params, page: params.page + 1 }), 'Next page', ' rel="next"') : '';
  return `<nav class="pager" aria-label="Result pages"><p>Page ${Math.min(params.page, pages)} of ${pages}</p>${previous}${next}</nav>`;
}

function activeFilters(params: SearchParams): string {
  const filters = (['category', 'brand', 'standard'] as const).flatMap((name) =>
    params[name]
      ? [
          `<li>${e(name[0]!.toUpperCase() + name.slice(1))}: ${e(params[name]!)} ${link(searchHref({ ...params, [name]: undefined, page: 1 }), `Remove ${params[name]!}`)}</li>`,
        ]
      : [],
  );
  return filters.length ? `<ul class="inline-list" aria-label="Filters in use">${filters.join('')}</ul>` : '';
}

function emptyState(catalog: McpCatalog, params: SearchParams): string {
  const closest = params.q ? closestModelProducts(catalog.productSearch, params.q) : [];
  const models = closest.length
    ? `<h3>Closest model references</h3><ul class="inline-list">${closest.map((p) => `<li>${link(productPath(p.slug), `${p.keywords?.[0] ?? p.name}: ${p.name}`)}</li>`).join('')}</ul>`
    : '';
  const categories = catalog.facets.productCategories.map((c) => `<li>${link(categoryPath(c), c)}</li>`).join('');
  return `<h2 id="no-results">No products match${params.q ? ` “${e(params.q)}”` : ''}</h2><p>Check the spelling, use fewer words, or remove a filter.</p>${activeFilters(params)}${models}<h3>Browse a category</h3><ul class="inline-list">${categories}</ul>`;
}

/** The results part of the page (what goes where the shell has RESULTS_MARKER). */
export function searchResultsHtml(
  catalog: McpCatalog,
  params: SearchParams,
): { html: string; title: string; results: ProductResults } {
  const query = {
    query: params.q || undefined,
    category: params.category,
    brand: params.brand,
    compliance: params.standard,
    limit: PAGE_SIZE,
    offset: (params.page - 1) * PAGE_SIZE,
  };
  const results = searchProducts(catalog.productSearch, query);
  const heading = params.q ? `Search results for “${params.q}”` : 'Search the catalog';
  const title = params.q ? `Search: ${params.q}` : 'Search';
  const { partial } = results;
  if (results.total === 0 && !partial)
    return { html: `<h1>${e(heading)}</h1>${emptyState(catalog, params)}`, title, results };
  const guides = params.q ? searchResources(catalog.resourceSearch, { query: params.q, limit: 3 }).resources : [];
  // No product matches every word: the partial group, under its label, in place of the matches.
  const shown = partial ? partial.products : results.products;
  const count = partial ? partial.total : results.total;
  const first = query.offset + 1;
  const last = query.offset + shown.length;
  const summary = `${partial ? `${partial.note} ` : ''}${count} product${count === 1 ? '' : 's'} ${partial ? 'match part of it' : 'match'}; ${shown.length ? `showing ${first} to ${last}` : 'this page is past the last one'}.`;
  const facets = partial
    ? ''
    : `<nav class="facets" aria-labelledby="refine"><h2 id="refine">Refine</h2>${facetList('Category', 'category', results.facets.category, params)}${facetList('Brand', 'brand', results.facets.brand, params)}${facetList('Standard', 'standard', results.facets.compliance.slice(0, STANDARD_LINKS), params)}</nav>`;
  const products = `<section class="results" aria-labelledby="products"><h2 id="products">${partial ? 'Products matching part of the query' : 'Products'}</h2><p>${e(summary)}</p>${activeFilters(params)}<ul class="cards">${shown.map(productCard).join('')}</ul>${pager(params, count)}</section>`;
  const guideSection = guides.length
    ? `<section aria-labelledby="guides"><h2 id="guides">Buying guides</h2><ul class="cards">${guides.map(guideCard).join('')}</ul></section>`
    : '';
  return {
    html: `<h1>${e(heading)}</h1><div class="search-layout">${products}${facets}</div>${guideSection}`,
    title,
    results,
  };
}

/**
 * The whole page: the shell with the results, the page title and the query in the search box.
 * The shell file itself is noindex (kept out of the sitemap); a results page is indexable, with
 * its own URL as canonical (Lighthouse's SEO audit requires both).
 */
export function searchPageHtml(shell: string, catalog: McpCatalog, params: SearchParams, siteUrl: string): string {
  if (!shell.includes(RESULTS_MARKER)) throw new Error('the search page shell has no results marker');
  const { html, title } = searchResultsHtml(catalog, params);
  const canonical = new URL(searchHref(params), siteUrl).href;
  return (
    shell
      // Replacements are functions: a replacement string would expand `$&`, `$'`... typed in a query.
      .replace(/<meta name="robots" content="noindex"\s*\/?>/, () => `<link rel="canonical" href="${e(canonical)}">`)
      .replace(
        /<title>[^<]*<\/title>/,
        (tag) => `<title>${e(title)}${tag.slice('<title>Search'.length, -'</title>'.length)}</title>`,
      )
      .replace(` id="${SEARCH_INPUT_ID}"`, () => ` id="${SEARCH_INPUT_ID}" value="${e(params.q)}"`)
      .replace(RESULTS_MARKER, () => html)
  );
}

/**
 * The response: HTML with the site's security headers. Cached on Netlify's CDN per query (the
 * parameters are the cache key, `Netlify-Vary`) and purged by every deploy (`durable`, as the
 * CDN does for every cached function response); browsers revalidate.
 */
export function searchPageResponse(request: Request, shell: string, catalog: McpCatalog, siteUrl: string): Response {
  const method = request.method.toUpperCase();
  if (method !== 'GET' && method !== 'HEAD') {
    return new Response('Method not allowed: use GET /search?q=...', {
      status: 405,
      headers: {
        ...baseHeaders(),
        Allow: 'GET, HEAD',
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
      },
    });
  }
  const html = searchPageHtml(shell, catalog, searchParams(new URL(request.url)), siteUrl);
  return new Response(method === 'HEAD' ? null : html, {
    status: 200,
    headers: {
      ...baseHeaders(),
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'public, max-age=0, must-revalidate',
      'Netlify-CDN-Cache-Control': 'public, durable, max-age=86400',
      'Netlify-Vary': `query=${SEARCH_PARAMS.join('|')}`,
    },
  });
}

/** The generated ES module that carries the built search page shell into the function bundle. */
export function searchPageModuleSource(html: string): string {
  if (!html.includes(RESULTS_MARKER)) throw new Error('the built search page has no results marker');
  return pageModuleSource(html);
}
