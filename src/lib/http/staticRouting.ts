import { API_VERSIONS, currentVersion, type ApiVersion } from '../versions.ts';
import { JSON_CONTENT_TYPE, READ_CACHE_HEADERS, TEXT_CONTENT_TYPE, baseHeaders, readApiHeaders, type HeaderMap } from './headers.ts';
import { READ_COLLECTIONS, itemFile, listFile, listPath, readApiPrefixes } from './readApiPaths.ts';
import { SECURITY_HEADERS, withoutSecurityHeaders } from './securityHeaders.ts';

/**
 * The CDN's routing for the prerendered read API, as Netlify `_headers` and `_redirects` files.
 * Generated at build time from the version registry, so a new or deprecated version changes every
 * header and path at once. The rules never overlap, except the site-wide security rule, which
 * sets only headers no other rule sets: Netlify merges the headers of overlapping rules, so no
 * header name may come from two rules matching one path.
 */
export interface HeaderRule {
  path: string;
  headers: HeaderMap;
}

export function staticHeaderRules(siteUrl: string, versions: readonly ApiVersion[] = API_VERSIONS): HeaderRule[] {
  return readApiPrefixes(versions).flatMap(({ prefix, version }) => {
    const headers = withoutSecurityHeaders({ ...readApiHeaders(version, siteUrl), ...READ_CACHE_HEADERS });
    // `/api/products/*` also matches `/api/products`: a second rule for the list would double every header.
    return READ_COLLECTIONS.map((collection) => ({ path: `${listPath(prefix, collection)}/*`, headers }));
  });
}

export interface Rewrite {
  from: string;
  to: string;
  /** Forced rules apply even where a file exists at `from`. */
  force: boolean;
}

/**
 * Extensionless URLs onto the `.json` files (see readApiPaths.ts). An item whose file does not
 * exist lands on a `*.json` path that the `read-api-not-found` function answers with a JSON 404.
 */
export function staticRewrites(versions: readonly ApiVersion[] = API_VERSIONS): Rewrite[] {
  return readApiPrefixes(versions).flatMap(({ prefix }) =>
    READ_COLLECTIONS.flatMap((collection) => [
      { from: listPath(prefix, collection), to: listFile(prefix, collection), force: true },
      { from: `${listPath(prefix, collection)}/:slug`, to: itemFile(prefix, collection, ':slug'), force: false },
      // Deeper paths can name no item; they end at the JSON 404 too.
      { from: `${listPath(prefix, collection)}/*`, to: itemFile(prefix, collection, ':splat'), force: false },
    ]),
  );
}

export function formatHeadersFile(rules: HeaderRule[]): string {
  return rules
    .map(({ path, headers }) => [path, ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`)].join('\n'))
    .join('\n') + '\n';
}

export function formatRedirectsFile(rewrites: Rewrite[]): string {
  return rewrites.map(({ from, to, force }) => `${from}  ${to}  200${force ? '!' : ''}`).join('\n') + '\n';
}

/** Content types of the published documents: explicit, with their charset, rather than guessed from the extension. */
export const DOCUMENT_HEADERS: Record<string, HeaderMap> = {
  '/openapi.json': { 'Content-Type': JSON_CONTENT_TYPE, 'Access-Control-Allow-Origin': '*' },
  '/llms.txt': { 'Content-Type': TEXT_CONTENT_TYPE, 'Access-Control-Allow-Origin': '*' },
  '/llms-full.txt': { 'Content-Type': TEXT_CONTENT_TYPE, 'Access-Control-Allow-Origin': '*' },
  '/robots.txt': { 'Content-Type': TEXT_CONTENT_TYPE },
  '/sitemap.xml': { 'Content-Type': 'application/xml; charset=utf-8' },
};

export interface BuiltEntry {
  name: string;
  isDirectory: boolean;
}

/**
 * `API-Version` (and the document content types) on every static response outside the read API: pages, documents,
 * assets. `_headers` cannot say "everything but /api/", and headers of overlapping rules merge,
 * so there is one rule per top-level entry of the build (`/products/*` also matches `/products`).
 */
export function siteHeaderRules(entries: readonly BuiltEntry[], versions: readonly ApiVersion[] = API_VERSIONS): HeaderRule[] {
  const base = withoutSecurityHeaders(baseHeaders(currentVersion(versions)));
  const rules: HeaderRule[] = [{ path: '/', headers: base }];
  for (const { name, isDirectory } of entries) {
    if (name === 'api' || name.startsWith('_headers') || name === '_redirects') continue;
    const path = isDirectory ? `/${name}/*` : `/${name}`;
    rules.push({ path, headers: { ...base, ...DOCUMENT_HEADERS[`/${name}`] } });
  }
  return rules;
}

/**
 * The security headers (CSP, HSTS...) on every static response, the 404 page of any unknown path
 * included: one `/*` rule, whose headers every other rule leaves out.
 */
export function securityHeaderRule(): HeaderRule {
  return { path: '/*', headers: SECURITY_HEADERS };
}
