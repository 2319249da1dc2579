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
 * 4. The steps below, after the pages (`astro:build:done`), each from what came before it:
 *    checkPages (in a worker thread), writeReadApi, writeSitemap, writeHeaders. They take the
 *    catalog from the data module in memory (handoff.ts); writeCatalogFile starts as soon as the
 *    data module hands it over, in a worker thread beside the pages.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { CATALOG_FILE } from '../lib/catalogFile/catalogFile.ts';
import { API_VERSIONS, assertValidRegistry } from '../lib/versions.ts';
import { openHandoff, takeInputs } from './handoff.ts';
import { checkPagesAside } from './steps/checkPages.ts';
import { writeCatalogFileAside } from './steps/writeCatalogFile.ts';
import { writeHeaders } from './steps/writeHeaders.ts';
import { writeReadApi } from './steps/writeReadApi.ts';
import { writeSitemap } from './steps/writeSitemap.ts';

/** The pipeline's steps after Astro's pages, as an integration. */
export function buildPipeline(): AstroIntegration {
  let siteUrl = '';
  let root: URL;
  let catalogWritten: Promise<void> | undefined;
  return {
    name: 'build-pipeline',
    hooks: {
      // In `astro dev` the pages rendered on request get the catalog from the content as it is now.
      'astro:config:setup': ({ command, addMiddleware }) => {
        if (command === 'dev') addMiddleware({ entrypoint: new URL('./devCatalog.ts', import.meta.url), order: 'pre' });
      },
      'astro:config:done': ({ config }) => {
        assertValidRegistry(API_VERSIONS);
        siteUrl = config.site ?? '';
        root = config.root;
      },
      // The catalog file needs only the inputs: it is written beside the pages, on a second core.
      'astro:build:start': () =>
        openHandoff((inputs) => {
          catalogWritten = inputs.then((i) => writeCatalogFileAside(new URL(CATALOG_FILE, root), root, i));
          catalogWritten.catch(() => {}); // awaited in astro:build:done
        }),
      'astro:build:done': async ({ dir, assets, logger }) => {
        const outDir = fileURLToPath(dir).replace(/\/$/, '');
        const htmlFiles = [...assets.values()]
          .flat()
          .map((url) => fileURLToPath(url).slice(outDir.length + 1))
          .filter((file) => file.endsWith('.html'));
        // The page check reads the pages on a second core while this thread writes the read API.
        const checked = checkPagesAside(outDir, htmlFiles);
        checked.catch(() => {}); // awaited below
        const inputs = await takeInputs();
        const apiFiles = writeReadApi(outDir, inputs.published);
        const indexed = await checked;
        writeSitemap(outDir, indexed, siteUrl);
        writeHeaders(outDir, siteUrl); // after the sitemap: its rule comes from the files written
        await catalogWritten;
        const { products, resources } = inputs.published;
        logger.info(
          `Wrote the read API (${apiFiles} files), sitemap.xml (${indexed.length} pages), _headers, the catalog file ` +
            `(${products.length} products, ${resources.length} articles)`,
        );
      },
    },
  };
}
