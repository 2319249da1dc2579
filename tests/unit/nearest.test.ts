import { describe, expect, it } from 'vitest';
import { nearest } from '../../src/lib/search/nearest.ts';

describe('near misses (src/lib/search/nearest.ts)', () => {
  it('names the candidates within two edits, nearest first, a swap of two letters counting as one', () => {
    expect(nearest('catgory', ['brand', 'categories', 'category'])).toEqual(['category']);
    expect(nearest('sises', ['size', 'sizes'])).toEqual(['sizes', 'size']);
    expect(nearest('nmae', ['name', 'brand'])).toEqual(['name']);
  });

  it('allows a quarter of a long word: three edits from twelve letters, not four', () => {
    expect(nearest('spxcificatio', ['specifications'])).toEqual(['specifications']);
    expect(nearest('xpecxficatxon', ['specifications'])).toEqual([]);
  });

  it('names nothing unrelated, and at most `count`', () => {
    expect(nearest('helmet', ['gloves', 'harness'])).toEqual([]);
    expect(nearest('sizes', ['size', 'sizes', 'sized'], 1)).toEqual(['sizes']);
  });
});
