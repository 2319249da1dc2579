// The heap limit the site build's Node runs with (docs/quality.md, "Build at scale"). Why: most of
// the build's heap at its peak is garbage of rendered pages that V8, under its default limit on a
// large machine, collects only once the heap is four times the live data; a lower limit makes it
// collect sooner. Set far above the live data of a 40,000-product catalog, not near it.
export const BUILD_HEAP_MIB = 1536;

/** NODE_OPTIONS for the site build: the caller's, with the build's heap limit unless they set their own. */
export function buildNodeOptions(callerOptions = '') {
  if (/--max[-_]old[-_]space[-_]size\b/.test(callerOptions)) return callerOptions;
  return [callerOptions, `--max-old-space-size=${BUILD_HEAP_MIB}`].filter(Boolean).join(' ');
}
