import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { unrenderedMarkdown } from './data/markdownLoader.ts';
import { ProductSourceSchema } from './lib/schemas/product.ts';
import { ResourceSourceSchema } from './lib/schemas/resource.ts';

/** The slug is the file name exactly (no silent re-slugging): `content/products/ss-204.yaml` -> `ss-204`. */
/** Where the content lives; tests and benchmarks point it at a scratch catalog. */
const contentDir = process.env.CONTENT_DIR ?? './content';

const slugFromFileName = ({ entry }: { entry: string }) => entry.replace(/\.(ya?ml|md)$/, '');

export const collections = {
  products: defineCollection({
    loader: glob({ pattern: '*.{yaml,yml}', base: `${contentDir}/products`, generateId: slugFromFileName }),
    schema: ProductSourceSchema,
  }),
  resources: defineCollection({
    loader: unrenderedMarkdown({ base: `${contentDir}/resources`, generateId: slugFromFileName }),
    schema: ResourceSourceSchema,
  }),
};
