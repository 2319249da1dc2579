import { beforeAll, describe, expect, it } from 'vitest';
import { READ_RATE_LIMIT, rateLimitPolicyField } from '../../src/lib/http/rateLimitPolicy.ts';
import { ErrorResponseSchema } from '../../src/lib/schemas/error.ts';
import { ProductListSchema, ProductSchema, type Product } from '../../src/lib/schemas/product.ts';
import { ResourceListSchema, ResourceSchema, type ResourceSummary } from '../../src/lib/schemas/resource.ts';
import { productSources, resourceSlugs } from '../helpers/content.ts';
import { BASE_URL, get } from '../helpers/runtime.ts';

const prefixes = ['/api', '/api/v1'];
let products: Product[];
let resources: ResourceSummary[];

beforeAll(async () => {
  products = ProductListSchema.parse(await (await get('/api/products')).json()).products;
  resources = ResourceListSchema.parse(await (await get('/api/resources')).json()).resources;
});

/** Headers every read response carries, static file or function (spec section 4). */
function expectReadHeaders(res: Response) {
  expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(res.headers.get('api-version')).toBe('v1');
  expect(res.headers.get('access-control-allow-origin')).toBe('*');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('ratelimit-limit')).toBe(String(READ_RATE_LIMIT.limit));
  expect(res.headers.get('ratelimit-policy')).toBe(rateLimitPolicyField(READ_RATE_LIMIT));
  expect(res.headers.get('deprecation')).toBeNull();
}

describe('GET /api/products and /api/v1/products', () => {
  it.each(prefixes)('%s/products is 200 ProductList with every product file, with the read headers', async (prefix) => {
    const res = await get(`${prefix}/products`);
    expect(res.status).toBe(200);
    expectReadHeaders(res);
    const list = ProductListSchema.parse(await res.json());
    expect(list.count).toBe(list.products.length);
    expect(list.products.map((p) => p.slug).sort()).toEqual([...productSources().keys()].sort());
  });

  it('the unversioned path returns the same bytes as the v1 path', async () => {
    const [a, b] = await Promise.all([get('/api/products'), get('/api/v1/products')]);
    expect(await a.text()).toBe(await b.text());
  });

  it('compliance and keywords are present exactly on the products whose file declares them', () => {
    const sources = productSources();
    for (const product of products) {
      const source = sources.get(product.slug)!;
      expect('compliance' in product, product.slug).toBe('compliance' in source);
      expect('keywords' in product, product.slug).toBe('keywords' in source);
      expect(product.url).toBe(`${BASE_URL}/products/${product.slug}/`);
    }
  });
});

describe('GET /api/products/{slug} and /api/v1/products/{slug}', () => {
  it('every product answers 200 with the same Product as in the list, identical in both forms', async () => {
    for (const product of products) {
      const [a, b] = await Promise.all([get(`/api/products/${product.slug}`), get(`/api/v1/products/${product.slug}`)]);
      expect(a.status).toBe(200);
      expectReadHeaders(a);
      const text = await a.text();
      expect(await b.text()).toBe(text);
      expect(ProductSchema.parse(JSON.parse(text))).toEqual(product);
    }
  });

  it('a trailing slash names the same product', async () => {
    const res = await get(`/api/products/${products[0]!.slug}/`);
    expect(res.status).toBe(200);
  });
});

describe(
  'GET /api/resources and /api/resources/{slug} (rule ' + '3: summaries in the list, content only in the item)',
  () => {
    it.each(prefixes)('%s/resources lists every article as a summary', async (prefix) => {
      const res = await get(`${prefix}/resources`);
      expect(res.status).toBe(200);
      expectReadHeaders(res);
      const list = ResourceListSchema.parse(await res.json());
      expect(list.count).toBe(resourceSlugs().length);
      for (const summary of list.resources) expect('content' in summary).toBe(false);
    });

    it(
      'every article answers 200 with its summary fields plus ' +
        'metaDescription, content and relatedLink, identical in both forms',
      async () => {
        for (const summary of resources) {
          const [a, b] = await Promise.all([
            get(`/api/resources/${summary.slug}`),
            get(`/api/v1/resources/${summary.slug}`),
          ]);
          expect(a.status).toBe(200);
          expectReadHeaders(a);
          const text = await a.text();
          expect(await b.text()).toBe(text);
          const article = ResourceSchema.parse(JSON.parse(text));
          expect(article).toMatchObject(summary);
          expect(Object.keys(article)).toEqual([...Object.keys(summary), 'metaDescription', 'content', 'relatedLink']);
        }
      },
    );
  },
);

describe('links inside the data', () => {
  it('every relatedLink of an article points at a page of the site that exists', async () => {
    for (const { slug } of resources) {
      const article = ResourceSchema.parse(await (await get(`/api/resources/${slug}`)).json());
      if (!article.relatedLink) continue;
      const path = new URL(article.relatedLink.href).pathname;
      expect((await get(path)).status, `${slug} -> ${path}`).toBe(200);
    }
  });

  it('every product url is its page on the site', async () => {
    for (const product of products.slice(0, 10)) expect((await get(new URL(product.url).pathname)).status).toBe(200);
  });
});

describe('rule 2: an unknown slug is 404 not_found, as JSON', () => {
  it.each(['/api/products', '/api/v1/products', '/api/resources', '/api/v1/resources'])(
    'GET %s/no-such-slug is 404 not_found with the read headers',
    async (base) => {
      const res = await get(`${base}/no-such-slug`);
      expect(res.status).toBe(404);
      expectReadHeaders(res);
      const body = ErrorResponseSchema.parse(await res.json());
      expect(body.error.code).toBe('not_found');
      expect(body.error.message).toContain('no-such-slug');
      expect(body.error.hint).toContain(base);
    },
  );

  it('a deeper path under an item is 404 not_found too', async () => {
    const res = await get('/api/products/a/b');
    expect(res.status).toBe(404);
    expect(ErrorResponseSchema.parse(await res.json()).error.code).toBe('not_found');
  });

  it('HEAD of an unknown slug is 404 without a body; HEAD of a known one is 200', async () => {
    const missing = await get('/api/products/no-such-slug', { method: 'HEAD' });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('');
    const found = await get(`/api/products/${products[0]!.slug}`, { method: 'HEAD' });
    expect(found.status).toBe(200);
    expect(found.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });
});

describe('rule 1: a method other than GET is 405 method_not_allowed', () => {
  const paths = ['/api/products', '/api/v1/products', '/api/resources', '/api/v1/resources'];
  it.each(paths.flatMap((p) => ['POST', 'PUT', 'PATCH', 'DELETE'].map((m) => [m, p])))(
    '%s %s',
    async (method, path) => {
      const res = await get(path, {
        method,
        body: method === 'DELETE' ? undefined : '{}',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, HEAD');
      expectReadHeaders(res);
      expect(ErrorResponseSchema.parse(await res.json()).error.code).toBe('method_not_allowed');
    },
  );

  it('POST on a single-item path (existing or not) is 405 too, never the item', async () => {
    for (const slug of [products[0]!.slug, 'no-such-slug']) {
      const res = await get(`/api/v1/products/${slug}`, { method: 'POST', body: '{}' });
      expect(res.status).toBe(405);
      expect(ErrorResponseSchema.parse(await res.json()).error.code).toBe('method_not_allowed');
    }
  });

  it('OPTIONS is answered as a CORS preflight (204, allowed methods)', async () => {
    const res = await get('/api/products', {
      method: 'OPTIONS',
      headers: { Origin: 'https://other.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS');
  });
});
