/**
 * The catalog as the site, the read API and the build-time documents see it: content collection
 * entries turned into the published Product and Resource shapes. The only module that reads
 * `astro:content`; everything it does beyond reading lives in `src/lib/catalog`.
 */
import { getCollection } from 'astro:content';
import { sortProducts, toProduct } from '../lib/catalog/products.ts';
import { sortResources, toResource } from '../lib/catalog/resources.ts';
import type { ReadCollection } from '../lib/readCollections.ts';
import { SlugSchema } from '../lib/schemas/common.ts';
import type { Product } from '../lib/schemas/product.ts';
import type { Resource } from '../lib/schemas/resource.ts';
import { isPublished, publishingSchedule, type PublishingSchedule } from '../lib/publishing/schedule.ts';

const siteUrl = import.meta.env.SITE;

/** The moment this build publishes: articles dated later are held back until a rebuild. */
const builtAt = new Date();

/** Names the file in any error, so a broken content file fails the build saying where. */
function fromFile<T>(filePath: string | undefined, id: string, derive: () => T): T {
  try {
    SlugSchema.parse(id);
    return derive();
  } catch (error) {
    const reason =
      error instanceof Error && 'issues' in error
        ? (error as { issues: { path: PropertyKey[]; message: string }[] }).issues
            .map((i) => `${i.path.length ? i.path.join('.') : 'file name'}: ${i.message}`)
            .join('; ')
        : (error as Error).message;
    throw new Error(`${filePath ?? id}: ${reason}`, { cause: error });
  }
}

// Read once per build; `astro dev` re-reads so content edits show up without a restart.
let products: Promise<Product[]> | undefined;
let resources: Promise<Resource[]> | undefined;

export function getProducts(): Promise<Product[]> {
  if (import.meta.env.DEV) products = undefined;
  products ??= getCollection('products').then((entries) =>
    sortProducts(entries.map((e) => fromFile(e.filePath, e.id, () => toProduct(e.id, e.data, siteUrl)))),
  );
  return products;
}

let allResources: Promise<Resource[]> | undefined;

/** Every article file, published or not (validated all the same, so a future article cannot break a later build). */
function getAllResources(): Promise<Resource[]> {
  if (import.meta.env.DEV) allResources = undefined;
  allResources ??= getCollection('resources').then((entries) =>
    sortResources(
      entries.map((e) => fromFile(e.filePath, e.id, () => toResource(e.id, e.data, e.body ?? '', siteUrl))),
    ),
  );
  return allResources;
}

/** The published articles: what the site, the API, the documents and the MCP index show. */
export function getResources(): Promise<Resource[]> {
  if (import.meta.env.DEV) resources = undefined;
  resources ??= getAllResources().then((all) => all.filter((r) => isPublished(r.publishDate, builtAt)));
  return resources;
}

/** When held-back articles go live, for the scheduled rebuild. */
export async function getPublishingSchedule(): Promise<PublishingSchedule> {
  return publishingSchedule(
    (await getAllResources()).map((r) => r.publishDate),
    builtAt,
  );
}

/** Each read collection's published items (src/lib/readCollections.ts): its list, its item files. */
export const READ_COLLECTION_ITEMS: Record<ReadCollection, () => Promise<{ slug: string }[]>> = {
  products: getProducts,
  resources: getResources,
};
