// Summarises `--cpu-prof` profiles of cold workers (bench/coldWorker.mjs --cpu-prof DIR) over the
// handler's span: from the first sample under `answerWithinDeadline` (the enquiry handler's
// outermost frame) to the last sample with a frame of our bundle. Prints, as medians over the profiles, the span's length, and time by
// kind (GC, compilation, idle = waiting on I/O, code by file) and the functions with the most self
// time. `node bench/coldProfile.mjs DIR [--top 25] [--from-start]` (--from-start: the whole worker).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const { values: args, positionals } = parseArgs({ allowPositionals: true, options: { top: { type: 'string', default: '25' }, 'from-start': { type: 'boolean', default: false }, marker: { type: 'string', default: 'answerWithinDeadline' } } });
const dir = positionals[0];
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length === 0 ? 0 : s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

const COMPILE = /^(compileSourceTextModule|wrapSafe|compileFunction|compileForInternalLoader|compileForPublicLoader|internalCompileFunction)$/;
const fileKind = (url) => {
  if (!url) return 'native/V8';
  if (url.includes('___netlify-telemetry')) return 'netlify telemetry';
  if (url.includes('___netlify-bootstrap')) return 'netlify bootstrap';
  if (url.includes('netlify-cli') || url.includes('lambda-local') || url.includes('source-map-support')) return 'netlify-cli worker';
  if (/functions-bundled|\/contact\.mjs|\/download-request\.mjs|probe\.mjs|base-|variant/.test(url)) return 'our bundle';
  if (url.startsWith('node:')) return 'node internals';
  return url.split('/').slice(-2).join('/');
};

const perProfile = [];
for (const file of readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'))) {
  const profile = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const stackHas = (id, name) => {
    for (let cur = id; cur !== undefined; cur = parent.get(cur)) if (nodes.get(cur).callFrame.functionName === name) return true;
    return false;
  };
  // Sample times: startTime + cumulative deltas; each sample's duration is the next delta.
  const times = [];
  let t = profile.startTime;
  for (const d of profile.timeDeltas) times.push((t += d));
  const inOurs = (id) => {
    for (let cur = id; cur !== undefined; cur = parent.get(cur)) if (fileKind(nodes.get(cur).callFrame.url) === 'our bundle') return true;
    return false;
  };
  // Async frames are lost after an await, so the span ends at the last sample with any frame of ours.
  const firstMarked = profile.samples.findIndex((id) => stackHas(id, args.marker));
  if (firstMarked < 0) continue;
  const first = args['from-start'] ? 0 : firstMarked;
  let last = profile.samples.length - 1;
  while (last > first && !inOurs(profile.samples[last])) last--;
  const byKind = new Map();
  const bySelf = new Map();
  const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);
  for (let i = first; i <= last; i++) {
    const ms = ((times[i + 1] ?? times[i]) - times[i]) / 1000;
    const node = nodes.get(profile.samples[i]);
    const { functionName, url } = node.callFrame;
    let kind;
    if (functionName === '(garbage collector)') kind = 'GC';
    else if (functionName === '(idle)') kind = 'idle (waiting on I/O)';
    else if (functionName === '(program)') kind = 'V8/native (program)';
    else if (COMPILE.test(functionName)) kind = 'module compilation';
    else kind = `code: ${fileKind(url)}`;
    add(byKind, kind, ms);
    add(bySelf, `${functionName || '(anonymous)'} ${fileKind(url)}${node.callFrame.lineNumber >= 0 ? `:${node.callFrame.lineNumber + 1}` : ''}`, ms);
  }
  perProfile.push({ span: (times[last] - times[first]) / 1000, byKind, bySelf });
}

const keysOf = (field) => [...new Set(perProfile.flatMap((p) => [...p[field].keys()]))];
console.log(`${perProfile.length} profiles; span ${args['from-start'] ? 'worker start' : `first ${args.marker} sample`} to last: median ${median(perProfile.map((p) => p.span)).toFixed(1)} ms`);
console.log('\nby kind (median ms)');
for (const [k, v] of keysOf('byKind').map((k) => [k, median(perProfile.map((p) => p.byKind.get(k) ?? 0))]).sort((a, b) => b[1] - a[1])) console.log(`${v.toFixed(1).padStart(7)}  ${k}`);
console.log(`\ntop self time (median ms)`);
for (const [k, v] of keysOf('bySelf').map((k) => [k, median(perProfile.map((p) => p.bySelf.get(k) ?? 0))]).sort((a, b) => b[1] - a[1]).slice(0, Number(args.top))) console.log(`${v.toFixed(1).padStart(7)}  ${k}`);
