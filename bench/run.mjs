// `npm run bench [part ...]`: runs the benchmarks on this machine and writes docs/benchmarks.md.
// Each part stores its figures in bench/results/<part>.json with the machine, Node and date, so a
// partial run refreshes its own figures and keeps the others. Goals are checked here and a figure
// that misses its goal is marked as missing in the document, never dropped.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { buildBareAstro, buildSite } from './build.mjs';
import { enquiryLoad } from './load.mjs';
import { pageWeight } from './pageWeight.mjs';
import { writeSyntheticCatalog } from './syntheticCatalog.mjs';

const RESULTS = 'bench/results';
const SCRATCH = '.tmp/bench';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 2_000);

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function machine() {
  return {
    cpu: `${cpus().length} × ${cpus()[0]?.model ?? 'unknown'}`,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    date: new Date().toISOString().slice(0, 10),
  };
}

const parts = {
  /** Build of the synthetic catalog against a bare Astro build of as many plain pages. */
  build() {
    const contentDir = join(SCRATCH, 'content');
    const written = writeSyntheticCatalog(contentDir, { products: PRODUCTS, resources: ARTICLES, seed: 42 });
    const ours = [];
    const bare = [];
    for (let run = 0; run < RUNS; run++) {
      console.log(`build run ${run + 1}/${RUNS}: site`);
      ours.push(buildSite({ contentDir, outDir: join(SCRATCH, 'dist'), cacheDir: join(SCRATCH, 'cache') }));
      console.log(`build run ${run + 1}/${RUNS}: bare Astro`);
      bare.push(buildBareAstro({ root: join(SCRATCH, 'bare'), pages: written.products + written.resources }));
    }
    const summary = (runs) => ({
      seconds: median(runs.map((r) => r.seconds)),
      peakRssMiB: Math.round(median(runs.map((r) => r.peakRssMiB))),
      files: runs[0].files,
      bytes: runs[0].bytes,
    });
    const site = summary(ours);
    const bareAstro = summary(bare);
    return { catalog: written, runs: RUNS, site, bareAstro, ratio: Number((site.seconds / bareAstro.seconds).toFixed(2)) };
  },

  /** Page weight of the sample catalog's pages, from a fresh build of `content/`. */
  pages() {
    const outDir = join(SCRATCH, 'dist-sample');
    buildSite({ contentDir: 'content', outDir, cacheDir: join(SCRATCH, 'cache-sample') });
    const first = (dir) => readdirSync(join(outDir, dir), { withFileTypes: true }).find((e) => e.isDirectory() && e.name !== 'category').name;
    const paths = ['/', `/products/${first('products')}/`, `/resources/${first('resources')}/`];
    for (const optional of ['/contact/', '/developers/']) {
      try {
        readFileSync(join(outDir, optional, 'index.html'));
        paths.push(optional);
      } catch {}
    }
    return { pages: paths.map((p) => pageWeight(outDir, p)) };
  },

  /** The enquiry endpoints at concurrency 50 from several client addresses (bench/load.mjs). */
  load: () => enquiryLoad({ port: Number(process.env.BENCH_PORT ?? 8930) }),
};

const GOALS = {
  buildRatio: 1.3,
  buildPeakRssMiB: 2048,
  productPageHtmlGzipBytes: 15 * 1024,
};

const verdict = (ok) => (ok ? 'met' : '**MISSED**');
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

function render(results) {
  const lines = ['# Benchmarks', '', 'Written by `npm run bench` (bench/run.mjs); do not edit by hand. Each part lists the machine,', 'Node version and date of its own run. Figures are medians over the runs stated.', ''];
  const { build, pages } = results;
  if (build) {
    const { site, bareAstro, ratio } = build.figures;
    lines.push(
      '## Build at scale',
      '',
      `${build.figures.catalog.products} products and ${build.figures.catalog.resources} articles (seeded synthetic catalog), median of ${build.figures.runs} runs.`,
      `Machine: ${build.machine.cpu}, ${build.machine.memoryGiB} GiB; Node ${build.machine.node}; ${build.machine.date}.`,
      '',
      '| Build | Wall time | Peak RSS | Files | Bytes |',
      '|---|---|---|---|---|',
      `| this site (HTML + read API) | ${site.seconds.toFixed(1)} s | ${site.peakRssMiB} MiB | ${site.files} | ${(site.bytes / 2 ** 20).toFixed(1)} MiB |`,
      `| bare Astro, same number of plain pages | ${bareAstro.seconds.toFixed(1)} s | ${bareAstro.peakRssMiB} MiB | ${bareAstro.files} | ${(bareAstro.bytes / 2 ** 20).toFixed(1)} MiB |`,
      '',
      '| Goal | Figure | Verdict |',
      '|---|---|---|',
      `| build time <= ${GOALS.buildRatio}× the bare build | ${ratio}× | ${verdict(ratio <= GOALS.buildRatio)} |`,
      `| peak RSS <= 2 GiB | ${site.peakRssMiB} MiB | ${verdict(site.peakRssMiB <= GOALS.buildPeakRssMiB)} |`,
      '',
    );
  }
  if (pages) {
    lines.push(
      '## Page weight (sample catalog)',
      '',
      `Machine: ${pages.machine.cpu}; Node ${pages.machine.node}; ${pages.machine.date}.`,
      '',
      '| Page | HTML (gzip) | JavaScript (gzip) | Render-blocking scripts |',
      '|---|---|---|---|',
      ...pages.figures.pages.map((p) => `| \`${p.page}\` | ${kib(p.htmlGzipBytes)} | ${kib(p.jsGzipBytes)} | ${p.renderBlockingScripts} |`),
      '',
    );
    const product = pages.figures.pages.find((p) => p.page.startsWith('/products/'));
    const blocking = pages.figures.pages.reduce((n, p) => n + p.renderBlockingScripts, 0);
    lines.push(
      '| Goal | Figure | Verdict |',
      '|---|---|---|',
      `| product page <= 15 KB gzip HTML | ${kib(product.htmlGzipBytes)} | ${verdict(product.htmlGzipBytes <= GOALS.productPageHtmlGzipBytes)} |`,
      `| no render-blocking script | ${blocking} | ${verdict(blocking === 0)} |`,
      '',
    );
  }
  for (const [name, result] of Object.entries(results)) {
    if (name !== 'build' && name !== 'pages' && result.markdown) lines.push(result.markdown, '');
  }
  return lines.join('\n');
}

const requested = process.argv.slice(2);
const selected = requested.length ? requested : Object.keys(parts);
for (const name of selected) {
  if (!parts[name]) throw new Error(`unknown part "${name}"; parts: ${Object.keys(parts).join(', ')}`);
}
mkdirSync(RESULTS, { recursive: true });
for (const name of selected) {
  console.log(`\n▶ bench: ${name}`);
  const figures = await parts[name]();
  writeFileSync(join(RESULTS, `${name}.json`), `${JSON.stringify({ machine: machine(), figures }, null, 2)}\n`);
}
const results = Object.fromEntries(
  readdirSync(RESULTS)
    .filter((f) => f.endsWith('.json'))
    .map((f) => [f.replace(/\.json$/, ''), JSON.parse(readFileSync(join(RESULTS, f), 'utf8'))]),
);
writeFileSync('docs/benchmarks.md', render(results));
console.log('\nwrote docs/benchmarks.md');
