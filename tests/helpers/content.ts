import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';

/** The content files as the site owner wrote them, to check the API against its sources. */
export const CONTENT_DIR = process.env.CONTENT_DIR ?? 'content';

export function productSources(): Map<string, Record<string, unknown>> {
  const dir = `${CONTENT_DIR}/products`;
  return new Map(
    readdirSync(dir)
      .filter((f) => /\.ya?ml$/.test(f))
      .map((f) => [f.replace(/\.ya?ml$/, ''), parse(readFileSync(`${dir}/${f}`, 'utf8'))]),
  );
}

export function resourceSlugs(): string[] {
  return readdirSync(`${CONTENT_DIR}/resources`)
    .filter((f) => f.endsWith('.md'))
    .map((f) => f.replace(/\.md$/, ''));
}
