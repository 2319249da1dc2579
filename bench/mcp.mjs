// MCP benchmark (part `mcp` of `npm run bench`): product search latency (p50/p95, warm) over the
// relevance queries, the MCP function's cold start in fresh processes, and the bundle size of every
// function, at the sample catalog and at the seeded synthetic catalog. Runs on the project's Node 22
// (it imports the TypeScript sources, as the build does).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { buildMcpCatalogData, catalogModuleSource, loadMcpCatalog } from '../src/lib/mcp/catalog.ts';
import { searchProducts } from '../src/lib/search/productSearch.ts';
import { publishedProducts, publishedResources } from '../tests/helpers/catalog.ts';
import { functionBuildOptions } from '../scripts/bundleFunctions.mjs';
import { writeSyntheticCatalog } from './syntheticCatalog.mjs';

const SCRATCH = resolve('.tmp/bench/mcp');
const FUNCTIONS_DIR = 'netlify/functions';
const CATALOG_IMPORT = /mcp-catalog\.mjs$/;
const ROUNDS = 20;
const COLD_STARTS = Number(process.env.BENCH_COLD_STARTS ?? 7);

export const MCP_GOALS = { searchP95Ms: 5, coldStartMs: 250 };

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const median = (values) => percentile([...values].sort((a, b) => a - b), 50);
const round = (v, digits = 2) => Number(v.toFixed(digits));

/** Warm search latency over the relevance queries, and recall@5 of the relevance set in this catalog. */
function searchFigures(catalog, judgements) {
  const cpuTimes = [];
  const run = () =>
    judgements.map(({ query }) => {
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      searchProducts(catalog.productSearch, { query, limit: 10 });
      const wall = performance.now() - t0;
      const cpu = process.cpuUsage(cpu0);
      cpuTimes.push((cpu.user + cpu.system) / 1000);
      return wall;
    });
  run();
  run(); // warm-up: JIT and lazily loaded parts
  cpuTimes.length = 0;
  const times = Array.from({ length: ROUNDS }, run).flat().sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  const recall =
    judgements.reduce((sum, { query, expected }) => {
      const top5 = searchProducts(catalog.productSearch, { query, limit: 5 }).products.map((p) => p.slug);
      return sum + expected.filter((slug) => top5.includes(slug)).length / expected.length;
    }, 0) / judgements.length;
  return {
    p50Ms: round(percentile(times, 50), 3),
    p95Ms: round(percentile(times, 95), 3),
    maxMs: round(times.at(-1), 1),
    cpuP95Ms: round(percentile(cpuTimes, 95), 3),
    recallAt5: round(recall, 3),
  };
}

/** Bundles a function as `npm run build` does for the deploy (scripts/bundleFunctions.mjs); the MCP catalog import resolves to `catalogFile`. */
async function bundle(entry, outfile, catalogFile) {
  const deployed = functionBuildOptions(entry, outfile);
  await build({
    ...deployed,
    logLevel: 'error',
    plugins: [...deployed.plugins, ...(catalogFile ? [{ name: 'catalog', setup: (b) => b.onResolve({ filter: CATALOG_IMPORT }, () => ({ path: catalogFile })) }] : [])],
  });
  const bytes = readFileSync(outfile);
  return { bytes: bytes.length, gzipBytes: gzipSync(bytes).length };
}

// A fresh instance: import the bundled function, then its first product search and first article search.
// Node loads its fetch implementation (undici) lazily on first use of Request, Response or
// TextDecoder; a function runtime has loaded it before it can hand the function a Request, so it is
// loaded first and timed on its own (nodeGlobalsMs), not counted as the function's cold start.
const COLD_START_PROBE = `
const g0 = performance.now();
void [Request, Response, Headers, TextDecoder, TextEncoder, new Request('http://localhost/')];
const nodeGlobalsMs = performance.now() - g0;
const call = (name, args) => new Request('http://localhost/api/mcp', { method: 'POST',
  headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
  body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } }) });
const step = async (work) => {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const value = await work();
  const cpu = process.cpuUsage(cpu0);
  return { value, ms: performance.now() - t0, cpuMs: (cpu.user + cpu.system) / 1000 };
};
const loaded = await step(async () => (await import(process.argv[1])).default);
const answer = async (name, args) => {
  const res = await loaded.value(call(name, args));
  const body = await res.json();
  if (res.status !== 200 || body.error || body.result?.isError) throw new Error(name + ' answered ' + res.status + ' ' + JSON.stringify(body).slice(0, 300));
};
const search = await step(() => answer('search_products', { query: 'EN 388 gloves' }));
const articles = await step(() => answer('search_resources', { query: 'helmet inspection' }));
console.log(JSON.stringify({ nodeGlobalsMs, importMs: loaded.ms, importCpuMs: loaded.cpuMs, firstSearchMs: search.ms, firstSearchCpuMs: search.cpuMs, firstArticleSearchMs: articles.ms }));`;

function coldStart(bundleFile) {
  const samples = Array.from({ length: COLD_STARTS }, () => {
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', COLD_START_PROBE, bundleFile], {
      encoding: 'utf8',
      env: { ...process.env, SITE_URL: 'http://localhost' },
    });
    if (r.status !== 0) throw new Error(`cold start probe failed:\n${r.stderr.slice(-2000)}`);
    return JSON.parse(r.stdout.trim().split('\n').at(-1));
  });
  const figures = Object.fromEntries(Object.keys(samples[0]).map((key) => [key, round(median(samples.map((s) => s[key])), 1)]));
  // Until the instance has answered its first search (import, then the first call).
  const ready = samples.map((s) => s.importMs + s.firstSearchMs);
  return { ...figures, readyMs: round(median(ready), 1), samples: samples.length };
}

async function measureCatalog(label, products, resources, judgements) {
  const dir = join(SCRATCH, label);
  mkdirSync(dir, { recursive: true });
  const t0 = performance.now();
  const data = buildMcpCatalogData(products, resources);
  const indexBuildMs = performance.now() - t0;
  const catalogFile = join(dir, 'mcp-catalog.mjs');
  const source = catalogModuleSource(data);
  writeFileSync(catalogFile, source);
  // In process, loaded exactly as the function loads it: the generated module, then loadMcpCatalog.
  const catalog = loadMcpCatalog((await import(pathToFileURL(catalogFile).href)).default);
  const search = searchFigures(catalog, judgements);
  const functionBundle = await bundle(join(FUNCTIONS_DIR, 'mcp.ts'), join(dir, 'mcp-function.mjs'), catalogFile);
  console.log(`mcp: ${label}: ${products.length} products, search p95 ${search.p95Ms} ms; cold starts…`);
  return {
    label,
    products: products.length,
    resources: resources.length,
    indexBuildMs: Math.round(indexBuildMs),
    catalogModuleBytes: Buffer.byteLength(source),
    functionBundle,
    search,
    coldStart: coldStart(join(dir, 'mcp-function.mjs')),
  };
}

/** The synthetic catalog read back through the same schemas and functions the site uses. */
function syntheticCatalog(products, resources, seed) {
  const dir = join(SCRATCH, 'content');
  writeSyntheticCatalog(dir, { products, resources, seed });
  return { products: publishedProducts(dir), resources: publishedResources(dir) };
}

/** Every function in netlify/functions, bundled; the MCP function with the sample catalog. */
async function functionBundles(sampleCatalogFile) {
  const entries = readdirSync(FUNCTIONS_DIR).filter((f) => /\.(m?[jt]s)$/.test(f) && statSync(join(FUNCTIONS_DIR, f)).isFile()).sort();
  const out = [];
  for (const file of entries) {
    const sizes = await bundle(join(FUNCTIONS_DIR, file), join(SCRATCH, 'functions', file.replace(/\.\w+$/, '.mjs')), sampleCatalogFile);
    out.push({ function: file.replace(/\.\w+$/, ''), ...sizes });
  }
  return out;
}

export async function mcpBench({ products = 10_000, resources = 2_000, seed = 42 } = {}) {
  const judgements = JSON.parse(readFileSync('tests/fixtures/search-relevance.json', 'utf8')).products;
  const sample = { products: publishedProducts(), resources: publishedResources() };
  const synthetic = syntheticCatalog(products, resources, seed);
  // The sample catalog stays inside the large one, so the relevance queries still have their answers.
  const large = { products: [...sample.products, ...synthetic.products], resources: [...sample.resources, ...synthetic.resources] };
  const slugs = new Set(large.products.map((p) => p.slug));
  if (slugs.size !== large.products.length) throw new Error('synthetic product slugs collide with the sample catalog');
  const loadAverage = loadavg().map((v) => round(v, 1));
  const catalogs = [
    await measureCatalog('sample', sample.products, sample.resources, judgements),
    await measureCatalog('synthetic', large.products, large.resources, judgements),
  ];
  const figures = {
    queries: judgements.length,
    rounds: ROUNDS,
    coldStarts: COLD_STARTS,
    synthetic: { products, resources, seed },
    loadAverage,
    catalogs,
    bundles: await functionBundles(join(SCRATCH, 'sample', 'mcp-catalog.mjs')),
  };
  const machine = { cpu: `${cpus().length} × ${cpus()[0]?.model ?? 'unknown'}`, node: process.version, date: new Date().toISOString().slice(0, 10) };
  return { ...figures, markdown: renderMcp(figures, machine) };
}

const verdict = (ok) => (ok ? 'met' : '**MISSED**');
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const mib = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
const size = (bytes) => (bytes >= 2 ** 20 ? mib(bytes) : kib(bytes));

export function renderMcp(f, machine) {
  const name = (c) => (c.label === 'sample' ? `sample (${c.products} products, ${c.resources} articles)` : `sample + synthetic (${c.products} products, ${c.resources} articles)`);
  const large = f.catalogs.find((c) => c.label === 'synthetic');
  const lines = [
    '## MCP server',
    '',
    `Product search over the ${f.queries} relevance queries (tests/fixtures/search-relevance.json), ${f.rounds} warm rounds, \`limit\` 10, in process.`,
    `Cold start: the real netlify/functions/mcp.ts bundled as deployed (scripts/bundleFunctions.mjs), imported in a fresh Node process; median of ${f.coldStarts} processes.`,
    'The goal\'s measure is the import: module, catalog and product index load (the term tree is filled as searches touch it, so the first search is shown too, with its CPU time).',
    'Node\'s own fetch implementation (undici), which any function runtime has loaded before it hands the function a Request, is loaded before timing and shown apart.',
    `The large catalog is the sample catalog plus ${f.synthetic.products} products and ${f.synthetic.resources} articles from bench/syntheticCatalog.mjs (seed ${f.synthetic.seed}), read through the site's schemas.`,
    ...(machine ? [`Machine: ${machine.cpu}; Node ${machine.node}; ${machine.date}; load average at the start ${f.loadAverage.join(', ')}.`] : []),
    '',
    '| Catalog | search p50 | search p95 | search p95, CPU | search max | recall@5 | import | import, CPU | first search | first search, CPU | ready (import + first search) | first article search | Node fetch globals | catalog module |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...f.catalogs.map((c) =>
      `| ${name(c)} | ${c.search.p50Ms} ms | ${c.search.p95Ms} ms | ${c.search.cpuP95Ms} ms | ${c.search.maxMs} ms | ${c.search.recallAt5} | ${c.coldStart.importMs} ms | ${c.coldStart.importCpuMs} ms | ${c.coldStart.firstSearchMs} ms | ${c.coldStart.firstSearchCpuMs} ms | ${c.coldStart.readyMs} ms | ${c.coldStart.firstArticleSearchMs} ms | ${c.coldStart.nodeGlobalsMs} ms | ${size(c.catalogModuleBytes)} |`,
    ),
    '',
    '| Goal | Figure | Verdict |',
    '|---|---|---|',
    ...f.catalogs.map((c) => `| search p95 <= ${MCP_GOALS.searchP95Ms} ms warm, ${c.products} products | ${c.search.p95Ms} ms (CPU ${c.search.cpuP95Ms} ms) | ${verdict(c.search.p95Ms <= MCP_GOALS.searchP95Ms)} |`),
    `| cold start (module + catalog + index load) <= ${MCP_GOALS.coldStartMs} ms, ${large.products} products | ${large.coldStart.importMs} ms (CPU ${large.coldStart.importCpuMs} ms) | ${verdict(large.coldStart.importMs <= MCP_GOALS.coldStartMs)} |`,
    '',
    'Function bundles (esbuild, as deployed; the MCP function with the sample catalog, and with the large one below):',
    '',
    '| Function | Bundle | gzip |',
    '|---|---|---|',
    ...f.bundles.map((b) => `| ${b.function} | ${size(b.bytes)} | ${size(b.gzipBytes)} |`),
    `| mcp, ${large.products}-product catalog | ${size(large.functionBundle.bytes)} | ${size(large.functionBundle.gzipBytes)} |`,
    '',
    'Causes and fixes: docs/mcp.md, "Performance".',
  ];
  return lines.join('\n');
}
