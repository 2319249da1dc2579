/**
 * Product pictures through `astro:assets`' `getImage`, once per image and layout: a photo or a
 * pictogram is shown on many pages (its product page, category pages, guides), and at 10,000
 * products a `<Picture>` per card would ask the image service the same question tens of thousands
 * of times. The answers (URLs, srcsets, width and height) are the same every time, so they are
 * kept for the build (docs/quality.md, "Product pictures").
 */
import type { ImageMetadata } from 'astro';
import { getImage } from 'astro:assets';
import type { ResolvedPicture } from '../lib/images/resolvedPicture.ts';
import type { Product } from '../lib/schemas/product.ts';
import type { CatalogProduct } from './catalog.ts';

/** A photo as `<picture>` needs it: AVIF and WebP sources, and the fallback image. */
export interface PictureSources {
  sources: { type: string; srcset: string }[];
  fallback: { src: string; srcset: string; width: number; height: number };
}

/** Modern formats offered, best first; the fallback keeps the photo's own format (JPEG for a photo). */
const FORMATS = [
  ['avif', 'image/avif'],
  ['webp', 'image/webp'],
] as const;

const pictures = new Map<string, Promise<PictureSources>>();
const plainImages = new Map<string, Promise<{ src: string; width: number; height: number }>>();

export function photoSources(photo: ImageMetadata, widths: readonly number[]): Promise<PictureSources> {
  const usable = widths.filter((w) => w <= photo.width);
  const key = `${photo.src}|${usable.join(',')}`;
  let found = pictures.get(key);
  if (!found) {
    found = (async () => {
      const [sources, fallback] = await Promise.all([
        Promise.all(
          FORMATS.map(async ([format, type]) => ({
            type,
            srcset: (await getImage({ src: photo, format, widths: [...usable] })).srcSet.attribute,
          })),
        ),
        getImage({ src: photo, format: photo.format === 'png' ? 'png' : 'jpg', widths: [...usable] }),
      ]);
      return {
        sources,
        fallback: {
          src: fallback.src,
          srcset: fallback.srcSet.attribute,
          width: Number(fallback.attributes.width ?? photo.width),
          height: Number(fallback.attributes.height ?? photo.height),
        },
      };
    })();
    pictures.set(key, found);
  }
  return found;
}

/** An image served as it is (a pictogram's SVG), with its width and height. */
export function plainImage(image: ImageMetadata): Promise<{ src: string; width: number; height: number }> {
  let found = plainImages.get(image.src);
  if (!found) {
    found = getImage({ src: image }).then((result) => ({
      src: result.src,
      width: Number(result.attributes.width ?? image.width),
      height: Number(result.attributes.height ?? image.height),
    }));
    plainImages.set(image.src, found);
  }
  return found;
}

const jpegs = new Map<string, Promise<string>>();

/** One JPEG of a photo, `width` wide at most, for JSON-LD `image`: its site path. */
export function photoJpeg(photo: ImageMetadata, width: number): Promise<string> {
  const key = `${photo.src}|${width}`;
  let found = jpegs.get(key);
  if (!found) {
    found = getImage({ src: photo, format: 'jpg', width: Math.min(width, photo.width) }).then((r) => r.src);
    jpegs.set(key, found);
  }
  return found;
}

/** The widths a product card offers its photo in (ProductCard.astro's `sizes` shows it at most 20rem wide). */
export const CARD_PICTURE_WIDTHS = [320, 640] as const;

/**
 * A product's first photo, or its category's pictogram when it has none, with its URLs: what
 * ProductPicture.astro renders. Undefined for a published Product without details (neither is known).
 */
export async function resolvePicture(
  product: Product | CatalogProduct,
  widths: readonly number[],
): Promise<ResolvedPicture | undefined> {
  const photo = 'photos' in product ? product.photos?.[0] : undefined;
  if (photo) {
    const { sources, fallback } = await photoSources(photo.file, widths);
    return { sources, ...fallback, alt: photo.alt };
  }
  if (!('pictogram' in product)) return undefined;
  const drawing = await plainImage(product.pictogram);
  return { ...drawing, alt: `Pictogram of ${product.category.toLowerCase()}: no photo of this product yet` };
}

/** A product card's picture: the same for a prerendered card and a search result's (through the catalog file). */
export const cardPicture = (product: CatalogProduct) => resolvePicture(product, CARD_PICTURE_WIDTHS);
