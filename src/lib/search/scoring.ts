import type { LoadedIndex, TermMatch } from './invertedIndex.ts';

/**
 * BM25 over weighted fields, computed over typed arrays of the index (invertedIndex.ts): on a
 * large catalog a broad query matches thousands of products, and one result object per match would
 * be most of a search's time. The formula is MiniSearch's (`search` with `combineWith: 'OR'`);
 * tests/unit/scoring.test.ts compares the two.
 */
export interface QueryScores {
  /** Final score per document (MiniSearch's score times the number of query terms matched); 0 if unmatched. */
  score: Float64Array;
  /** The order in which MiniSearch's result map first saw each document (for ties); -1 if unmatched. */
  seen: Int32Array;
  /** Matched documents, in `seen` order. */
  matched: Uint32Array;
}

export interface ScoringOptions {
  /** Field weights; a field not named here is not scored. */
  boost: Readonly<Record<string, number>>;
  /** Weights of a prefix and a typo expansion, relative to the term itself. */
  weights: { prefix: number; fuzzy: number };
  fields: readonly string[];
  fieldIds: Readonly<Record<string, number>>;
  prefix: (term: string) => boolean;
  fuzzy: (term: string) => number | false;
  maxFuzzy: number;
  /** Other terms a query term also matches (the search vocabulary), each with its weight. */
  related?: (term: string) => readonly { term: string; weight: number }[];
}

const BM25 = { k: 1.2, b: 0.7, d: 0.5 }; // MiniSearch's defaults (the options set none)

/**
 * The indexed terms one query term matches, with their weights: itself, longer terms it begins,
 * typos of it (for an unknown word), then the related terms of the search vocabulary.
 */
export function termMatchesFor(index: LoadedIndex, term: string, options: ScoringOptions): TermMatch[] {
  const fuzzy = options.fuzzy(term);
  const maxEdits =
    fuzzy === false ? 0 : fuzzy < 1 ? Math.min(options.maxFuzzy, Math.round(term.length * fuzzy)) : fuzzy;
  const matches = index.termMatches(term, options.prefix(term), maxEdits, options.weights);
  for (const related of options.related?.(term) ?? []) {
    if (matches.some((m) => m.term === related.term)) continue;
    for (const match of index.termMatches(related.term, false, 0, options.weights))
      matches.push({ ...match, kind: 'related', weight: related.weight });
  }
  return matches;
}

/** A term's matches computed once per search, for the two passes over the same terms (words matched, scores). */
export function termMatchesCache(index: LoadedIndex, options: ScoringOptions): (term: string) => TermMatch[] {
  const cache = new Map<string, TermMatch[]>();
  return (term) => {
    let matches = cache.get(term);
    if (!matches) cache.set(term, (matches = termMatchesFor(index, term, options)));
    return matches;
  };
}

export function scoreQuery(
  index: LoadedIndex,
  terms: readonly string[],
  options: ScoringOptions,
  matchesOf: (term: string) => readonly TermMatch[] = (term) => termMatchesFor(index, term, options),
): QueryScores {
  const { documentCount, fieldCount, fieldLengths, averageFieldLength } = index.statistics;
  const fields = options.fields.map((name) => ({ id: options.fieldIds[name]!, boost: options.boost[name] || 1 }));
  const { k, b, d } = BM25;
  const score = new Float64Array(documentCount);
  const seen = new Int32Array(documentCount).fill(-1);
  const quality = new Uint16Array(documentCount);
  // One query term's scores (MiniSearch's per-term result map) before they join the total.
  const termScore = new Float64Array(documentCount);
  const inTerm = new Int32Array(documentCount).fill(-1);
  const order: number[] = [];
  const done = new Set<string>();
  terms.forEach((term, t) => {
    const termDocs: number[] = [];
    for (const match of matchesOf(term)) {
      for (const field of fields) {
        const postings = match.postings.find((p) => p.fieldId === field.id);
        if (!postings) continue;
        const { docs, freqs } = postings;
        const avgFieldLength = averageFieldLength[field.id]!;
        const invDocFreq = Math.log(1 + (documentCount - docs.length + 0.5) / (docs.length + 0.5));
        // termWeight * termBoost * fieldBoost * docBoost * BM25, multiplied in MiniSearch's order.
        const weight = match.weight * 1 * field.boost * 1;
        for (let i = 0; i < docs.length; i++) {
          const doc = docs[i]!;
          const termFreq = freqs[i]!;
          const fieldLength = fieldLengths[doc * fieldCount + field.id]!;
          const weighted =
            weight *
            (invDocFreq * (d + (termFreq * (k + 1)) / (termFreq + k * (1 - b + (b * fieldLength) / avgFieldLength))));
          if (inTerm[doc] === t) {
            termScore[doc]! += weighted;
          } else {
            inTerm[doc] = t;
            termScore[doc] = weighted;
            termDocs.push(doc);
          }
        }
      }
    }
    // A repeated query term matches the same documents again: it adds to the score, not to the count of terms matched.
    const counts = !done.has(term);
    done.add(term);
    for (const doc of termDocs) {
      if (seen[doc] === -1) {
        seen[doc] = order.length;
        order.push(doc);
        score[doc] = termScore[doc]!;
      } else {
        score[doc] = score[doc]! + termScore[doc]!;
      }
      if (counts) quality[doc]!++;
    }
  });
  for (const doc of order) score[doc] = score[doc]! * (quality[doc] || 1);
  return { score, seen, matched: Uint32Array.from(order) };
}
