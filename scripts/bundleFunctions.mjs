// Part of `npm run build`, after `astro build` (the catalog file and the page server the functions
// import are written by the build): bundles every function in netlify/functions, with its
// dependencies, into one ES module each in FUNCTIONS_OUT_DIR, which netlify.toml deploys as they
// are (`node_bundler = "none"`).
//
// Why: Netlify bundles Functions v2 with nft, whatever `node_bundler` says: the function's own code
// in one file, every dependency as its package's files, loaded one by one at every cold start (zod
// alone is dozens of modules). netlify-cli's local runtime starts a cold instance for every request.
// One file per function imports several times faster (docs/enquiries.md, "Performance"). The
// functions' in-source `config` stays readable in the bundle.
import { readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { build } from 'esbuild';

export const FUNCTIONS_SRC_DIR = 'netlify/functions';
export const FUNCTIONS_OUT_DIR = '.netlify/functions-bundled';

/** esbuild options for one function: Netlify's own esbuild settings (ESM for Node 22), every package included. */
export const functionBuildOptions = (entry, outfile) => ({
  entryPoints: [entry],
  outfile,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  // CommonJS dependencies (postmark) call `require` for Node's built-ins.
  banner: {
    js:
      'import { createRequire as __createRequire } from "node:module"; ' +
      'const require = __createRequire(import.meta.url);',
  },
  logLevel: 'warning',
});

export async function bundleFunctions({ srcDir = FUNCTIONS_SRC_DIR, outDir = FUNCTIONS_OUT_DIR } = {}) {
  await rm(outDir, { recursive: true, force: true });
  const entries = readdirSync(srcDir).filter((f) => ['.ts', '.mts', '.js', '.mjs'].includes(extname(f)));
  await Promise.all(
    entries.map((f) => build(functionBuildOptions(join(srcDir, f), join(outDir, `${basename(f, extname(f))}.mjs`)))),
  );
  return entries;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const entries = await bundleFunctions();
  console.log(`Bundled ${entries.length} functions into ${FUNCTIONS_OUT_DIR}`);
}
