import { z } from 'zod';
import { categorySlug } from '../catalog/categories.ts';
import { NonEmptyText, SlugSchema } from './common.ts';

/**
 * One product category of the closed list in `content/categories.yaml`. `slug` is the category
 * page's URL segment and must be the one its name gives (every link to a category derives it from
 * the name); `pictogram` is the SVG file shown for a product that has no photo, from the YAML file
 * (`./categories/<slug>.svg`), checked like a photo by `file`.
 */
export const categorySchema = <F extends z.ZodType>(pictogram: F) =>
  z
    .strictObject({
      name: NonEmptyText.max(100),
      slug: SlugSchema,
      description: NonEmptyText.max(400),
      pictogram,
    })
    .refine((c) => c.slug === categorySlug(c.name), {
      path: ['slug'],
      error: (issue) => {
        const name = (issue.input as { name?: unknown }).name;
        return `must be "${typeof name === 'string' ? categorySlug(name) : ''}", the slug of the name`;
      },
    });
export const CategorySchema = categorySchema(NonEmptyText);
export type Category<Pictogram = string> = Omit<z.infer<typeof CategorySchema>, 'pictogram'> & {
  pictogram: Pictogram;
};
