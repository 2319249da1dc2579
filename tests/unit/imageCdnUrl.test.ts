import { describe, expect, it } from 'vitest';
import { imageCdnUrl } from '../../src/lib/images/imageCdnUrl.ts';

describe('image URLs (Netlify Image CDN, docs/documents.md "Images")', () => {
  it('a photo goes through /.netlify/images with only the transformations asked for', () => {
    expect(imageCdnUrl({ url: '/_astro/helmet.Ab12.jpg', width: 800, height: 600, format: 'avif' })).toBe(
      '/.netlify/images?url=%2F_astro%2Fhelmet.Ab12.jpg&w=800&h=600&fm=avif',
    );
    expect(imageCdnUrl({ url: '/_astro/helmet.Ab12.jpg', width: 399.6, format: 'jpeg', quality: 70 })).toBe(
      '/.netlify/images?url=%2F_astro%2Fhelmet.Ab12.jpg&w=400&fm=jpg&q=70',
    );
  });

  it('a vector pictogram is served as it is: the CDN would only rasterize it', () => {
    expect(imageCdnUrl({ url: '/_astro/head-protection.C0_F.svg', width: 160, height: 120, format: 'svg' })).toBe(
      '/_astro/head-protection.C0_F.svg',
    );
    expect(imageCdnUrl({ url: '/_astro/head-protection.C0_F.svg', width: 160, format: 'webp' })).toBe(
      '/_astro/head-protection.C0_F.svg',
    );
  });
});
