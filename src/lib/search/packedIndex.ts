import MiniSearch, { type Options } from 'minisearch';

/**
 * A MiniSearch index in a compact form that loads in a few milliseconds, for the MCP function's
 * cold start. MiniSearch's own `toJSON`/`loadJS` stores every posting as an object key and
 * rebuilds every posting map at load: at 10,000 products that is 570,000 map entries and most of
 * a second, before the first request. Here the postings are varint bytes, sorted terms are a list,
 * and loading only rebuilds the term tree; a term's postings are decoded the first time a search
 * touches the term, then kept. Ranking is MiniSearch's own: the loaded index holds exactly the
 * state `loadJS` would give it (tests/unit/packedIndex.test.ts compares the two).
 *
 * This relies on MiniSearch 7's internal fields (the ones `loadJS` sets); the test above fails if
 * an upgrade changes them.
 */
export interface PackedIndex {
  /** Document ids (slugs) in MiniSearch's short-id order, joined by newlines. */
  ids: string;
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  /** Every indexed term, sorted, joined by newlines (terms are letters and digits only). */
  terms: string;
  /** Varints: per document its field lengths; per term its byte length, then its postings. */
  postings: Uint8Array;
}

/** What MiniSearch keeps internally, as `loadJS` restores it. */
interface MiniSearchState {
  _documentCount: number;
  _nextId: number;
  _documentIds: Pick<Map<number, string>, 'get' | 'has' | 'size' | typeof Symbol.iterator>;
  _idToShortId: Map<string, number>;
  _fieldIds: Record<string, number>;
  _fieldLength: Pick<Map<number, ArrayLike<number>>, 'get'>;
  _avgFieldLength: number[];
  _dirtCount: number;
  _storedFields: Map<number, unknown>;
  _index: TermTree;
}

/** The term tree (MiniSearch's SearchableMap): term -> field id -> document short id -> frequency. */
interface TermTree {
  set(term: string, data: TermPostings): unknown;
  get(term: string): TermPostings | undefined;
  atPrefix(prefix: string): Iterable<[string, TermPostings]>;
  fuzzyGet(term: string, maxDistance: number): Map<string, [TermPostings, number]>;
}

interface TermPostings {
  get(fieldId: number): ReadonlyMap<number, number> | undefined;
  values(): IterableIterator<ReadonlyMap<number, number>>;
}

const state = (index: MiniSearch<never> | MiniSearch<unknown>) => index as unknown as MiniSearchState;

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

/** Packs a freshly built index (built with `addAll`, nothing removed). */
export function packIndex(index: MiniSearch<never> | MiniSearch<unknown>): PackedIndex {
  const s = state(index);
  if (s._dirtCount !== 0 || s._nextId !== s._documentCount) throw new Error('packIndex needs an index without removed documents');
  const ids = Array.from({ length: s._documentCount }, (_, i) => s._documentIds.get(i)!);
  if (ids.some((id) => id.includes('\n'))) throw new Error('packIndex: a document id contains a newline');
  const fieldCount = Object.keys(s._fieldIds).length;
  const out = new VarintWriter();
  for (let i = 0; i < ids.length; i++) {
    const lengths = s._fieldLength.get(i)!;
    for (let f = 0; f < fieldCount; f++) out.write(lengths[f] ?? 0);
  }
  const entries = [...(s._index as unknown as Iterable<[string, Map<number, Map<number, number>>]>)].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [term, fields] of entries) {
    if (!/^[a-z0-9]+$/.test(term)) throw new Error(`packIndex: unexpected term "${term}"`);
    const termBytes = new VarintWriter();
    termBytes.write(fields.size);
    for (const [fieldId, docs] of fields) {
      const sorted = [...docs].sort(([a], [b]) => a - b);
      termBytes.write(fieldId);
      termBytes.write(sorted.length);
      let previous = 0;
      for (const [doc] of sorted) {
        termBytes.write(doc - previous);
        previous = doc;
      }
      for (const [, freq] of sorted) termBytes.write(freq);
    }
    out.write(termBytes.bytes.length);
    for (const byte of termBytes.bytes) out.bytes.push(byte);
  }
  return {
    ids: ids.join('\n'),
    fieldIds: { ...s._fieldIds },
    averageFieldLength: [...s._avgFieldLength],
    terms: entries.map(([term]) => term).join('\n'),
    postings: Uint8Array.from(out.bytes),
  };
}

/** One field's postings of a term: documents (short ids, ascending) and the term's frequency in each. */
export interface FieldPostings {
  fieldId: number;
  docs: Uint32Array;
  freqs: Uint32Array;
}

/** A term's postings, decoded on first use (as MiniSearch's maps, or as typed arrays for scoring.ts). */
class LazyTermPostings implements TermPostings {
  #fields: Map<number, Map<number, number>> | undefined;
  #typed: FieldPostings[] | undefined;
  readonly bytes: Uint8Array;
  readonly offset: number;
  constructor(bytes: Uint8Array, offset: number) {
    this.bytes = bytes;
    this.offset = offset;
  }
  #decode(): Map<number, Map<number, number>> {
    const reader = new VarintReader(this.bytes, this.offset);
    const fields = new Map<number, Map<number, number>>();
    for (let f = reader.read(); f > 0; f--) {
      const fieldId = reader.read();
      const count = reader.read();
      const docs = new Array<number>(count);
      let doc = 0;
      for (let i = 0; i < count; i++) docs[i] = doc += reader.read();
      const freqs = new Map<number, number>();
      for (let i = 0; i < count; i++) freqs.set(docs[i]!, reader.read());
      fields.set(fieldId, freqs);
    }
    return fields;
  }
  /** The same postings as typed arrays, field by field in stored order. */
  typed(): readonly FieldPostings[] {
    if (this.#typed) return this.#typed;
    const reader = new VarintReader(this.bytes, this.offset);
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
    return (this.#typed = fields);
  }
  get(fieldId: number) {
    return (this.#fields ??= this.#decode()).get(fieldId);
  }
  values() {
    return (this.#fields ??= this.#decode()).values();
  }
}

/** A node of MiniSearch's radix tree: edge label -> child, and '' -> the value of the term ending here. */
type RadixNode = Map<string, RadixNode | TermPostings>;

/**
 * A node of the radix tree over a sorted range of terms, shaped as MiniSearch's `set` would shape
 * it term by term (children keyed by edge labels that never share a first character, the value
 * under ''), but filled only when first read: a cold start builds the root, and each search the
 * few nodes on its paths. MiniSearch reads nodes with `keys`, `get` and iteration only.
 */
function lazyRadixNode(terms: readonly string[], value: (i: number) => TermPostings, lo: number, hi: number, depth: number): RadixNode {
  return new LazyMap(function* (): Generator<[string, RadixNode | TermPostings]> {
    let i = lo;
    if (i < hi && terms[i]!.length === depth) yield ['', value(i++)];
    while (i < hi) {
      const first = terms[i]!;
      let j = i + 1;
      while (j < hi && terms[j]![depth] === first[depth]) j++;
      const last = terms[j - 1]!;
      let end = depth + 1;
      while (end < first.length && end < last.length && first[end] === last[end]) end++;
      yield [first.slice(depth, end), lazyRadixNode(terms, value, i, j, end)];
      i = j;
    }
  });
}

export interface LoadedIndex<T> {
  index: MiniSearch<T>;
  /** Every indexed term, sorted (for typo tolerance). */
  terms: readonly string[];
  /** Document ids in short-id order: position i is the i-th document given to `addAll`. */
  ids: readonly string[];
  /** Document id -> position. */
  positions: ReadonlyMap<string, number>;
  /** Short ids of the documents that contain the term, or a term it expands to by prefix or typo. */
  documentsMatching(term: string, prefix: boolean, maxEdits: number): Set<number>;
  /**
   * The indexed terms a query term matches, in the order and with the weights MiniSearch's
   * `search` scores them: the term itself, then longer terms it begins, then typos of it.
   */
  termMatches(term: string, prefix: boolean, maxEdits: number, weights: { prefix: number; fuzzy: number }): TermMatch[];
  /** What BM25 needs: document count, field lengths (`fieldCount` per document) and their averages. */
  statistics: { documentCount: number; fieldCount: number; fieldLengths: Uint32Array; averageFieldLength: readonly number[] };
}

export interface TermMatch {
  term: string;
  /** 1 for the term itself; MiniSearch's decreasing weight for a prefix or typo expansion. */
  weight: number;
  postings: readonly FieldPostings[];
}

/**
 * Where each document's field lengths and each term's postings lie in `postings`: what loading
 * needs besides the terms. `packedIndexOffsets` reads them from the varints; a catalog that
 * ships them precomputed (src/lib/mcp/catalog.ts) spares a cold start these two loops, which run
 * once, in the interpreter, over every document and every term.
 */
export interface PackedIndexOffsets {
  /** Per document, its length in each field (documents × fields). */
  fieldLengths: Uint32Array;
  /** Per term (in `terms` order), where its postings start. */
  termOffsets: Uint32Array;
}

export function packedIndexOffsets(packed: PackedIndex): PackedIndexOffsets {
  const count = packed.ids ? packed.ids.split('\n').length : 0;
  const termCount = packed.terms ? packed.terms.split('\n').length : 0;
  const reader = new VarintReader(packed.postings, 0);
  const fieldLengths = new Uint32Array(count * packed.averageFieldLength.length);
  for (let i = 0; i < fieldLengths.length; i++) fieldLengths[i] = reader.read();
  const termOffsets = new Uint32Array(termCount);
  for (let t = 0; t < termCount; t++) {
    const length = reader.read();
    termOffsets[t] = reader.offset;
    reader.offset += length;
  }
  return { fieldLengths, termOffsets };
}

/**
 * A Map filled on first use: the radix tree's nodes (above), and slug -> position, which a lookup
 * by slug needs and a search does not, so a cold start builds neither.
 */
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
  override set(key: K, value: V) {
    this.#filled();
    return super.set(key, value);
  }
  override delete(key: K) {
    this.#filled();
    return super.delete(key);
  }
  override get size() {
    this.#filled();
    return super.size;
  }
  override keys() {
    this.#filled();
    return super.keys();
  }
  override values() {
    this.#filled();
    return super.values();
  }
  override entries() {
    this.#filled();
    return super.entries();
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

/** Restores a packed index with the options it was built with. */
export function loadPackedIndex<T>(packed: PackedIndex, options: Options<T>, offsets?: PackedIndexOffsets): LoadedIndex<T> {
  const index = new MiniSearch<T>(options);
  const s = state(index as MiniSearch<unknown>);
  if (JSON.stringify(s._fieldIds) !== JSON.stringify(packed.fieldIds)) throw new Error('packed index was built with other fields');
  const { postings } = packed;
  const ids = packed.ids ? packed.ids.split('\n') : [];
  const count = ids.length;
  const fieldCount = packed.averageFieldLength.length;
  const { fieldLengths: lengths, termOffsets } = offsets ?? packedIndexOffsets(packed);
  const terms = packed.terms ? packed.terms.split('\n') : [];
  if (lengths.length !== count * fieldCount || termOffsets.length !== terms.length) throw new Error('packed index offsets do not fit the index');
  s._documentCount = count;
  s._nextId = count;
  s._dirtCount = 0;
  s._avgFieldLength = packed.averageFieldLength;
  // Short ids are 0..count-1 (nothing removed): positions in `ids` serve as the id map.
  s._documentIds = {
    get: (shortId) => ids[shortId],
    has: (shortId) => shortId >= 0 && shortId < count,
    size: count,
    [Symbol.iterator]: () => ids.map((id, shortId): [number, string] => [shortId, id])[Symbol.iterator](),
  };
  const positions = new LazyMap<string, number>(() => ids.map((id, i): [string, number] => [id, i]));
  s._idToShortId = positions;
  const lengthViews = new Array<Uint32Array | undefined>(count);
  s._fieldLength = { get: (shortId) => (lengthViews[shortId] ??= lengths.subarray(shortId * fieldCount, (shortId + 1) * fieldCount)) };
  const value = (t: number) => new LazyTermPostings(postings, termOffsets[t]!);
  const TermTreeClass = s._index.constructor as new (tree: RadixNode) => TermTree;
  s._index = new TermTreeClass(lazyRadixNode(terms, value, 0, terms.length, 0));
  const tree = s._index;
  const addDocuments = (into: Set<number>, data: TermPostings) => {
    for (const docs of data.values()) for (const doc of docs.keys()) into.add(doc);
  };
  return {
    index,
    terms,
    ids,
    positions,
    statistics: { documentCount: count, fieldCount, fieldLengths: lengths, averageFieldLength: packed.averageFieldLength },
    termMatches(term, prefix, maxEdits, weights) {
      const matches: TermMatch[] = [];
      const exact = tree.get(term);
      if (exact) matches.push({ term, weight: 1, postings: (exact as LazyTermPostings).typed() });
      const fuzzy = maxEdits > 0 ? tree.fuzzyGet(term, maxEdits) : undefined;
      if (prefix) {
        for (const [longer, data] of tree.atPrefix(term)) {
          const distance = longer.length - term.length;
          if (!distance) continue;
          fuzzy?.delete(longer);
          matches.push({ term: longer, weight: (weights.prefix * longer.length) / (longer.length + 0.3 * distance), postings: (data as LazyTermPostings).typed() });
        }
      }
      if (fuzzy) {
        for (const [near, [data, distance]] of fuzzy) {
          if (!distance) continue;
          matches.push({ term: near, weight: (weights.fuzzy * near.length) / (near.length + distance), postings: (data as LazyTermPostings).typed() });
        }
      }
      return matches;
    },
    documentsMatching(term, prefix, maxEdits) {
      const found = new Set<number>();
      const exact = tree.get(term);
      if (exact) addDocuments(found, exact);
      if (prefix) for (const [, data] of tree.atPrefix(term)) addDocuments(found, data);
      if (maxEdits > 0) for (const [data] of tree.fuzzyGet(term, maxEdits).values()) addDocuments(found, data);
      return found;
    },
  };
}
