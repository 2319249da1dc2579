import type { Resource } from '../schemas/resource.ts';
import { facetValues, type FacetValue } from './facets.ts';
import { typoDistance } from './typoTolerance.ts';
import { SEARCH_OPTIONS, hasSearchTerms, rankedIds } from './productSearch.ts';
import { processTerm, tokenize, words } from './normalize.ts';
import { buildIndex, loadIndex, type IndexSpec, type LoadedIndex, type PackedIndex } from './invertedIndex.ts';
import type { ScoringOptions } from './scoring.ts';
import { EMPTY_VOCABULARY, relatedTerms, type SearchVocabulary } from './vocabulary.ts';

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

export const resourceIndexSpec: IndexSpec<Resource> = {
  fields: Object.keys(RESOURCE_FIELD_WEIGHTS),
  id: (resource) => resource.slug,
  field: resourceField,
  tokenize,
  processTerm,
};

export const buildResourceIndex = (resources: readonly Resource[]): PackedIndex =>
  buildIndex(resources, resourceIndexSpec);

export const loadResourceIndex = (packed: PackedIndex): LoadedIndex => loadIndex(packed);

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
  /** Article slugs matching any word of a query, best first. */
  index: { search(query: string): { id: string }[] };
  resources: readonly Resource[];
  bySlug: ReadonlyMap<string, Resource>;
}

export function resourceSearch(
  loaded: LoadedIndex,
  resources: readonly Resource[],
  fuzzy: (term: string) => number | false = typoDistance,
  vocabulary: SearchVocabulary = EMPTY_VOCABULARY,
): ResourceSearch {
  // A word of the articles is not also matched by its longer words ("clear" is not "clearance").
  const known = new Set(loaded.terms);
  const prefix = (term: string) => SEARCH_OPTIONS.prefix(term) && !known.has(term);
  const scoring: ScoringOptions = {
    ...SEARCH_OPTIONS,
    prefix,
    fields: resourceIndexSpec.fields,
    fieldIds: loaded.fieldIds,
    boost: RESOURCE_FIELD_WEIGHTS,
    fuzzy,
    related: relatedTerms(vocabulary.related),
  };
  return {
    index: { search: (query) => rankedIds(loaded, scoring, query).map((id) => ({ id })) },
    resources,
    bySlug: new Map(resources.map((r) => [r.slug, r])),
  };
}

export function searchResources(search: ResourceSearch, q: ResourceQuery): ResourceResults {
  const { index, resources, bySlug } = search;
  const inCategory = (r: Resource) => !q.category || sameText(r.category, q.category);
  const matches = hasSearchTerms(q.query)
    ? index
        .search(q.query)
        .map((hit) => bySlug.get(hit.id)!)
        .filter(inCategory)
    : resources.filter(inCategory);
  const offset = q.offset ?? 0;
  return {
    total: matches.length,
    resources: matches.slice(offset, offset + q.limit),
    facets: { category: facetValues(matches, (r) => [r.category]) },
  };
}
