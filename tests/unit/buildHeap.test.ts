import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildNodeOptions } from '../../scripts/buildHeap.mjs';

describe('the site build heap limit (docs/quality.md, "Build at scale")', () => {
  it('runs the build with a 2,048 MiB old generation when the caller sets no limit', () => {
    expect(buildNodeOptions(undefined)).toBe('--max-old-space-size=2048');
    expect(buildNodeOptions('')).toBe('--max-old-space-size=2048');
  });

  it("keeps the caller's other Node options", () => {
    expect(buildNodeOptions('--enable-source-maps')).toBe('--enable-source-maps --max-old-space-size=2048');
  });

  it('leaves a heap limit the caller set as it is, so a larger catalog can raise it', () => {
    expect(buildNodeOptions('--max-old-space-size=4096')).toBe('--max-old-space-size=4096');
    expect(buildNodeOptions('--max_old_space_size=3072 --trace-gc')).toBe('--max_old_space_size=3072 --trace-gc');
  });

  it('is what both `npm run build` and the build bench run the site build with', () => {
    for (const file of ['scripts/build.mjs', 'bench/build.mjs'])
      expect(readFileSync(file, 'utf8'), file).toMatch(/NODE_OPTIONS: buildNodeOptions\(process\.env\.NODE_OPTIONS\)/);
  });
});
