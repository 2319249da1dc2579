import type MiniSearch from 'minisearch';
import type { Product } from '../schemas/product.ts';
import type { Resource } from '../schemas/resource.ts';
import { distinctValues } from '../search/facets.ts';
import { buildProductIndex, loadProductIndex, type ProductIndexData } from '../search/productSearch.ts';
import { buildResourceIndex, loadResourceIndex, type ResourceIndexData } from '../search/resourceSearch.ts';

/**
 * What the MCP server serves: the published catalog and its search indexes. Built once at build
 * time from the same content collections as the site (see src/integrations/mcpCatalog.ts),
 * serialized into the function bundle, and loaded once per function instance.
 */
export interface McpCatalogData {
  products: Product[];
  resources: Resource[];
  productIndex: ProductIndexData;
  resourceIndex: ResourceIndexData;
}

export function buildMcpCatalogData(products: Product[], resources: Resource[]): McpCatalogData {
  return {
    products,
    resources,
    productIndex: buildProductIndex(products).toJSON(),
    resourceIndex: buildResourceIndex(resources).toJSON(),
  };
}

/** The filter values that exist: shown to the model in tool descriptions and input schemas. */
export interface CatalogFacets {
  productCategories: string[];
  brands: string[];
  resourceCategories: string[];
}

export function catalogFacets(products: readonly Product[], resources: readonly Resource[]): CatalogFacets {
  return {
    productCategories: distinctValues(products, (p) => [p.category]),
    brands: distinctValues(products, (p) => [p.brand]),
    resourceCategories: distinctValues(resources, (r) => [r.category]),
  };
}

export interface McpCatalog {
  products: Product[];
  resources: Resource[];
  productBySlug: Map<string, Product>;
  resourceBySlug: Map<string, Resource>;
  productIndex: MiniSearch<Product>;
  resourceIndex: MiniSearch<Resource>;
  facets: CatalogFacets;
}

export function loadMcpCatalog(data: McpCatalogData): McpCatalog {
  return {
    products: data.products,
    resources: data.resources,
    productBySlug: new Map(data.products.map((p) => [p.slug, p])),
    resourceBySlug: new Map(data.resources.map((r) => [r.slug, r])),
    productIndex: loadProductIndex(data.productIndex),
    resourceIndex: loadResourceIndex(data.resourceIndex),
    facets: catalogFacets(data.products, data.resources),
  };
}
