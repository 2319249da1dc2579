// @ts-check
import { defineConfig } from 'astro/config';
import { buildPipeline } from './src/build/pipeline.ts';
import { functionPages } from './src/integrations/functionPages.ts';
import { siteUrlFromEnv } from './src/lib/site.ts';

// Static by default: every route but the few rendered on request (`prerender = false`) is prerendered
// and Netlify serves `dist/` as it is. Those few are rendered by our own functions (netlify/functions),
// through our adapter (functionPages), not @astrojs/netlify (docs/documents.md, "Pages rendered on request").
export default defineConfig({
  site: siteUrlFromEnv(),
  output: 'static',
  trailingSlash: 'ignore',
  adapter: functionPages(),
  integrations: [buildPipeline()],
  devToolbar: { enabled: false },
  // Every script and stylesheet stays an external file, so one Content-Security-Policy without
  // 'unsafe-inline' or per-page hashes fits every page (src/lib/http/securityHeaders.ts).
  // Four pages in flight: rendering one page overlaps the file writes of the others, where one at
  // a time would wait on the file system; the output is the same.
  build: { inlineStylesheets: 'never', concurrency: 4 },
  // `astro:assets` images are transformed on request by Netlify Image CDN, locally too (`netlify serve`
  // answers /.netlify/images offline): nothing is resized at build time (docs/documents.md, "Images").
  image: { service: { entrypoint: './src/integrations/imageService.ts' } },
  vite: { build: { assetsInlineLimit: 0 } },
  // Scratch builds (tests, benchmarks) keep their content cache apart from the real one.
  ...(process.env.ASTRO_CACHE_DIR ? { cacheDir: process.env.ASTRO_CACHE_DIR } : {}),
});
