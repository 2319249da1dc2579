// MCP benchmark (part `mcp` of `npm run bench`): product search latency (p50/p95, warm) over the
// relevance queries, the MCP function's cold start in fresh processes, and the bundle size of every
// function, at the sample catalog and at the seeded synthetic catalog; the same for the site's
// search page (the `search` function, on the same catalog file). Runs on the project's Node 22 (it
// imports the TypeScript sources, as the build does).
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { zipFunction } from '@netlify/zip-it-and-ship-it';
import { build } from 'esbuild';
import {
  buildCatalogData,
  catalogFile,
  loadCatalog,
  CATALOG_FILE,
  readCatalogFile,
} from '../src/lib/catalogFile/catalogFile.ts';
import { PAGE_SERVER_DIR } from '../src/integrations/functionPages.ts';
import { FUNCTIONS_OUT_DIR, functionBuildOptions } from '../scripts/bundleFunctions.mjs';
import { headerRows, row } from './table.mjs';
import { searchProducts } from '../src/lib/search/productSearch.ts';
import { searchPageResponse } from '../src/lib/search/searchPage.ts';
import { readSearchVocabulary, SEARCH_VOCABULARY_FILE } from '../src/lib/search/vocabularyFile.ts';
import { productSearchFacts, publishedProducts, publishedResources } from '../tests/helpers/catalog.ts';
import { QUIET_LOAD, waitForQuiet } from './build.mjs';
import { writeSyntheticCatalog } from './syntheticCatalog.mjs';

const SCRATCH = resolve('.tmp/bench/mcp');
const FUNCTIONS_DIR = 'netlify/functions';
const ROUNDS = 20;
const COLD_STARTS = Number(process.env.BENCH_COLD_STARTS ?? 7);

export const MCP_GOALS = { searchP95Ms: 5, coldStartMs: 250, searchPageP95Ms: 20 };

/** The page server `npm run build` writes (src/integrations/functionPages.ts): the search function renders with it. */
const PAGE_SERVER_ENTRY = `${PAGE_SERVER_DIR}entry.mjs`;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const median = (values) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
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
  const times = Array.from({ length: ROUNDS }, run)
    .flat()
    .sort((a, b) => a - b);
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

/**
 * Warm time of the search function's own work for a page (searchPageResponse with Astro's render
 * of src/pages/search.astro from the built page server, as netlify/functions/search.ts calls it,
 * to the last byte of the body): the relevance queries, a facet and a second page.
 */
async function searchPageFigures(catalog, judgements) {
  const { renderPage } = await import(resolve(PAGE_SERVER_ENTRY));
  const facet = searchProducts(catalog.productSearch, { query: 'gloves', limit: 1 }).facets.category[0].value;
  const urls = [
    ...judgements.map(({ query }) => `/search?q=${encodeURIComponent(query)}`),
    `/search?q=gloves&category=${encodeURIComponent(facet)}`,
    '/search?q=gloves&page=2',
  ].map((path) => new URL(path, 'http://localhost').href);
  const run = async () => {
    const times = [];
    for (const url of urls) {
      const t0 = performance.now();
      const response = await searchPageResponse(new Request(url), (r) => renderPage(r, { catalog }));
      const html = await response.text();
      times.push(performance.now() - t0);
      // A page of results, or the page that says nothing matches (a typo beyond the slips allowed).
      if (response.status !== 200 || !/id="(products|no-results)"/.test(html))
        throw new Error(`search page ${url} answered ${response.status}`);
    }
    return times;
  };
  await run();
  await run(); // warm-up, as for the search
  const loadBefore = waitForQuiet();
  const times = [];
  for (let i = 0; i < ROUNDS; i++) times.push(...(await run()));
  times.sort((a, b) => a - b);
  return {
    pages: urls.length,
    loadBefore,
    p50Ms: round(percentile(times, 50), 3),
    p95Ms: round(percentile(times, 95), 3),
    maxMs: round(times.at(-1), 1),
  };
}

/** Bundles a function as `npm run build` does for the deploy (scripts/bundleFunctions.mjs). */
async function bundle(entry, outfile) {
  await build({ ...functionBuildOptions(entry, outfile), logLevel: 'error' });
  const bytes = readFileSync(outfile);
  return { bytes: bytes.length, gzipBytes: gzipSync(bytes).length };
}

/**
 * A function that reads the catalog file (`mcp` or `search`) as Netlify deploys it: bundled as
 * `npm run build` bundles it (scripts/bundleFunctions.mjs), then packaged by
 * @netlify/zip-it-and-ship-it (what Netlify's build and `netlify serve` use) from a scratch project
 * that holds what the build writes (this catalog file) where the build writes it, with
 * netlify.toml's `node_bundler = "none"` and `included_files` for the function. The package must hold
 * the one module and the catalog file, no packages copied beside it; the search function bundles the
 * page server the build wrote. Returns the path of its module.
 */
async function packageFunction(name, dir, catalogBytes) {
  const project = join(dir, 'project');
  rmSync(project, { recursive: true, force: true });
  mkdirSync(join(project, 'generated'), { recursive: true });
  copyFileSync('package.json', join(project, 'package.json'));
  symlinkSync(realpathSync('node_modules'), join(project, 'node_modules'));
  writeFileSync(join(project, CATALOG_FILE), catalogBytes);
  const bundled = join(project, FUNCTIONS_OUT_DIR, `${name}.mjs`);
  await build({ ...functionBuildOptions(join(FUNCTIONS_DIR, `${name}.ts`), bundled), logLevel: 'error' });
  const includedFiles = netlifyIncludedFiles(name);
  const out = join(dir, 'package');
  rmSync(out, { recursive: true, force: true });
  // The options netlify-cli gives zisi (src/lib/functions/config.js and runtimes/js/builders/zisi.js there).
  const result = await zipFunction(bundled, out, {
    archiveFormat: 'none',
    basePath: project,
    repositoryRoot: project,
    config: {
      '*': { nodeBundler: 'none', includedFilesBasePath: project },
      [name]: { includedFiles, includedFilesBasePath: project },
    },
    featureFlags: { zisi_functions_api_v2: true, zisi_pure_esm: true, zisi_pure_esm_mjs: true },
  });
  if (!result?.includedFiles?.some((f) => f.endsWith(CATALOG_FILE)))
    throw new Error(`zisi did not include the catalog file in ${name}: check included_files in netlify.toml`);
  const main = join(out, name, FUNCTIONS_OUT_DIR, `${name}.mjs`);
  const mainBytes = readFileSync(main);
  const packages = readdirSync(join(out, name)).includes('node_modules')
    ? readdirSync(join(out, name, 'node_modules')).length
    : 0;
  return {
    main,
    bytes: mainBytes.length,
    gzipBytes: gzipSync(mainBytes).length,
    catalogFileBytes: catalogBytes.length,
    packages,
  };
}

/** `included_files` of `[functions.<name>]` in netlify.toml (one array of strings on one line). */
function netlifyIncludedFiles(name) {
  const toml = readFileSync('netlify.toml', 'utf8');
  const section = toml.split(/^\[/m).find((s) => s.startsWith(`functions.${name}]`)) ?? '';
  const list = section.match(/included_files\s*=\s*(\[[^\]]*\])/)?.[1];
  if (!list) throw new Error(`netlify.toml has no included_files for the ${name} function`);
  return JSON.parse(list);
}

// A fresh instance: import the packaged function, then its first product search and first article search.
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
  if (res.status !== 200 || body.error || body.result?.isError)
    throw new Error(name + ' answered ' + res.status + ' ' + JSON.stringify(body).slice(0, 300));
};
// The search page's first page runs both searches (products, then buying guides).
const page = async (query) => {
  const res = await loaded.value(new Request('http://localhost/search?q=' + encodeURIComponent(query)));
  const html = await res.text();
  if (res.status !== 200 || !html.includes('id="products"'))
    throw new Error('search page answered ' + res.status + ' ' + html.slice(0, 300));
};
const searchPage = process.argv[2] === 'search';
const search = await step(() =>
  searchPage ? page('EN 388 gloves') : answer('search_products', { query: 'EN 388 gloves' }));
const articles = await step(() =>
  searchPage ? page('helmet inspection') : answer('search_resources', { query: 'helmet inspection' }));
console.log(JSON.stringify({
  nodeGlobalsMs, importMs: loaded.ms, importCpuMs: loaded.cpuMs,
  firstSearchMs: search.ms, firstSearchCpuMs: search.cpuMs, firstArticleSearchMs: articles.ms,
}));`;

function coldStart(bundleFile, name = 'mcp') {
  const samples = Array.from({ length: COLD_STARTS }, () => {
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', COLD_START_PROBE, bundleFile, name], {
      encoding: 'utf8',
      env: { ...process.env, SITE_URL: 'http://localhost' },
    });
    if (r.status !== 0) throw new Error(`cold start probe failed:\n${r.stderr.slice(-2000)}`);
    return JSON.parse(r.stdout.trim().split('\n').at(-1));
  });
  const figures = Object.fromEntries(
    Object.keys(samples[0]).map((key) => [key, round(median(samples.map((s) => s[key])), 1)]),
  );
  // Until the instance has answered its first search (import, then the first call).
  const ready = samples.map((s) => s.importMs + s.firstSearchMs);
  return { ...figures, readyMs: round(median(ready), 1), samples: samples.length };
}

async function measureCatalog(label, products, resources, judgements, facts) {
  const dir = join(SCRATCH, label);
  mkdirSync(dir, { recursive: true });
  const t0 = performance.now();
  const data = buildCatalogData(products, resources, readSearchVocabulary(SEARCH_VOCABULARY_FILE), facts);
  const indexBuildMs = performance.now() - t0;
  const bytes = catalogFile(data);
  // In process, loaded exactly as the function loads it: the catalog file's bytes, then loadCatalog.
  const catalog = loadCatalog(readCatalogFile(bytes));
  const search = searchFigures(catalog, judgements);
  const { main, ...functionBundle } = await packageFunction('mcp', dir, bytes);
  console.log(`mcp: ${label}: ${products.length} products, search p95 ${search.p95Ms} ms; cold starts…`);
  const mcpColdStart = coldStart(main);
  // The search page at the large catalog only: its goals are set at 10,000 products.
  const searchPage =
    label === 'synthetic' ? await searchPageBench(join(dir, 'search'), catalog, bytes, judgements) : undefined;
  return {
    label,
    products: products.length,
    resources: resources.length,
    indexBuildMs: Math.round(indexBuildMs),
    catalogFileBytes: bytes.length,
    functionBundle,
    search,
    coldStart: mcpColdStart,
    ...(searchPage ? { searchPage } : {}),
  };
}

async function searchPageBench(dir, catalog, catalogBytes, judgements) {
  const render = await searchPageFigures(catalog, judgements);
  const { main } = await packageFunction('search', dir, catalogBytes);
  console.log(`mcp: search page p95 ${render.p95Ms} ms; cold starts of the search function…`);
  return { ...render, coldStart: { loadBefore: waitForQuiet(), ...coldStart(main, 'search') } };
}

/** The synthetic catalog read back through the same schemas and functions the site uses. */
function syntheticCatalog(products, resources, seed) {
  const dir = join(SCRATCH, 'content');
  writeSyntheticCatalog(dir, { products, resources, seed });
  return { products: publishedProducts(dir), resources: publishedResources(dir), facts: productSearchFacts(dir) };
}

/** Every function in netlify/functions, bundled into one file each (the catalog file is not part of it). */
async function functionBundles() {
  const entries = readdirSync(FUNCTIONS_DIR)
    .filter((f) => /\.(m?[jt]s)$/.test(f) && statSync(join(FUNCTIONS_DIR, f)).isFile())
    .sort();
  const out = [];
  for (const file of entries) {
    const sizes = await bundle(join(FUNCTIONS_DIR, file), join(SCRATCH, 'functions', file.replace(/\.\w+$/, '.mjs')));
    out.push({ function: file.replace(/\.\w+$/, ''), ...sizes });
  }
  return out;
}

export async function mcpBench({ products = 10_000, resources = 2_000, seed = 42 } = {}) {
  // The bundle sizes are of the functions as built, with the page server only a build writes.
  if (!existsSync(PAGE_SERVER_ENTRY))
    throw new Error(`${PAGE_SERVER_ENTRY} is missing: run \`npm run build\` first (the functions import it)`);
  const judgements = JSON.parse(readFileSync('tests/fixtures/search-relevance.json', 'utf8')).products;
  const sample = { products: publishedProducts(), resources: publishedResources(), facts: productSearchFacts() };
  const synthetic = syntheticCatalog(products, resources, seed);
  // The sample catalog stays inside the large one, so the relevance queries still have their answers.
  const large = {
    products: [...sample.products, ...synthetic.products],
    resources: [...sample.resources, ...synthetic.resources],
  };
  const slugs = new Set(large.products.map((p) => p.slug));
  if (slugs.size !== large.products.length) throw new Error('synthetic product slugs collide with the sample catalog');
  const loadAverage = loadavg().map((v) => round(v, 1));
  const catalogs = [
    await measureCatalog('sample', sample.products, sample.resources, judgements, sample.facts),
    await measureCatalog(
      'synthetic',
      large.products,
      large.resources,
      judgements,
      new Map([...sample.facts, ...synthetic.facts]),
    ),
  ];
  const figures = {
    queries: judgements.length,
    rounds: ROUNDS,
    coldStarts: COLD_STARTS,
    synthetic: { products, resources, seed },
    loadAverage,
    catalogs,
    bundles: await functionBundles(),
  };
  const machine = {
    cpu: `${cpus().length} × ${cpus()[0]?.model ?? 'unknown'}`,
    node: process.version,
    date: new Date().toISOString().slice(0, 10),
  };
  return { ...figures, markdown: renderMcp(figures, machine) };
}

const verdict = (ok) => (ok ? 'met' : '**MISSED**');
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const mib = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
const size = (bytes) => (bytes >= 2 ** 20 ? mib(bytes) : kib(bytes));

export function renderMcp(f, machine) {
  const name = (c) =>
    c.label === 'sample'
      ? `sample (${c.products} products, ${c.resources} articles)`
      : `sample + synthetic (${c.products} products, ${c.resources} articles)`;
  const large = f.catalogs.find((c) => c.label === 'synthetic');
  const page = large.searchPage;
  const judge = (load, ok) => (load > QUIET_LOAD ? `none: load ${load} above ${QUIET_LOAD.toFixed(1)}` : verdict(ok));
  const lines = [
    '## MCP server',
    '',
    `Product search: the ${f.queries} relevance queries (tests/fixtures/search-relevance.json), ` +
      `${f.rounds} warm rounds, \`limit\` 10, in process.`,
    'Cold start: netlify/functions/mcp.ts as Netlify deploys it (bundled by `npm run build`, packaged by ' +
      '@netlify/zip-it-and-ship-it with the catalog file), imported in a fresh Node process; ' +
      `median of ${f.coldStarts}.`,
    "The goal's measure is the import (module, catalog and product index load); Node's fetch globals, " +
      'which any function runtime loads first, are timed apart.',
    ...(page
      ? [
          'Search page (netlify/functions/search.ts), at the large catalog: our own time for a page ' +
            "(`searchPageResponse` with Astro's render of src/pages/search.astro from the built page server, " +
            "as the function calls it, to the body's last byte) over the relevance queries, a facet and a " +
            `second page (${page.pages} pages), ${f.rounds} warm rounds, in process; its cold start as the MCP ` +
            `function's, to the first page. No verdict when the 1-minute load average before the measure was ` +
            `above ${QUIET_LOAD.toFixed(1)}.`,
        ]
      : []),
    `The large catalog adds ${f.synthetic.products} products and ${f.synthetic.resources} articles ` +
      `from bench/syntheticCatalog.mjs (seed ${f.synthetic.seed}) to the sample one.`,
    ...(machine
      ? [
          `Machine: ${machine.cpu}; Node ${machine.node}; ${machine.date}; ` +
            `load average at the start ${f.loadAverage.join(', ')}.`,
        ]
      : []),
    '',
    ...headerRows(
      'Catalog',
      'search p50',
      'search p95',
      'search p95, CPU',
      'search max',
      'recall@5',
      'import',
      'import, CPU',
      'first search',
      'first search, CPU',
      'ready (import + first search)',
      'first article search',
      'Node fetch globals',
      'catalog file',
    ),
    ...f.catalogs.map(({ search, coldStart, ...c }) =>
      row(
        name(c),
        `${search.p50Ms} ms`,
        `${search.p95Ms} ms`,
        `${search.cpuP95Ms} ms`,
        `${search.maxMs} ms`,
        search.recallAt5,
        `${coldStart.importMs} ms`,
        `${coldStart.importCpuMs} ms`,
        `${coldStart.firstSearchMs} ms`,
        `${coldStart.firstSearchCpuMs} ms`,
        `${coldStart.readyMs} ms`,
        `${coldStart.firstArticleSearchMs} ms`,
        `${coldStart.nodeGlobalsMs} ms`,
        size(c.catalogFileBytes),
      ),
    ),
    '',
    ...headerRows('Goal', 'Figure', 'Verdict'),
    ...f.catalogs.map((c) =>
      row(
        `search p95 <= ${MCP_GOALS.searchP95Ms} ms warm, ${c.products} products`,
        `${c.search.p95Ms} ms (CPU ${c.search.cpuP95Ms} ms)`,
        verdict(c.search.p95Ms <= MCP_GOALS.searchP95Ms),
      ),
    ),
    row(
      `cold start (module + catalog + index load) <= ${MCP_GOALS.coldStartMs} ms, ${large.products} products`,
      `${large.coldStart.importMs} ms (CPU ${large.coldStart.importCpuMs} ms)`,
      verdict(large.coldStart.importMs <= MCP_GOALS.coldStartMs),
    ),
    ...(page
      ? [
          row(
            `search page p95 <= ${MCP_GOALS.searchPageP95Ms} ms warm, ${large.products} products`,
            `${page.p95Ms} ms (p50 ${page.p50Ms}, max ${page.maxMs}; load before ${page.loadBefore})`,
            judge(page.loadBefore, page.p95Ms <= MCP_GOALS.searchPageP95Ms),
          ),
          row(
            `search function cold start (import + first page) <= ` +
              `${MCP_GOALS.coldStartMs} ms, ${large.products} products`,
            `${page.coldStart.readyMs} ms (import ${page.coldStart.importMs} ` +
              `ms, CPU ${page.coldStart.importCpuMs} ms; ` +
              `first page ${page.coldStart.firstSearchMs} ms; load before ${page.coldStart.loadBefore})`,
            judge(page.coldStart.loadBefore, page.coldStart.readyMs <= MCP_GOALS.coldStartMs),
          ),
        ]
      : []),
    '',
    'Function bundles (one file each, packages included; the catalog is a file of its own), ' +
      'and the MCP module as zisi packages it:',
    '',
    ...headerRows('Function', 'Bundle', 'gzip'),
    ...f.bundles.map((b) => row(b.function, size(b.bytes), size(b.gzipBytes))),
    ...f.catalogs.map((c) =>
      row(
        `mcp as packaged by zisi (${c.label} catalog; packages copied beside it: ${c.functionBundle.packages})`,
        size(c.functionBundle.bytes),
        size(c.functionBundle.gzipBytes),
      ),
    ),
  ];
  return lines.join('\n');
}
