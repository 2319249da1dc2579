/**
 * Text normalisation shared by indexing and querying, so a query and a product field always
 * produce the same terms.
 *
 * Model references and standards are written many ways (`SS-204`, `SS 204`, `ss204`; `EN 388`,
 * `EN-388`, `en388`). Besides the plain words, every run of two or three adjacent tokens that
 * contains a digit is also emitted joined (`en 388` -> `en388`, `en 352 2` -> `en3522`), and a
 * token mixing letters and digits is also emitted split (`ss204` -> `ss`, `204`), so each written
 * form meets the others.
 */

/** Words that carry no meaning in a product query ("gloves for handling sheets"). */
const STOP_WORDS = new Set([
  'a', 'an', 'and', 'any', 'are', 'as', 'at', 'be', 'best', 'by', 'can', 'do', 'for', 'from', 'good',
  'how', 'i', 'in', 'is', 'it', 'me', 'my', 'need', 'needs', 'of', 'on', 'or', 'our', 'show', 'some',
  'that', 'the', 'their', 'this', 'to', 'us', 'used', 'we', 'what', 'when', 'which', 'while', 'who',
  'with', 'you', 'your',
]);

/** Lowercase, accents removed, `&` read as a word separator. */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/** The alphanumeric runs of a text, in order: `EN ISO 20345:2011` -> `en`, `iso`, `20345`, `2011`. */
export function words(text: string): string[] {
  return foldText(text).match(/[a-z0-9]+/g) ?? [];
}

const hasDigit = (token: string) => /[0-9]/.test(token);

/** A code written without separators: `SS-204`, `ss 204` and `SS204` all give `ss204`. */
export function compactCode(text: string): string {
  return words(text).join('');
}

/** A word that can be part of a code: it has a digit, or it is a short prefix like `en`, `iso`, `kv`. */
const codePart = (token: string) => hasDigit(token) ? token.length <= 8 : token.length <= 4;

/**
 * Concatenations of every run of two or three adjacent code parts that contains a digit:
 * `en iso 20345` -> `eniso20345`, `iso20345`; prose (`class 3 suits`) yields nothing extra.
 */
function joinedRuns(base: readonly string[]): string[] {
  const joined: string[] = [];
  for (let i = 0; i < base.length; i++) {
    for (const size of [2, 3]) {
      const run = base.slice(i, i + size);
      if (run.length === size && run.some(hasDigit) && run.every(codePart)) joined.push(run.join(''));
    }
  }
  return joined;
}

/** Every term a text is indexed under: its words, codes split (`ss204` -> `ss`, `204`) and joined. */
export function tokenize(text: string): string[] {
  const base = words(text);
  const split = base.flatMap((token) => {
    const parts = token.match(/[a-z]+|[0-9]+/g) ?? [];
    return parts.length > 1 ? parts : [];
  });
  return [...base, ...split, ...joinedRuns(base)];
}

/**
 * The terms of a query. A short prefix followed by a number (`EN 388`, `SS 204`, `RK 9102`) is
 * one code: it is searched joined only, so `EN 388` finds EN 388 rather than every EN standard.
 */
export function tokenizeQuery(text: string): string[] {
  const { required, joined } = queryTokens(text);
  return [...required, ...joined];
}

/**
 * A query's tokens in two groups: `required`, its words with each prefix-plus-number pair read
 * as one code; and `joined`, the other runs joined into possible codes (`ss 204 shoe` also gives
 * `ss204shoe`), which help a product that carries such a code but are not words of the query.
 */
function queryTokens(text: string): { required: string[]; joined: string[] } {
  const base = words(text);
  const consumed = new Set<number>();
  const codes: string[] = [];
  for (let i = 0; i + 1 < base.length; i++) {
    const [prefix, number] = [base[i]!, base[i + 1]!];
    if (/^[a-z]{1,4}$/.test(prefix) && /^[0-9]/.test(number)) {
      codes.push(prefix + number);
      consumed.add(i).add(i + 1);
    }
  }
  return { required: [...base.filter((_, i) => !consumed.has(i)), ...codes], joined: joinedRuns(base).filter((t) => !codes.includes(t)) };
}

/**
 * One term as stored: stop words dropped, a plain English plural reduced to its singular
 * (`gloves` -> `glove`, `boots` -> `boot`) on both sides, codes kept as they are.
 */
export function processTerm(term: string): string | null {
  if (STOP_WORDS.has(term)) return null;
  if (hasDigit(term) || term.length <= 3) return term;
  if (/(ss|us|is)$/.test(term)) return term;
  if (/ies$/.test(term)) return `${term.slice(0, -3)}y`;
  if (/s$/.test(term)) return term.slice(0, -1);
  return term;
}

/** The terms a query is searched under. */
export const searchTerms = (text: string): string[] =>
  tokenizeQuery(text).map(processTerm).filter((t): t is string => t !== null);

/** The terms a product must contain to match every word of the query (see queryTokens). */
export const requiredSearchTerms = (text: string): string[] =>
  [...new Set(queryTokens(text).required.map(processTerm).filter((t): t is string => t !== null))];
