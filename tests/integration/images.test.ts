import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import imageService from '../../src/integrations/imageService.ts';
import { getDirect } from '../helpers/runtime.ts';

/**
 * Images of `astro:assets` under `npm start` (`netlify serve --offline`): the URL our image service
 * gives Astro for an image is transformed on request by the local Image CDN, as Netlify's CDN
 * does in production. The image is made for the test and put where the build puts source images.
 */
const dir = 'dist/_astro/test-images';
const source = `/_astro/test-images/swatch-${process.pid}.png`;

beforeAll(async () => {
  mkdirSync(dir, { recursive: true });
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#8a3b00' } })
    .png()
    .toBuffer();
  writeFileSync(`dist${source}`, png);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const urlFor = (width: number, format: string) =>
  imageService.getURL(
    { src: { src: source, width: 64, height: 48, format: 'png' }, width, format },
    { service: { entrypoint: '', config: {} }, domains: [], remotePatterns: [] } as never,
    console as never,
  ) as string;

describe('images (astro:assets through Netlify Image CDN)', () => {
  it('the image service points at /.netlify/images with the source, the width and the format', () => {
    expect(urlFor(32, 'webp')).toBe(`/.netlify/images?url=${encodeURIComponent(source)}&w=32&fm=webp`);
  });

  it.each([
    ['webp', 'image/webp', 'webp'],
    ['avif', 'image/avif', 'heif'],
  ])('under the local runtime, the %s URL answers the image resized on request', async (format, type, decoded) => {
    const res = await getDirect(urlFor(32, format));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(type);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta.format).toBe(decoded);
    expect([meta.width, meta.height]).toEqual([32, 24]);
  });
});
