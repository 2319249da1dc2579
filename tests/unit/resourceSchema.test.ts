import { describe, expect, it } from 'vitest';
import { ContentBlockSchema } from '../../src/lib/schemas/resource.ts';

describe('content block shape (decided: p/h2/h3/note carry text, ul carries items)', () => {
  it.each(['p', 'h2', 'h3', 'note'])('%s carries text and nothing else', (type) => {
    expect(ContentBlockSchema.safeParse({ type, text: 'x' }).success).toBe(true);
    expect(ContentBlockSchema.safeParse({ type, items: ['x'] }).success).toBe(false);
    expect(ContentBlockSchema.safeParse({ type, text: 'x', items: ['x'] }).success).toBe(false);
  });

  it('ul carries a non-empty items list and nothing else', () => {
    expect(ContentBlockSchema.safeParse({ type: 'ul', items: ['a'] }).success).toBe(true);
    expect(ContentBlockSchema.safeParse({ type: 'ul', items: [] }).success).toBe(false);
    expect(ContentBlockSchema.safeParse({ type: 'ul', text: 'a' }).success).toBe(false);
  });

  it('refuses any other block type', () => {
    expect(ContentBlockSchema.safeParse({ type: 'h4', text: 'x' }).success).toBe(false);
  });
});
