// @ts-check
import { defineConfig } from 'astro/config';
import netlify from '@astrojs/netlify';
import { mcpCatalog } from './src/integrations/mcpCatalog.ts';
import { mcpServerBundle } from './src/integrations/mcpServerBundle.ts';
import { netlifyStaticRouting } from './src/integrations/netlifyStaticRouting.ts';
import { notFoundPage } from './src/integrations/notFoundPage.ts';
import { staticNetlifyAdapter } from './src/integrations/staticNetlifyAdapter.ts';
import { siteUrlFromEnv } from './src/lib/site.ts';

export default defineConfig({
  site: siteUrlFromEnv(),
  output: 'static',
  trailingSlash: 'ignore',
  adapter: staticNetlifyAdapter(netlify()),
  integrations: [netlifyStaticRouting(), mcpCatalog(), mcpServerBundle(), notFoundPage()],
  devToolbar: { enabled: false },
  // Every script and stylesheet stays an external file, so one Content-Security-Policy without
  // 'unsafe-inline' or per-page hashes fits every page (src/lib/http/securityHeaders.ts).
  build: { inlineStylesheets: 'never' },
  vite: { build: { assetsInlineLimit: 0 } },
  // Scratch builds (tests, benchmarks) keep their content cache apart from the real one.
  ...(process.env.ASTRO_CACHE_DIR ? { cacheDir: process.env.ASTRO_CACHE_DIR } : {}),
});
