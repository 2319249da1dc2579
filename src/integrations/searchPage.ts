import { mkdir, readFile, writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { searchPageModuleSource } from '../lib/search/searchPage.ts';

/** Where the build leaves the search page shell for the `search` function; esbuild bundles it. */
export const SEARCH_PAGE_MODULE = 'src/generated/search-page.mjs';

/**
 * Hands the built search page shell (src/pages/search.astro) to the `search` function, which
 * puts the results in it, so the page has the site's own layout and stylesheet.
 */
export function searchPage(): AstroIntegration {
  let root: URL;
  return {
    name: 'search-page',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = config.root;
      },
      'astro:build:done': async ({ dir, logger }) => {
        const html = await readFile(new URL('search/index.html', dir), 'utf8');
        const target = new URL(SEARCH_PAGE_MODULE, root);
        await mkdir(new URL('.', target), { recursive: true });
        await writeFile(target, searchPageModuleSource(html));
        logger.info('Wrote the search page shell for the search function');
      },
    },
  };
}
