import { appendFile, rm } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import {
  formatHeadersFile,
  formatRedirectsFile,
  staticHeaderRules,
  staticRewrites,
} from '../lib/http/staticRouting.ts';
import { API_VERSIONS, assertValidRegistry } from '../lib/versions.ts';

/**
 * Writes the read API's `_headers` and `_redirects` into the build output, and removes the
 * catch-all SSR function the Netlify adapter emits for Astro's internal on-demand routes
 * (`/_server-islands/*`): every page here is prerendered, and under netlify-cli that function
 * shadows the project's own functions on `/api/*`. Runs after the adapter's own hook.
 */
export function netlifyStaticRouting(): AstroIntegration {
  let siteUrl = '';
  let root: URL;
  return {
    name: 'netlify-static-routing',
    hooks: {
      'astro:config:done': ({ config }) => {
        assertValidRegistry(API_VERSIONS);
        siteUrl = config.site ?? '';
        root = config.root;
      },
      'astro:routes:resolved': ({ routes }) => {
        const onDemand = routes.filter((r) => r.origin !== 'internal' && !r.isPrerendered);
        if (onDemand.length > 0) {
          throw new Error(`every route must be prerendered (the SSR function is removed): ${onDemand.map((r) => r.pattern).join(', ')}`);
        }
      },
      'astro:build:done': async ({ dir, logger }) => {
        await appendFile(new URL('_headers', dir), formatHeadersFile(staticHeaderRules(siteUrl)));
        await appendFile(new URL('_redirects', dir), formatRedirectsFile(staticRewrites()));
        logger.info('Wrote the read API _headers and _redirects');
        await rm(new URL('.netlify/v1/functions/ssr/', root), { recursive: true, force: true });
        await rm(new URL('.netlify/v1/edge-functions/middleware/', root), { recursive: true, force: true });
        logger.info('Removed the adapter\'s catch-all SSR function: every route is prerendered');
      },
    },
  };
}
