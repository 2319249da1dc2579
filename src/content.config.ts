import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { contentDir } from './data/contentDir.ts';
import { unrenderedMarkdown } from './data/markdownLoader.ts';
import { categorySchema } from './lib/schemas/category.ts';
import { productContentSchema } from './lib/schemas/product.ts';
import { ResourceSourceSchema } from './lib/schemas/resource.ts';

/** The slug is the file name exactly (no silent re-slugging): `content/products/ss-204.yaml` -> `ss-204`. */
const slugFromFileName = ({ entry }: { entry: string }) => entry.replace(/\.(ya?ml|md)$/, '');

export const collections = {
  // Photos and pictograms go through Astro's `image()`: a path from the YAML file, checked to exist
  // and resolved to an image `astro:assets` optimizes (src/components/ProductPicture.astro).
  products: defineCollection({
    loader: glob({ pattern: '*.{yaml,yml}', base: `${contentDir}/products`, generateId: slugFromFileName }),
    schema: ({ image }) => productContentSchema(image()),
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
