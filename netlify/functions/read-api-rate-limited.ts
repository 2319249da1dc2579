import type { Config } from '@netlify/functions';
import { readApiRateLimited } from '../../src/lib/http/readApiFallback.ts';
import { siteUrlFromEnv } from '../../src/lib/site.ts';

/** Where Netlify's rate limiter rewrites a read request over the limit: the JSON `rate_limited` error. */
export default (request: Request) => readApiRateLimited(request, siteUrlFromEnv());

export const config: Config = {
  path: '/api/rate-limited',
};
