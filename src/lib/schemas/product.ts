import { z } from 'zod';
import { NonEmptyText, SlugSchema } from './common.ts';

/**
 * What the site owner writes in `content/products/<slug>.yaml`.
 * `compliance` and `keywords` are optional and, when given, non-empty: an empty list would
 * otherwise become an empty array in the API, which the contract says is simply absent.
 */
export const ProductSourceSchema = z.strictObject({
  name: NonEmptyText.max(200),
  brand: NonEmptyText.max(100),
  category: NonEmptyText.max(100),
  description: NonEmptyText.max(2000),
  compliance: z.array(NonEmptyText.max(100)).min(1).optional(),
  keywords: z.array(NonEmptyText.max(100)).min(1).optional(),
});
export type ProductSource = z.infer<typeof ProductSourceSchema>;

/** One row of a product's specification table: `Material: Full-grain leather`. */
export const SpecificationSchema = z.strictObject({
  label: NonEmptyText.max(60),
  value: NonEmptyText.max(300),
});
export type Specification = z.infer<typeof SpecificationSchema>;

/**
 * A downloadable document (datasheet, certificate of conformity): its title and its file, a PDF in
 * `content/products/documents/`, named by its path from `content/products/`.
 */
export const ProductDocumentSchema = z.strictObject({
  title: NonEmptyText.max(120),
  file: z.string().regex(/^documents\/[a-z0-9]+(?:-[a-z0-9]+)*\.pdf$/, 'must be documents/<lowercase-name>.pdf'),
});
export type ProductDocument = z.infer<typeof ProductDocumentSchema>;

/** Most photos a product page shows. */
export const MAX_PRODUCT_PHOTOS = 6;

/**
 * The whole product file: the published fields (ProductSourceSchema) and what only the site's pages,
 * JSON-LD, search and the MCP tools use (photos, specifications, sizes, documents); the read API
 * publishes the first part only (`toProduct` picks it). A photo's `file` is its path from the YAML
 * file (e.g. `./images/x.jpg`); the content collection resolves it to an optimizable image with
 * Astro's `image()` (src/content.config.ts).
 */
export const ProductContentSchema = ProductSourceSchema.extend({
  photos: z
    .array(z.strictObject({ file: NonEmptyText, alt: NonEmptyText.max(200) }))
    .min(1)
    .max(MAX_PRODUCT_PHOTOS)
    .optional(),
  specifications: z.array(SpecificationSchema).min(1).optional(),
  /** The sizes it comes in, as a buyer asks for them ("7", "XL", "one size"); search filters on them. */
  sizes: z.array(NonEmptyText.max(20)).min(1).optional(),
  documents: z.array(ProductDocumentSchema).min(1).optional(),
});
export type ProductContent<Image = string> = Omit<z.infer<typeof ProductContentSchema>, 'photos'> & {
  photos?: { file: Image; alt: string }[];
};

/** A product as the API, the pages and the MCP tools publish it (spec section 2). */
export const ProductSchema = z
  .strictObject({
    slug: SlugSchema.describe('Identifier used in the path of the single-product endpoint'),
    name: z.string(),
    brand: z.string(),
    category: z.string(),
    description: z.string(),
    compliance: z
      .array(z.string())
      .min(1)
      .optional()
      .describe('Standards the product line is certified to. Present only on products that declare them'),
    keywords: z
      .array(z.string())
      .min(1)
      .optional()
      .describe('Extra search terms such as model references. Present only on products that declare them'),
    url: z.url().describe('Canonical HTML page of the product'),
  })
  .meta({ id: 'Product' });
export type Product = z.infer<typeof ProductSchema>;

export const ProductListSchema = z
  .strictObject({
    count: z.int().nonnegative(),
    products: z.array(ProductSchema),
  })
  .meta({ id: 'ProductList' });
export type ProductList = z.infer<typeof ProductListSchema>;

/** A product's document as the MCP tools give it: its title, where to download it (absolute URL) and its size. */
export const ProductDocumentLinkSchema = z.strictObject({
  title: z.string(),
  url: z.url().describe('Where to download it (absolute URL)'),
  bytes: z.int().min(0).describe('Its size in bytes'),
});
export type ProductDocumentLink = z.infer<typeof ProductDocumentLinkSchema>;

/**
 * What a product's file states beyond the published fields, for the MCP tools (never the read
 * API, which keeps the spec's fields): its specification rows, its sizes as the file writes them,
 * its documents. Each present only when the file has some.
 */
export const ProductDetailsSchema = z.strictObject({
  specifications: z
    .array(SpecificationSchema)
    .min(1)
    .optional()
    .describe('Specification rows (label and value): material, sizes, weight, pack quantity...'),
  sizes: z.array(z.string()).min(1).optional().describe('The sizes it comes in, as its maker writes them'),
  documents: z.array(ProductDocumentLinkSchema).min(1).optional().describe('Datasheets and certificates to download'),
});
export type ProductDetails = z.infer<typeof ProductDetailsSchema>;

/** A product with its details: what get_product returns. */
export const ProductWithDetailsSchema = ProductSchema.extend(ProductDetailsSchema.shape);
export type ProductWithDetails = z.infer<typeof ProductWithDetailsSchema>;
