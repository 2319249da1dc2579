import { API_VERSIONS, currentVersion, type ApiVersion } from '../versions.ts';
import {
  JSON_CONTENT_TYPE,
  READ_CACHE_HEADERS,
  TEXT_CONTENT_TYPE,
  baseHeaders,
  readApiHeaders,
  type HeaderMap,
} from './headers.ts';
import { READ_COLLECTIONS } from '../readCollections.ts';
import { listFile, listPath, readApiPrefixes } from './readApiPaths.ts';
import { SECURITY_HEADERS, withoutSecurityHeaders } from './securityHeaders.ts';

/**
 * The headers of the prerendered read API and of every other static file, as a Netlify `_headers`
 * file. Generated at build time from the version registry, so a new or deprecated version changes
 * every header at once. (The read API's rewrites are in netlify.toml, with the read limit.) The rules never overlap,
 * except the site-wide security rule, which
 * sets only headers no other rule sets: Netlify merges the headers of overlapping rules, so no
 * header name may come from two rules matching one path.
 */
export interface HeaderRule {
  path: string;
  headers: HeaderMap;
}

export function staticHeaderRules(siteUrl: string, versions: readonly ApiVersion[] = API_VERSIONS): HeaderRule[] {
  return readApiPrefixes(versions).flatMap(({ prefix, version, segment }) => {
    const headers = withoutSecurityHeaders({ ...readApiHeaders(version, siteUrl), ...READ_CACHE_HEADERS });
    // `/api/products/*` also matches `/api/products`: a second rule for the list would double every
    // header. The requested path or the file it is rewritten to: both carry the same headers.
    return READ_COLLECTIONS.flatMap(({ name }) => [
      { path: `${listPath(prefix, name)}/*`, headers },
      ...(segment === undefined ? [] : [{ path: listFile(version, name), headers }]),
    ]);
  });
}

export function formatHeadersFile(rules: HeaderRule[]): string {
  return (
    rules
      .map(({ path, headers }) => [path, ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`)].join('\n'))
      .join('\n') + '\n'
  );
}

/** Content types of the published documents: explicit, with their charset, rather than guessed from the extension. */
export const DOCUMENT_HEADERS: Record<string, HeaderMap> = {
  '/openapi.json': { 'Content-Type': JSON_CONTENT_TYPE, 'Access-Control-Allow-Origin': '*' },
  '/llms.txt': { 'Content-Type': TEXT_CONTENT_TYPE, 'Access-Control-Allow-Origin': '*' },
  '/llms-full.txt': { 'Content-Type': TEXT_CONTENT_TYPE, 'Access-Control-Allow-Origin': '*' },
  '/robots.txt': { 'Content-Type': TEXT_CONTENT_TYPE },
  '/sitemap.xml': { 'Content-Type': 'application/xml; charset=utf-8' },
  // Astro's bundled scripts and styles: their names carry a content hash, so they never change.
  '/_astro': { 'Cache-Control': 'public, max-age=31536000, immutable' },
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
export function siteHeaderRules(
  entries: readonly BuiltEntry[],
  versions: readonly ApiVersion[] = API_VERSIONS,
): HeaderRule[] {
  const base = withoutSecurityHeaders(baseHeaders(currentVersion(versions)));
  const rules: HeaderRule[] = [{ path: '/', headers: base }];
  for (const { name, isDirectory } of entries) {
    if (name === 'api' || name.startsWith('_headers')) continue;
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
