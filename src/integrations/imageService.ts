import type { ExternalImageService } from 'astro';
import { baseService } from 'astro/assets';
import { imageCdnUrl } from '../lib/images/imageCdnUrl.ts';

/**
 * The image service of `astro:assets` (`<Image>`, `<Picture>`), through Astro's Image Service API:
 * Astro's own sizes, srcset and attributes, with every URL pointing at Netlify Image CDN, which
 * transforms on request. The build only copies each source image once; it never resizes.
 */
const FIT = { contain: 'contain', cover: 'cover', fill: 'fill' } as const;

const service: ExternalImageService = {
  validateOptions: baseService.validateOptions,
  getHTMLAttributes: baseService.getHTMLAttributes,
  getSrcSet: baseService.getSrcSet,
  getURL: (options) =>
    imageCdnUrl({
      url: typeof options.src === 'string' ? options.src : options.src.src,
      width: options.width,
      height: options.height,
      format: options.format,
      quality: typeof options.quality === 'number' ? options.quality : undefined,
      fit: options.fit && options.fit in FIT ? FIT[options.fit as keyof typeof FIT] : undefined,
    }),
};

export default service;
