import MiniSearch, { type Options } from 'minisearch';
import type { Resource } from '../schemas/resource.ts';
import { facetValues, type FacetValue } from './facets.ts';
import { typoDistance } from './typoTolerance.ts';
import { SEARCH_OPTIONS, hasSearchTerms } from './productSearch.ts';
import { foldText, processTerm, tokenize, words } from './normalize.ts';
import { loadPackedIndex, type LoadedIndex, type PackedIndex } from './packedIndex.ts';

/** Buying-guide search: the same normalisation and matching as products, over article fields. */
export const RESOURCE_FIELD_WEIGHTS = {
  title: 5,
  // The file name its author chose (`safety-helmet-buying-guide`) often names what the article is.
  slugWords: 2,
  category: 2,
  excerpt: 2,
  metaDescription: 2,
  headings: 2,
  body: 1,
} as const;

type ResourceField = keyof typeof RESOURCE_FIELD_WEIGHTS;

function resourceField(resource: Resource, field: string): string {
  switch (field as ResourceField) {
    case 'slugWords':
      return resource.slug.replace(/-/g, ' ');
    case 'headings':
      return resource.content.flatMap((b) => (b.type === 'h2' || b.type === 'h3' ? [b.text] : [])).join(' | ');
    case 'body':
      return resource.content.map((b) => ('text' in b ? b.text : b.items.join(' | '))).join(' | ');
    case 'title':
    case 'category':
    case 'excerpt':
    case 'metaDescription':
      return resource[field as 'title'];
    default:
      return resource[field as 'slug']; // the id field
  }
}

const indexOptions: Options<Resource> = {
  idField: 'slug',
  fields: Object.keys(RESOURCE_FIELD_WEIGHTS),
  extractField: resourceField,
  tokenize,
  processTerm,
  searchOptions: { ...SEARCH_OPTIONS, boost: RESOURCE_FIELD_WEIGHTS },
};

export function buildResourceIndex(resources: readonly Resource[]): MiniSearch<Resource> {
  const index = new MiniSearch<Resource>(indexOptions);
  index.addAll(resources);
  return index;
}

export const loadResourceIndex = (packed: PackedIndex): LoadedIndex<Resource> => loadPackedIndex(packed, indexOptions);

export interface ResourceQuery {
  query?: string | undefined;
  category?: string | undefined;
  limit: number;
  offset?: number | undefined;
}

export interface ResourceResults {
  total: number;
  resources: Resource[];
  facets: { category: FacetValue[] };
}

const sameText = (a: string, b: string) => words(a).join(' ') === words(b).join(' ');

/** Ranked articles for a query, or every article (newest first) when there is none. */
export interface ResourceSearch {
  index: MiniSearch<Resource>;
  resources: readonly Resource[];
  bySlug: ReadonlyMap<string, Resource>;
  fuzzy: (term: string) => number | false;
}

export const resourceSearch = (
  index: MiniSearch<Resource>,
  resources: readonly Resource[],
  fuzzy: (term: string) => number | false = typoDistance,
): ResourceSearch => ({ index, resources, bySlug: new Map(resources.map((r) => [r.slug, r])), fuzzy });

export function searchResources(search: ResourceSearch, q: ResourceQuery): ResourceResults {
  const { index, resources, bySlug } = search;
  const inCategory = (r: Resource) => !q.category || sameText(r.category, q.category);
  const matches = hasSearchTerms(q.query)
    ? index.search(foldText(q.query), q.category ? { fuzzy: search.fuzzy, filter: (hit) => inCategory(bySlug.get(hit.id)!) } : { fuzzy: search.fuzzy }).map((hit) => bySlug.get(hit.id)!)
    : resources.filter(inCategory);
  const offset = q.offset ?? 0;
  return {
    total: matches.length,
    resources: matches.slice(offset, offset + q.limit),
    facets: { category: facetValues(matches, (r) => [r.category]) },
  };
}
