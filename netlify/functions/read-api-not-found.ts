import type { Config } from '@netlify/functions';
import { readApiFallback } from '../../src/lib/http/readApiFallback.ts';
import { siteUrlFromEnv } from '../../src/lib/site.ts';

/**
 * A GET or HEAD under `/api` that no file answers. netlify.toml rewrites every such path onto a
 * `.json` path (a read onto its file, anything else onto `/api/not-found.json`); where no file is
 * there (preferStatic), this answers the JSON 404 naming the path that was requested.
 */
export default (request: Request) => readApiFallback(request, siteUrlFromEnv());

export const config: Config = {
  path: '/api/*.json',
  preferStatic: true,
};
