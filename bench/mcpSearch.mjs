// `npm run bench:mcp`: MCP search latency (p50/p95, warm) over the relevance queries, at the sample
// catalog and at 10,000 synthetic products, and the MCP function's cold start (bundled module
// plus catalog and index load, then the first tool call) at both sizes. Results go to stdout as a
// Markdown table; docs/mcp.md records a run. Runs on the project's Node 22 (TypeScript imports).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'esbuild';
import { buildMcpCatalogData, catalogModuleSource, loadMcpCatalog } from '../src/lib/mcp/catalog.ts';
import { searchProducts } from '../src/lib/search/productSearch.ts';
import { publishedProducts, publishedResources } from '../tests/helpers/catalog.ts';

const OUT = resolve('.tmp/bench');
const SYNTHETIC_SIZE = 10_000;
const ROUNDS = 20;
const COLD_STARTS = 5;
mkdirSync(OUT, { recursive: true });

const queries = JSON.parse(readFileSync('tests/fixtures/search-relevance.json', 'utf8')).products.map((j) => j.query);
const products = publishedProducts();
const resources = publishedResources();

/** Variants of the sample products with their own slugs and model references, like a big catalog. */
function syntheticProducts(base, size) {
  return Array.from({ length: size }, (_, i) => {
    const p = base[i % base.length];
    const n = Math.floor(i / base.length);
    if (n === 0) return p;
    const mark = (ref) => `${ref}-${n}`;
    return {
      ...p,
      slug: `${p.slug}-v${n}`,
      name: `${p.name} V${n}`,
      ...(p.keywords ? { keywords: p.keywords.map((k, j) => (j === 0 ? mark(k) : k)) } : {}),
      url: p.url.replace(/\/$/, `-v${n}/`),
    };
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (v) => v.toFixed(v < 10 ? 2 : 0);

function searchLatency(catalog) {
  const run = () => queries.map((query) => {
    const t0 = performance.now();
    searchProducts(catalog.productSearch, { query, limit: 10 });
    return performance.now() - t0;
  });
  run();
  run(); // warm-up
  const times = Array.from({ length: ROUNDS }, run).flat().sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1) };
}

/** Bundles the real function with the given catalog module, as Netlify's esbuild bundler does. */
async function bundleFunction(label, data) {
  const catalogFile = resolve(OUT, `mcp-catalog-${label}.mjs`);
  writeFileSync(catalogFile, catalogModuleSource(data));
  const outfile = resolve(OUT, `mcp-function-${label}.mjs`);
  await build({
    entryPoints: ['netlify/functions/mcp.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    outfile,
    logLevel: 'error',
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
    plugins: [{ name: 'catalog', setup: (b) => b.onResolve({ filter: /mcp-catalog\.mjs$/ }, () => ({ path: catalogFile })) }],
  });
  return outfile;
}

const COLD_START_PROBE = `
const t0 = performance.now();
const fn = (await import(process.argv[1])).default;
const loaded = performance.now();
const res = await fn(new Request('http://localhost/api/mcp', { method: 'POST',
  headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
  body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'search_products', arguments: { query: 'EN 388 gloves' } } }) }));
await res.text();
console.log(JSON.stringify({ load: loaded - t0, firstCall: performance.now() - loaded, status: res.status }));`;

function coldStart(bundle) {
  const samples = Array.from({ length: COLD_STARTS }, () => {
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', COLD_START_PROBE, bundle], { encoding: 'utf8', env: { ...process.env, SITE_URL: 'http://localhost' } });
    const line = r.stdout.trim().split('\n').at(-1);
    const result = JSON.parse(line);
    if (result.status !== 200) throw new Error(`cold start probe answered ${result.status}`);
    return result;
  });
  const median = (key) => samples.map((s) => s[key]).sort((a, b) => a - b)[Math.floor(samples.length / 2)];
  return { load: median('load'), firstCall: median('firstCall') };
}

const rows = [];
for (const [label, catalogProducts] of [['sample', products], [String(SYNTHETIC_SIZE), syntheticProducts(products, SYNTHETIC_SIZE)]]) {
  const t0 = performance.now();
  const data = buildMcpCatalogData(catalogProducts, resources);
  const buildMs = performance.now() - t0;
  const catalog = loadMcpCatalog(JSON.parse(JSON.stringify(data)));
  const latency = searchLatency(catalog);
  const cold = coldStart(await bundleFunction(label, data));
  const size = Buffer.byteLength(catalogModuleSource(data));
  rows.push(`| ${catalogProducts.length} | ${ms(latency.p50)} | ${ms(latency.p95)} | ${ms(latency.max)} | ${ms(cold.load)} | ${ms(cold.firstCall)} | ${ms(buildMs)} | ${(size / 1e6).toFixed(1)} MB |`);
}

console.log(`\nMCP search and cold start (${queries.length} relevance queries x ${ROUNDS} rounds warm; median of ${COLD_STARTS} cold starts; Node ${process.version})\n`);
console.log('| products | search p50 ms | search p95 ms | search max ms | cold start: module + index load ms | first tool call ms | index build (build time) ms | catalog module |');
console.log('|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const row of rows) console.log(row);
