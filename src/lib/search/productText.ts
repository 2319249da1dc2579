import type { Product } from '../schemas/product.ts';
import { foldText, processTerm, words } from './normalize.ts';

/**
 * What a product's own text says about it beyond its words: the uses it denies and the facts a
 * requirement is checked against (cut level, SNR, voltage, what it has none of), derived at build
 * time from the text; and how sizes are compared: those a product file lists (`sizes`) and one
 * asked for in a query or a filter.
 */

const stemmed = (word: string) => processTerm(word) ?? word;

/** Words that deny what follows them, to the end of the clause ("Not for electrical work"). */
const NEGATIONS = new Set(['not', 'no', 'never', 'nor', 'cannot', 'nothing', 'unsuitable']);
/** Words that send the reader to another product: their whole sentence is about something else. */
const REDIRECTS = new Set(['instead', 'choose']);
/** A comma followed by one of these starts a new clause ("will not melt onto the fabric, a concealed zip"). */
const CLAUSE_STARTS = new Set(['a', 'an', 'the', 'and', 'as', 'so', 'but', 'which', 'while', 'with', 'it', 'they']);
/** How a text says a hazard is slight where a product is meant to be used. */
const LOW = new Set(['low', 'minimal', 'slight']);
/** "without" denies only the few words after it ("without a valve"). */
const WITHOUT_SPAN = 3;

/**
 * Splits a description into what it affirms and what it denies. Denied: the rest of a clause
 * after a negation (`not`, `no`, ...; but not "when not in use"), the three words after
 * `without`, the word after `non` ("non-toxic dust" is no toxic dust), the hazards it says are
 * low where it is used ("where cut and heat hazards are low"), and every sentence that redirects
 * to another product ("choose a PU sole model for oily conditions", "use an FFP2 mask instead").
 * A product must not rank for what it denies.
 */
export function deniedText(description: string): { affirmed: string; denied: string } {
  const affirmed: string[] = [];
  const denied: string[] = [];
  for (const sentence of foldText(description).split(/[.;:!?](?:\s+|$)/)) {
    const tokens: string[] = sentence.match(/[a-z0-9]+|,/g) ?? [];
    if (tokens.some((t) => REDIRECTS.has(t))) {
      denied.push(...tokens.filter((t) => t !== ','));
      continue;
    }
    // "where cut, heat and chemical hazards are low": the hazards a product is not made for.
    const low = tokens.findIndex((t, i) => (t === 'are' || t === 'is') && LOW.has(tokens[i + 1] ?? ''));
    const where = low < 0 ? -1 : tokens.lastIndexOf('where', low);
    let denying = 0; // words left to deny; Infinity to the end of the clause
    tokens.forEach((token, i) => {
      if (token === ',') {
        if (denying !== Infinity || CLAUSE_STARTS.has(tokens[i + 1] ?? '')) denying = 0;
        return;
      }
      if (where >= 0 && i > where && i < low) {
        denied.push(token);
        return;
      }
      const previous = tokens[i - 1];
      if (NEGATIONS.has(token) && previous !== 'when' && previous !== 'if') denying = Infinity;
      else if (token === 'without') denying = WITHOUT_SPAN;
      else if (token === 'non') denying = 1;
      else if (denying > 0) {
        denied.push(token);
        denying--;
        return;
      }
      affirmed.push(token);
    });
  }
  return { affirmed: affirmed.join(' '), denied: denied.join(' ') };
}

/** The letter sizes the search knows, so `xxl` and `2XL` compare equal. */
const LETTER_SIZES = ['xs', 's', 'm', 'l', 'xl', '2xl', '3xl', '4xl', '5xl'];
const SIZE_WORDS: Record<string, string> = {
  small: 's',
  medium: 'm',
  large: 'l',
  xxl: '2xl',
  xxxl: '3xl',
  xxxxl: '4xl',
};
/** The size every buyer fits: "one size", "free size", "universal size". */
export const ONE_SIZE = 'one size';
/** How a file or a query writes one size for all, as a regular expression's source. */
export const ONE_SIZE_WRITTEN = '(?:one|free|universal)(?: free)? size';
const WRITTEN_AS_ONE_SIZE = new RegExp(`^${ONE_SIZE_WRITTEN}$`, 'i');

/** A written size as the search compares it (`XXL` -> `2XL`, `small` -> `S`, `07` -> `7`), or undefined. */
export function normalizeSize(written: string): string | undefined {
  const w = SIZE_WORDS[written.toLowerCase()] ?? written.toLowerCase();
  if (/^[0-9]{1,3}$/.test(w)) return String(Number(w));
  return LETTER_SIZES.includes(w) ? w.toUpperCase() : undefined;
}

/**
 * Sizes in the order a buyer reads them, for the size facet: numbers ascending, then letter sizes
 * small to large, then one size, then any other size alphabetically.
 */
export function compareSizes(a: string, b: string): number {
  const rank = (size: string): [number, number] => {
    if (/^[0-9]+$/.test(size)) return [0, Number(size)];
    const letter = LETTER_SIZES.indexOf(size.toLowerCase());
    if (letter >= 0) return [1, letter];
    return size === ONE_SIZE ? [2, 0] : [3, 0];
  };
  const [ra, rb] = [rank(a), rank(b)];
  return ra[0] - rb[0] || ra[1] - rb[1] || a.localeCompare(b);
}

/**
 * The sizes a product file lists (`sizes`), as the search compares them: `XXL` -> `2XL`, `07` -> `7`,
 * "Free size" -> `one size`; a size the search has no rule for stays as written, in lower case.
 */
export function sizeKeys(sizes: readonly string[]): string[] {
  const keys = sizes.map((written) =>
    WRITTEN_AS_ONE_SIZE.test(written.trim())
      ? ONE_SIZE
      : (normalizeSize(written.trim()) ?? written.trim().toLowerCase()),
  );
  return [...new Set(keys)];
}

/**
 * A size asked for in a query ("size 12 boots", "gloves in size 7", "coverall size XL"): the
 * size, and the query without it. A query without one is returned as it is.
 */
export function sizeInQuery(query: string): { query: string; size?: string } {
  const match = /\b(?:in )?sizes? ([a-z0-9]+)\b/i.exec(foldText(query));
  const size = match && normalizeSize(match[1]!);
  if (!match || !size) return { query };
  const folded = foldText(query);
  return { query: `${folded.slice(0, match.index)} ${folded.slice(match.index + match[0].length)}`.trim(), size };
}

/** A size asked for compares with a stated one: numbers as numbers, letters in their order. */
export function sizeAtLeast(size: string, min: string): boolean {
  if (/^[0-9]+$/.test(size) && /^[0-9]+$/.test(min)) return Number(size) >= Number(min);
  const [i, j] = [LETTER_SIZES.indexOf(size.toLowerCase()), LETTER_SIZES.indexOf(min.toLowerCase())];
  return i >= 0 && j >= 0 && i >= j;
}

/** EN 388 cut levels: the letters of EN 388:2016 (ISO 13997), A lowest; the old coup test's 1 to 5 map onto A to E. */
export const CUT_LETTERS = ['a', 'b', 'c', 'd', 'e', 'f'];
/** A written cut level as a number 1 to 6 (`C` -> 3, old level `5` -> 5, which is E), or undefined. */
export function cutLevel(written: string): number | undefined {
  const letter = CUT_LETTERS.indexOf(written.toLowerCase());
  if (letter >= 0) return letter + 1;
  return /^[1-5]$/.test(written) ? Number(written) : undefined;
}

/**
 * What a product's text states that a requirement can be checked against, as short strings (they
 * travel in the catalog file): `cut:6` (EN 388 cut level F), `snr:31` (dB), `volts:1000` (the
 * highest voltage stated), `is:glove` (a word of what it is: name, search terms, category),
 * `made:leather` (a word of the material rows of its specifications), `no:valv` (a thing it states
 * it has not: "without a valve", "non-metallic", "metal free", "no metal parts", a row "Metal parts: None"; stemmed),
 * `fits:respirator` (it is a part of another product of its category, whose name head is `fittedHead`: `fittedHeads`),
 * `on:helmet` (it mounts on a product of another category, whose name head is `mountedHead`: `fittedHeads`),
 * `takes:filter` (a row naming the connection for a part, "Filter connection": it takes that part),
 * `choice:orange` (a colour of a "Colour" row naming others: "Fluorescent orange (also fluorescent yellow)").
 */
export function productFacts(
  product: Pick<Product, 'name' | 'description' | 'keywords' | 'category'>,
  specifications: readonly { label: string; value: string }[] = [],
  fittedHead?: string,
  mountedHead?: string,
): string[] {
  const text = words([product.name, ...(product.keywords ?? []), product.description].join(' . ')).join(' ');
  const facts = new Set<string>();
  // What it is and is made of: its name, search terms, category and stated material (a negation reads these).
  const material = specifications.filter((s) =>
    /material|upper|toe cap|sole|shell|lens|palm|visor|type|lining|liner|fabric|coating|\bline\b/i.test(s.label),
  );
  // The description's opening words say what it is too ("Cup-shaped FFP2 disposable respirator"), up to what it has,
  // is for or does.
  const opening = product.description.split(/[,.;:(]|\s(?:with|without|for|that|which|to|in|on|at|from)\s/i)[0]!;
  for (const word of words([product.name, ...(product.keywords ?? []), product.category, opening].join(' ')))
    if (/^[a-z]{3,}$/.test(word)) facts.add(`is:${stemmed(word)}`);
  for (const word of words(material.map((s) => s.value).join(' ')))
    if (/^[a-z]{3,}$/.test(word)) facts.add(`made:${stemmed(word)}`);
  const cut = [...text.matchAll(/\bcut (?:[a-z0-9]+ ){0,4}?level ([a-f1-5])\b/g)].map((m) => cutLevel(m[1]!)!);
  if (cut.length) facts.add(`cut:${Math.max(...cut)}`);
  const snr = [...text.matchAll(/\bsnr (?:of )?([0-9]{2})\b/g)].map((m) => Number(m[1]));
  if (snr.length) facts.add(`snr:${Math.max(...snr)}`);
  const volts = [...text.matchAll(/\b([0-9]{2,6}) (?:v|volts?)\b/g)].map((m) => Number(m[1]));
  if (volts.length) facts.add(`volts:${Math.max(...volts)}`);
  for (const [, thing] of text.matchAll(/\b(?:without|no|non|free of)(?: (?:a|an|the|any))? ([a-z]{3,})\b/g))
    facts.add(`no:${stemmed(thing!)}`);
  for (const [, thing] of text.matchAll(/\b([a-z]{3,}) free\b/g)) facts.add(`no:${stemmed(thing!)}`);
  // A specification row that answers no ("Gases and vapours: No protection", "Metal parts: None") states its label.
  for (const row of specifications)
    if (/^(?:no|none|not)\b/i.test(row.value))
      for (const word of words(row.label)) if (/^[a-z]{3,}$/.test(word)) facts.add(`no:${stemmed(word)}`);
  // A row naming the connection for a part ("Filter connection: Standard thread") says the product takes that part.
  for (const row of specifications) {
    const connection = /^([a-z]+) connection$/i.exec(row.label);
    if (connection) facts.add(`takes:${stemmed(connection[1]!.toLowerCase())}`);
  }
  // A colour it also comes in otherwise is a choice: "not orange" still finds the vest made in yellow too.
  for (const row of specifications) {
    if (!/^colou?rs?$/i.test(row.label)) continue;
    const options = row.value.split(/,|\(|\)|\balso\b|\bor\b|\band\b/i).map((option) => new Set(words(option)));
    const named = options.filter((option) => option.size > 0);
    for (const option of named)
      for (const word of option)
        if (/^[a-z]{3,}$/.test(word) && named.some((other) => !other.has(word))) facts.add(`choice:${stemmed(word)}`);
  }
  if (fittedHead) facts.add(`fits:${stemmed(fittedHead.toLowerCase())}`);
  if (mountedHead) facts.add(`on:${stemmed(mountedHead.toLowerCase())}`);
  return [...facts];
}

/** Facts of `productFacts` read back (without `is:` and `made:` unless `identity`). */
export function readFacts(facts: readonly string[], identity = true) {
  const read: {
    cut?: number;
    snr?: number;
    volts?: number;
    fits?: string;
    on?: string;
    absent: Set<string>;
    choice: Set<string>;
    is: Set<string>;
    made: Set<string>;
  } = { absent: new Set(), choice: new Set(), is: new Set(), made: new Set() };
  for (const fact of facts) {
    // What it is and is made of is read only for a negation: most facts of most products are these.
    if (!identity && (fact.startsWith('is:') || fact.startsWith('made:'))) continue;
    const [key, value] = [fact.slice(0, fact.indexOf(':')), fact.slice(fact.indexOf(':') + 1)];
    if (key === 'no') read.absent.add(value);
    else if (key === 'choice') read.choice.add(value);
    else if (key === 'is') read.is.add(value);
    else if (key === 'made') read.made.add(value);
    else if (key === 'fits') read.fits = value;
    else if (key === 'on') read.on = value;
    else if (key === 'cut' || key === 'snr' || key === 'volts') read[key] = Number(value);
  }
  return read;
}
