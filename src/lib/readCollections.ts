import type { z } from 'zod';
import { toSummary } from './catalog/resources.ts';
import { READ_COLLECTION_NAMES, type ReadCollection } from './readCollectionNames.ts';
import { ProductListSchema, ProductSchema, type Product, type ProductList } from './schemas/product.ts';
import {
  ContentBlockSchema,
  ResourceListSchema,
  ResourceSchema,
  ResourceSummarySchema,
  type Resource,
  type ResourceList,
} from './schemas/resource.ts';

/**
 * The read API's collections, once: routes, functions' answers and the OpenAPI route table derive
 * from it. A new one: its schema, its items (src/data/catalog.ts), an entry here, docs/api.md.
 * A list body is built from items the content schemas validated: typed, not parsed again.
 */
export interface ReadCollectionEntry<Name extends string, Item extends { slug: string }> {
  /** The path segment: `/api/<name>` lists, `/api/<name>/{slug}` is one item. */
  name: Name;
  /** What one item is called in messages ("no product has the slug ..."). */
  noun: string;
  /** The OpenAPI tag of its two operations. */
  tag: { name: string; description: string };
  list: {
    operationId: string;
    schemaName: string;
    summary: string;
    description: string;
    success: string;
    listBody: (items: Item[]) => unknown;
  };
  item: {
    operationId: string;
    schemaName: string;
    summary: string;
    description: string;
    success: string;
    slug: string;
  };
  /** Every `components.schemas` entry its responses use, by name. */
  schemas: Record<string, z.core.$ZodType>;
}

const collection = <const Name extends string, Item extends { slug: string }>(entry: ReadCollectionEntry<Name, Item>) =>
  entry;

export const READ_COLLECTIONS = [
  collection<'products', Product>({
    ...READ_COLLECTION_NAMES[0],
    tag: { name: 'Products', description: 'The product catalog: every product, or one by slug.' },
    list: {
      operationId: 'listProducts',
      schemaName: 'ProductList',
      summary: 'List every product',
      description:
        'Every product of the catalog, ordered by category, then name. ' +
        'Cacheable; the list changes only when the catalog is rebuilt.',
      success: 'Every product, with their count.',
      listBody: (products): ProductList => ({ count: products.length, products }),
    },
    item: {
      operationId: 'getProduct',
      schemaName: 'Product',
      summary: 'Get one product by slug',
      description: 'One product. A trailing slash names the same product.',
      success: 'The product.',
      slug: "The product's slug, as listed by the products list.",
    },
    schemas: { Product: ProductSchema, ProductList: ProductListSchema },
  }),
  collection<'resources', Resource>({
    ...READ_COLLECTION_NAMES[1],
    tag: {
      name: 'Buying guides',
      description: 'Buying-guide articles (resources): summaries, or one full article by slug.',
    },
    list: {
      operationId: 'listResources',
      schemaName: 'ResourceList',
      summary: 'List every buying guide (summaries)',
      description:
        'Every buying-guide article as a summary, newest first. The ' +
        'full `content` is returned only by the single-article path.',
      success: 'Every article summary, with their count.',
      listBody: (resources): ResourceList => ({ count: resources.length, resources: resources.map(toSummary) }),
    },
    item: {
      operationId: 'getResource',
      schemaName: 'Resource',
      summary: 'Get one buying guide by slug',
      description:
        'One full article: the summary fields plus `metaDescription`, structured `content` blocks and `relatedLink`.',
      success: 'The full article.',
      slug: "The article's slug, as listed by the buying-guides list.",
    },
    schemas: {
      ResourceSummary: ResourceSummarySchema,
      Resource: ResourceSchema,
      ResourceList: ResourceListSchema,
      ContentBlock: ContentBlockSchema,
    },
  }),
];

export type { ReadCollection };
export type AnyReadCollection = (typeof READ_COLLECTIONS)[number];
