import { termsWithin } from './invertedIndex.ts';
import { damerauLevenshtein } from './editDistance.ts';
import { foldText, GENITIVES, LANDING, processTerm, words } from './normalize.ts';
import { cutLevel, normalizeSize, ONE_SIZE, ONE_SIZE_WRITTEN } from './productText.ts';
import { typoDistance } from './typoTolerance.ts';
import { kindsOf, relatedOf, type SearchVocabulary } from './vocabulary.ts';

/** English articles: taken between a phrase's words as genitives are. */
const ARTICLES: ReadonlySet<string> = new Set(['a', 'an', 'the']);

/** A phrase beginning with this word is a place ("inside tank"). */
const INSIDE = 'inside';

/**
 * How a product query is read before its words are searched: the buyers' words of the vocabulary
 * (synonyms, words to ignore), and the requirements it states with numbers and negations, which a
 * product must meet to match (docs/mcp.md, "Matching").
 */
export interface QueryRequirements {
  /** The lowest EN 388 cut level, 1 (A) to 6 (F): "cut level 5", "cut level C", "EN 388 level 4 or higher". */
  cutLevel?: number;
  /** The lowest SNR in dB: "SNR 30", "at least 30 dB", "NRR 27" (read as SNR 30). */
  snr?: number;
  /** The lowest voltage a product stated for a voltage must be rated for: "440V panel". */
  volts?: number;
  /** A size asked for ("size 12", "3XL"), or the smallest ("size 10 or larger"). */
  size?: { size: string; atLeast: boolean };
  /** Things the product must not have: each a term and the terms of its kinds ("non-metallic": metal, steel...). */
  without: string[][];
  /**
   * Per thing excluded, the term of the word after it that it qualifies ("not helmet mounted"): a feature then, not a
   * type.
   */
  qualifies?: (string | undefined)[];
}

export interface ReadQuery {
  /** The query's words, folded, with synonyms read, ignored words and the requirements taken out. */
  text: string;
  requirements: QueryRequirements;
  /**
   * The words with those dropped kept in place, less genitives (`GENITIVES`): two side by side in a name or keyword
   * ("glass handling", "dhool ka mask") count.
   */
  phrases: string;
  /** The words dropped as saying nothing about the product ("safety"): a name holding them leads among equals. */
  ignored: string[];
  /** The word after each excluded one, kept in the text (`parts` in "no metal parts"): the rest of what is negated. */
  negatedAfter: string[];
  /** A size named by a bare word ("small coverall"): it ranks, never selects ("small parts" names no size). */
  sizeWord?: { size: string; atLeast: false } | undefined;
}

/** NRR (US) is about 3 dB below SNR (EU) for the same protector; the products state SNR. */
const NRR_TO_SNR = 3;
const OR_MORE = '(?: (?:or (?:more|higher|above|better|bigger|larger)|and (?:above|over|more)|plus|\\+))?';
const AT_LEAST = '(?:(?:at least|atleast|minimum|min|above|over|more than|greater than) )?';

/** No protector attenuates 50 dB: a number of dB from there is the noise's level ("noise 95 dB"), not an SNR. */
const NOISE_LEVEL_FROM_DB = 50;

export const hasRequirements = (r: QueryRequirements) =>
  r.cutLevel !== undefined || r.snr !== undefined || r.volts !== undefined || !!r.size || r.without.length > 0;

const termOf = (word: string) => processTerm(word) ?? word;

/** The words that negate the word after them in a query. */
const NEGATION = 'without|no|non|not';

/** Words for "inside" written after the place, and the genitives or postpositions before them. */
const INSIDE_AFTER = /^(?:andar|bhitar|bhitare)$/;
const GENITIVE_BEFORE_INSIDE = /^(?:k[aei]|[rd][aei]|n[aei]|ma)$/;

/** The possessives that may follow where a hazard lands (`LANDING`: "fell on my toes"). */
const POSSESSIVE = /^(?:my|his|her|their|our|your)$/;

/**
 * Hindi "bina" (without, in the vocabulary) written after its word ("sleeve ke bina") put before it, as typed too; a
 * possessive after where a hazard lands left out, so the vocabulary's phrases read "fell on my toes" as "fell on toes".
 */
function beforeItsWord(input: string[]): string[] {
  const read = input.filter((word, i) => !(POSSESSIVE.test(word) && LANDING.has(input[i - 1] ?? '')));
  for (let i = 2; i < read.length; i++)
    if (read[i] === 'bina' && /^k[aei]$/.test(read[i - 1]!)) read.splice(i - 2, 3, 'bina', read[i - 2]!);
  // "boiler ke andar" (Hindi; Pahadi "re", Punjabi "de", Gujarati "ni", "ma") is inside a boiler, read as "inside
  // boiler" before the vocabulary's phrases: a confined space.
  for (let i = 2; i < read.length; i++)
    if (INSIDE_AFTER.test(read[i]!) && GENITIVE_BEFORE_INSIDE.test(read[i - 1]!))
      read.splice(i - 2, 3, INSIDE, read[i - 2]!);
  return read;
}

/**
 * Reads a query. `known` tells whether a word is a word of the catalog (a typo of a synonym is
 * read as the synonym only when the word itself is not one).
 */
export function readQuery(
  query: string,
  vocabulary: SearchVocabulary,
  known: (term: string) => boolean,
  correct: (word: string) => string | undefined = () => undefined,
  qualifiesOnly: (term: string, next: string) => boolean = () => false,
  joinedPair: (term: string) => boolean = () => false,
): ReadQuery {
  let text = ` ${withSynonyms(beforeItsWord(words(query)), vocabulary, known, correct, joinedPair).join(' ')} `;
  // "No." written beside a number is the number of a size ("shoes 12 no", "no 9"), not a negation.
  text = text.replace(/ ([0-9]{1,2}) no(?= )/g, ' $1 number').replace(/ no ([0-9]{1,2})(?= )/g, ' number $1');
  // A UK size is a size ("safety shoe uk 5", "uk9", "size uk 7", "uk size 8"): the catalog's shoe sizes are UK sizes.
  text = text.replace(/ (?:size )?uk ?([0-9]{1,2})(?= )/g, ' number $1').replace(/ uk (?=size )/g, ' ');
  const requirements: QueryRequirements = { without: [] };
  // Takes each match of a pattern out of the text (`found` may keep it, returning false, or leave words in its place).
  const take = (pattern: string, found: (match: string[]) => false | string | void) => {
    text = text.replace(new RegExp(` ${pattern}(?= )`, 'g'), (...args: unknown[]) => {
      const match = args.slice(0, -2) as string[];
      const kept = found(match);
      return kept === false ? match[0]! : ` ${kept ?? ''} `;
    });
  };
  // EN 388 cut level, old numeric or letter; "EN 388" itself stays a word of the query.
  for (const pattern of [
    `${AT_LEAST}cut (?:resistance |resistant |protection )?(?:level|lvl|grade) ([a-f1-5])${OR_MORE}`,
    `${AT_LEAST}level ([a-f1-5]) cut${OR_MORE}`,
  ])
    take(pattern, (m) => void (requirements.cutLevel = cutLevel(m[1]!)));
  take(`(en 388 )${AT_LEAST}(?:level|lvl) ([a-f1-5])${OR_MORE}`, (m) => {
    requirements.cutLevel = cutLevel(m[2]!);
    return m[1]!.trim();
  });
  // Attenuation: SNR, or NRR read as SNR, or a number of dB.
  take(
    `(snr|nrr|attenuation)(?: rating)?(?: of)? ${AT_LEAST}([0-9]{2})(?: ?db)?${OR_MORE}`,
    (m) => void (requirements.snr = Number(m[2]) + (m[1] === 'nrr' ? NRR_TO_SNR : 0)),
  );
  // A level stays the word "db", read as noise (as "100 dB" always was).
  take(`${AT_LEAST}([0-9]{2}) ?db${OR_MORE}`, (m) => {
    if (Number(m[1]) >= NOISE_LEVEL_FROM_DB) return 'db';
    requirements.snr ??= Number(m[1]);
    return undefined;
  });
  // A length in feet ("stacks 20 feet high") is no pair of feet to protect.
  take('[0-9]+ ?(?:feet|foot|ft)', () => undefined);
  // A voltage the work involves: a product that states a lower rating fails it.
  take(`${AT_LEAST}([0-9]{2,6}) ?(v|volts?|vac|kv)${OR_MORE}`, (m) => {
    requirements.volts = Number(m[1]) * (m[2] === 'kv' ? 1000 : 1);
  });
  // A size, or the smallest size ("size 10 or larger", "at least size XL"); bare letter sizes from XL up. Indian
  // shops say a shoe's "number" ("number 9", "12 number").
  const sized = (size: string | undefined, atLeast: boolean) => {
    if (!size) return false;
    requirements.size = { size, atLeast };
    return undefined;
  };
  // "Free size" (one size fits all) is a size, not free of something: "gloves free size" asks for gloves.
  take(ONE_SIZE_WRITTEN, () => sized(ONE_SIZE, false));
  take(`(?:in )?(${AT_LEAST})(?:sizes?|number) ([a-z0-9]+)(${OR_MORE})`, (m) =>
    sized(normalizeSize(m[2]!), !!m[1] || !!m[3]),
  );
  take(`([0-9]{1,2}) number(${OR_MORE})`, (m) => sized(normalizeSize(m[1]!), !!m[2]));
  take(`(xl|xxl|xxxl|[2-5]xl)(${OR_MORE})`, (m) => {
    requirements.size ??= { size: normalizeSize(m[1]!)!, atLeast: !!m[2] };
  });
  let sizeWord: ReadQuery['sizeWord'];
  if (!requirements.size)
    take('(small|medium|large)', (m) => void (sizeWord ??= { size: normalizeSize(m[1]!)!, atLeast: false }));
  // Negations: "without a valve", "no cord", "non-metallic", "not tinted", "metal free", "non FR"; "without drilling
  // or welding" negates both.
  text = text.replace(new RegExp(` (${NEGATION}) ([a-z]{2,}) (?:or|nor) (?=[a-z])`, 'g'), ' $1 $2 $1 ');
  const without = (word: string, next?: string) => {
    const term = processTerm(word);
    if (!term) return false;
    requirements.without.push([term, ...kindsOf(vocabulary, term)]);
    (requirements.qualifies ??= []).push((next && processTerm(next)) || undefined);
    return undefined;
  };
  // "no metal parts", "without chin strap": the next word is the rest of what is negated (kept as a word to find),
  // unless a comma or a full stop ends the negation ("not lanyard, less clearance": a lanyard is a type, not a kind of
  // clearance) or the word is "needed" or "required" ("no cartridge needed"). "Not just dust" negates nothing.
  const negatedAfter: string[] = [];
  const endedBy = new RegExp(`\\b(?:${NEGATION}) (?:(?:a|an|the|any|for) )?([a-z]{2,}) ?[,;.]`, 'g');
  // Compared by term: the vocabulary may have written the word anew ("without laces" is read "laceless without lace").
  const ended = new Set([...foldText(query).matchAll(endedBy)].map((m) => termOf(m[1]!)));
  take(
    `(${NEGATION}|free of)(?: (?:a|an|the|any|for))? (?!(?:just|only)\\b)([a-z]{2,})` +
      `(?: (?!(?:without|not|non|free|needed|required)\\b)([a-z]{3,}))?`,
    (m) => {
      const next = ended.has(termOf(m[2]!)) ? undefined : m[3];
      // A word after "without" that only says which of the next is meant leaves the next negated (`qualifiesOnly`).
      if (m[1] === 'without' && next && qualifiesOnly(termOf(m[2]!), termOf(next))) {
        if (without(next) === false) return false;
        return 'with';
      }
      if (without(m[2]!, next) === false) return false;
      if (next && (m[1] === 'no' || m[1] === 'without')) negatedAfter.push(termOf(next));
      // A connector (a stop word) stays in its place: the type asked for is before it ("shoe without steel toe cap").
      return m[3] && `with ${m[3]}`;
    },
  );
  take(`([a-z]{3,}) free`, (m) => without(m[1]!));
  const { ignored } = readingTables(vocabulary);
  const kept = text.split(' ').filter(Boolean);
  return {
    text: kept.filter((w) => !ignored.has(w)).join(' '),
    phrases: kept.filter((w) => !GENITIVES.has(w)).join(' '),
    requirements,
    negatedAfter,
    ignored: kept.filter((w) => ignored.has(w)),
    sizeWord,
  };
}

/**
 * A query's words as the vocabulary reads them, without requirements: synonyms, slips corrected,
 * ignored words dropped. Articles are searched with it (resourceSearch.ts).
 */
export function readWords(
  query: string,
  vocabulary: SearchVocabulary,
  known: (term: string) => boolean,
  correct: (word: string) => string | undefined,
): string {
  const { ignored } = readingTables(vocabulary);
  return withSynonyms(words(query), vocabulary, known, correct)
    .filter((w) => !ignored.has(w))
    .join(' ');
}

/** What reading a query takes from a vocabulary, built once per vocabulary rather than for every query. */
interface ReadingTables {
  /** The synonym phrases with their words and the words' stems, longest first. */
  phrases: { phrase: string; words: string[]; stems: string[]; replacement: string[] }[];
  ignored: ReadonlySet<string>;
  /** One-word synonyms and ignored words of five letters or more (their slips are read as them), sorted. */
  slipKeys: string[];
  slipReadings: ReadonlyMap<string, string>;
}
const tablesOf = new WeakMap<SearchVocabulary, ReadingTables>();
function readingTables(vocabulary: SearchVocabulary): ReadingTables {
  let found = tablesOf.get(vocabulary);
  if (!found) {
    const single = [...vocabulary.synonyms, ...vocabulary.ignore.map((word): [string, string] => [word, word])].filter(
      ([phrase]) => !phrase.includes(' ') && phrase.length >= 5,
    );
    found = {
      phrases: vocabulary.synonyms.map(([phrase, replacement]) => {
        const phraseWords = phrase.split(' ');
        return { phrase, words: phraseWords, stems: phraseWords.map(termOf), replacement: replacement.split(' ') };
      }),
      ignored: new Set(vocabulary.ignore),
      slipKeys: single.map(([phrase]) => phrase).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
      slipReadings: new Map(single),
    };
    tablesOf.set(vocabulary, found);
  }
  return found;
}

/**
 * The query's words with every synonym phrase replaced (longest first), typos of one-word synonyms and ignored words
 * of five letters or more read as them, and other words one slip from a catalog word read as it (`correct`).
 */
function withSynonyms(
  input: string[],
  vocabulary: SearchVocabulary,
  known: (term: string) => boolean,
  correct: (word: string) => string | undefined,
  joinedPair: (term: string) => boolean = () => false,
): string[] {
  // A phrase of two words or more matches by stems and slips too ("hard hats", "ear defendres"); a one-word synonym
  // only as itself or its plural here ("hardhats"), since its stem may be a catalog word ("glasses": spectacles,
  // "glass": glass), and by slips below.
  const stems = new Map<string, string>();
  const stemOf = (word: string) => stems.get(word) ?? stems.set(word, termOf(word)).get(word)!;
  // Only a word the catalog lacks may be a slip (looked up once per word).
  const unknown = new Map<string, boolean>();
  const mayBeSlip = (word: string) => unknown.get(word) ?? unknown.set(word, !known(stemOf(word))).get(word)!;
  const sameWord = (word: string, phraseWord: string, phraseStem: string) => {
    if (word === phraseWord || stemOf(word) === phraseStem) return true;
    const edits = typoDistance(phraseWord);
    return edits !== false && mayBeSlip(word) && damerauLevenshtein(word, phraseWord, edits) <= edits;
  };
  let read = input;
  // The words present, so that a one-word phrase absent from the query (most of the vocabulary) is passed at once.
  let present = new Set(read);
  const tables = readingTables(vocabulary);
  const { phrases, ignored, slipKeys, slipReadings } = tables;
  for (const { phrase, words: phraseWords, stems: phraseStems, replacement } of phrases) {
    if (phraseWords.length === 1 && !present.has(phrase) && !present.has(`${phrase}s`) && !present.has(`${phrase}es`))
      continue;
    // How many words from i the phrase takes (0: none); a genitive between its words is taken too: "welding ka mask"
    // (Hindi), "welding nu mask" (Gujarati) is a welding mask; so is an article: "inside a tank" is "inside tank".
    const kept: string[] = [];
    const matchAt = (i: number) => {
      kept.length = 0;
      if (phraseWords.length === 1)
        return read[i] === phrase || read[i] === `${phrase}s` || read[i] === `${phrase}es` ? 1 : 0;
      let j = i;
      for (const [k, w] of phraseWords.entries()) {
        const between = read[j] ?? '';
        if (k > 0 && (GENITIVES.has(between) || ARTICLES.has(between)) && !GENITIVES.has(w) && !ARTICLES.has(w)) j++;
        // Up to two words naming the place after "inside" are kept after the phrase: "inside a brine tank" is inside a
        // tank, of brine.
        if (k === 1 && phraseWords.length === 2 && phraseWords[0] === INSIDE)
          for (let more = 0; more < 2 && j + 1 < read.length && !sameWord(read[j]!, w, phraseStems[k]!); more++)
            kept.push(read[j++]!);
        if (j >= read.length || !sameWord(read[j]!, w, phraseStems[k]!)) return 0;
        j++;
      }
      return j - i;
    };
    if (!read.some((_, i) => matchAt(i) > 0)) continue;
    const next: string[] = [];
    for (let i = 0; i < read.length;) {
      const taken = matchAt(i);
      if (taken > 0) {
        next.push(...replacement, ...kept);
        i += taken;
      } else next.push(read[i++]!);
    }
    read = next;
    present = new Set(read);
  }
  read = joinedSynonyms(read, mayBeSlip, tables);
  read = compoundWords(
    read,
    (word) => known(stemOf(word)),
    mayBeSlip,
    (word) => joinedPair(stemOf(word)),
  );
  read = chemicalFumes(read, vocabulary);
  return read.flatMap((word) => {
    // A glove's EN 388 marking no product or article prints ("4X43C") is read as the standard it is of.
    if (EN_388_MARKING.test(word) && /\d/.test(word) && /[a-z]/.test(word) && !known(termOf(word))) return ['en388'];
    const edits = typoDistance(word);
    // A word the vocabulary relates ("hitting": bump) is known too, not a slip of a catalog word ("fitting").
    const term = termOf(word);
    const keep =
      edits === false ||
      slipReadings.has(word) ||
      known(term) ||
      Object.hasOwn(vocabulary.related, term) ||
      ignored.has(word);
    if (keep) return [word];
    const near = nearestSlipKey(word, edits, slipKeys);
    return near ? slipReadings.get(near)!.split(' ') : [correct(word) ?? word];
  });
}

/**
 * An EN 388 marking: abrasion, blade cut, tear and puncture levels (X: not tested), then the ISO cut level and impact
 * ("4X43D", "4X42CP"); digits alone are left to model numbers ("3301").
 */
const EN_388_MARKING = /^[0-4x][0-5x][0-4x][0-4x](?:[a-fx]p?)?$/;

const FUME = termOf('fume');
const CHEMICAL = termOf('chemical');
/** The fumes of a chemical the query names anywhere are its vapour ("cyanide bath fumes"), not welding's particles. */
function chemicalFumes(read: string[], vocabulary: SearchVocabulary): string[] {
  const isChemical = (word: string) => {
    const term = termOf(word);
    return term === CHEMICAL || relatedOf(vocabulary, term).includes(CHEMICAL);
  };
  if (!read.some((word) => termOf(word) === FUME) || !read.some(isChemical)) return read;
  return read.map((word) => (termOf(word) === FUME ? 'vapour' : word));
}

/**
 * Two neighbouring words the catalog lacks that together are a one-word synonym, or one slip from one, read as it:
 * "thee pidikkatha" is "theepidikkatha" (Malayalam, flame retardant). One slip at most: the split is a guess already.
 */
function joinedSynonyms(
  read: string[],
  isUnknown: (word: string) => boolean,
  { ignored, slipKeys, slipReadings }: ReadingTables,
): string[] {
  const joined: string[] = [];
  for (let i = 0; i < read.length; i++) {
    const [first, second] = [read[i]!, read[i + 1]];
    const key =
      second !== undefined && [first, second].every((part) => isUnknown(part) && !ignored.has(part))
        ? synonymNear(first + second, slipKeys, slipReadings)
        : undefined;
    if (key === undefined) joined.push(first);
    else {
      joined.push(...slipReadings.get(key)!.split(' '));
      i++;
    }
  }
  return joined;
}

/**
 * Two words a product's name or keywords hold side by side, written as one, read as both ("faceshield": face shield;
 * `joinedPair`, the phrases a name holds); and a word the catalog lacks followed by one it makes a catalog word with,
 * read as that word ("brow guard": browguard). Parts have three letters or more; a code (digits) is left alone.
 */
function compoundWords(
  read: string[],
  isWord: (word: string) => boolean,
  isUnknown: (word: string) => boolean,
  isJoinedPair: (word: string) => boolean,
): string[] {
  const out: string[] = [];
  for (let i = 0; i < read.length; i++) {
    const word = read[i]!;
    const next = read[i + 1];
    const plain = !/\d/.test(word) && word.length >= 3;
    if (plain && next !== undefined && !/\d/.test(next) && isUnknown(word) && isWord(word + next)) {
      out.push(word + next);
      i++;
      continue;
    }
    let split: string[] | undefined;
    if (plain && isJoinedPair(word))
      for (let at = 3; at <= word.length - 3 && !split; at++)
        if (isWord(word.slice(0, at)) && isWord(word.slice(at))) split = [word.slice(0, at), word.slice(at)];
    out.push(...(split ?? [word]));
  }
  return out;
}

/** The one-word synonym a word is, or is one slip from (an ignored word is no synonym). */
function synonymNear(word: string, slipKeys: readonly string[], slipReadings: ReadonlyMap<string, string>) {
  const nearest = slipReadings.has(word)
    ? word
    : typoDistance(word) === false
      ? undefined
      : nearestSlipKey(word, 1, slipKeys);
  return nearest !== undefined && slipReadings.get(nearest) !== nearest ? nearest : undefined;
}

/** The slip key (a one-word synonym or ignored word) fewest slips from a word, within `edits`. */
function nearestSlipKey(word: string, edits: number, slipKeys: readonly string[]): string | undefined {
  const near = [...termsWithin(slipKeys, word, edits)].sort((a, b) => a[1] - b[1])[0];
  return near && slipKeys[near[0]];
}
