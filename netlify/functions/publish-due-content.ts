import type { Config } from '@netlify/functions';
import { jsonResponse } from '../../src/lib/http/responses.ts';
import { rebuildIfDue } from '../../src/lib/publishing/rebuild.ts';
import { siteUrlFromEnv } from '../../src/lib/site.ts';

/** Daily: rebuild the site when an article held back for its publish date has become due. */
export default async () => {
  const outcome = await rebuildIfDue({
    siteUrl: siteUrlFromEnv(),
    buildHookUrl: process.env.BUILD_HOOK_URL,
    now: new Date(),
  });
  // Netlify only logs a scheduled function's answer; a failure must stand out in that log.
  (outcome.action === 'failed' ? console.error : console.log)(`publish-due-content: ${JSON.stringify(outcome)}`);
  return jsonResponse(200, outcome);
};

// 18:35 UTC is 00:05 India Standard Time, just after the day's articles go live (src/lib/publishing/schedule.ts).
export const config: Config = {
  schedule: '35 18 * * *',
};
