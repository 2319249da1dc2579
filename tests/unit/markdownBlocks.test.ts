import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { markdownToBlocks, parsedMarkdownBlocks, plainMarkdownBlocks } from '../../src/lib/catalog/markdownBlocks.ts';

/** What a reader makes of a body: its blocks, or the refusal it throws. */
const outcome = (read: (markdown: string) => unknown, markdown: string) => {
  try {
    return { blocks: read(markdown) };
  } catch (error) {
    return { refused: (error as Error).message };
  }
};
const parsed = (markdown: string) => outcome(parsedMarkdownBlocks, markdown);

const words = fc.constantFrom(
  'Cut',
  'level',
  'EN 388',
  '2024',
  'gloves.',
  'site,',
  'oil;',
  'Eye & Face',
  'fit!',
  '(A)',
  'a/b',
  '10%',
  'test:',
  '"x"',
  "d'or",
  'Über',
  '—',
  '…',
);
const plainLine = fc.array(words, { minLength: 1, maxLength: 6 }).map((w) => w.join(' '));
/** Pieces of Markdown that sit at or just past the edge of the plain subset. */
const edges = fc.constantFrom(
  '',
  ' ',
  '  ',
  '    ',
  '\t',
  '*',
  '**',
  '_',
  '`',
  '[a](b)',
  '![i](p)',
  '<b>',
  '&amp;',
  '&#38;',
  '&',
  '\\',
  '---',
  '===',
  '#',
  '##',
  '###',
  '####',
  '- ',
  '-',
  '+ ',
  '* ',
  '> ',
  '>',
  '1. ',
  '2) ',
  '10.',
  '|',
  '~',
  '\u00a0',
  '\r',
  '\n',
  '\n\n',
  ' \n \n',
  '  \n',
);
const line = fc.oneof(
  { weight: 4, arbitrary: plainLine },
  { weight: 2, arbitrary: fc.tuple(fc.constantFrom('## ', '### ', '- ', '> '), plainLine).map(([m, t]) => m + t) },
  { weight: 1, arbitrary: fc.tuple(edges, plainLine, edges).map(([a, t, b]) => a + t + b) },
);
const body = fc
  .array(fc.tuple(line, fc.constantFrom('\n', '\n\n', '\n\n\n', '\n  \n')), { minLength: 1, maxLength: 12 })
  .map((parts) => parts.map(([l, sep]) => l + sep).join(''));

describe('content blocks: the plain-subset reader agrees with the full Markdown parse', () => {
  it(
    'gives the same blocks as the full parser whenever it ' +
      'reads a body, and the full parser decides everything else',
    () => {
      let read = 0;
      fc.assert(
        fc.property(
          fc.oneof(
            body,
            fc.tuple(edges, body).map(([e, b]) => e + b),
          ),
          (markdown) => {
            const plain = plainMarkdownBlocks(markdown);
            if (plain === undefined) return;
            read++;
            expect(parsed(markdown)).toEqual({ blocks: plain });
          },
        ),
        { numRuns: 3000 },
      );
      // The property must have exercised the plain reader, not only the fallback.
      expect(read).toBeGreaterThan(300);
    },
  );

  it.each([
    ['a list after a blank line joins the list before it', '- a\n\n- b'],
    ['a line under a paragraph can make it a heading', 'Title\n---'],
    ['a lazy line continues a list item', '- a\nb'],
    ['an indented line is code', '    code'],
    ['a character reference is decoded', 'Fish &amp; chips'],
    ['a heading run into a paragraph', '## Head\nText'],
  ])('leaves it to the full parser where %s', (_rule, markdown) => {
    expect(plainMarkdownBlocks(markdown)).toBeUndefined();
    expect(outcome(markdownToBlocks, markdown)).toEqual(parsed(markdown));
  });
});
