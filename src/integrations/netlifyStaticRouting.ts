import { readdirSync } from 'node:fs';
import { appendFile, readdir, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { formatHeadersFile, securityHeaderRule, siteHeaderRules, staticHeaderRules } from '../lib/http/staticRouting.ts';
import { htmlFilePath, sitemapXml } from '../lib/documents/sitemap.ts';
import { READ_API_ITEMS_HANDOFF } from '../lib/http/readApiItems.ts';
import { API_VERSIONS, assertValidRegistry } from '../lib/versions.ts';
import { runBuildWorker } from './buildWorker.ts';
import type { PageCheck } from './workers/pageCheck.ts';

/**
 * Writes `_headers` (the read API's and every other path's) into the build output, and removes the
 * catch-all SSR function the Netlify adapter emits for Astro's internal on-demand routes
 * (`/_server-islands/*`): every page here is prerendered, and under netlify-cli that function
 * shadows the project's own functions on `/api/*`. Runs after the adapter's own hook. (With the
 * adapter's build declared static, src/integrations/staticNetlifyAdapter.ts, the adapter emits no
 * such function; the removal stays as the guarantee.)
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
        await checkPagesAndWriteSitemap(dir, siteUrl, root);
        await rm(new URL(`.${READ_API_ITEMS_HANDOFF}`, dir));
        const topLevel = (await readdir(dir, { withFileTypes: true })).map((e) => ({ name: e.name, isDirectory: e.isDirectory() }));
        await appendFile(new URL('_headers', dir), formatHeadersFile([...staticHeaderRules(siteUrl), ...siteHeaderRules(topLevel), securityHeaderRule()]));
        logger.info('Wrote sitemap.xml, and _headers for the read API and every other path');
        await rm(new URL('.netlify/v1/functions/ssr/', root), { recursive: true, force: true });
        await rm(new URL('.netlify/v1/edge-functions/middleware/', root), { recursive: true, force: true });
        logger.info('Removed the adapter\'s catch-all SSR function: every route is prerendered');
      },
    },
  };
}

/**
 * One pass over every HTML page the build wrote: fails the build on anything the site-wide
 * Content-Security-Policy would block (see inlineContent.ts), and lists every page except noindex
 * ones in the sitemap, with the build as their last modification. The pages are shared between
 * worker threads, one per core (up to four): this is the one step left after the prerender.
 */
async function checkPagesAndWriteSitemap(dir: URL, siteUrl: string, root: URL): Promise<void> {
  const outDir = fileURLToPath(dir);
  const lastmod = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
  const pages = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
  const threads = Math.min(4, availableParallelism());
  const shares = Array.from({ length: threads }, (_, share) => pages.filter((_, i) => i % threads === share));
  const checks = await Promise.all(
    shares.map((files) => runBuildWorker<PageCheck>(new URL('src/integrations/workers/pageCheck.ts', root), { root: outDir, files })),
  );
  const problems = checks.flatMap((c) => c.problems);
  if (problems.length > 0) {
    throw new Error(`the Content-Security-Policy (src/lib/http/securityHeaders.ts) would block:\n${problems.slice(0, 20).join('\n')}`);
  }
  const entries = checks.flatMap((c) => c.indexed).map((file) => ({ loc: new URL(htmlFilePath(file), siteUrl).href, lastmod }));
  await writeFile(new URL('sitemap.xml', dir), sitemapXml(entries));
}
