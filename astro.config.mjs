// @ts-check
import { defineConfig } from 'astro/config';
import { buildOutputs } from './src/integrations/buildOutputs.ts';
import { siteUrlFromEnv } from './src/lib/site.ts';

// A fully static build, without an adapter: every route is prerendered and Netlify serves `dist/`
// as it is, with our own functions (netlify/functions) beside it (docs/documents.md, "The build").
export default defineConfig({
  site: siteUrlFromEnv(),
  output: 'static',
  trailingSlash: 'ignore',
  integrations: [buildOutputs()],
  devToolbar: { enabled: false },
  // Every script and stylesheet stays an external file, so one Content-Security-Policy without
  // 'unsafe-inline' or per-page hashes fits every page (src/lib/http/securityHeaders.ts).
  // Four pages in flight: rendering one page overlaps the file writes of the others (with one,
  // the prerender waited on the file system about a third of the time); the output is the same.
  build: { inlineStylesheets: 'never', concurrency: 4 },
  vite: { build: { assetsInlineLimit: 0 } },
  // Scratch builds (tests, benchmarks) keep their content cache apart from the real one.
  ...(process.env.ASTRO_CACHE_DIR ? { cacheDir: process.env.ASTRO_CACHE_DIR } : {}),
});
