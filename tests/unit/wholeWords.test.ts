import { describe, expect, it } from 'vitest';
import { wholeWordRuns } from '../../src/lib/enquiry/wholeWords.ts';

const whole = (value: string) =>
  wholeWordRuns(value)
    .filter((run) => run.keepWhole)
    .map((run) => run.text);

describe('a confirmation keeps a model reference on one line', () => {
  it('a word with a hyphen or a slash is a run of its own, with the punctuation that touches it', () => {
    expect(whole('Kavach KV-E120 Goggles (model KV-E120): quantity 40')).toEqual(['KV-E120', 'KV-E120):']);
    expect(whole('EN/ISO 20345 and EN 166')).toEqual(['EN/ISO']);
  });

  it('the runs put back together are the value, spaces and line breaks included', () => {
    const value = 'Please send a quote for:\n- Vajra VJ-FM60 Full Face Mask (model VJ-FM60): quantity 2 \n';
    expect(
      wholeWordRuns(value)
        .map((run) => run.text)
        .join(''),
    ).toBe(value);
  });

  it('a lone hyphen, a plain word and a word over 30 characters stay breakable', () => {
    expect(whole('- quantity 40 pairs - thanks')).toEqual([]);
    expect(whole('a-very-long-hyphenated-word-of-forty-letters')).toEqual([]);
  });
});
