import { z } from 'zod';
import { NonEmptyText, SlugSchema } from './common.ts';

/**
 * Content blocks. Decision (the spec leaves it open): `p`, `h2`, `h3` and `note` carry `text`
 * only; `ul` carries `items` only. A block never carries both, so a client can switch on `type`.
 */
export const TEXT_BLOCK_TYPES = ['p', 'h2', 'h3', 'note'] as const;
export const TextBlockSchema = z.strictObject({
  type: z.enum(TEXT_BLOCK_TYPES),
  text: z.string().min(1),
});
export const ListBlockSchema = z.strictObject({
  type: z.literal('ul'),
  items: z.array(z.string().min(1)).min(1),
});
export const ContentBlockSchema = z
  .discriminatedUnion('type', [TextBlockSchema, ListBlockSchema])
  .meta({ id: 'ContentBlock' });
export type ContentBlock = z.infer<typeof ContentBlockSchema>;

export const RelatedLinkSchema = z.strictObject({
  label: NonEmptyText.max(200),
  href: NonEmptyText.max(2000),
});

/**
 * What the site owner writes in the frontmatter of `content/resources/<slug>.md`.
 * The body (Markdown) becomes `content`; `readTime` and, by default, `excerpt` derive from it.
 * `relatedLink` may be written as `null` or left out (both mean "no related link").
 */
export const ResourceSourceSchema = z.strictObject({
  title: NonEmptyText.max(200),
  category: NonEmptyText.max(100),
  publishDate: z.coerce.date(),
  metaDescription: NonEmptyText.max(300),
  excerpt: NonEmptyText.max(400).optional(),
  relatedLink: RelatedLinkSchema.nullable().default(null),
  /**
   * What the guide is about, so that it and the products point at each other: product categories
   * (names from content/categories.yaml) and standards ("EN 388"; "EN 352" also covers EN 352-1).
   */
  productCategories: z.array(NonEmptyText.max(100)).min(1).optional(),
  standards: z.array(NonEmptyText.max(100)).min(1).optional(),
});
export type ResourceSource = z.infer<typeof ResourceSourceSchema>;

const summaryShape = {
  slug: SlugSchema,
  title: z.string(),
  category: z.string(),
  excerpt: z.string(),
  publishDate: z.iso.date(),
  readTime: z
    .string()
    .regex(/^[1-9][0-9]* min read$/)
    .describe('Human text of the form `<n> min read`'),
  url: z.url(),
};

/** Every field is always present on a summary and on a full article; only `relatedLink` may be null. */
export const ResourceSummarySchema = z.strictObject(summaryShape).meta({ id: 'ResourceSummary' });
export type ResourceSummary = z.infer<typeof ResourceSummarySchema>;

export const ResourceSchema = z
  .strictObject({
    ...summaryShape,
    metaDescription: z.string(),
    content: z.array(ContentBlockSchema).min(1),
    relatedLink: z.strictObject({ label: z.string(), href: z.string() }).nullable(),
  })
  .meta({ id: 'Resource' });
export type Resource = z.infer<typeof ResourceSchema>;

export const ResourceListSchema = z
  .strictObject({
    count: z.int().nonnegative(),
    resources: z.array(ResourceSummarySchema),
  })
  .meta({ id: 'ResourceList' });
export type ResourceList = z.infer<typeof ResourceListSchema>;
