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
  'a',
  'an',
  'and',
  'any',
  'are',
  'as',
  'at',
  'be',
  'best',
  'by',
  'can',
  'did',
  'do',
  'does',
  'for',
  'from',
  'good',
  'has',
  'have',
  'how',
  'i',
  'in',
  'is',
  'it',
  'me',
  'my',
  'need',
  'needs',
  'of',
  'on',
  'or',
  'our',
  'should',
  'show',
  'some',
  'that',
  'the',
  'their',
  'this',
  'to',
  'us',
  'used',
  'was',
  'we',
  'were',
  'what',
  'when',
  'which',
  'while',
  'who',
  'why',
  'will',
  'with',
  'you',
  'your',
  // Connectors between the things compared or the thing and its context ("class 2 vs class 3").
  'vs',
  'versus',
  'against',
  'near',
]);

/** Lowercase, accents removed, `&` read as a word separator. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** The alphanumeric runs of a text, in order: `EN ISO 20345:2011` -> `en`, `iso`, `20345`, `2011`. */
export function words(text: string): string[] {
  return foldText(text).match(/[a-z0-9]+/g) ?? [];
}

/** Whether a token has a digit: a character loop, as it runs for every word of every indexed text. */
export const hasDigit = (token: string) => {
  for (let i = 0; i < token.length; i++) {
    const code = token.charCodeAt(i);
    if (code >= 48 && code <= 57) return true;
  }
  return false;
};

/** A code written without separators: `SS-204`, `ss 204` and `SS204` all give `ss204`. */
export function compactCode(text: string): string {
  return words(text).join('');
}

/** A word that can be part of a code: it has a digit, or it is a short prefix like `en`, `iso`, `kv`. */
const codePart = (token: string) => (hasDigit(token) ? token.length <= 8 : token.length <= 4 && token !== 'vs');

/**
 * Concatenations of every run of two or three adjacent code parts that contains a digit:
 * `en iso 20345` -> `eniso20345`, `iso20345`; prose (`class 3 suits`) yields nothing extra.
 */
function joinedRuns(base: readonly string[]): string[] {
  const digit = base.map(hasDigit);
  const part = base.map(codePart);
  const joined: string[] = [];
  for (let i = 0; i + 1 < base.length; i++) {
    for (let end = i + 2; end <= Math.min(i + 3, base.length); end++) {
      if (digit.slice(i, end).includes(true) && !part.slice(i, end).includes(false))
        joined.push(base.slice(i, end).join(''));
    }
  }
  return joined;
}

/** Every term a text is indexed under: its words, codes split (`ss204` -> `ss`, `204`) and joined. */
export function tokenize(text: string): string[] {
  const base = words(text);
  // Only a word with both letters and digits splits (checked first: most words have no digit).
  const split = base.flatMap((token) => (hasDigit(token) && /[a-z]/.test(token) ? token.match(/[a-z]+|[0-9]+/g)! : []));
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
 * A stop word before a number is prose ("does 4X43D", "for 98 dB"), except "IS" before digits only, the Indian
 * Standards' (IS 15298; "what is 4X43D" is prose).
 */
const notCodePrefix = (word: string, number: string) =>
  STOP_WORDS.has(word) && !(word === 'is' && /^[0-9]+$/.test(number));

/**
 * The number of a code after its prefix: digits ("EN 388"), or digits then letters after a prefix of up to three
 * letters ("KV 2A"); a marking such as 4X43D is a code by itself ("read 4X43D" is no code "read4x43d").
 */
const isCodeNumber = (prefix: string, number: string) =>
  /^[0-9]+$/.test(number) || (prefix.length <= 3 && /^[0-9]/.test(number));

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
    if (/^[a-z]{1,4}$/.test(prefix) && isCodeNumber(prefix, number) && !notCodePrefix(prefix, number)) {
      codes.push(prefix + number);
      consumed.add(i).add(i + 1);
    }
  }
  return {
    required: [...base.filter((_, i) => !consumed.has(i)), ...codes],
    joined: joinedRuns(base).filter((t) => !codes.includes(t)),
  };
}

/** Whether a stem is long enough and has a vowel (`string` must not become `str`). */
const stemmable = (stem: string, min: number) => stem.length >= min && /[aeiouy]/.test(stem);
/** Porter's measure: how many vowel-consonant runs a stem has (`clear` 1, `resist` 2). */
const measure = (stem: string) =>
  (
    stem
      .replace(/[^aeiou]+/g, 'C')
      .replace(/[aeiou]+/g, 'V')
      .match(/VC/g) ?? []
  ).length;

/** Suffixes removed after plurals, longest first, with the shortest stem each may leave. */
const SUFFIXES: readonly [suffix: string, replacement: string, min: number][] = [
  ['ically', 'ic', 4],
  ['ical', 'ic', 4],
  ['ation', 'at', 4],
  ['ition', 'it', 4],
  ['ion', '', 5],
  ['ians', '', 5],
  ['ian', '', 5],
  ['ility', 'le', 4],
  ['ance', '', 5],
  ['ant', '', 5],
  ['ive', '', 5],
  ['ing', '', 3],
  ['ed', '', 3],
  ['ly', '', 5],
];

/**
 * Words kept whole: the catalog writes "falling" of objects ("absorb the energy of a falling object", the helmet
 * guide; "falling objects", the shoe guide) and "fall" of people (fall arrest), so the two are not one term.
 */
const KEPT_WHOLE = new Set(['falling']);

/** Plurals the rules below would stem apart from their singular ("gases" is not "gase"), as Snowball lists its own. */
const IRREGULAR: ReadonlyMap<string, string> = new Map([['gases', 'gas']]);

/**
 * A light English stemmer, the same on both sides: plurals (`gloves` -> `glove`, `batteries` ->
 * `battery`), then one derivational or inflectional suffix (`welding` -> `weld`, `protective` and
 * `protection` -> `protect`, `electrician` and `electrical` -> `electric`, `cutting` -> `cut`),
 * then a final `e` (`insulate` and `insulated` -> `insulat`). Codes and short words stay as they are.
 */
export function stem(term: string): string {
  if (hasDigit(term) || term.length <= 3 || KEPT_WHOLE.has(term)) return term;
  const irregular = IRREGULAR.get(term);
  if (irregular) return irregular;
  let t = term;
  if (/sses$/.test(t)) t = t.slice(0, -2);
  else if (/ies$/.test(t) && t.length > 4) t = `${t.slice(0, -3)}y`;
  else if (/s$/.test(t) && !/(ss|us|is)$/.test(t)) t = t.slice(0, -1);
  for (const [suffix, replacement, min] of SUFFIXES) {
    if (!t.endsWith(suffix)) continue;
    const base = t.slice(0, -suffix.length);
    if (!stemmable(base, min) || (suffix === 'ed' && base.endsWith('e'))) continue;
    // As Porter: a long suffix leaves a stem of two syllables at least (`clearance` stays apart from `clear`).
    if (min >= 5 && measure(base) < 2) continue;
    t = base + replacement;
    // cutting -> cutt -> cut; not dress or roll
    if (!replacement && /([^aeiouslz])\1$/.test(t)) t = t.slice(0, -1);
    break;
  }
  if (t.length > 4 && t.endsWith('e')) t = t.slice(0, -1);
  return t;
}

/** One term as stored and searched: stop words dropped, words stemmed, codes kept as they are. */
export function processTerm(term: string): string | null {
  if (STOP_WORDS.has(term)) return null;
  return stem(term);
}

/** Whether a word of the query is a connector between the thing asked for and its context. */
const CONNECTORS = new Set([
  'for',
  'to',
  'when',
  'while',
  'in',
  'on',
  'near',
  'against',
  'from',
  'with',
  'at',
  'during',
  'around',
  'that',
  'which',
  'where',
  'who',
  // Hindi and Urdu "which" ("topi jis pe muff lag jaye": a helmet a muff fits on)
  'jis',
  'jisme',
  'jispe',
  'jisse',
  'if',
  'by',
  'without',
  'under',
  'inside',
  'into',
  'after',
]);

/**
 * The object of a need: the head word of the words before the first connector, i.e. the last of
 * them (`shoes` in "shoes for an electrician working on live panels", `coverall` in "chemical
 * splash coverall"); codes are not objects. As a search term, or undefined.
 */
export function objectTerm(text: string): string | undefined {
  return headTerms(text).at(-1);
}

/** The terms before the first connector, in order (codes left out): where the object of a need is. */
export function headTerms(text: string): string[] {
  const base = words(text);
  const at = base.findIndex((word, i) => i > 0 && CONNECTORS.has(word));
  return (at > 0 ? base.slice(0, at) : base)
    .filter((word) => !hasDigit(word))
    .map(processTerm)
    .filter((t): t is string => !!t);
}

/**
 * Postpositions of place (on, in, from, to) of Hindi and Urdu, and "from" or "in" of Bengali (theke), Gujarati (thi,
 * ma), Nepali (bata), Telugu (nundi, lo), Punjabi (ton, vich) and Marathi (pasun, madhe): the word before one says
 * where or from what, as one after "near" does ("chosma dhulo theke": spectacles, from dust). Not the genitive (ka,
 * ke, ki), which makes a compound: "kaan ki topi", an ear cap.
 */
const POSTPOSITIONS = new Set([
  ...['pe', 'par', 'mein', 'me', 'se', 'ko'],
  ...['theke', 'thi', 'ma', 'bata', 'nundi', 'lo', 'ton', 'vich', 'pasun', 'madhe'],
]);

/**
 * Genitives of Indian languages typed in Latin letters (Hindi, Punjabi, Gujarati, Bengali) and "wala": the words either
 * side make a compound, as in English ("dhool ka mask", "dhool wala mask": a dust mask).
 */
export const GENITIVES: ReadonlySet<string> = new Set('ka ke ki wala wali wale vala da di de ni nu er'.split(' '));

/** The terms of the words right beside one of `markers`: the next word (`step` 1) or the one before (-1). */
function termsBeside(text: string, markers: ReadonlySet<string>, step: 1 | -1): Set<string> {
  const base = words(text);
  const found = new Set<string>();
  base.forEach((word, i) => {
    const term = markers.has(base[i + step] ?? '') ? processTerm(word) : null;
    if (term) found.add(term);
  });
  return found;
}

/** The terms right before a postposition ("helmet" in "ear muff jo helmet pe lage"): never what is asked for. */
export const postpositionTerms = (text: string) => termsBeside(text, POSTPOSITIONS, 1);

/** Prepositions of where a hazard goes: "in", "into", "on", "to" (not "at", where the work is). */
export const LANDING: ReadonlySet<string> = new Set(['in', 'into', 'on', 'to']);

/** The terms right after one of LANDING: where a hazard lands ("cartons falling on head"). */
export const landedOnTerms = (text: string) => termsBeside(text, LANDING, -1);

/**
 * The terms right after one of LANDING, or after a word ending in "-ing", what a hazard does ("burning", "hitting"):
 * where it goes ("dust going in eyes", "slurry burning hands").
 */
export function landingTerms(text: string): Set<string> {
  const found = landedOnTerms(text);
  const base = words(text);
  base.forEach((word, i) => {
    const term = i > 0 && base[i - 1]!.endsWith('ing') ? processTerm(word) : null;
    if (term) found.add(term);
  });
  return found;
}

/** Words that join two things asked for alike: English "and", Hindi "aur", Marathi "ani", Gujarati "ane". */
const AND = new Set(['and', 'aur', 'ani', 'ane']);

/** The pairs of terms either side of an "and" ("eyes and lungs"): two things the need names alike. */
export function coordinatedTerms(text: string): [string, string][] {
  const base = words(text);
  const pairs: [string, string][] = [];
  base.forEach((word, i) => {
    if (!AND.has(word) || i === 0) return;
    const [before, after] = [processTerm(base[i - 1]!), processTerm(base[i + 1] ?? '')];
    if (before && after) pairs.push([before, after]);
  });
  return pairs;
}

/** The terms after "near" (not first): where the need is ("static spark near gas line"), never what is asked for. */
export function placeTerms(text: string): string[] {
  const base = words(text);
  const at = base.indexOf('near');
  return at > 0
    ? base
        .slice(at + 1)
        .map(processTerm)
        .filter((t): t is string => !!t)
    : [];
}

/** The terms a query is searched under. */
export const searchTerms = (text: string): string[] =>
  tokenizeQuery(text)
    .map(processTerm)
    .filter((t): t is string => t !== null);

/** The terms a product must contain to match every word of the query (see queryTokens). */
export const requiredSearchTerms = (text: string): string[] => [
  ...new Set(
    queryTokens(text)
      .required.map(processTerm)
      .filter((t): t is string => t !== null),
  ),
];
