import { z } from 'zod';
import { ProductSchema, type Product } from '../schemas/product.ts';
import { ResourceSchema, type Resource } from '../schemas/resource.ts';
import { serializeJson } from './responses.ts';
import { itemFile, readApiPrefixes } from './readApiPaths.ts';
import { API_VERSIONS, type ApiVersion } from '../versions.ts';

/**
 * The read API's single-item files (`/api/products/{slug}.json`, `/api/v1/...`), written in one
 * pass by a build worker rather than as one Astro route per file: at 10,000 products the 24,000
 * routes cost ~1.6 ms each in Astro's prerender pipeline, about the framework's per-route floor,
 * for bytes that need no rendering. The catalog reaches the worker through one prerendered
 * hand-off document (below, rendered first: src/integrations/readApiHandoff.ts), so the items
 * come from the same data layer as the pages; the MCP catalog is built from it too.
 */

/** The hand-off document: every published item in full, validated on both sides. */
export const ReadApiItemsSchema = z.strictObject({
  products: z.array(ProductSchema),
  resources: z.array(ResourceSchema),
});
export type ReadApiItems = z.infer<typeof ReadApiItemsSchema>;

/** Where the hand-off document is prerendered; the build hook removes it after the write. */
export const READ_API_ITEMS_HANDOFF = '/read-api-items.handoff.json';

export const readApiItemsBody = (products: Product[], resources: Resource[]): ReadApiItems =>
  ReadApiItemsSchema.parse({ products, resources });

export interface ItemFile {
  /** Output path under the build folder, e.g. `/api/v1/products/<slug>.json`. */
  path: string;
  /** The response body, by the service's one serializer. */
  body: string;
}

/** Every item file under every read prefix: the body is serialized once and shared by its paths. */
export function readApiItemFiles(items: ReadApiItems, versions: readonly ApiVersion[] = API_VERSIONS): ItemFile[] {
  const prefixes = readApiPrefixes(versions);
  const files: ItemFile[] = [];
  const add = (collection: 'products' | 'resources', item: Product | Resource) => {
    const body = serializeJson(item);
    for (const { prefix } of prefixes) files.push({ path: itemFile(prefix, collection, item.slug), body });
  };
  for (const product of items.products) add('products', product);
  for (const resource of items.resources) add('resources', resource);
  return files;
}
