// @ts-check
import { defineConfig } from 'astro/config';
import netlify from '@astrojs/netlify';
import { mcpCatalog } from './src/integrations/mcpCatalog.ts';
import { netlifyStaticRouting } from './src/integrations/netlifyStaticRouting.ts';
import { siteUrlFromEnv } from './src/lib/site.ts';

export default defineConfig({
  site: siteUrlFromEnv(),
  output: 'static',
  trailingSlash: 'ignore',
  adapter: netlify(),
  integrations: [netlifyStaticRouting(), mcpCatalog()],
  devToolbar: { enabled: false },
  // Scratch builds (tests, benchmarks) keep their content cache apart from the real one.
  ...(process.env.ASTRO_CACHE_DIR ? { cacheDir: process.env.ASTRO_CACHE_DIR } : {}),
});
