/**
 * The URL of an image transformed on request by Netlify Image CDN (`/.netlify/images`): the
 * source and only the transformations asked for. Netlify's CDN serves it in production, and
 * `netlify serve --offline` serves the same path locally (docs/documents.md, "Images").
 */
export const IMAGE_CDN_PATH = '/.netlify/images';

export interface ImageCdnTransform {
  /** The source image: a path on this site (`/_astro/...`, `/images/...`). */
  url: string;
  width?: number | undefined;
  height?: number | undefined;
  format?: string | undefined;
  quality?: number | undefined;
  fit?: 'contain' | 'cover' | 'fill' | undefined;
}

/**
 * A vector image (the category pictograms) is its own URL: it scales without a transform, and the
 * CDN would only rasterize it.
 */
export function imageCdnUrl({ url, width, height, format, quality, fit }: ImageCdnTransform): string {
  if (format === 'svg' || /\.svg$/i.test(url.split('?')[0]!)) return url;
  const params = new URLSearchParams({ url });
  if (width) params.set('w', String(Math.round(width)));
  if (height) params.set('h', String(Math.round(height)));
  if (fit) params.set('fit', fit);
  if (format) params.set('fm', format === 'jpeg' ? 'jpg' : format);
  if (quality) params.set('q', String(quality));
  return `${IMAGE_CDN_PATH}?${params}`;
}
