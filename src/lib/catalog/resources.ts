import {
  ResourceSchema,
  type ContentBlock,
  type Resource,
  type ResourceSource,
  type ResourceSummary,
} from '../schemas/resource.ts';
import { absoluteUrl } from '../site.ts';
import { markdownToRichBlocks, toContentBlocks, toPlainBlocks, type RichBlock } from './markdownBlocks.ts';

export const resourcePath = (slug: string) => `/resources/${slug}/`;

/** Reading speed behind `readTime`: a common figure for technical prose. */
export const WORDS_PER_MINUTE = 200;
/** Longest default excerpt taken from the first paragraph, in characters. */
export const EXCERPT_MAX_LENGTH = 200;

const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;

export function blockWords(blocks: readonly ContentBlock[]): number {
  return blocks.reduce(
    (sum, block) => sum + ('text' in block ? countWords(block.text) : countWords(block.items.join(' '))),
    0,
  );
}

/** `<n> min read`, rounded up, at least 1. */
export function readTime(words: number): string {
  return `${Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))} min read`;
}

/** The first paragraph, cut at a word boundary with an ellipsis when it is longer than the limit. */
export function defaultExcerpt(blocks: readonly ContentBlock[]): string {
  const first = blocks.find((block) => block.type === 'p');
  if (!first || !('text' in first)) throw new Error('the body needs a paragraph to take the excerpt from');
  const text = first.text;
  if (text.length <= EXCERPT_MAX_LENGTH) return text;
  const cut = text.slice(0, EXCERPT_MAX_LENGTH - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[\s,;:.-]+$/, '')}…`;
}

/** ISO date (YYYY-MM-DD) of a publish date, read in UTC as YAML dates are. */
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** The full article: frontmatter plus the blocks of its Markdown body and the derived fields. */
export function toResource(slug: string, source: ResourceSource, body: string, siteUrl: string): Resource {
  return resourceFromBlocks(slug, source, markdownToRichBlocks(body), siteUrl);
}

/**
 * The full article from its body's blocks with their links (markdownBlocks.ts). The excerpt and the
 * reading time count what a person reads (link texts); `content` carries links as the API writes them.
 */
export function resourceFromBlocks(
  slug: string,
  source: ResourceSource,
  blocks: readonly RichBlock[],
  siteUrl: string,
): Resource {
  if (blocks.length === 0) throw new Error('the body is empty');
  const readable = toPlainBlocks(blocks);
  return ResourceSchema.parse({
    slug,
    title: source.title,
    category: source.category,
    excerpt: source.excerpt ?? defaultExcerpt(readable),
    publishDate: isoDate(source.publishDate),
    readTime: readTime(blockWords(readable)),
    url: absoluteUrl(siteUrl, resourcePath(slug)),
    metaDescription: source.metaDescription,
    content: toContentBlocks(blocks, siteUrl),
    relatedLink: source.relatedLink
      ? { label: source.relatedLink.label, href: absoluteUrl(siteUrl, source.relatedLink.href) }
      : null,
  });
}

/**
 * The list form carries the summary fields only (spec section 4, rule 3): a subset of a validated
 * Resource, whose schema extends the summary's, so it is not parsed again.
 */
export function toSummary(resource: Resource): ResourceSummary {
  const { slug, title, category, excerpt, publishDate, readTime, url } = resource;
  return { slug, title, category, excerpt, publishDate, readTime, url };
}

/** Newest first, then by title. */
export function sortResources<T extends ResourceSummary>(resources: T[]): T[] {
  return [...resources].sort((a, b) => b.publishDate.localeCompare(a.publishDate) || a.title.localeCompare(b.title));
}
