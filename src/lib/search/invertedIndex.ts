import { lowerBound } from './lowerBound.ts';

/**
 * The project's own inverted index (format below), built at build time and read by the MCP
 * function and the search page. Scoring (scoring.ts) and matching are the project's; owning the
 * index too means no library's private fields are read, and the format is ours to keep stable
 * (tests/unit/invertedIndex.test.ts).
 *
 * Format (`PackedIndex`): document ids joined by newlines; field names; each field's average
 * length; every term, sorted (code-point order), joined by newlines; and `postings`, varints:
 * first, per document, its length in each field (distinct tokens, as BM25 counts them), then per
 * term its byte length followed by its fields: the field count, then per field its id, the
 * number of documents, the document positions delta-coded (ascending), then their frequencies.
 */
export interface PackedIndex {
  /** Document ids in position order, joined by newlines. */
  ids: string;
  fields: string[];
  averageFieldLength: number[];
  /** Every indexed term, sorted, joined by newlines (terms are letters and digits only). */
  terms: string;
  postings: Uint8Array;
}

/** How documents become fields of text, and text becomes terms (the same functions at query time). */
export interface IndexSpec<T> {
  fields: readonly string[];
  id(doc: T): string;
  field(doc: T, name: string): string;
  tokenize(text: string): string[];
  /** The term a token is stored under, or null to drop it. */
  processTerm(token: string): string | null;
}

class VarintWriter {
  bytes: number[] = [];
  write(value: number): void {
    let v = value;
    while (v >= 0x80) {
      this.bytes.push((v & 0x7f) | 0x80);
      v = Math.floor(v / 0x80);
    }
    this.bytes.push(v);
  }
}

class VarintReader {
  readonly bytes: Uint8Array;
  offset: number;
  constructor(bytes: Uint8Array, offset: number) {
    this.bytes = bytes;
    this.offset = offset;
  }
  read(): number {
    let value = 0;
    let scale = 1;
    let byte: number;
    do {
      byte = this.bytes[this.offset++]!;
      value += (byte & 0x7f) * scale;
      scale *= 0x80;
    } while (byte & 0x80);
    return value;
  }
}

const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Indexes the documents (positions are their order here). */
export function buildIndex<T>(docs: readonly T[], spec: IndexSpec<T>): PackedIndex {
  const ids = docs.map((doc) => spec.id(doc));
  if (ids.some((id) => id.includes('\n'))) throw new Error('buildIndex: a document id contains a newline');
  if (new Set(ids).size !== ids.length) throw new Error('buildIndex: duplicate document id');
  const fieldCount = spec.fields.length;
  const lengths = new Uint32Array(docs.length * fieldCount);
  const averageFieldLength = new Array<number>(fieldCount).fill(0);
  // term -> field id -> document -> frequency; documents arrive in ascending order.
  const index = new Map<string, Map<number, Map<number, number>>>();
  // Each distinct token is processed (stemmed, checked) once: words repeat across a catalog, and
  // processing every occurrence took most of the 10,000-product build's index time (docs/quality.md).
  const processed = new Map<string, string | null>();
  const termOf = (token: string) => {
    let term = processed.get(token);
    if (term === undefined) {
      term = spec.processTerm(token);
      if (term && !/^[a-z0-9]+$/.test(term)) throw new Error(`buildIndex: unexpected term "${term}"`);
      processed.set(token, term);
    }
    return term;
  };
  docs.forEach((doc, position) => {
    spec.fields.forEach((name, fieldId) => {
      const tokens = spec.tokenize(spec.field(doc, name));
      const length = new Set(tokens).size;
      lengths[position * fieldCount + fieldId] = length;
      // A running mean, in the order documents are added.
      averageFieldLength[fieldId] = (averageFieldLength[fieldId]! * position + length) / (position + 1);
      for (const token of tokens) {
        const term = termOf(token);
        if (!term) continue;
        let fields = index.get(term);
        if (!fields) index.set(term, (fields = new Map()));
        let freqs = fields.get(fieldId);
        if (!freqs) fields.set(fieldId, (freqs = new Map()));
        freqs.set(position, (freqs.get(position) ?? 0) + 1);
      }
    });
  });
  const out = new VarintWriter();
  for (const length of lengths) out.write(length);
  const terms = [...index.keys()].sort(byCodePoint);
  for (const term of terms) {
    const fields = index.get(term)!;
    const termBytes = new VarintWriter();
    termBytes.write(fields.size);
    for (const [fieldId, freqs] of fields) {
      termBytes.write(fieldId);
      termBytes.write(freqs.size);
      let previous = 0;
      for (const doc of freqs.keys()) {
        termBytes.write(doc - previous);
        previous = doc;
      }
      for (const freq of freqs.values()) termBytes.write(freq);
    }
    out.write(termBytes.bytes.length);
    for (const byte of termBytes.bytes) out.bytes.push(byte);
  }
  return {
    ids: ids.join('\n'),
    fields: [...spec.fields],
    averageFieldLength,
    terms: terms.join('\n'),
    postings: Uint8Array.from(out.bytes),
  };
}

/** One field's postings of a term: documents (positions, ascending) and the term's frequency in each. */
export interface FieldPostings {
  fieldId: number;
  docs: Uint32Array;
  freqs: Uint32Array;
}

function decodePostings(bytes: Uint8Array, offset: number): FieldPostings[] {
  const reader = new VarintReader(bytes, offset);
  const fields: FieldPostings[] = [];
  for (let f = reader.read(); f > 0; f--) {
    const fieldId = reader.read();
    const count = reader.read();
    const docs = new Uint32Array(count);
    const freqs = new Uint32Array(count);
    let doc = 0;
    for (let i = 0; i < count; i++) docs[i] = doc += reader.read();
    for (let i = 0; i < count; i++) freqs[i] = reader.read();
    fields.push({ fieldId, docs, freqs });
  }
  return fields;
}

/**
 * Where each document's field lengths and each term's postings lie in `postings`: what loading
 * needs besides the terms. A catalog file ships them precomputed (src/lib/catalogFile/catalogFile.ts), which
 * spares a cold start two loops over every document and every term.
 */
export interface PackedIndexOffsets {
  /** Per document, its length in each field (documents × fields). */
  fieldLengths: Uint32Array;
  /** Per term (in `terms` order), where its postings start. */
  termOffsets: Uint32Array;
}

const lines = (text: string) => (text ? text.split('\n') : []);

export function packedIndexOffsets(packed: PackedIndex): PackedIndexOffsets {
  const count = lines(packed.ids).length;
  const termCount = lines(packed.terms).length;
  const reader = new VarintReader(packed.postings, 0);
  const fieldLengths = new Uint32Array(count * packed.fields.length);
  for (let i = 0; i < fieldLengths.length; i++) fieldLengths[i] = reader.read();
  const termOffsets = new Uint32Array(termCount);
  for (let t = 0; t < termCount; t++) {
    const length = reader.read();
    termOffsets[t] = reader.offset;
    reader.offset += length;
  }
  return { fieldLengths, termOffsets };
}

export interface TermMatch {
  term: string;
  /** How it matches the query term: itself, a longer term it begins, a typo of it, a related word (scoring.ts). */
  kind: 'exact' | 'prefix' | 'typo' | 'related';
  /** 1 for the term itself; a decreasing weight for a prefix or typo expansion. */
  weight: number;
  postings: readonly FieldPostings[];
}

export interface LoadedIndex {
  /** Every indexed term, sorted (for typo tolerance). */
  terms: readonly string[];
  /** Document ids by position. */
  ids: readonly string[];
  /** Document id -> position (built on first use). */
  positions: ReadonlyMap<string, number>;
  fieldIds: Readonly<Record<string, number>>;
  /**
   * The indexed terms a query term matches: the term itself, then longer terms it begins (in
   * sorted order), then terms within `maxEdits` edits (Levenshtein) that are neither.
   */
  termMatches(term: string, prefix: boolean, maxEdits: number, weights: { prefix: number; fuzzy: number }): TermMatch[];
  /** Positions of the documents that contain the term, or a term it expands to by prefix or typo. */
  documentsMatching(term: string, prefix: boolean, maxEdits: number): Set<number>;
  /** What BM25 needs: document count, field lengths (`fieldCount` per document) and their averages. */
  statistics: {
    documentCount: number;
    fieldCount: number;
    fieldLengths: Uint32Array;
    averageFieldLength: readonly number[];
  };
}

/** A Map filled on first use (id -> position: a lookup by id needs it, a search does not). */
class LazyMap<K, V> extends Map<K, V> {
  #fill: (() => Iterable<[K, V]>) | undefined;
  constructor(fill: () => Iterable<[K, V]>) {
    super();
    this.#fill = fill;
  }
  #filled(): void {
    const fill = this.#fill;
    if (!fill) return;
    this.#fill = undefined;
    for (const [key, value] of fill()) super.set(key, value);
  }
  override get(key: K) {
    this.#filled();
    return super.get(key);
  }
  override has(key: K) {
    this.#filled();
    return super.has(key);
  }
  override get size() {
    this.#filled();
    return super.size;
  }
  override entries() {
    this.#filled();
    return super.entries();
  }
  override keys() {
    this.#filled();
    return super.keys();
  }
  override values() {
    this.#filled();
    return super.values();
  }
  override [Symbol.iterator]() {
    this.#filled();
    return super[Symbol.iterator]();
  }
  override forEach(callback: (value: V, key: K, map: Map<K, V>) => void, thisArg?: unknown) {
    this.#filled();
    super.forEach(callback, thisArg);
  }
}

/** The upper bound of the terms that begin with `prefix` (terms are [a-z0-9]; '{' sorts after both). */
const prefixEnd = (terms: readonly string[], prefix: string) => lowerBound(terms, `${prefix}{`);

/**
 * Terms within `maxEdits` of `query`, with their distance: edits with transpositions
 * (Damerau–Levenshtein, optimal string alignment, as editDistance.ts: a swap of two neighbours is one
 * slip). A walk of the sorted terms as a trie, reusing the rows of the prefix a term shares with the
 * previous one, and skipping every term under a prefix already too far from the query (a swap
 * cannot bring a row back under the bound, as each row's least value never drops by more than one).
 */
export function termsWithin(terms: readonly string[], query: string, maxEdits: number): Map<number, number> {
  const found = new Map<number, number>();
  const n = query.length;
  const rows: Int32Array[] = [Int32Array.from({ length: n + 1 }, (_, j) => j)];
  let valid = ''; // the prefix whose rows are rows[1..valid.length]
  let i = 0;
  while (i < terms.length) {
    const term = terms[i]!;
    let depth = 0;
    while (depth < valid.length && depth < term.length && valid[depth] === term[depth]) depth++;
    let pruned = false;
    for (let d = depth + 1; d <= term.length; d++) {
      const previous = rows[d - 1]!;
      const row = (rows[d] ??= new Int32Array(n + 1));
      row[0] = d;
      let min = d;
      const c = term[d - 1];
      const twoBack = d > 1 ? rows[d - 2]! : undefined;
      for (let j = 1; j <= n; j++) {
        const cost = query[j - 1] === c ? 0 : 1;
        let value = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
        if (twoBack && j > 1 && query[j - 1] === term[d - 2] && query[j - 2] === c)
          value = Math.min(value, twoBack[j - 2]! + 1);
        row[j] = value;
        if (value < min) min = value;
      }
      if (min > maxEdits) {
        valid = term.slice(0, d - 1);
        i = prefixEnd(terms, term.slice(0, d));
        pruned = true;
        break;
      }
    }
    if (pruned) continue;
    valid = term;
    const distance = rows[term.length]![n]!;
    if (distance <= maxEdits) found.set(i, distance);
    i++;
  }
  return found;
}

/** Reads an index; `offsets` when the file carries them, else computed from the postings. */
export function loadIndex(packed: PackedIndex, offsets?: PackedIndexOffsets): LoadedIndex {
  const ids = lines(packed.ids);
  const terms = lines(packed.terms);
  const fieldCount = packed.fields.length;
  const { fieldLengths, termOffsets } = offsets ?? packedIndexOffsets(packed);
  if (fieldLengths.length !== ids.length * fieldCount || termOffsets.length !== terms.length)
    throw new Error('index offsets do not fit the index');
  const decoded = new Array<FieldPostings[] | undefined>(terms.length);
  // A term's postings are decoded the first time a search touches it, then kept.
  const postingsOf = (t: number) => (decoded[t] ??= decodePostings(packed.postings, termOffsets[t]!));
  const find = (term: string) => {
    const at = lowerBound(terms, term);
    return terms[at] === term ? at : -1;
  };
  const expansions = (term: string, prefix: boolean, maxEdits: number) => {
    const exact = find(term);
    const longer: number[] = [];
    if (prefix)
      for (let t = exact >= 0 ? exact + 1 : lowerBound(terms, term), end = prefixEnd(terms, term); t < end; t++)
        longer.push(t);
    const near = maxEdits > 0 ? termsWithin(terms, term, maxEdits) : new Map<number, number>();
    near.delete(exact);
    for (const t of longer) near.delete(t);
    return { exact, longer, near };
  };
  return {
    terms,
    ids,
    positions: new LazyMap(() => ids.map((id, i): [string, number] => [id, i])),
    fieldIds: Object.fromEntries(packed.fields.map((name, i) => [name, i])),
    statistics: { documentCount: ids.length, fieldCount, fieldLengths, averageFieldLength: packed.averageFieldLength },
    termMatches(term, prefix, maxEdits, weights) {
      const { exact, longer, near } = expansions(term, prefix, maxEdits);
      const matches: TermMatch[] = [];
      if (exact >= 0) matches.push({ term, kind: 'exact', weight: 1, postings: postingsOf(exact) });
      for (const t of longer) {
        const found = terms[t]!;
        const distance = found.length - term.length;
        matches.push({
          term: found,
          kind: 'prefix',
          weight: (weights.prefix * found.length) / (found.length + 0.3 * distance),
          postings: postingsOf(t),
        });
      }
      for (const [t, distance] of near) {
        const found = terms[t]!;
        matches.push({
          term: found,
          kind: 'typo',
          weight: (weights.fuzzy * found.length) / (found.length + distance),
          postings: postingsOf(t),
        });
      }
      return matches;
    },
    documentsMatching(term, prefix, maxEdits) {
      const found = new Set<number>();
      const { exact, longer, near } = expansions(term, prefix, maxEdits);
      for (const t of [...(exact >= 0 ? [exact] : []), ...longer, ...near.keys()])
        for (const { docs } of postingsOf(t)) for (const doc of docs) found.add(doc);
      return found;
    },
  };
}
