/** Small text helpers for the pages (no Astro imports). */

/** One formatter for the whole build: creating one per call is costly at thousands of dates. */
const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `2026-03-14` -> `14 March 2026`, read in UTC so the day never shifts. */
export function displayDate(isoDate: string): string {
  return dateFormat.format(new Date(`${isoDate}T00:00:00Z`));
}

/** Text for a meta description: whole when short enough, else cut at a word boundary with `…`. */
export function summarize(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > 0 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

/** `1 product`, `8 products`. */
export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** A link on this site is written as a path, so it works on every deploy (previews included). */
export function sitePath(href: string, site: URL | undefined): string {
  if (!site) return href;
  const url = new URL(href, site);
  return url.origin === site.origin ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

/** A file size as a download link states it: `870 bytes`, `14 KB`, `2.3 MB` (1 KB = 1,024 bytes). */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return plural(bytes, 'byte');
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
}
