import { describe, expect, it } from 'vitest';
import { splitMarkdown } from '../../src/data/markdownLoader.ts';

describe('an article file is its YAML frontmatter and its raw Markdown body', () => {
  it('gives the frontmatter as data and the body after it, trimmed', () => {
    const file = '---\ntitle: Gloves\npublishDate: 2026-01-01\nrelatedLink: null\n---\n\nIntro.\n\n## Sizes\n\n';
    expect(splitMarkdown(file)).toEqual({
      data: { title: 'Gloves', publishDate: '2026-01-01', relatedLink: null },
      body: 'Intro.\n\n## Sizes',
    });
  });

  it('accepts Windows line ends and a byte-order mark', () => {
    expect(splitMarkdown('\uFEFF---\r\ntitle: Gloves\r\n---\r\nIntro.\r\n')).toEqual({
      data: { title: 'Gloves' },
      body: 'Intro.',
    });
  });

  it('a file without frontmatter is all body (the schema then names the missing fields)', () => {
    expect(splitMarkdown('Intro.\n---\nnot frontmatter\n---\n')).toEqual({
      data: {},
      body: 'Intro.\n---\nnot frontmatter\n---',
    });
  });

  it('a thematic break in the body stays in the body', () => {
    expect(splitMarkdown('---\ntitle: A\n---\nOne.\n\n---\n\nTwo.').body).toBe('One.\n\n---\n\nTwo.');
  });

  it('frontmatter that is not valid YAML throws', () => {
    expect(() => splitMarkdown('---\ntitle: [unclosed\n---\nBody.')).toThrow();
  });
});
