import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildEnv, buildNodeFlags, buildNodeOptions } from '../../scripts/buildMemory.mjs';

describe('the site build memory settings (docs/quality.md, "Build at scale")', () => {
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

  it('collects garbage once the heap has grown by half, a flag Node takes on its command line only', () => {
    expect(buildNodeFlags()).toEqual(['--heap-growing-percent=50']);
  });

  it("has mimalloc (Rolldown's allocator) and glibc give freed memory back at once, unless the caller chose", () => {
    const env = buildEnv({ PATH: '/bin' });
    expect(env).toMatchObject({ PATH: '/bin', MIMALLOC_PURGE_DELAY: '0', MALLOC_MMAP_THRESHOLD_: '131072' });
    expect(env.NODE_OPTIONS).toBe('--max-old-space-size=2048');
    expect(buildEnv({ MIMALLOC_PURGE_DELAY: '10' }).MIMALLOC_PURGE_DELAY).toBe('10');
  });

  it('is what both `npm run build` and the build bench run the site build with', () => {
    for (const file of ['scripts/build.mjs', 'bench/build.mjs']) {
      const source = readFileSync(file, 'utf8');
      expect(source, file).toMatch(/env: buildEnv\(\{ \.\.\.process\.env, /);
      expect(source, file).toMatch(/\.\.\.buildNodeFlags\(\)|nodeFlags: buildNodeFlags\(\)/);
    }
  });
});
