/**
 * A confirmation's value cut into runs of text, each word with a hyphen or a slash in it ("KV-E120):",
 * "EN/ISO") a run of its own that the pages keep on one line: browsers may break a line after "-" or
 * "/", and a model reference split as "KV-" / "E120" on a phone is one a buyer cannot read back.
 */
export interface TextRun {
  text: string;
  keepWhole: boolean;
}

/** Longer words are left breakable, so a long one still wraps on a narrow phone instead of overflowing. */
const MAX_WHOLE_WORD = 30;

export function wholeWordRuns(value: string): TextRun[] {
  const runs: TextRun[] = [];
  let at = 0;
  for (const match of value.matchAll(/[^\s\-/]+(?:[-/][^\s\-/]+)+/g)) {
    if (match[0].length > MAX_WHOLE_WORD) continue;
    if (match.index > at) runs.push({ text: value.slice(at, match.index), keepWhole: false });
    runs.push({ text: match[0], keepWhole: true });
    at = match.index + match[0].length;
  }
  if (at < value.length) runs.push({ text: value.slice(at), keepWhole: false });
  return runs;
}
