import { foldText } from './normalize.ts';

/**
 * What a product's own text says about it beyond its words (the uses it denies, derived at build
 * time from the description), and how sizes are compared: those a product file lists (`sizes`) and
 * one asked for in a query or a filter.
 */

/** Words that deny what follows them, to the end of the clause ("Not for electrical work"). */
const NEGATIONS = new Set(['not', 'no', 'never', 'nor', 'cannot', 'nothing', 'unsuitable']);
/** Words that send the reader to another product: their whole sentence is about something else. */
const REDIRECTS = new Set(['instead', 'choose']);
/** A comma followed by one of these starts a new clause ("will not melt onto the fabric, a concealed zip"). */
const CLAUSE_STARTS = new Set(['a', 'an', 'the', 'and', 'as', 'so', 'but', 'which', 'while', 'with', 'it', 'they']);
/** "without" denies only the few words after it ("without a valve"). */
const WITHOUT_SPAN = 3;

/**
 * Splits a description into what it affirms and what it denies. Denied: the rest of a clause
 * after a negation (`not`, `no`, ...; but not "when not in use"), the three words after
 * `without`, and every sentence that redirects to another product ("choose a PU sole model for
 * oily conditions", "use an FFP2 mask instead"). A product must not rank for what it denies.
 */
export function deniedText(description: string): { affirmed: string; denied: string } {
  const affirmed: string[] = [];
  const denied: string[] = [];
  for (const sentence of foldText(description).split(/[.;:!?](?:\s+|$)/)) {
    const tokens = sentence.match(/[a-z0-9]+|,/g) ?? [];
    if (tokens.some((t) => REDIRECTS.has(t))) {
      denied.push(...tokens.filter((t) => t !== ','));
      continue;
    }
    let denying = 0; // words left to deny; Infinity to the end of the clause
    tokens.forEach((token, i) => {
      if (token === ',') {
        if (denying !== Infinity || CLAUSE_STARTS.has(tokens[i + 1] ?? '')) denying = 0;
        return;
      }
      const previous = tokens[i - 1];
      if (NEGATIONS.has(token) && previous !== 'when' && previous !== 'if') denying = Infinity;
      else if (token === 'without') denying = WITHOUT_SPAN;
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

/** A written size as the search compares it (`XXL` -> `2XL`, `small` -> `S`, `07` -> `7`), or undefined. */
export function normalizeSize(written: string): string | undefined {
  const w = SIZE_WORDS[written.toLowerCase()] ?? written.toLowerCase();
  if (/^[0-9]{1,3}$/.test(w)) return String(Number(w));
  return LETTER_SIZES.includes(w) ? w.toUpperCase() : undefined;
}

/**
 * The sizes a product file lists (`sizes`), as the search compares them: `XXL` -> `2XL`, `07` -> `7`,
 * "Free size" -> `one size`; a size the search has no rule for stays as written, in lower case.
 */
export function sizeKeys(sizes: readonly string[]): string[] {
  const keys = sizes.map((written) =>
    /^(one|free|universal)( free)? size$/i.test(written.trim())
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
