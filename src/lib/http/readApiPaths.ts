import { API_VERSIONS, currentVersion, type ApiVersion } from '../versions.ts';

/** The two read collections; each has a list path and a single-item path. */
export const READ_COLLECTIONS = ['products', 'resources'] as const;
export type ReadCollection = (typeof READ_COLLECTIONS)[number];

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

/**
 * The files behind the extensionless URLs. Every response is emitted with a `.json` extension:
 * a list cannot be a file beside the folder of its items, and only a `.json` file is served as
 * JSON by both Netlify's CDN and its local runtime. The URLs are rewritten onto these files.
 */
export const listFile = (prefix: string, collection: ReadCollection) => `${listPath(prefix, collection)}/index.json`;
export const itemFile = (prefix: string, collection: ReadCollection, slug: string) =>
  `${itemPath(prefix, collection, slug)}.json`;

/** The single-item path of a collection under a prefix. */
export const itemPath = (prefix: string, collection: ReadCollection, slug: string) =>
  `${listPath(prefix, collection)}/${slug}`;
