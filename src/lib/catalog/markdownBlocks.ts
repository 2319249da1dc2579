import { fromMarkdown } from 'mdast-util-from-markdown';
import type { Nodes, PhrasingContent, RootContent } from 'mdast';
import type { ContentBlock } from '../schemas/resource.ts';

/**
 * Turns an article body into the API's content blocks. Authors write plain Markdown and each
 * construct maps to one block type:
 *   paragraph -> p, `## ` -> h2, `### ` -> h3, `- ` list -> ul, `> ` blockquote -> note.
 * Anything else (other heading levels, ordered lists, code, tables, links, images, HTML, nested
 * lists) has no block type, so it is refused with the line where it stands rather than dropped.
 */
export function markdownToBlocks(markdown: string): ContentBlock[] {
  return plainMarkdownBlocks(markdown) ?? parsedMarkdownBlocks(markdown);
}

/** The blocks by a full CommonMark parse: the reference behaviour, refusals included. */
export function parsedMarkdownBlocks(markdown: string): ContentBlock[] {
  return fromMarkdown(markdown).children.map(toBlock);
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
 * inline markup), without a full CommonMark parse: micromark takes ~2.5 ms an article, which is
 * seconds at thousands of articles. Anything outside that subset returns undefined, so the full
 * parser decides it (and gives its refusals); on the subset both give the same blocks
 * (tests/unit/markdownBlocks.test.ts checks that on generated input).
 */
export function plainMarkdownBlocks(markdown: string): ContentBlock[] | undefined {
  const blocks: ContentBlock[] = [];
  let previousWasList = false;
  const body = markdown.replace(/^(?: *\n)+/, '').replace(/(?:\n *)+$/, '');
  if (body.trim() === '') return undefined;
  for (const chunk of body.split(/\n(?: *\n)+/)) {
    const lines = chunk.split('\n');
    const heading = /^(##|###) (.*)$/.exec(lines[0]!);
    let block: ContentBlock;
    if (heading) {
      if (lines.length > 1 || !plainText(heading[2]!.trimStart())) return undefined;
      block = { type: heading[1] === '##' ? 'h2' : 'h3', text: collapse([heading[2]!]) };
    } else if (lines[0]!.startsWith('- ')) {
      // A list after a blank line continues the one before it: the full parser joins them.
      if (previousWasList || !lines.every((line) => line.startsWith('- ') && plainText(line.slice(2))))
        return undefined;
      block = { type: 'ul', items: lines.map((line) => collapse([line.slice(2)])) };
    } else if (lines[0]!.startsWith('> ')) {
      if (!lines.every((line) => line.startsWith('> ') && plainText(line.slice(2)))) return undefined;
      block = { type: 'note', text: collapse(lines.map((line) => line.slice(2))) };
    } else {
      if (!lines.every(plainText)) return undefined;
      block = { type: 'p', text: collapse(lines) };
    }
    previousWasList = block.type === 'ul';
    blocks.push(block);
  }
  return blocks;
}

export class ContentFormatError extends Error {}

function toBlock(node: RootContent): ContentBlock {
  switch (node.type) {
    case 'paragraph':
      return { type: 'p', text: inlineText(node.children) };
    case 'heading':
      if (node.depth === 2) return { type: 'h2', text: inlineText(node.children) };
      if (node.depth === 3) return { type: 'h3', text: inlineText(node.children) };
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
          return inlineText(first.children);
        }),
      };
    case 'blockquote': {
      const [first, ...rest] = node.children;
      if (!first || first.type !== 'paragraph' || rest.length > 0) {
        return refuse(node, 'a note (> ...) that is not a single paragraph');
      }
      return { type: 'note', text: inlineText(first.children) };
    }
    default:
      return refuse(node, `${describe(node)} (allowed: paragraphs, ##, ###, "- " lists, "> " notes)`);
  }
}

/** Plain text of inline content; soft line breaks become spaces. Inline markup has no place in a block. */
function inlineText(children: PhrasingContent[]): string {
  const parts = children.map((child) => {
    if (child.type === 'text') return child.value;
    if (child.type === 'break') return ' ';
    return refuse(child, `${describe(child)} inside text (blocks carry plain text only)`);
  });
  return parts.join('').replace(/\s+/g, ' ').trim();
}

function describe(node: Nodes): string {
  const names: Record<string, string> = {
    code: 'a code block',
    inlineCode: 'inline code',
    html: 'HTML',
    link: 'a link',
    linkReference: 'a link',
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
