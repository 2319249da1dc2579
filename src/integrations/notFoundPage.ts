import { mkdir, readFile, writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { notFoundPageModuleSource } from '../lib/http/notFound.ts';

/** Where the build leaves the 404 page for the `page-not-found` function; esbuild bundles it. */
export const NOT_FOUND_PAGE_MODULE = 'src/generated/not-found-page.mjs';

/**
 * Hands the built `404.html` to the `page-not-found` function (netlify/functions), so unknown
 * URLs get the site's own 404 page with the headers every response carries. Functions are
 * bundled after the build command, so the function always serves the current page.
 */
export function notFoundPage(): AstroIntegration {
  let root: URL;
  return {
    name: 'not-found-page',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = config.root;
      },
      'astro:build:done': async ({ dir, logger }) => {
        const html = await readFile(new URL('404.html', dir), 'utf8');
        const target = new URL(NOT_FOUND_PAGE_MODULE, root);
        await mkdir(new URL('.', target), { recursive: true });
        await writeFile(target, notFoundPageModuleSource(html));
        logger.info('Wrote the 404 page for the page-not-found function');
      },
    },
  };
}
