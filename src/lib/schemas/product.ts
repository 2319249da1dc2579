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
