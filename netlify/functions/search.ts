import type { Config } from '@netlify/functions';
import { searchPageResponse } from '../../src/lib/search/searchPage.ts';
import { renderSitePage } from '../lib/pages.ts';

/** The site's search page, rendered by Astro (src/pages/search.astro) from the catalog file. */
export default (request: Request) => searchPageResponse(request, (page) => renderSitePage(page));

export const config: Config = {
  path: ['/search', '/search/'],
};
