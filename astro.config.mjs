// @ts-check
import { defineConfig } from 'astro/config';
import netlify from '@astrojs/netlify';
import { mcpCatalog } from './src/integrations/mcpCatalog.ts';
import { netlifyStaticRouting } from './src/integrations/netlifyStaticRouting.ts';
import { notFoundPage } from './src/integrations/notFoundPage.ts';
import { searchPage } from './src/integrations/searchPage.ts';
import { readApiHandoff } from './src/integrations/readApiHandoff.ts';
import { staticNetlifyAdapter } from './src/integrations/staticNetlifyAdapter.ts';
import { siteUrlFromEnv } from './src/lib/site.ts';

// The hand-off document's consumers run in worker threads during the prerender.
const handoff = readApiHandoff();

export default defineConfig({
  site: siteUrlFromEnv(),
  output: 'static',
  trailingSlash: 'ignore',
  adapter: staticNetlifyAdapter(netlify()),
  integrations: [handoff.integration, netlifyStaticRouting(handoff), mcpCatalog(handoff), notFoundPage(), searchPage()],
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
