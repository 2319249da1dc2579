// Build benchmark: the real site build on a synthetic catalog against a bare Astro project that
// renders the same number of plain pages, so our overhead over the framework is a ratio.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

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
    throw new Error(`${cmd} ${args.join(' ')} failed (${result.status}):\n${(result.stdout + result.stderr).slice(-3000)}`);
  }
  return { seconds: Number(match[1]), peakRssMiB: Number(match[2]) / 1024, cpuSeconds: Number(match[3]) + Number(match[4]) };
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

/**
 * Lets the file system finish removing the previous run's output before a timed build. On this
 * virtual machine's ext4, creating files in the seconds after tens of thousands were deleted costs
 * several times the kernel time it costs later (24,000 small writes: 8.6-11.6 s straight after,
 * 3.8 s after `sync` and 15 s; docs/benchmarks.md), which a build would pay for the previous
 * run. Both builds get the same pause.
 */
export const SETTLE_SECONDS = 15;
function settleFileSystem() {
  spawnSync('sync');
  spawnSync('sleep', [String(SETTLE_SECONDS)]);
}

/** Our build, on the content in `contentDir`. */
export function buildSite({ contentDir, outDir, cacheDir }) {
  rmSync(outDir, { recursive: true, force: true });
  rmSync(cacheDir, { recursive: true, force: true });
  settleFileSystem();
  const measured = timed('astro', ['build', '--outDir', outDir], {
    env: { CONTENT_DIR: contentDir, ASTRO_CACHE_DIR: cacheDir },
  });
  return { ...measured, ...outputSize(outDir) };
}

/**
 * The framework's floor: a bare Astro project (no adapter, no content collections) that renders
 * `pages` plain HTML pages with a title and a paragraph each.
 */
export function buildBareAstro({ root, pages }) {
  rmSync(root, { recursive: true, force: true });
  mkdirSync(join(root, 'src', 'pages', 'page'), { recursive: true });
  writeFileSync(join(root, 'astro.config.mjs'), "import { defineConfig } from 'astro/config';\nexport default defineConfig({});\n");
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
  const outDir = resolve(root, 'dist');
  settleFileSystem();
  const measured = timed('astro', ['build', '--root', root]);
  return { ...measured, ...outputSize(outDir) };
}
