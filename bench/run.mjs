// `npm run bench [part ...]`: runs the benchmarks on this machine and writes docs/benchmarks.md.
// Each part stores its figures in bench/results/<part>.json with the machine, Node and date, so a
// partial run refreshes its own figures and keeps the others. Goals are checked here and a figure
// that misses its goal is marked as missing in the document, never dropped.
import { answerHelp, refuseArguments } from '../scripts/cliHelp.mjs';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { startLocalRuntime } from '../scripts/localRuntime.mjs';
import { buildBareAstro, buildSite, outputByKind, QUIET_LOAD } from './build.mjs';
import { enquiryLatency, renderEnquiryLatency } from './enquiries.mjs';
import { LIGHTHOUSE_CATEGORIES, lighthouseRun } from './lighthouse.mjs';
import { enquiryLoad, renderLoad } from './load.mjs';
import { mcpBench, renderMcp } from './mcp.mjs';
import { pageWeight } from './pageWeight.mjs';
import { writeSyntheticCatalog } from './syntheticCatalog.mjs';
import { row } from './table.mjs';

const RESULTS = 'bench/results';
const SCRATCH = '.tmp/bench';
const CATALOG_BIN = 'generated/catalog.bin';
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

/**
 * The build of a synthetic catalog against a bare Astro build of as many plain pages, both at the
 * site's `build.concurrency`: in each run the site, then the bare build, each with the load before it.
 */
function buildBench({ products, resources }) {
  const contentDir = join(SCRATCH, 'content');
  const catalog = writeSyntheticCatalog(contentDir, { products, resources, seed: 42 });
  const site = [];
  const bare = [];
  for (let run = 0; run < RUNS; run++) {
    console.log(`build run ${run + 1}/${RUNS}: site (${products} products, ${resources} articles)`);
    site.push(buildSite({ contentDir, outDir: join(SCRATCH, 'dist'), cacheDir: join(SCRATCH, 'cache') }));
    console.log(`build run ${run + 1}/${RUNS}: bare Astro at build.concurrency ${site[run].concurrency}`);
    bare.push(
      buildBareAstro({
        root: join(SCRATCH, 'bare'),
        pages: catalog.products + catalog.resources,
        concurrency: site[run].concurrency,
      }),
    );
    if (bare[run].concurrency !== site[run].concurrency)
      throw new Error(
        `the bare build ran at build.concurrency ${bare[run].concurrency}, the site at ${site[run].concurrency}`,
      );
  }
  const summary = (runs) => ({
    seconds: median(runs.map((r) => r.seconds)),
    cpuSeconds: median(runs.map((r) => r.cpuSeconds)),
    peakRssMiB: Math.round(median(runs.map((r) => r.peakRssMiB))),
    files: runs[0].files,
    bytes: runs[0].bytes,
  });
  const ratio = (key) => Number((summary(site)[key] / summary(bare)[key]).toFixed(2));
  // The last run's output, by kind, and the catalog file the build writes beside it (generated/).
  const byKind = [
    ...outputByKind(join(SCRATCH, 'dist')),
    { kind: 'catalog file (generated/catalog.bin, beside the functions)', files: 1, bytes: statSync(CATALOG_BIN).size },
  ];
  return {
    catalog,
    concurrency: site[0].concurrency,
    runs: site.map((s, i) => ({
      site: {
        loadBefore: s.loadBefore,
        seconds: s.seconds,
        cpuSeconds: Number(s.cpuSeconds.toFixed(2)),
        peakRssMiB: Math.round(s.peakRssMiB),
      },
      bare: {
        loadBefore: bare[i].loadBefore,
        seconds: bare[i].seconds,
        cpuSeconds: Number(bare[i].cpuSeconds.toFixed(2)),
        peakRssMiB: Math.round(bare[i].peakRssMiB),
      },
    })),
    site: summary(site),
    bareAstro: summary(bare),
    wallRatio: ratio('seconds'),
    cpuRatio: ratio('cpuSeconds'),
    byKind,
  };
}

const parts = {
  /** The build at the goal's scale (10,000 products and 2,000 articles). */
  build: () => buildBench({ products: PRODUCTS, resources: ARTICLES }),
  /** The same at four times the catalog, recorded (no goal) so the cost's growth is on record. */
  'build-large': () => buildBench({ products: 40_000, resources: 4_000 }),

  /** Page weight of the sample catalog's pages, from a fresh build of `content/`. */
  pages() {
    const outDir = join(SCRATCH, 'dist-sample');
    buildSite({ contentDir: 'content', outDir, cacheDir: join(SCRATCH, 'cache-sample') });
    const first = (dir) =>
      readdirSync(join(outDir, dir), { withFileTypes: true }).find((e) => e.isDirectory() && e.name !== 'category')
        .name;
    const paths = ['/', `/products/${first('products')}/`, `/resources/${first('resources')}/`];
    for (const optional of ['/contact/', '/developers/']) {
      try {
        readFileSync(join(outDir, optional, 'index.html'));
        paths.push(optional);
      } catch {}
    }
    return { pages: paths.map((p) => pageWeight(outDir, p)) };
  },

  /** Lighthouse on the sample catalog's site as the local runtime serves it (its build of `content/`). */
  async lighthouse() {
    const runtime = await startLocalRuntime({
      port: Number(process.env.BENCH_PORT ?? 8897),
      logFile: '.tmp/bench-runtime.log',
    });
    try {
      const slug = async (list) => (await (await fetch(`${runtime.baseUrl}/api/${list}`)).json())[list][0].slug;
      const paths = ['/', `/products/${await slug('products')}/`, `/resources/${await slug('resources')}/`];
      // A product page with a photo beside the first one (a pictogram: no photo).
      const withPhoto = readdirSync('content/products')
        .filter((f) => /\.ya?ml$/.test(f))
        .find((f) => /^photos:/m.test(readFileSync(join('content/products', f), 'utf8')));
      if (withPhoto) paths.push(`/products/${withPhoto.replace(/\.ya?ml$/, '')}/`);
      if ((await fetch(`${runtime.baseUrl}/contact/`)).ok) paths.push('/contact/');
      // The search page with results and with none (its empty state).
      for (const [path, empty] of [
        ['/search?q=gloves', false],
        ['/search?q=zzqx', true],
      ]) {
        const html = await (await fetch(`${runtime.baseUrl}${path}`)).text();
        if (html.includes('id="no-results"') !== empty)
          throw new Error(`${path} should ${empty ? 'find no' : 'find'} products`);
        paths.push(path);
      }
      const pages = [];
      for (const path of paths) {
        const runs = [];
        for (let run = 0; run < RUNS; run++) {
          console.log(`lighthouse ${path} run ${run + 1}/${RUNS}`);
          runs.push(lighthouseRun(`${runtime.baseUrl}${path}`));
        }
        const scores = Object.fromEntries(LIGHTHOUSE_CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))]));
        pages.push({ page: path, scores, lost: [...new Set(runs.flatMap((r) => r.lost))] });
      }
      return { runs: RUNS, pages };
    } finally {
      await runtime.stop();
    }
  },
  /** The enquiry endpoints at concurrency 50 from several client addresses (bench/load.mjs). */
  load: () => enquiryLoad({ port: Number(process.env.BENCH_PORT ?? 8930) }),
  /** MCP search latency, function cold start and bundle sizes at the sample and synthetic catalogs (bench/mcp.mjs). */
  mcp: () => mcpBench({ products: PRODUCTS, resources: ARTICLES, seed: 42 }),
  /** Enquiry latency and our own time (Server-Timing) at concurrency 1 and 10 (bench/enquiries.mjs). */
  enquiries: () => enquiryLatency({ port: Number(process.env.BENCH_PORT ?? 8930) }),
};

const GOALS = {
  buildWallRatio: 3.0,
  buildPeakRssMiB: 2048,
  productPageHtmlGzipBytes: 15 * 1024,
  lighthouseScore: 0.98,
};

const verdict = (ok) => (ok ? 'met' : '**MISSED**');
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const MIN_RUNS_FOR_VERDICT = 3;

/** A build record as Markdown: figures, every run with the load before it, and the goals or why there is no verdict. */
function renderBuild(title, record, goals) {
  const f = record.figures;
  if (f.concurrency === undefined)
    return [
      `## ${title}`,
      '',
      'Not recorded with the current bench: run `npm run bench -- build build-large` on a quiet machine.',
      '',
    ];
  const loads = f.runs.flatMap((r) => [r.site.loadBefore, r.bare.loadBefore]);
  const busiest = Math.max(...loads);
  const noVerdict =
    busiest > QUIET_LOAD
      ? `none: the machine was busy (1-minute load average up to ${busiest} before a build, ` +
        `above ${QUIET_LOAD.toFixed(1)}); re-run on a quiet machine`
      : f.runs.length < MIN_RUNS_FOR_VERDICT
        ? `none: ${f.runs.length} run(s), fewer than ${MIN_RUNS_FOR_VERDICT}`
        : undefined;
  const judge = (ok) => noVerdict ?? verdict(ok);
  const buildRow = (name, b) =>
    row(
      name,
      `${b.seconds.toFixed(1)} s`,
      `${b.cpuSeconds.toFixed(1)} s`,
      `${b.peakRssMiB} MiB`,
      b.files,
      `${(b.bytes / 2 ** 20).toFixed(1)} MiB`,
    );
  return [
    `## ${title}`,
    '',
    `${f.catalog.products} products and ${f.catalog.resources} articles (seeded synthetic catalog); ` +
      `both builds at \`build.concurrency\` ${f.concurrency} (the site's, from astro.config.mjs); ` +
      `median of ${f.runs.length} runs, each a site build then a bare one.`,
    `Machine: ${record.machine.cpu}, ${record.machine.memoryGiB} GiB; Node ${record.machine.node}; ` +
      `${record.machine.date}.`,
    '',
    '| Build | Wall time | CPU time (user + system) | Peak RSS | Files | Bytes |',
    '|---|---|---|---|---|---|',
    buildRow('this site (HTML + read API)', f.site),
    buildRow('bare Astro, same number of plain pages', f.bareAstro),
    '',
    `Ratios of the medians: wall ${f.wallRatio}×, CPU ${f.cpuRatio}×.`,
    '',
    // One line: the kinds are the same at every size, only their figures differ.
    ...(f.byKind
      ? [
          'Output by kind, largest first: ' +
            f.byKind.map((k) => `${k.kind} ${(k.bytes / 2 ** 20).toFixed(1)} MiB (${k.files} files)`).join('; ') +
            '.',
          '',
        ]
      : []),
    '| Run | Load before (site / bare) | Site: wall / CPU | Bare: wall / CPU |',
    '|---|---|---|---|',
    ...f.runs.map((r, i) =>
      row(
        i + 1,
        `${r.site.loadBefore} / ${r.bare.loadBefore}`,
        `${r.site.seconds.toFixed(1)} s / ${r.site.cpuSeconds.toFixed(1)} s`,
        `${r.bare.seconds.toFixed(1)} s / ${r.bare.cpuSeconds.toFixed(1)} s`,
      ),
    ),
    '',
    ...(goals
      ? [
          '| Goal | Figure | Verdict |',
          '|---|---|---|',
          row(
            `wall time <= ${GOALS.buildWallRatio.toFixed(1)}× the bare build`,
            `${f.wallRatio}×`,
            judge(f.wallRatio <= GOALS.buildWallRatio),
          ),
          `| peak RSS <= 2 GiB | ${f.site.peakRssMiB} MiB | ${judge(f.site.peakRssMiB <= GOALS.buildPeakRssMiB)} |`,
        ]
      : [
          '| Goal | Figure | Verdict |',
          '|---|---|---|',
          `| peak RSS <= 2 GiB | ${f.site.peakRssMiB} MiB | ${judge(f.site.peakRssMiB <= GOALS.buildPeakRssMiB)} |`,
          'No time goal at this size: the wall time is recorded so that its growth with the catalog is on record.',
        ]),
    '',
  ];
}

function render(results) {
  const lines = [
    '# Benchmarks',
    '',
    'Written by `npm run bench` (bench/run.mjs); do not edit by hand. Each part lists the machine,',
    'Node version and date of its own run. Figures are medians over the runs stated. A build verdict needs',
    `at least ${MIN_RUNS_FOR_VERDICT} runs and a 1-minute load average of at most ${QUIET_LOAD.toFixed(1)} ` +
      'before every build; otherwise it says why there is none.',
    '',
  ];
  const { pages } = results;
  lines.push(...renderBuild('Build at scale', results.build ?? { figures: {} }, true));
  if (results['build-large'])
    lines.push(...renderBuild('Build at four times the scale', results['build-large'], false));
  if (pages) {
    lines.push(
      '## Page weight (sample catalog)',
      '',
      `Machine: ${pages.machine.cpu}; Node ${pages.machine.node}; ${pages.machine.date}.`,
      '',
      '| Page | HTML (gzip) | JavaScript (gzip) | Render-blocking scripts |',
      '|---|---|---|---|',
      ...pages.figures.pages.map(
        (p) => `| \`${p.page}\` | ${kib(p.htmlGzipBytes)} | ${kib(p.jsGzipBytes)} | ${p.renderBlockingScripts} |`,
      ),
      '',
    );
    const product = pages.figures.pages.find((p) => p.page.startsWith('/products/'));
    const blocking = pages.figures.pages.reduce((n, p) => n + p.renderBlockingScripts, 0);
    lines.push(
      '| Goal | Figure | Verdict |',
      '|---|---|---|',
      row(
        'product page <= 15 KB gzip HTML',
        kib(product.htmlGzipBytes),
        verdict(product.htmlGzipBytes <= GOALS.productPageHtmlGzipBytes),
      ),
      `| no render-blocking script | ${blocking} | ${verdict(blocking === 0)} |`,
      '',
    );
  }
  const { lighthouse } = results;
  if (lighthouse) {
    const { runs, pages: scored } = lighthouse.figures;
    const missed = scored.flatMap((p) =>
      LIGHTHOUSE_CATEGORIES.filter((c) => p.scores[c] < GOALS.lighthouseScore).map((c) => `${p.page} ${c}`),
    );
    lines.push(
      '## Lighthouse (sample catalog)',
      '',
      "Lighthouse's default mobile profile (simulated throttling) in headless Chromium, " +
        `on the pages as the local runtime serves them; median of ${runs} runs.`,
      `Machine: ${lighthouse.machine.cpu}; Node ${lighthouse.machine.node}; ${lighthouse.machine.date}.`,
      '',
      `| Page | ${LIGHTHOUSE_CATEGORIES.join(' | ')} | Audits below 1 (any run) |`,
      `|---|${LIGHTHOUSE_CATEGORIES.map(() => '---|').join('')}---|`,
      ...scored.map((p) =>
        row(`\`${p.page}\``, ...LIGHTHOUSE_CATEGORIES.map((c) => p.scores[c].toFixed(2)), p.lost.join('; ') || 'none'),
      ),
      '',
      '| Goal | Figure | Verdict |',
      '|---|---|---|',
      row(
        `every score >= ${GOALS.lighthouseScore}`,
        missed.length ? `below on ${missed.join(', ')}` : 'all at or above',
        verdict(missed.length === 0),
      ),
      '',
    );
  }
  for (const [name, result] of Object.entries(results)) {
    if (['build', 'build-large', 'pages', 'lighthouse'].includes(name)) continue;
    // Re-rendered from the stored figures, so `npm run bench -- docs` picks up changes to the text.
    if (name === 'enquiries' && result.figures?.rows) lines.push(renderEnquiryLatency(result.figures.rows), '');
    else if (name === 'load' && result.figures?.endpoints) lines.push(renderLoad(result.figures.endpoints), '');
    else if (name === 'mcp' && result.figures?.catalogs) lines.push(renderMcp(result.figures, result.machine), '');
    else if (result.figures?.markdown) lines.push(result.figures.markdown, '');
  }
  return lines.join('\n');
}

// `npm run bench -- docs` only rewrites docs/benchmarks.md from the stored results (after editing the notes).
const USAGE = `Usage: npm run bench [-- <part> ...]

Runs the benchmarks (all parts by default) and writes bench/results/ and docs/benchmarks.md.
Parts: ${Object.keys(parts).join(', ')}; docs only rewrites docs/benchmarks.md from the stored results.`;
answerHelp(USAGE);
for (const name of process.argv.slice(2))
  if (name !== 'docs' && !parts[name]) refuseArguments(`Unknown part "${name}".`, USAGE);
const requested = process.argv.slice(2).filter((name) => name !== 'docs');
const selected = requested.length || process.argv.includes('docs') ? requested : Object.keys(parts);
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
