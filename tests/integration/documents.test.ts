import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isNoindex } from '../../src/lib/documents/sitemap.ts';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../src/lib/schemas/error.ts';
import { BASE_URL, get } from '../helpers/runtime.ts';

const text = async (path: string) => (await get(path)).text();

describe('/openapi.json', () => {
  it('is served as JSON with API-Version, and lint-clean under Redocly (recommended rules, redocly.yaml)', async () => {
    const res = await get('/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('api-version')).toBe('v1');
    writeFileSync('.tmp/served-openapi.json', await res.text());
    const lint = spawnSync('redocly', ['lint', '.tmp/served-openapi.json', '--format=stylish'], {
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    const output = `${lint.stdout}\n${lint.stderr}`;
    expect(lint.status, output).toBe(0);
    expect(output, 'no warnings either').not.toMatch(/warning/i);
  });

  it("its servers entry is this deployment's origin", async () => {
    expect(JSON.parse(await text('/openapi.json')).servers[0].url).toBe(BASE_URL);
  });
});

describe('/llms.txt and /llms-full.txt', () => {
  it('/llms.txt is text/plain UTF-8 and every site link in it resolves', async () => {
    const res = await get('/llms.txt');
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.headers.get('api-version')).toBe('v1');
    const links = [...(await res.text()).matchAll(/\]\((http[^)]+)\)/g)].map((m) => new URL(m[1]!).pathname);
    expect(links.length).toBeGreaterThan(10);
    expect(links).toContain('/api/mcp');
    expect(links).toContain('/.well-known/mcp/manifest.json');
    // The MCP endpoint takes POSTed JSON-RPC only, so a GET of it is the documented 405.
    for (const path of links) expect((await get(path)).status, path).toBe(path === '/api/mcp' ? 405 : 200);
  });

  it('/llms-full.txt is text/plain UTF-8 with every product and every guide', async () => {
    const res = await get('/llms-full.txt');
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const body = await res.text();
    const { products } = await (await get('/api/products')).json();
    const { resources } = await (await get('/api/resources')).json();
    for (const p of products) expect(body).toContain(`### ${p.name}\n`);
    for (const r of resources) expect(body).toContain(`### ${r.title}\n`);
  });
});

describe('/sitemap.xml and /robots.txt', () => {
  it('the sitemap validates against the sitemaps.org schema (xmllint --nonet)', async () => {
    const res = await get('/sitemap.xml');
    // Production applies the `_headers` type with its charset; netlify-cli's static server keeps its own
    // `application/xml` (the XML declaration names the encoding either way).
    expect(res.headers.get('content-type')).toMatch(/^application\/xml(; charset=utf-8)?$/);
    writeFileSync('.tmp/served-sitemap.xml', await res.text());
    const lint = spawnSync(
      'xmllint',
      ['--nonet', '--noout', '--schema', 'node_modules/sitemap/schema/sitemap.xsd', '.tmp/served-sitemap.xml'],
      { encoding: 'utf8' },
    );
    expect(lint.status, lint.stderr).toBe(0);
  });

  it(
    'lists every HTML page of the build but the noindex ' + 'ones (404, thank-you pages), each with a lastmod',
    async () => {
      const xml = await text('/sitemap.xml');
      const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>\s*<lastmod>[^<]+<\/lastmod>/g)]
        .map((m) => new URL(m[1]!).pathname)
        .sort();
      const pages = (readdirSync('dist', { recursive: true }) as string[])
        .filter((f) => f.endsWith('.html') && !isNoindex(readFileSync(`dist/${f}`, 'utf8')))
        .map((f) => `/${f}`.replace(/index\.html$/, ''))
        .sort();
      expect(locs).toEqual(pages);
      expect(locs).toContain('/developers/');
    },
  );

  it('robots.txt is text and points to the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await res.text()).toContain(`Sitemap: ${BASE_URL}/sitemap.xml`);
  });
});

describe('API-Version on every response (spec section 4, headers on every response)', () => {
  it.each([
    '/',
    '/products/',
    '/resources/',
    '/developers/',
    '/favicon.svg',
    '/openapi.json',
    '/llms.txt',
    '/sitemap.xml',
    '/robots.txt',
    '/api/products',
    '/api/v1/resources/no-such-slug',
    '/api/rate-limited',
  ])('%s carries API-Version: v1', async (path) => expect((await get(path)).headers.get('api-version')).toBe('v1'));

  it('a built asset carries it too', async () => {
    const html = await text('/');
    const asset = /(?:href|src)="(\/_astro\/[^"]+)"/.exec(html)?.[1];
    if (asset) expect((await get(asset)).headers.get('api-version')).toBe('v1');
  });
});

describe('/developers', () => {
  it('is linked from the main navigation', async () => {
    expect(await text('/')).toMatch(/<nav aria-label="Main">[\s\S]*href="\/developers\/"[\s\S]*<\/nav>/);
  });

  it(
    'documents every path of /openapi.json, every error ' + 'code, the headers, MCP, versioning and the changelog',
    async () => {
      const html = await text('/developers/');
      const doc = JSON.parse(await text('/openapi.json'));
      for (const path of Object.keys(doc.paths)) expect(html, path).toContain(path);
      for (const code of ERROR_CODES) expect(html, code).toMatch(new RegExp(`<code[^>]*>${code}</code>`));
      for (const header of [
        'API-Version',
        'RateLimit-Limit',
        'RateLimit-Remaining',
        'RateLimit-Reset',
        'Retry-After',
        'Deprecation',
        'Sunset',
      ])
        expect(html).toContain(header);
      for (const id of ['endpoints', 'schemas', 'errors', 'limits', 'validation', 'mcp', 'versioning', 'changelog'])
        expect(html).toContain(`id="${id}"`);
      expect(html).toContain('curl -s');
      expect(html).toContain('await fetch(');
      expect(html).toContain(`${BASE_URL}/api/mcp`);
      expect(html).toContain(`id="changes-${doc.info.version}"`);
      expect(html).not.toContain('id="announcements"'); // nothing is deprecated in the shipped registry
    },
  );

  it('needs no client JavaScript', async () => {
    expect(await text('/developers/')).not.toMatch(/<script(?![^>]*application\/ld\+json)/);
  });

  it('every endpoint has a curl, a JavaScript and a Python example and a sample response', async () => {
    const html = await text('/developers/');
    const doc = JSON.parse(await text('/openapi.json'));
    const endpoints = html.split(/<article[^>]*class="endpoint/).slice(1);
    // One article per operation: the read paths' versions and alias share theirs.
    const operations = new Set(Object.keys(doc.paths).map((path) => path.replace(/^\/api\/v\d+\//, '/api/')));
    expect(endpoints).toHaveLength(operations.size);
    for (const endpoint of endpoints) {
      const captions = [...endpoint.matchAll(/<figcaption[^>]*>([^<]*)</g)].map((m) => m[1]);
      expect(captions.slice(0, 4), endpoint.slice(0, 200)).toEqual([
        'curl',
        'JavaScript (fetch)',
        'Python (standard library)',
        expect.stringMatching(/^Sample response/),
      ]);
      expect(endpoint).toMatch(/HTTP\/2 200/);
    }
  });

  it(
    'states the read limit one way, as the spec does (300 requests per 5 minutes), never as a second ' +
      'limit; how Netlify enforces it (180 s windows, per IP and domain) is said as the same rate',
    async () => {
      const html = (await text('/developers/'))
        .replace(/&quot;|&#34;/g, '"')
        .replace(/ data-astro-cid-\w+/g, '')
        .replace(/\s+/g, ' ');
      expect(html).not.toContain('180 requests per 180 seconds');
      expect(html.match(/Rate limit: [^<(]*/g)).toEqual(
        expect.arrayContaining(['Rate limit: 300 requests per 5 minutes per client IP ']),
      );
      expect(html).toContain('<strong>300 requests per 5 minutes</strong> per client IP');
      expect(html).toContain('Rate limit: 5 requests per hour per client IP.');
      expect(html).toContain('more than 180 reads within that window');
      expect(html).toContain('aggregate_by = ["ip", "domain"]');
      expect(html).toContain('RateLimit-Policy: "read";q=300;w=300');
    },
  );

  it('says values are checked as sent, as the endpoint descriptions do (no "trimmed first")', async () => {
    const html = await text('/developers/');
    expect(html).toContain('Values are checked as sent');
    expect(html).not.toMatch(/trimmed first/i);
  });
});
