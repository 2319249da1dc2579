import { z } from 'zod';
import { ProductSchema, type Product } from '../schemas/product.ts';
import { ResourceSchema, type Resource } from '../schemas/resource.ts';

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
