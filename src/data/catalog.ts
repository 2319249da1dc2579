/**
 * The catalog as the site, the read API and the build-time documents see it: content collection
 * entries turned into the published Product and Resource shapes, and for the pages the product
 * details the API does not publish (photos, specifications, sizes, documents, the category's
 * pictogram) and the links between guides and products. The only module that reads
 * `astro:content`; everything it does beyond reading lives in `src/lib/catalog`.
 */
import { statSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import type { ImageMetadata } from 'astro';
import { getCollection } from 'astro:content';
import { unknownCategoryMessage } from '../lib/catalog/categories.ts';
import { guideProductLinks, type GuideTopics } from '../lib/catalog/guideLinks.ts';
import { publishedFields, sortProducts, toProduct } from '../lib/catalog/products.ts';
import { hasLinks, markdownToRichBlocks, type RichBlock } from '../lib/catalog/markdownBlocks.ts';
import { resourceFromBlocks, sortResources } from '../lib/catalog/resources.ts';
import type { ReadCollection } from '../lib/readCollections.ts';
import type { Category } from '../lib/schemas/category.ts';
import { SlugSchema } from '../lib/schemas/common.ts';
import type { Product, ProductContent, ProductDetails } from '../lib/schemas/product.ts';
import type { Resource } from '../lib/schemas/resource.ts';
import { isPublished, publishingSchedule, type PublishingSchedule } from '../lib/publishing/schedule.ts';
import { sizeKeys } from '../lib/search/productText.ts';
import { offerInputs, type PipelineInputs } from '../build/handoff.ts';
import { contentDir } from './contentDir.ts';
import { cardPicture } from './pictures.ts';

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

export type CatalogCategory = Category<ImageMetadata>;

/** A downloadable document as a page links it: where it is served, and its size for the link text. */
export interface DocumentLink {
  title: string;
  href: string;
  bytes: number;
}

/**
 * A product as its page and cards show it: the published Product (what the API serves) and the
 * details only pages, JSON-LD, search and the MCP tools use, with its category's pictogram for
 * when it has no photo.
 */
export type CatalogProduct = Product &
  Pick<ProductContent<ImageMetadata>, 'photos' | 'specifications' | 'sizes'> & {
    documents?: DocumentLink[];
    pictogram: ImageMetadata;
  };

/** A document file to publish: its site path and where it lies in the content folder. */
export interface DocumentFile {
  href: string;
  path: string;
}

const DOCUMENTS_PATH = '/documents/';

// Read once per build; `astro dev` re-reads so content edits show up without a restart.
let categories: Promise<CatalogCategory[]> | undefined;
interface Catalog {
  published: Product[];
  products: CatalogProduct[];
  documents: DocumentFile[];
}
let catalog: Promise<Catalog> | undefined;
let resources: Promise<Resource[]> | undefined;

/** The closed list of categories (content/categories.yaml), in the file's order. */
export function getCategories(): Promise<CatalogCategory[]> {
  if (import.meta.env.DEV) categories = undefined;
  categories ??= getCollection('categories').then((entries) => entries.map((e) => e.data));
  return categories;
}

/** A product file's documents, checked to exist beside it, with their sizes. */
function documentLinks(documents: ProductContent['documents'], files: Map<string, DocumentFile>): DocumentLink[] {
  return (documents ?? []).map(({ title, file }, i) => {
    const path = resolve(contentDir, 'products', file);
    let bytes: number;
    try {
      bytes = statSync(path).size;
    } catch {
      throw new Error(`documents.${i}.file: there is no file ${file} beside the product files`);
    }
    const href = `${DOCUMENTS_PATH}${basename(file)}`;
    files.set(href, { href, path });
    return { title, href, bytes };
  });
}

function getCatalog(): Promise<Catalog> {
  if (import.meta.env.DEV) catalog = undefined;
  catalog ??= Promise.all([getCollection('products'), getCategories()]).then(([entries, categoryList]) => {
    const pictograms = new Map(categoryList.map((c) => [c.name, c.pictogram]));
    const names = categoryList.map((c) => c.name);
    const files = new Map<string, DocumentFile>();
    const products = entries.map((e) => {
      const file = e.filePath ?? e.id;
      const pictogram = pictograms.get(e.data.category);
      if (!pictogram) throw new Error(unknownCategoryMessage(file, e.data.category, names));
      return fromFile(e.filePath, e.id, (): CatalogProduct => {
        const { photos, specifications, sizes, documents } = e.data;
        const links = documentLinks(documents, files);
        return {
          ...toProduct(e.id, e.data, siteUrl),
          ...(photos ? { photos } : {}),
          ...(specifications ? { specifications } : {}),
          ...(sizes ? { sizes } : {}),
          ...(links.length ? { documents: links } : {}),
          pictogram,
        };
      });
    });
    const sorted = sortProducts(products);
    return { products: sorted, published: sorted.map(publishedFields), documents: [...files.values()] };
  });
  return catalog;
}

/** The published products (spec section 2), in catalog order: the read API, documents, MCP. */
export async function getProducts(): Promise<Product[]> {
  return (await getCatalog()).published;
}

/** The products with their details, in catalog order: the product, category and guide pages. */
export async function getCatalogProducts(): Promise<CatalogProduct[]> {
  return (await getCatalog()).products;
}

/** Every document file products link to, once each. */
export async function getDocumentFiles(): Promise<DocumentFile[]> {
  return (await getCatalog()).documents;
}

/**
 * What search and the MCP tools take from a product beyond its published fields: its sizes as
 * the search compares them, and its details as get_product gives them (documents as absolute URLs).
 */
export interface ProductFacts {
  slug: string;
  sizes: string[];
  details: ProductDetails;
}
export const productDetails = (p: CatalogProduct): ProductDetails => ({
  ...(p.specifications ? { specifications: p.specifications } : {}),
  ...(p.sizes ? { sizes: p.sizes } : {}),
  ...(p.documents
    ? { documents: p.documents.map(({ title, href, bytes }) => ({ title, url: new URL(href, siteUrl).href, bytes })) }
    : {}),
});
export async function getProductFacts(): Promise<ProductFacts[]> {
  return (await getCatalogProducts()).map((p) => ({
    slug: p.slug,
    sizes: sizeKeys(p.sizes ?? []),
    details: productDetails(p),
  }));
}

/**
 * An article with what only its page uses: what it is about, and its blocks with their links when
 * it has any (kept only then: the API's blocks carry the rest, and 2,000 articles' text twice is memory).
 */
export type Guide = Resource & Pick<GuideTopics, 'productCategories' | 'standards'> & { blocks?: RichBlock[] };

let allResources: Promise<Guide[]> | undefined;

/** Every article file, published or not (validated all the same, so a future article cannot break a later build). */
function getAllResources() {
  if (import.meta.env.DEV) allResources = undefined;
  allResources ??= Promise.all([getCollection('resources'), getCategories()]).then(([entries, categoryList]) => {
    const names = categoryList.map((c) => c.name);
    return sortResources(
      entries.map((e) => {
        const file = e.filePath ?? e.id;
        const { productCategories, standards } = e.data;
        for (const category of productCategories ?? [])
          if (!names.includes(category)) throw new Error(unknownCategoryMessage(file, category, names));
        return fromFile(e.filePath, e.id, (): Guide => {
          const blocks = markdownToRichBlocks(e.body ?? '');
          const resource = resourceFromBlocks(e.id, e.data, blocks, siteUrl);
          return { ...resource, productCategories, standards, ...(hasLinks(blocks) ? { blocks } : {}) };
        });
      }),
    );
  });
  return allResources;
}

let published: Promise<Guide[]> | undefined;
const publishedResources = () => {
  if (import.meta.env.DEV) published = undefined;
  published ??= getAllResources().then((all) => all.filter((r) => isPublished(r.publishDate, builtAt)));
  return published;
};

/** The published articles: what the site, the API, the documents and the MCP index show. */
export function getResources(): Promise<Resource[]> {
  if (import.meta.env.DEV) resources = undefined;
  resources ??= publishedResources().then((all) =>
    all.map(({ productCategories: _c, standards: _s, blocks: _b, ...resource }) => resource),
  );
  return resources;
}

/** The published articles with their blocks' links and topics, for the article pages. */
export function getGuides(): Promise<Guide[]> {
  return publishedResources();
}

let links: Promise<ReturnType<typeof guideProductLinks>> | undefined;

/** Which published guides are about which products, both ways (src/lib/catalog/guideLinks.ts). */
export function getGuideProductLinks(): Promise<ReturnType<typeof guideProductLinks>> {
  if (import.meta.env.DEV) links = undefined;
  links ??= Promise.all([publishedResources(), getCatalogProducts()]).then(([guides, products]) =>
    guideProductLinks(guides, products),
  );
  return links;
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

/**
 * What the build publishes besides the pages (src/build/pipeline.ts): the read API's items, and by
 * product the sizes, details and card picture that search, the MCP tools and the search page's cards use.
 */
export async function pipelineInputs(): Promise<PipelineInputs> {
  const [products, resources, facts, catalogProducts] = await Promise.all([
    getProducts(),
    getResources(),
    getProductFacts(),
    getCatalogProducts(),
  ]);
  const pictures = await Promise.all(catalogProducts.map(cardPicture));
  return {
    published: { products, resources },
    facts: new Map(
      facts.map(({ slug, ...rest }, i) => [slug, { ...rest, ...(pictures[i] ? { picture: pictures[i] } : {}) }]),
    ),
  };
}
offerInputs(pipelineInputs);
