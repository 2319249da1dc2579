import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NETLIFY_SCREENS } from '../../scripts/netlifyScreens.mjs';

/** The README's text with Markdown emphasis and line breaks taken out, as a person reads it. */
const readme = readFileSync('README.md', 'utf8').replace(/[_*]/g, '').replace(/\s+/g, ' ');
const enquiriesHelp = readFileSync('scripts/enquiries.ts', 'utf8');

describe('each Netlify screen has one name, the same in the README and the commands’ help', () => {
  it.each(Object.entries(NETLIFY_SCREENS))('%s: %s', (key, name) => {
    expect(readme).toContain(name);
    expect(enquiriesHelp).toContain(`NETLIFY_SCREENS.${key}`);
  });

  it('no other name for those screens is left', () => {
    for (const text of [readme, enquiriesHelp]) {
      expect(text).not.toMatch(/Site configuration|Site ID|site id|User settings > OAuth|Blobs view/);
    }
  });
});
