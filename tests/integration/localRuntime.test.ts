import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { get, getDirect } from '../helpers/runtime.ts';

describe("the local runtime is Netlify's, running the deploy bundle", () => {
  it('functions run on Node 22', async () => {
    const res = await get('/api/products/no-such-slug');
    const metadata = JSON.parse(Buffer.from(res.headers.get('x-nf-invocation-metadata') ?? '', 'base64').toString());
    expect(metadata.version).toMatch(/^v22\./);
  });

  it("netlify build bundled every function with its routes; the read limit is not a function's (netlify.toml)", () => {
    const manifest = JSON.parse(readFileSync('.netlify/functions/manifest.json', 'utf8'));
    const names = manifest.functions.map((f: { name: string }) => f.name).sort();
    expect(names).toEqual(
      expect.arrayContaining(['read-api-method-not-allowed', 'read-api-not-found', 'read-api-rate-limited']),
    );
    const notFound = manifest.functions.find((f: { name: string }) => f.name === 'read-api-not-found');
    expect(notFound.runtimeVersion).toBe('nodejs22.x');
    expect(notFound.trafficRules).toBeUndefined();
  });

  it("Astro's catch-all SSR function is not deployed, so nothing of Astro answers a function path", () => {
    const manifest = JSON.parse(readFileSync('.netlify/functions/manifest.json', 'utf8'));
    expect(manifest.functions.map((f: { name: string }) => f.name)).not.toContain('ssr');
  });

  it("the read limit's rewrite target answers 429 rate_limited with Retry-After", async () => {
    const res = await get('/api/rate-limited');
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await res.json()).error.code).toBe('rate_limited');
  });
});

// netlify-cli 27 ended the whole process on these (patches/netlify-cli+27.10.2.patch, docs/hardening.md).
describe('`npm start` survives any single request', () => {
  const nextRequestIsServed = async () => expect((await getDirect('/api/products')).status).toBe(200);

  it.each(['/%ZZ', '/api/products/%C0%AF', '/api/contact/%E0%A4'])(
    'a malformed percent-escape (%s) is answered 400, and the next request is served',
    async (path) => {
      const res = await getDirect(path);
      expect(res.status).toBe(400);
      await nextRequestIsServed();
    },
  );

  it(
    'a request body over the 6 MB that Netlify accepts for a ' +
      'function is answered 413, and the next request is served',
    async () => {
      const res = await getDirect('/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: `{"message":"${'x'.repeat(6_000_000)}"}`,
      });
      expect(res.status).toBe(413);
      await nextRequestIsServed();
    },
  );
});
