// @ts-check
import { defineConfig } from 'astro/config';
import netlify from '@astrojs/netlify';
import { netlifyStaticRouting } from './src/integrations/netlifyStaticRouting.ts';
import { siteUrlFromEnv } from './src/lib/site.ts';

export default defineConfig({
  site: siteUrlFromEnv(),
  output: 'static',
  trailingSlash: 'ignore',
  adapter: netlify(),
  integrations: [netlifyStaticRouting()],
  devToolbar: { enabled: false },
});
