import { rebuildIsDue, type PublishingSchedule } from './schedule.ts';

/** Where the build publishes its schedule (a prerendered file, `src/pages/publishing-schedule.json.ts`). */
export const SCHEDULE_PATH = '/publishing-schedule.json';

export type RebuildOutcome =
  | { action: 'rebuild-triggered'; due: string[] }
  | { action: 'nothing-due'; nextUp: string | null }
  | { action: 'not-configured'; reason: string }
  | { action: 'failed'; reason: string };

export interface RebuildOptions {
  siteUrl: string;
  /** Netlify build hook of the production branch; without one nothing is triggered. */
  buildHookUrl: string | undefined;
  now: Date;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * Reads the live site's publishing schedule and, when something it held back is now due, calls
 * the build hook once. A rebuild produces a new schedule without the published items, so the
 * next daily run does not trigger again for them.
 */
export async function rebuildIfDue({
  siteUrl,
  buildHookUrl,
  now,
  fetch: fetchImpl = fetch,
  timeoutMs = 10_000,
}: RebuildOptions): Promise<RebuildOutcome> {
  if (!buildHookUrl) return { action: 'not-configured', reason: 'BUILD_HOOK_URL is not set' };
  let schedule: PublishingSchedule;
  try {
    const res = await fetchImpl(new URL(SCHEDULE_PATH, siteUrl), { signal: AbortSignal.timeout(timeoutMs) });
    if (!res.ok) return { action: 'failed', reason: `${SCHEDULE_PATH} answered ${res.status}` };
    schedule = (await res.json()) as PublishingSchedule;
    if (!Array.isArray(schedule.upcoming)) return { action: 'failed', reason: `${SCHEDULE_PATH} has no upcoming list` };
  } catch (error) {
    return { action: 'failed', reason: `could not read ${SCHEDULE_PATH}: ${(error as Error).message}` };
  }
  if (!rebuildIsDue(schedule, now)) {
    return { action: 'nothing-due', nextUp: schedule.upcoming[0] ?? null };
  }
  const due = schedule.upcoming.filter((instant) => Date.parse(instant) <= now.getTime());
  try {
    // Netlify build hooks take an empty POST; the title shows in the deploy log.
    const hook = new URL(buildHookUrl);
    hook.searchParams.set('trigger_title', `Scheduled publishing: ${due.length} item(s) due`);
    const res = await fetchImpl(hook, { method: 'POST', body: '{}', signal: AbortSignal.timeout(timeoutMs) });
    if (!res.ok) return { action: 'failed', reason: `the build hook answered ${res.status}` };
  } catch (error) {
    return { action: 'failed', reason: `could not call the build hook: ${(error as Error).message}` };
  }
  return { action: 'rebuild-triggered', due };
}
