import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { get } from '../helpers/runtime.ts';

describe('the local runtime is Netlify\'s, running the deploy bundle', () => {
  it('functions run on Node 22', async () => {
    const res = await get('/api/products/no-such-slug');
    const metadata = JSON.parse(Buffer.from(res.headers.get('x-nf-invocation-metadata') ?? '', 'base64').toString());
    expect(metadata.version).toMatch(/^v22\./);
  });

  it('netlify build bundled every function with its routes; the read limit is not a function\'s (netlify.toml)', () => {
    const manifest = JSON.parse(readFileSync('.netlify/functions/manifest.json', 'utf8'));
    const names = manifest.functions.map((f: { name: string }) => f.name).sort();
    expect(names).toEqual(expect.arrayContaining(['read-api-method-not-allowed', 'read-api-not-found', 'read-api-rate-limited']));
    const notFound = manifest.functions.find((f: { name: string }) => f.name === 'read-api-not-found');
    expect(notFound.runtimeVersion).toBe('nodejs22.x');
    expect(notFound.trafficRules).toBeUndefined();
  });

  it('Astro\'s catch-all SSR function is not deployed, so nothing of Astro answers a function path', () => {
    const manifest = JSON.parse(readFileSync('.netlify/functions/manifest.json', 'utf8'));
    expect(manifest.functions.map((f: { name: string }) => f.name)).not.toContain('ssr');
  });

  it('the read limit\'s rewrite target answers 429 rate_limited with Retry-After', async () => {
    const res = await get('/api/rate-limited');
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await res.json()).error.code).toBe('rate_limited');
  });
});
