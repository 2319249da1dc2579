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
  const root = fromMarkdown(markdown);
  return root.children.map(toBlock);
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
