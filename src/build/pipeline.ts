/**
 * The build, from the content collections to every output, in one direction:
 *
 * 1. Content: `src/content.config.ts` reads `content/` and validates every file against the zod
 *    schemas (src/lib/schemas), once; from there on the data is typed, never parsed again.
 * 2. Data: `src/data/catalog.ts` turns the entries into the published Product and Resource shapes
 *    and the pages' details (the only module that reads `astro:content`).
 * 3. Pages and documents: Astro prerenders `src/pages/` from that module (every HTML page,
 *    `/llms.txt`, `/llms-full.txt`, `/openapi.json`, `/robots.txt`, the publishing schedule);
 *    the pages rendered on request become the server bundle in generated/page-server (functionPages.ts).
 * 4. The steps below, which take the catalog from the data module in memory (handoff.ts):
 *    writeReadApi and writeCatalogFile need only the data, so they start as soon as the data module
 *    hands it over, in a worker thread beside the pages (dataOutputs.ts); after the pages
 *    (`astro:build:done`) come checkPages, writeSitemap and writeHeaders.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { CATALOG_FILE } from '../lib/catalogFile/catalogFile.ts';
import { API_VERSIONS, assertValidRegistry } from '../lib/versions.ts';
import { openHandoff, takeInputs } from './handoff.ts';
import { checkPages } from './steps/checkPages.ts';
import { writeDataOutputsAside } from './steps/dataOutputs.ts';
import { writeHeaders } from './steps/writeHeaders.ts';
import { writeSitemap } from './steps/writeSitemap.ts';

/** The pipeline's steps after Astro's pages, as an integration. */
export function buildPipeline(): AstroIntegration {
  let siteUrl = '';
  let root: URL;
  let pagesDir: URL;
  let dataWritten: Promise<{ apiFiles: number }> | undefined;
  return {
    name: 'build-pipeline',
    hooks: {
      // In `astro dev` the pages rendered on request get the catalog from the content as it is now.
      'astro:config:setup': ({ command, addMiddleware }) => {
        if (command === 'dev') addMiddleware({ entrypoint: new URL('./devCatalog.ts', import.meta.url), order: 'pre' });
      },
      'astro:config:done': ({ config, buildOutput }) => {
        assertValidRegistry(API_VERSIONS);
        siteUrl = config.site ?? '';
        root = config.root;
        // Where Astro writes the prerendered pages (astro:build:done's `dir`): the read API goes beside them.
        pagesDir = buildOutput === 'server' ? config.build.client : config.outDir;
      },
      // The read API and the catalog file need only the data: written beside the pages, on a second core.
      'astro:build:start': () =>
        openHandoff((inputs) => {
          const task = {
            pagesDir: fileURLToPath(pagesDir).replace(/\/$/, ''),
            catalogFile: new URL(CATALOG_FILE, root).href,
            root: root.href,
          };
          dataWritten = inputs.then((i) => writeDataOutputsAside(task, i));
          dataWritten.catch(() => {}); // awaited in astro:build:done
        }),
      'astro:build:done': async ({ dir, assets, logger }) => {
        const outDir = fileURLToPath(dir).replace(/\/$/, '');
        if (dir.href !== pagesDir.href)
          throw new Error(`the pages went to ${dir.href}, the read API to ${pagesDir.href}`);
        const htmlFiles = [...assets.values()]
          .flat()
          .map((url) => fileURLToPath(url).slice(outDir.length + 1))
          .filter((file) => file.endsWith('.html'));
        const indexed = checkPages(outDir, htmlFiles);
        const inputs = await takeInputs();
        const { apiFiles } = await dataWritten!;
        writeSitemap(outDir, indexed, siteUrl);
        writeHeaders(outDir, siteUrl); // after the sitemap: its rule comes from the files written
        const { products, resources } = inputs.published;
        logger.info(
          `Wrote the read API (${apiFiles} files), sitemap.xml (${indexed.length} pages), _headers, the catalog file ` +
            `(${products.length} products, ${resources.length} articles)`,
        );
      },
    },
  };
}
