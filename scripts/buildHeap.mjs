// The heap limit the site build's Node runs with (docs/quality.md, "Build at scale"). Why: at the
// build's peak most of the heap is garbage of rendered pages, which V8 collects only when the heap
// reaches a limit it sets after each full collection: up to four times the live data, and at most
// half way from it to the heap limit. Node's default heap limit grows with the machine's memory;
// this one bounds that half way mark without lowering the factor, which would cost build time.
const BUILD_HEAP_MIB = 2048;

/** NODE_OPTIONS for the site build: the caller's, with the build's heap limit unless they set their own. */
export function buildNodeOptions(callerOptions = '') {
  if (/--max[-_]old[-_]space[-_]size\b/.test(callerOptions)) return callerOptions;
  return [callerOptions, `--max-old-space-size=${BUILD_HEAP_MIB}`].filter(Boolean).join(' ');
}
