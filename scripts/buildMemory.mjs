// How the site build's Node runs, for its peak memory (docs/quality.md, "Build at scale"). Why: at the
// peak most of the heap is garbage of rendered pages, which V8 collects only when the heap has grown by
// a factor it sets after each full collection (up to four times the live data, at most half way to the
// heap limit); and the bundler (Rolldown, native, on mimalloc) and glibc keep memory they freed.
const BUILD_HEAP_MIB = 2048;
/** A full collection once the heap has grown by half since the last, not by up to four times. */
const HEAP_GROWING_PERCENT = 50;

/** NODE_OPTIONS for the site build: the caller's, with the build's heap limit unless they set their own. */
export function buildNodeOptions(callerOptions = '') {
  if (/--max[-_]old[-_]space[-_]size\b/.test(callerOptions)) return callerOptions;
  return [callerOptions, `--max-old-space-size=${BUILD_HEAP_MIB}`].filter(Boolean).join(' ');
}

/** Node's flags for the site build, given before its script: NODE_OPTIONS does not take V8's GC flags. */
export function buildNodeFlags() {
  return [`--heap-growing-percent=${HEAP_GROWING_PERCENT}`];
}

/** The site build's environment: the caller's, with the Node options above; the allocators give memory back. */
export function buildEnv(callerEnv = {}) {
  return {
    ...callerEnv,
    NODE_OPTIONS: buildNodeOptions(callerEnv.NODE_OPTIONS),
    // mimalloc returns freed pages at once, not after a delay whose timer never runs once the bundler is idle.
    MIMALLOC_PURGE_DELAY: callerEnv.MIMALLOC_PURGE_DELAY ?? '0',
    // glibc serves large blocks by mmap and unmaps them when freed (a fixed threshold, not one that rises to 32 MiB).
    MALLOC_MMAP_THRESHOLD_: callerEnv.MALLOC_MMAP_THRESHOLD_ ?? '131072',
  };
}
