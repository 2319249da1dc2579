import { describe, expect, it } from 'vitest';
import { modelReference, searchProducts } from '../../src/lib/search/productSearch.ts';
import { words } from '../../src/lib/search/normalize.ts';
import { testCatalog } from '../helpers/testCatalog.ts';

/**
 * The derived check: every product of the sample catalog found in the first five by its name, its
 * model reference, and its name with one slip in its longest word, of each kind a typist makes.
 */
const catalog = testCatalog();
const GOAL = 0.95;

/** One slip in the middle of a word: two letters swapped, one missing, one extra, one wrong. */
const next = (c: string) => (c === 'z' ? 'a' : String.fromCharCode(c.charCodeAt(0) + 1));
export const SLIPS = {
  swap: (w: string, i: number) => w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2),
  missing: (w: string, i: number) => w.slice(0, i) + w.slice(i + 1),
  extra: (w: string, i: number) => w.slice(0, i + 1) + next(w[i]!) + w.slice(i + 1),
  wrong: (w: string, i: number) => w.slice(0, i) + next(w[i]!) + w.slice(i + 1),
} as const;

const longestWord = (name: string) =>
  words(name)
    .filter((w) => /^[a-z]+$/.test(w))
    .reduce((a, b) => (b.length > a.length ? b : a), '');

/** The name with its longest word slipped at its middle (a swap where the two letters differ). */
function slipped(name: string, kind: keyof typeof SLIPS): string {
  const longest = longestWord(name);
  let i = Math.floor((longest.length - 1) / 2);
  if (kind === 'swap') while (i < longest.length - 2 && longest[i] === longest[i + 1]) i++;
  return words(name)
    .map((w) => (w === longest ? SLIPS[kind](w, i) : w))
    .join(' ');
}

const inTop5 = (query: string, slug: string) => {
  const found = searchProducts(catalog.productSearch, { query, limit: 5 });
  return [...found.products, ...(found.partial?.products ?? [])]
    .slice(0, 5)
    .map((p) => p.slug)
    .includes(slug);
};

const derivedKinds: [string, (p: { name: string; keywords?: string[] | undefined }) => string | undefined][] = [
  ['name', (p) => p.name],
  ['model reference', (p) => modelReference(p)],
  ...(Object.keys(SLIPS) as (keyof typeof SLIPS)[]).map((kind): [string, (p: { name: string }) => string] => [
    `name, one ${kind}`,
    (p) => slipped(p.name, kind),
  ]),
];

describe('the derived check: each product by its name, its model reference and its name with one slip', () => {
  it('slips are made as named', () => {
    expect(slipped('Chemical Gloves', 'swap')).toBe('cheimcal gloves');
    expect(slipped('Chemical Gloves', 'missing')).toBe('cheical gloves');
    expect(slipped('Chemical Gloves', 'extra')).toBe('chemnical gloves');
    expect(slipped('Chemical Gloves', 'wrong')).toBe('chenical gloves');
  });

  it.each(derivedKinds)(`by its %s: in the first five for at least ${GOAL * 100}% of products`, (kind, queryOf) => {
    const products = catalog.products.filter((p) => queryOf(p) !== undefined);
    const misses = products.filter((p) => !inTop5(queryOf(p)!, p.slug)).map((p) => `"${queryOf(p)}" (${p.slug})`);
    const share = 1 - misses.length / products.length;
    console.info(`${kind}: ${products.length - misses.length}/${products.length}`, misses.join(', '));
    expect(share).toBeGreaterThanOrEqual(GOAL);
  });

  it.each(Object.keys(SLIPS) as (keyof typeof SLIPS)[])(
    `a name's longest word alone with one %s finds the product it finds spelt right, ` +
      `in the first five (${GOAL * 100}%)`,
    (kind) => {
      const misses: string[] = [];
      for (const p of catalog.products) {
        const word = longestWord(p.name);
        const right = searchProducts(catalog.productSearch, { query: word, limit: 1 });
        const first = (right.products[0] ?? right.partial?.products[0])?.slug;
        if (first && !inTop5(slipped(word, kind), first)) misses.push(`"${slipped(word, kind)}" (${word})`);
      }
      const found = catalog.products.length - misses.length;
      console.info(`longest word, one ${kind}: ${found}/${catalog.products.length}`, misses.join(', '));
      expect(1 - misses.length / catalog.products.length).toBeGreaterThanOrEqual(GOAL);
    },
  );
});
