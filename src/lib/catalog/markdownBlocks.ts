import { fromMarkdown } from 'mdast-util-from-markdown';
import type { Link, Nodes, PhrasingContent, RootContent } from 'mdast';
import type { ContentBlock } from '../schemas/resource.ts';

/**
 * Turns an article body into content blocks. Authors write plain Markdown and each construct maps
 * to one block type:
 *   paragraph -> p, `## ` -> h2, `### ` -> h3, `- ` list -> ul, `> ` blockquote -> note;
 * inside text, `[text](href)` is a link. Anything else (other heading levels, ordered lists, code,
 * tables, emphasis, images, HTML, nested lists) has no block type, so it is refused with the line
 * where it stands rather than dropped.
 *
 * The HTML page renders the rich form (`RichBlock`: text as runs, some of them links); the API's
 * blocks carry plain `text`, where a link is written as its text followed by its absolute URL in
 * parentheses: "the [EN 388 guide](/resources/x/)" -> "the EN 388 guide (https://<site>/resources/x/)"
 * (docs/api.md, "Links in article text").
 */

/** A run of text; a link when it has an `href` (as written: a site path or an http(s) or mailto URL). */
export interface Inline {
  text: string;
  href?: string;
}
export type RichBlock = { type: 'p' | 'h2' | 'h3' | 'note'; inline: Inline[] } | { type: 'ul'; items: Inline[][] };

/** The API's blocks of a body: links written as "text (absolute URL)", site paths resolved against `siteUrl`. */
export function markdownToBlocks(markdown: string, siteUrl?: string): ContentBlock[] {
  return toContentBlocks(markdownToRichBlocks(markdown), siteUrl);
}

/** The blocks with their links, for the HTML page. */
export function markdownToRichBlocks(markdown: string): RichBlock[] {
  return plainRichBlocks(markdown) ?? parsedRichBlocks(markdown);
}

/** The blocks by a full CommonMark parse: the reference behaviour, refusals included. */
export function parsedMarkdownBlocks(markdown: string): ContentBlock[] {
  return toContentBlocks(parsedRichBlocks(markdown));
}

function parsedRichBlocks(markdown: string): RichBlock[] {
  return fromMarkdown(markdown).children.map(toBlock);
}

/** Text of runs as the API carries it: a link is its text then its URL in parentheses. */
export function inlineApiText(inline: readonly Inline[], siteUrl?: string): string {
  return inline
    .map(({ text, href }) => (href === undefined ? text : `${text} (${siteUrl ? new URL(href, siteUrl).href : href})`))
    .join('');
}

/** Text of runs as a person reads it: link texts only (excerpts, word counts). */
export const inlinePlainText = (inline: readonly Inline[]): string => inline.map((run) => run.text).join('');

export function toContentBlocks(blocks: readonly RichBlock[], siteUrl?: string): ContentBlock[] {
  return blocks.map((block) =>
    block.type === 'ul'
      ? { type: 'ul', items: block.items.map((item) => inlineApiText(item, siteUrl)) }
      : { type: block.type, text: inlineApiText(block.inline, siteUrl) },
  );
}

/** The blocks as a person reads them, link texts only: what excerpts and reading times count. */
export function toPlainBlocks(blocks: readonly RichBlock[]): ContentBlock[] {
  return blocks.map((block) =>
    block.type === 'ul'
      ? { type: 'ul', items: block.items.map(inlinePlainText) }
      : { type: block.type, text: inlinePlainText(block.inline) },
  );
}

const plain = (text: string): Inline[] => [{ text }];

/** Whether any block carries a link (else its API blocks say everything the page needs). */
export const hasLinks = (blocks: readonly RichBlock[]): boolean =>
  blocks.some((b) => (b.type === 'ul' ? b.items.some((i) => i.some((r) => r.href)) : b.inline.some((r) => r.href)));

/** Blocks without links, back in the rich form the page renders. */
export function richFromContent(content: readonly ContentBlock[]): RichBlock[] {
  return content.map((b) =>
    b.type === 'ul' ? { type: 'ul', items: b.items.map(plain) } : { type: b.type, inline: plain(b.text) },
  );
}

/**
 * Characters that may start or take part in Markdown syntax beyond the five block kinds (emphasis,
 * code, links, HTML, escapes, tables...), and whitespace other than the plain space. `&` counts only
 * where it could open a character reference.
 */
const NOT_PLAIN = /[\\`*_[\]<>#|~{}^]|&[#A-Za-z0-9]|[^\S ]|\p{Cc}/u;
/** A line that could open a block of its own or belong to one: indent, bullet, rule, ordered item, setext underline. */
const BLOCK_START = /^(?:[ \-+*=_#>]|\d+[.)])/;
const plainText = (line: string) => !NOT_PLAIN.test(line) && !BLOCK_START.test(line) && line.trim() !== '';
const collapse = (lines: string[]) => lines.join(' ').replace(/\s+/g, ' ').trim();

/**
 * The blocks of a body written in the plain subset only (whole-line paragraphs, `## `/`### `
 * headings on a line of their own, `- ` lists and `> ` notes, blocks apart by blank lines, no
 * inline markup), without a full CommonMark parse, whose cost per article adds up to seconds at
 * thousands of articles. Anything outside that subset returns undefined, so the full
 * parser decides it (and gives its refusals); on the subset both give the same blocks
 * (tests/unit/markdownBlocks.test.ts checks that on generated input).
 */
export function plainMarkdownBlocks(markdown: string): ContentBlock[] | undefined {
  const blocks = plainRichBlocks(markdown);
  return blocks && toContentBlocks(blocks);
}

function plainRichBlocks(markdown: string): RichBlock[] | undefined {
  const blocks: RichBlock[] = [];
  let previousWasList = false;
  const body = markdown.replace(/^(?: *\n)+/, '').replace(/(?:\n *)+$/, '');
  if (body.trim() === '') return undefined;
  for (const chunk of body.split(/\n(?: *\n)+/)) {
    const lines = chunk.split('\n');
    const heading = /^(##|###) (.*)$/.exec(lines[0]!);
    let block: RichBlock;
    if (heading) {
      if (lines.length > 1 || !plainText(heading[2]!.trimStart())) return undefined;
      block = { type: heading[1] === '##' ? 'h2' : 'h3', inline: plain(collapse([heading[2]!])) };
    } else if (lines[0]!.startsWith('- ')) {
      // A list after a blank line continues the one before it: the full parser joins them.
      if (previousWasList || !lines.every((line) => line.startsWith('- ') && plainText(line.slice(2))))
        return undefined;
      block = { type: 'ul', items: lines.map((line) => plain(collapse([line.slice(2)]))) };
    } else if (lines[0]!.startsWith('> ')) {
      if (!lines.every((line) => line.startsWith('> ') && plainText(line.slice(2)))) return undefined;
      block = { type: 'note', inline: plain(collapse(lines.map((line) => line.slice(2)))) };
    } else {
      if (!lines.every(plainText)) return undefined;
      block = { type: 'p', inline: plain(collapse(lines)) };
    }
    previousWasList = block.type === 'ul';
    blocks.push(block);
  }
  return blocks;
}

export class ContentFormatError extends Error {}

function toBlock(node: RootContent): RichBlock {
  switch (node.type) {
    case 'paragraph':
      return { type: 'p', inline: inlineRuns(node.children) };
    case 'heading':
      if (node.depth === 2) return { type: 'h2', inline: inlineRuns(node.children) };
      if (node.depth === 3) return { type: 'h3', inline: inlineRuns(node.children) };
      return refuse(node, `a level-${node.depth} heading (only ## and ### are blocks)`);
    case 'list':
      if (node.ordered) return refuse(node, 'an ordered list (use "- " bullets)');
      return {
        type: 'ul',
        items: node.children.map((item) => {
          const [first, ...rest] = item.children;
          if (!first || first.type !== 'paragraph' || rest.length > 0) {
            return refuse(item, 'a list item that is not a single line of text (nested lists are not blocks)');
          }
          return inlineRuns(first.children);
        }),
      };
    case 'blockquote': {
      const [first, ...rest] = node.children;
      if (!first || first.type !== 'paragraph' || rest.length > 0) {
        return refuse(node, 'a note (> ...) that is not a single paragraph');
      }
      return { type: 'note', inline: inlineRuns(first.children) };
    }
    default:
      return refuse(node, `${describe(node)} (allowed: paragraphs, ##, ###, "- " lists, "> " notes)`);
  }
}

/** Where a link may point: a path on this site, or an http(s) or mailto address. */
const LINK_TARGET = /^(?:\/(?!\/)|https?:\/\/|mailto:)/i;

function linkRun(link: Link): Inline {
  if (!LINK_TARGET.test(link.url))
    return refuse(
      link,
      `a link to "${link.url}" (a link goes to a site path such as /products/..., or an http(s) or mailto address)`,
    );
  const text = link.children
    .map((child) =>
      child.type === 'text' ? child.value : refuse(child, `${describe(child)} inside a link (link text is plain text)`),
    )
    .join('');
  if (text.trim() === '') return refuse(link, 'a link without text');
  return { text: text.replace(/\s+/g, ' ').trim(), href: link.url };
}

/**
 * Runs of inline content; soft line breaks become spaces, whitespace collapses across runs and the
 * ends are trimmed. Links are the only inline markup a block carries.
 */
function inlineRuns(children: PhrasingContent[]): Inline[] {
  const out: Inline[] = [];
  for (const child of children) {
    let run: Inline;
    if (child.type === 'text') run = { text: child.value };
    else if (child.type === 'break') run = { text: ' ' };
    else if (child.type === 'link') run = linkRun(child);
    else return refuse(child, `${describe(child)} inside text (blocks carry plain text and links only)`);
    let text = run.text.replace(/\s+/g, ' ');
    const before = out.at(-1);
    if ((before === undefined || before.text.endsWith(' ')) && text.startsWith(' ')) text = text.slice(1);
    if (text === '') continue;
    // Neighbouring plain runs join, so plain text stays one run as the plain-subset reader gives it.
    if (before && before.href === undefined && run.href === undefined) before.text += text;
    else out.push(run.href === undefined ? { text } : { text, href: run.href });
  }
  const last = out.at(-1);
  if (last && last.href === undefined) {
    last.text = last.text.replace(/ $/, '');
    if (last.text === '') out.pop();
  }
  return out;
}

function describe(node: Nodes): string {
  const names: Record<string, string> = {
    code: 'a code block',
    inlineCode: 'inline code',
    html: 'HTML',
    linkReference: 'a reference-style link (write [text](href))',
    image: 'an image',
    imageReference: 'an image',
    emphasis: 'emphasis',
    strong: 'bold text',
    thematicBreak: 'a horizontal rule',
    table: 'a table',
    definition: 'a link definition',
  };
  return names[node.type] ?? `a "${node.type}" node`;
}

function refuse(node: Nodes, what: string): never {
  const line = node.position?.start.line;
  throw new ContentFormatError(`line ${line ?? '?'} of the body: ${what} is not supported`);
}
