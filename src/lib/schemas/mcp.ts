import { z } from 'zod';
import { CONTACT_LIMITS, type ContactSubject } from './enquiry.ts';
import { ProductSchema, ProductWithDetailsSchema } from './product.ts';
import { ResourceSchema, ResourceSummarySchema } from './resource.ts';

/**
 * Input and output shapes of the MCP tools, once. The server validates with them, `tools/list`
 * and `/.well-known/mcp/manifest.json` publish them as JSON Schema, and tests parse with them.
 * Category and brand filters are enums of the values that exist, so a model sees them in the
 * schema; they are built from the catalog at build time.
 */
export const SEARCH_LIMITS = { defaultLimit: 10, maxLimit: 50, maxQueryLength: 200, maxOffset: 10_000 } as const;
export const SLUG_MAX_LENGTH = 200;

const queryField = z.string().max(SEARCH_LIMITS.maxQueryLength).optional();
const limitField = z
  .int()
  .min(1)
  .max(SEARCH_LIMITS.maxLimit)
  .default(SEARCH_LIMITS.defaultLimit)
  .describe(`How many results to return (1-${SEARCH_LIMITS.maxLimit}, default ${SEARCH_LIMITS.defaultLimit}).`);
const offsetField = z
  .int()
  .min(0)
  .max(SEARCH_LIMITS.maxOffset)
  .default(0)
  .describe('How many ranked results to skip, to page through `total` matches (default 0).');

const folded = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * An enum of the values that exist, matched case- and punctuation-insensitively ("hand
 * protection" is "Hand Protection"): the preprocess maps a value onto its enum member, so the
 * JSON Schema still lists the choices. A free string when the catalog has none (an empty enum is invalid).
 */
const oneOf = (values: readonly string[]) => {
  if (values.length === 0) return z.string();
  const byFolded = new Map(values.map((v) => [folded(v), v]));
  return z.preprocess(
    (v) => (typeof v === 'string' ? (byFolded.get(folded(v)) ?? v) : v),
    z.enum(values as [string, ...string[]]),
  );
};

export interface FilterValues {
  productCategories: readonly string[];
  brands: readonly string[];
  resourceCategories: readonly string[];
}

export const searchProductsInputSchema = (values: FilterValues) =>
  z.strictObject({
    query: queryField.describe(
      'What to look for: a product name, a model reference (SS-204, ss204), a standard (EN 388, en388, IS 15298), a ' +
        'brand, or a plain need ("gloves for handling sharp metal sheets"). ' +
        'Typos are tolerated. Omit it to browse with filters alone.',
    ),
    category: oneOf(values.productCategories).optional().describe('Only products of this category.'),
    brand: oneOf(values.brands).optional().describe('Only products of this brand.'),
    compliance: z
      .string()
      .max(100)
      .optional()
      .describe(
        'Only products certified to this standard, written any way: "EN 388", ' +
          '"en388", "EN-388". "EN 352" also matches EN 352-1 and EN 352-2.',
      ),
    size: z
      .string()
      .max(10)
      .optional()
      .describe(
        'Only products stated to come in this size ("9", "XL", "XXL", "small"), or in one ' +
          'size for all. A size in the query ("size 9 boots") ranks by it without filtering.',
      ),
    limit: limitField,
    offset: offsetField,
  });

/** The label of the partial group, the same in the tool and on the search page. */
export const PARTIAL_MATCH_NOTE = 'No product matches every word; these match part of it.';

/** The label of the products of the asked type that lack some words, the same in the tool and on the search page. */
export const ALSO_FITS_NOTE =
  'Also fits: of the type asked for or its category (when no type is asked for, every word but one, or the rest of ' +
  'the category of a lone match), without every word of the query stated.';

const FacetValueSchema = z.strictObject({ value: z.string(), count: z.int().min(1) });

export const SearchProductsOutputSchema = z.strictObject({
  total: z
    .int()
    .min(0)
    .describe(
      'How many products answer the query (with `alsoFits`, those that fit lacking some words included), ' +
        'whatever `limit` and `offset`; `products` holds at most `limit` of them.',
    ),
  products: z
    .array(ProductSchema)
    .describe('Matching products, best match first (catalog order when browsing without a query).'),
  facets: z
    .strictObject({
      category: z.array(FacetValueSchema),
      brand: z.array(FacetValueSchema),
      compliance: z.array(FacetValueSchema),
      size: z.array(FacetValueSchema).describe('Sizes the matching products come in, smallest first.'),
    })
    .describe(
      'Values of category, brand, compliance and size among all matches (not ' +
        'the partial group), with counts: use them as filters to narrow down.',
    ),
  partial: z
    .strictObject({
      note: z.literal(PARTIAL_MATCH_NOTE),
      total: z.int().min(1).describe('How many products match part of the query.'),
      products: z.array(ProductSchema).describe('At most `limit` of them, most words matched first.'),
    })
    .optional()
    .describe(
      'Only when no product matches every word of the query (`total` is 0): the products that match ' +
        'most of it, as a separate group. They do not answer the whole query: say so to the person.',
    ),
  alsoFits: z
    .strictObject({
      note: z.literal(ALSO_FITS_NOTE),
      from: z
        .int()
        .min(0)
        .describe(
          'How many of `total` match every word; from this rank on, the products are of the type asked ' +
            'for (or, when the query names no type, have every word but one) but their text lacks some words of ' +
            'the query.',
        ),
      lacking: z
        .array(z.strictObject({ slug: z.string(), words: z.array(z.string()).min(1) }))
        .describe('The products of this page that lack words, each with the words of the query it lacks.'),
    })
    .optional()
    .describe(
      'Only when some products lack words of the query but fit: of the type it asks for (gloves, helmet...), ' +
        'or, when it names no type, with every word but one. They follow the full matches in `products`, ' +
        'labelled here.',
    ),
  hint: z
    .string()
    .optional()
    .describe('Only when nothing matches: the nearest model references, the categories, or a shorter query to try.'),
  didYouMean: z
    .string()
    .optional()
    .describe(
      'Only when the query names a model reference that does not exist, one slip (a letter swapped, missing, ' +
        'extra or wrong) from this one: model references match exactly, so offer it to the person.',
    ),
});
export type SearchProductsOutput = z.infer<typeof SearchProductsOutputSchema>;

export const searchResourcesInputSchema = (values: FilterValues) =>
  z.strictObject({
    query: queryField.describe(
      'What to read about: a topic, a standard (EN 166, en166) or a question ("how ' +
        'often to inspect a harness"). Omit it to list articles, newest first.',
    ),
    category: oneOf(values.resourceCategories).optional().describe('Only articles of this category.'),
    limit: limitField,
    offset: offsetField,
  });

export const SearchResourcesOutputSchema = z.strictObject({
  total: z.int().min(0).describe('How many articles match in all.'),
  resources: z
    .array(ResourceSummarySchema)
    .describe('Article summaries, best match first (newest first without a query).'),
  facets: z
    .strictObject({ category: z.array(FacetValueSchema) })
    .describe('Article categories among all matches, with counts.'),
  hint: z.string().optional().describe('Only when nothing matches: the categories, or a shorter query to try.'),
});
export type SearchResourcesOutput = z.infer<typeof SearchResourcesOutputSchema>;

export const GetProductInputSchema = z.strictObject({
  slug: z
    .string()
    .min(1)
    .max(SLUG_MAX_LENGTH)
    .describe('The product slug, as returned by search_products (e.g. "kavach-ss-204-steel-toe-safety-shoe").'),
});
export const GetResourceInputSchema = z.strictObject({
  slug: z
    .string()
    .min(1)
    .max(SLUG_MAX_LENGTH)
    .describe('The article slug, as returned by search_resources (e.g. "en-388-cut-levels-explained").'),
});

/**
 * The published Product with the details its file states (specifications, sizes, documents); never the read API's
 * shape.
 */
export const GetProductOutputSchema = ProductWithDetailsSchema;
export const GetResourceOutputSchema = ResourceSchema;

/** The contact subjects a drafted enquiry may carry (a subset of the contact form's). */
export const DRAFT_ENQUIRY_SUBJECTS = [
  'Request a Quote',
  'Product Information',
] as const satisfies readonly ContactSubject[];
export const DRAFT_ENQUIRY_LIMITS = { products: 20, quantity: 1_000_000, need: 1000 } as const;

export const DraftEnquiryInputSchema = z.strictObject({
  products: z
    .array(
      z.strictObject({
        slug: z.string().min(1).max(SLUG_MAX_LENGTH).describe('The product slug, as returned by search_products.'),
        quantity: z
          .int()
          .min(1)
          .max(DRAFT_ENQUIRY_LIMITS.quantity)
          .optional()
          .describe('How many the buyer needs, if known.'),
      }),
    )
    .min(1)
    .max(DRAFT_ENQUIRY_LIMITS.products)
    .describe(`The products to ask about (1-${DRAFT_ENQUIRY_LIMITS.products}), each with an optional quantity.`),
  need: z
    .string()
    .max(DRAFT_ENQUIRY_LIMITS.need)
    .optional()
    .describe("The buyer's need in their words: site, use, conditions, delivery date."),
  subject: z
    .enum(DRAFT_ENQUIRY_SUBJECTS)
    .default('Request a Quote')
    .describe(
      '"Request a Quote" (default) for prices and availability, ' +
        '"Product Information" for questions about the products.',
    ),
});

export const DraftEnquiryOutputSchema = z.strictObject({
  url: z
    .url()
    .describe(
      'The contact page with this draft filled in: give it to the person, who adds their details and sends it.',
    ),
  subject: z.enum(DRAFT_ENQUIRY_SUBJECTS),
  message: z.string().min(1).max(CONTACT_LIMITS.message).describe('The message the contact form is filled with.'),
  products: z.array(
    z.strictObject({
      slug: z.string(),
      name: z.string(),
      modelReference: z.string().optional(),
      quantity: z.int().optional(),
      url: z.url(),
    }),
  ),
  sent: z.literal(false).describe('Always false: nothing is sent until the person submits the form.'),
});
export type DraftEnquiryOutput = z.infer<typeof DraftEnquiryOutputSchema>;
