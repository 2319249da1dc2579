import { collectionNamed, type ReadCollection, type ReadCollectionName } from '../readCollectionNames.ts';
import { API_VERSIONS, currentVersion, type ApiVersion } from '../versions.ts';

export interface ReadApiPrefix {
  /** `/api` (the permanent alias of the current version) or `/api/<version>`. */
  prefix: string;
  /** Path segment between `/api` and the collection: undefined for the alias. */
  segment: string | undefined;
  /** The version that serves this prefix. */
  version: ApiVersion;
}

/** Every prefix the read API answers under: the unversioned alias first, then each version. */
export function readApiPrefixes(versions: readonly ApiVersion[] = API_VERSIONS): ReadApiPrefix[] {
  return [
    { prefix: '/api', segment: undefined, version: currentVersion(versions) },
    ...versions.map((version) => ({ prefix: `/api/${version.name}`, segment: version.name, version })),
  ];
}

/** The list path of a collection under a prefix, e.g. `/api/v1/products`. */
export const listPath = (prefix: string, collection: ReadCollection) => `${prefix}/${collection}`;

/** The single-item path of a collection under a prefix. */
export const itemPath = (prefix: string, collection: ReadCollection, slug: string) =>
  `${listPath(prefix, collection)}/${slug}`;

/**
 * The files netlify.toml rewrites the read URLs onto (the alias onto the current version's): `.json`,
 * served as JSON by the CDN and the local runtime; a list beside its folder, which holds only items.
 */
export const listFile = (version: ApiVersion, collection: ReadCollection) => `/api/${version.name}/${collection}.json`;
export const itemFile = (version: ApiVersion, collection: ReadCollection, slug: string) =>
  `/api/${version.name}/${collection}/${slug}.json`;

export interface ReadPath {
  prefix: ReadApiPrefix;
  collection: ReadCollectionName;
  /** The item's slug as requested (decoded); undefined for the list. */
  slug?: string;
}

/** What a path names in the read API (a trailing slash names the same thing), or undefined. */
export function parseReadPath(pathname: string, versions: readonly ApiVersion[] = API_VERSIONS): ReadPath | undefined {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  // Versioned prefixes first: `/api/v1/products` is a list, not the alias' item `v1/products`.
  for (const prefix of readApiPrefixes(versions).reverse()) {
    if (!path.startsWith(`${prefix.prefix}/`)) continue;
    const [name, slug, ...deeper] = path.slice(prefix.prefix.length + 1).split('/');
    const collection = collectionNamed(name!);
    if (!collection || deeper.length > 0) return undefined;
    return slug === undefined ? { prefix, collection } : { prefix, collection, slug: decodeSafe(slug) };
  }
  return undefined;
}

function decodeSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
