import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `astro dev` renders every page from the content as it is, /search and the 404 page included
 * (src/build/devCatalog.ts), so an owner editing a product file sees it in the search results.
 * Runs on a copy of the content with one product more, which only the content files have.
 */
const freePort = () =>
  new Promise<number>((done) => {
    const server = createServer().listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

let dev: ChildProcess;
let base: string;
mkdirSync('.tmp', { recursive: true });
const scratch = mkdtempSync(join(resolve('.tmp'), 'dev-content-'));
const content = join(scratch, 'content');

const fetchText = async (path: string) => {
  const res = await fetch(`${base}${path}`);
  return { status: res.status, html: await res.text() };
};
const productLinks = (html: string) =>
  [...html.matchAll(/<li class="product-card">\s*<h3>\s*<a href="\/products\/([^/"]+)\/">/g)].map((m) => m[1]);

beforeAll(async () => {
  cpSync('content', content, { recursive: true });
  const helmet = readFileSync(join(content, 'products', 'dhruvgard-dg-h12-fibreglass-foundry-helmet.yaml'), 'utf8');
  writeFileSync(
    join(content, 'products', 'zorvek-zx-9-test-helmet.yaml'),
    helmet.replace(/^name: .*$/m, 'name: Zorvek ZX-9 Test Helmet').replace('  - DG-H12', '  - ZX-9'),
  );
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  // The Node running the tests (the project's, as `npm test` puts it first on PATH).
  dev = spawn(
    process.execPath,
    ['node_modules/astro/bin/astro.mjs', 'dev', '--host', '127.0.0.1', '--port', String(port)],
    {
      env: {
        // Without vitest's own variables (VITEST, NODE_ENV=test), which change how Astro's dev server starts.
        ...Object.fromEntries(
          Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST') && key !== 'NODE_ENV'),
        ),
        ASTRO_TELEMETRY_DISABLED: '1',
        CONTENT_DIR: content,
        ASTRO_CACHE_DIR: join(scratch, 'cache'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  dev.stdout!.on('data', (d) => (output += d));
  dev.stderr!.on('data', (d) => (output += d));
  const deadline = Date.now() + 150_000;
  for (;;) {
    const up = await fetch(`${base}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`astro dev did not answer within 150 s:\n${output.slice(-2000)}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}, 180_000);

afterAll(() => {
  dev?.kill();
  rmSync(scratch, { recursive: true, force: true });
});

describe('astro dev (npm run dev)', () => {
  it('renders /search?q=helmet with the helmets, from the content files', async () => {
    const { status, html } = await fetchText('/search?q=helmet');
    expect(status).toBe(200);
    const found = productLinks(html);
    expect(found).toContain('kavach-kv-h500-ratchet-safety-helmet');
    expect(found.every((slug) => slug!.includes('helmet') || html.includes('helmet'))).toBe(true);
  });

  it('finds a product that only the content files have (no build, no catalog file)', async () => {
    const { html } = await fetchText('/search?q=zorvek');
    expect(productLinks(html)).toEqual(['zorvek-zx-9-test-helmet']);
  });

  it('renders the 404 page with the catalog (its category links)', async () => {
    const { status, html } = await fetchText('/no-such-page');
    expect(status).toBe(404);
    expect(html).toContain('/products/category/head-protection/');
  });
});
