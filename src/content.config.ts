import { defineCollection, type SchemaContext } from 'astro:content';
import { z } from 'zod';
import { file, glob } from 'astro/loaders';
import { parse } from 'yaml';
import { contentDir } from './data/contentDir.ts';
import { unrenderedMarkdown } from './data/markdownLoader.ts';
import { categoryNames, missingPhotos, withPlainErrors } from './data/plainErrorsLoader.ts';
import { productFileProblems } from './lib/catalog/productFileProblems.ts';
import { categorySchema } from './lib/schemas/category.ts';
import { ProductContentSchema } from './lib/schemas/product.ts';
import { ResourceSourceSchema } from './lib/schemas/resource.ts';

/** The slug is the file name exactly (no silent re-slugging): `content/products/ss-204.yaml` -> `ss-204`. */
const slugFromFileName = ({ entry }: { entry: string }) => entry.replace(/\.(ya?ml|md)$/, '');

/** A product photo as the collection gives it: its image resolved by `image()`. */
type Photo = { file: z.output<ReturnType<SchemaContext['image']>>; alt: string };

/**
 * A product file checked by the one ProductContentSchema, with only its photos' paths resolved per
 * file through `image()`. Why: Astro asks for a file's schema once per file, and a zod object built
 * per file (building it, then compiling its first parse) adds up to seconds on a large catalog.
 */
const productWithImages = ({ image }: SchemaContext) =>
  ProductContentSchema.transform(
    async ({ photos, ...product }, ctx): Promise<typeof product & { photos?: Photo[] }> => {
      if (!photos) return product;
      const file = image();
      const resolved = await Promise.all(
        photos.map(async (photo, i) => {
          const result = await file.safeParseAsync(photo.file);
          if (result.success) return { ...photo, file: result.data };
          for (const issue of result.error.issues)
            ctx.addIssue({ ...issue, path: ['photos', i, 'file', ...issue.path] });
          return z.NEVER;
        }),
      );
      return { ...product, photos: resolved };
    },
  );

export const collections = {
  // Photos and pictograms go through Astro's `image()`: a path from the YAML file, checked to exist
  // and resolved to an image `astro:assets` optimizes (src/components/ProductPicture.astro).
  products: defineCollection({
    loader: withPlainErrors(
      glob({ pattern: '*.{yaml,yml}', base: `${contentDir}/products`, generateId: slugFromFileName }),
      (data) => productFileProblems(data, categoryNames(contentDir, parse)),
      missingPhotos,
    ),
    schema: productWithImages,
  }),
  categories: defineCollection({
    loader: file(`${contentDir}/categories.yaml`),
    schema: ({ image }) => categorySchema(image()),
  }),
  resources: defineCollection({
    loader: unrenderedMarkdown({ base: `${contentDir}/resources`, generateId: slugFromFileName }),
    schema: ResourceSourceSchema,
  }),
};
