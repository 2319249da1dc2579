/**
 * Scheduled publishing. An article whose `publishDate` is in the future stays out of the site,
 * the API, the documents and the MCP index until its date; a daily scheduled function rebuilds
 * the site when something has become due (netlify/functions/publish-due-content.ts).
 *
 * Decision: a date means a day in India, where the supplier and its readers are. An article goes
 * live at 00:00 India Standard Time (UTC+05:30, no daylight saving) on its `publishDate`.
 */
export const PUBLISHING_UTC_OFFSET_MINUTES = 5 * 60 + 30;

/** The instant an article dated `isoDate` (YYYY-MM-DD) goes live. */
export function goesLiveAt(isoDate: string): Date {
  const midnightUtc = Date.parse(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(midnightUtc)) throw new Error(`"${isoDate}" is not a date (YYYY-MM-DD)`);
  return new Date(midnightUtc - PUBLISHING_UTC_OFFSET_MINUTES * 60_000);
}

export const isPublished = (isoDate: string, now: Date): boolean => goesLiveAt(isoDate).getTime() <= now.getTime();

/**
 * What the build leaves for the scheduled function: when it was built and the instants at which
 * held-back items go live. Only instants, never titles, so nothing unpublished is revealed.
 */
export interface PublishingSchedule {
  builtAt: string;
  upcoming: string[];
}

export function publishingSchedule(publishDates: readonly string[], builtAt: Date): PublishingSchedule {
  const upcoming = [
    ...new Set(publishDates.filter((d) => !isPublished(d, builtAt)).map((d) => goesLiveAt(d).toISOString())),
  ].sort();
  return { builtAt: builtAt.toISOString(), upcoming };
}

/** True when an item held back by the build that produced `schedule` has gone live by `now`. */
export const rebuildIsDue = (schedule: PublishingSchedule, now: Date): boolean =>
  schedule.upcoming.some((instant) => Date.parse(instant) <= now.getTime());
