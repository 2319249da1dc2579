// Build benchmark: the real site build on a synthetic catalog against a bare Astro project that
// renders the same number of plain pages, so our overhead over the framework is a ratio.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { buildEnv, buildNodeFlags } from '../scripts/buildMemory.mjs';

const TELEMETRY_OFF = { ASTRO_TELEMETRY_DISABLED: '1', NETLIFY_TELEMETRY_DISABLED: '1' };
// The project's own binaries (astro, and Node 22 itself) first, as under `npm run`.
const PATH = `${resolve('node_modules/.bin')}:${process.env.PATH}`;

/**
 * Runs a command under GNU time: wall seconds, the peak RSS of its largest process, and CPU
 * seconds (user + system), which other work on a shared machine disturbs less than wall time.
 */
export function timed(cmd, args, { env = {}, cwd = process.cwd() } = {}) {
  const result = spawnSync('/usr/bin/time', ['-f', 'BENCH_TIME %e %M %U %S', cmd, ...args], {
    cwd,
    env: { ...process.env, PATH, ...TELEMETRY_OFF, ...env },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  const match = /BENCH_TIME ([0-9.]+) ([0-9]+) ([0-9.]+) ([0-9.]+)/.exec(result.stderr);
  if (result.status !== 0 || !match) {
    throw new Error(
      `${cmd} ${args.join(' ')} failed (${result.status}):\n${(result.stdout + result.stderr).slice(-3000)}`,
    );
  }
  return {
    seconds: Number(match[1]),
    peakRssMiB: Number(match[2]) / 1024,
    cpuSeconds: Number(match[3]) + Number(match[4]),
  };
}

/** Files and bytes under a folder. */
export function outputSize(dir) {
  let files = 0;
  let bytes = 0;
  const walk = (d) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const path = join(d, entry.name);
      if (entry.isDirectory()) walk(path);
      else {
        files++;
        bytes += statSync(path).size;
      }
    }
  };
  walk(dir);
  return { files, bytes };
}

/** What kind of output a file of the build is, by its path from the output folder. */
export function outputKind(file) {
  if (file.startsWith('api/')) return 'read API (JSON)';
  if (file.startsWith('_astro/')) return 'scripts, styles, fonts (_astro)';
  if (/^products\/category\/.*\.html$/.test(file)) return 'category pages';
  if (/^products\/[^/]+\/index\.html$/.test(file)) return 'product pages';
  if (/^resources\/[^/]+\/index\.html$/.test(file)) return 'article pages';
  if (file.endsWith('.html')) return 'other pages';
  if (file === 'sitemap.xml') return 'sitemap.xml';
  if (/^(llms(-full)?\.txt|openapi\.json|robots\.txt)$/.test(file)) return 'documents (llms.txt, OpenAPI, robots.txt)';
  return 'other files (images, PDFs, _headers...)';
}

/** Files and bytes under a folder by kind (outputKind), largest first. */
export function outputByKind(dir) {
  const kinds = new Map();
  const walk = (d, rel) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const path = join(d, entry.name);
      const file = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path, file);
      else {
        const kind = kinds.get(outputKind(file)) ?? { files: 0, bytes: 0 };
        kind.files++;
        kind.bytes += statSync(path).size;
        kinds.set(outputKind(file), kind);
      }
    }
  };
  walk(dir, '');
  return [...kinds].map(([kind, k]) => ({ kind, ...k })).sort((a, b) => b.bytes - a.bytes);
}

/** The 1-minute load average above which a machine is too busy for a verdict. */
export const QUIET_LOAD = 1.0;
const QUIET_WAIT_SECONDS = Number(process.env.BENCH_QUIET_WAIT_SECONDS ?? 180);

/**
 * Before each timed build: lets the file system finish removing the previous output (creating
 * files straight after tens of thousands were deleted costs several times the kernel time), then
 * waits up to QUIET_WAIT_SECONDS for the load the previous build left to decay below QUIET_LOAD.
 * Returns the 1-minute load average the build starts at, which the bench records with it.
 */
function settle() {
  spawnSync('sync');
  spawnSync('sleep', ['15']);
  return waitForQuiet();
}

/** Waits up to QUIET_WAIT_SECONDS for the 1-minute load average to fall to QUIET_LOAD; returns it. */
export function waitForQuiet() {
  const deadline = Date.now() + QUIET_WAIT_SECONDS * 1000;
  while (loadavg()[0] > QUIET_LOAD && Date.now() < deadline) spawnSync('sleep', ['5']);
  return Number(loadavg()[0].toFixed(2));
}

/** `astro build` of `root` into `outDir` (bench/astroBuild.mjs), timed, with the concurrency it ran at. */
function astroBuild({ root, outDir, env, nodeFlags = [] }) {
  const report = resolve(outDir, '..', `${basename(outDir)}-build-report.json`);
  rmSync(report, { force: true });
  const loadBefore = settle();
  const script = resolve('bench/astroBuild.mjs');
  const measured = timed('node', [...nodeFlags, script, resolve(root), resolve(outDir), report], { env });
  return {
    loadBefore,
    ...measured,
    concurrency: JSON.parse(readFileSync(report, 'utf8')).concurrency,
    ...outputSize(outDir),
  };
}

/** Our build, on the content in `contentDir`, at the `build.concurrency` of astro.config.mjs. */
export function buildSite({ contentDir, outDir, cacheDir }) {
  rmSync(outDir, { recursive: true, force: true });
  rmSync(cacheDir, { recursive: true, force: true });
  // With the memory settings `npm run build` gives it (scripts/buildMemory.mjs); the bare build keeps Node's own.
  return astroBuild({
    root: '.',
    outDir,
    env: buildEnv({ ...process.env, CONTENT_DIR: contentDir, ASTRO_CACHE_DIR: cacheDir }),
    nodeFlags: buildNodeFlags(),
  });
}

/**
 * The framework's floor: a bare Astro project (no adapter, no content collections) that renders
 * `pages` plain HTML pages with a title and a paragraph each, at the given `build.concurrency`.
 */
export function buildBareAstro({ root, pages, concurrency }) {
  rmSync(root, { recursive: true, force: true });
  mkdirSync(join(root, 'src', 'pages', 'page'), { recursive: true });
  writeFileSync(
    join(root, 'astro.config.mjs'),
    "import { defineConfig } from 'astro/config';\n" +
      `export default defineConfig({ build: { concurrency: ${concurrency} } });\n`,
  );
  writeFileSync(
    join(root, 'src', 'pages', 'page', '[slug].astro'),
    `---
export function getStaticPaths() {
  return Array.from({ length: ${pages} }, (_, i) => ({ params: { slug: 'page-' + i }, props: { i } }));
}
const { i } = Astro.props;
---
<html lang="en"><head><meta charset="utf-8"><title>Page {i}</title></head>
<body><h1>Page {i}</h1><p>A plain page, number {i}, with one paragraph of text.</p></body></html>
`,
  );
  return astroBuild({ root, outDir: join(root, 'dist'), env: {} });
}
