// One cold invocation, run inside a fresh worker thread by bench/coldWorker.mjs: what netlify-cli's
// worker does for a Functions v2 invocation, minus its own loading (lambda-local, the bootstrap),
// so only our part varies. Imports the bundled function, calls it with a `Request` and a context
// like the bootstrap's, and reports Server-Timing plus the isolate's own performance entries
// (DNS lookups, TCP connects, GC) and marks.
import { PerformanceObserver, performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

const { entry, url, body, ip, blobsContext, env, preload = [] } = workerData;
const startedAt = performance.now();
const entries = [];
const observer = new PerformanceObserver((list) => {
  for (const e of list.getEntries()) entries.push({ type: e.entryType, name: e.name, start: e.startTime, ms: e.duration, detail: e.detail?.kind ?? e.detail?.host ?? undefined });
});
observer.observe({ entryTypes: ['gc', 'dns', 'net'] });

// As the bootstrap does: the environment, then the Blobs context as NETLIFY_BLOBS_CONTEXT.
for (const [key, value] of Object.entries(env)) process.env[key] = value;
process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(JSON.stringify(blobsContext)).toString('base64');

// Diagnostics (--preload): what netlify-cli's worker loads before the function, one piece at a time.
for (const p of preload) {
  const m = await import(p);
  if (p.endsWith('source-map-support/source-map-support.js')) (m.default ?? m).install();
}
const importStart = performance.now();
const mod = await import(entry);
const imported = performance.now();

const request = new Request(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-nf-client-connection-ip': ip }, body: JSON.stringify(body) });
const context = {
  ip,
  deploy: { context: 'dev', id: '0', published: false },
  site: { id: blobsContext.siteID, name: 'cold', url: 'http://localhost:8888' },
  requestId: Math.random().toString(36).slice(2),
  geo: {},
  params: {},
  cookies: { get() {}, set() {}, delete() {} },
  waitUntil() {},
  server: { region: 'dev' },
  account: { id: '' },
};
const handlerStart = performance.now();
const response = await mod.default(request, context);
const text = await response.text();
const handlerEnd = performance.now();
// Let the observer deliver the last entries (it is called from a task).
await new Promise((resolve) => setTimeout(resolve, 5));
observer.disconnect();

parentPort.postMessage({
  status: response.status,
  text: response.status === 200 ? '' : text.slice(0, 300),
  serverTiming: response.headers.get('server-timing'),
  marks: { workerToImport: importStart - startedAt, import: imported - importStart, handler: handlerEnd - handlerStart, handlerStart, handlerEnd },
  entries,
});
