// Cold invocations of an enquiry function as netlify-cli's local runtime runs them, reproduced so
// that only our part varies (docs/enquiries.md, "Cold instances (third round)"). Every run is a
// fresh worker thread that imports the bundled function and calls it once, as `netlify serve`
// does for every request; the Blobs server runs on this thread (as in netlify-cli, whose main
// thread serves it), the local Postmark-compatible server in its own process. Each run posts from
// a fresh client IP, so every request is accepted (rate limit, keep, two emails, outcome).
//
//   node bench/coldWorker.mjs [--runs 20] [--endpoint contact|download]
//        [--variant name=path/to/bundle.mjs ...]   interleaved A/B (default: the built bundle)
//        [--cli]                                   through netlify-cli's own worker.js, lambda-local
//                                                  and the Netlify bootstrap (needs a runtime run
//                                                  once: .netlify/functions-serve/.unzipped/<fn>)
//        [--preload file ...]                      direct mode: import these first (e.g. the
//                                                  bootstrap, lambda-local) to see what they cost us
//        [--cpu-prof dir] [--json out.json]        profiles: direct mode (a --cli worker is
//                                                  terminated, its profile cut short); GC: run
//                                                  `node --trace-gc bench/coldWorker.mjs …`
//        [--probe]                                 instead: bench/coldProbe.ts (the handler's steps
//                                                  one by one, first use and second use) in fresh
//                                                  worker threads, medians per step
//        [--runtime]                               instead: the real `netlify serve` (its own Blobs
//                                                  server), --runs sequential posts per variant,
//                                                  one runtime per variant and round (--rounds 2);
//                                                  a variant's bundle is put in place of the built
//                                                  one while its runtime runs, then restored
//
// Prints, per variant, medians of: the whole worker (new Worker to answer), the import, the
// handler, Server-Timing's parts, and the isolate's DNS, TCP-connect and GC entries in the handler.
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { BlobsServer } from '@netlify/blobs/server';
import { spawnLocalPostmark } from '../scripts/postmarkLocal.mjs';
import { ENQUIRY_ENDPOINTS, randomLoopback } from './enquiryDriver.mjs';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '20' },
    endpoint: { type: 'string', default: 'contact' },
    variant: { type: 'string', multiple: true },
    cli: { type: 'boolean', default: false },
    'cpu-prof': { type: 'string' },
    json: { type: 'string' },
    runtime: { type: 'boolean', default: false },
    preload: { type: 'string', multiple: true },
    probe: { type: 'boolean', default: false },
    rounds: { type: 'string', default: '2' },
    port: { type: 'string', default: process.env.TEST_PORT ?? '8960' },
  },
});

const fnName = args.endpoint === 'download' ? 'download-request' : 'contact';
const endpoint = ENQUIRY_ENDPOINTS.find((e) => e.path === (fnName === 'contact' ? '/api/contact' : '/api/download-request'));
const variants = (args.variant ?? [`current=.netlify/functions-bundled/${fnName}.mjs`]).map((v) => {
  const [name, path] = v.split('=');
  return { name, path: resolve(path) };
});
const runs = Number(args.runs);
const port = Number(args.port);

const median = (xs) => {
  const s = xs.filter((x) => typeof x === 'number' && !Number.isNaN(x)).sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const round = (x) => (Number.isNaN(x) ? '–' : (Math.round(x * 10) / 10).toFixed(1));

/** netlify-cli's unzipped function (entry point + bootstrap) with the variant's bundle beside it. */
function cliEntry(variant, scratch) {
  const unzipped = `.netlify/functions-serve/.unzipped/${fnName}`;
  if (!existsSync(join(unzipped, '___netlify-bootstrap.mjs'))) throw new Error(`--cli needs ${unzipped}: start the local runtime once and post to the function`);
  const dir = join(scratch, variant.name);
  mkdirSync(dir, { recursive: true });
  for (const f of ['___netlify-bootstrap.mjs', '___netlify-telemetry.mjs', '___netlify-metadata.json']) if (existsSync(join(unzipped, f))) copyFileSync(join(unzipped, f), join(dir, f));
  copyFileSync(variant.path, join(dir, `${fnName}.mjs`));
  const entry = join(dir, '___netlify-entry-point.mjs');
  writeFileSync(entry, `import * as bootstrap from './___netlify-bootstrap.mjs';export const handler = bootstrap.getLambdaHandler('./${fnName}.mjs')`);
  return pathToFileURL(entry).href;
}

/** Sequential posts through `netlify serve`, each from a fresh loopback address: client time and Server-Timing. */
async function mainRuntime() {
  const { startLocalRuntime } = await import('../scripts/localRuntime.mjs');
  const { postFrom, latencySummary } = await import('./enquiryDriver.mjs');
  const { Agent } = await import('node:http');
  const built = resolve(`.netlify/functions-bundled/${fnName}.mjs`);
  const saved = join(mkdtempSync(join(tmpdir(), 'cold-runtime-')), 'built.mjs');
  copyFileSync(built, saved);
  const postmark = await spawnLocalPostmark({ token: `cold-${process.pid}`, port: port + 1, controlPort: port + 2, logFile: '.tmp/cold-postmark.log' });
  const env = { POSTMARK_SERVER_TOKEN: postmark.token, POSTMARK_API_URL: postmark.apiUrl, SALES_EMAIL: 'sales@kavach.test', FROM_EMAIL: 'enquiries@kavach.test' };
  const results = new Map(variants.map((v) => [v.name, []]));
  try {
    for (let r = 0; r < Number(args.rounds); r++) {
      for (const variant of r % 2 ? [...variants].reverse() : variants) {
        copyFileSync(variant.path, built);
        const runtime = await startLocalRuntime({ port, env, logFile: '.tmp/cold-runtime.log' });
        try {
          const post = () => {
            const ip = randomLoopback();
            return postFrom({ port, localAddress: ip, path: endpoint.path, body: body(ip), agent: new Agent({ keepAlive: false }) });
          };
          await post(); // the runtime unpacks and caches the function on its first call
          for (let i = 0; i < runs; i++) results.get(variant.name).push(await post());
        } finally {
          await runtime.stop();
        }
      }
    }
  } finally {
    copyFileSync(saved, built);
    await postmark.stop();
  }
  console.log(`\nnetlify serve, ${fnName}, ${runs} sequential posts x ${args.rounds} rounds per variant (ms); load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
  for (const v of variants) {
    const records = results.get(v.name);
    const bad = records.filter((x) => x.status !== 200).length;
    const s = latencySummary(records);
    console.log(`${v.name}\tclient p50 ${s.clientMs.p50} p95 ${s.clientMs.p95}\town p50 ${s.ownMs.p50} p95 ${s.ownMs.p95}\tparts p50 ${JSON.stringify(s.ownPartsP50Ms)}\toverhead p50 ${s.runtimeOverheadP50Ms}${bad ? `\t${bad} not 200` : ''}`);
  }
  if (args.json) writeFileSync(args.json, JSON.stringify(Object.fromEntries(results), null, 2));
}

/** The step probe: built with the functions' own esbuild options, run once per fresh worker. */
async function mainProbe() {
  const { build } = await import('esbuild');
  const { functionBuildOptions } = await import('../scripts/bundleFunctions.mjs');
  const scratch = mkdtempSync(join(tmpdir(), 'cold-probe-'));
  const probeFile = join(scratch, 'probe.mjs');
  await build(functionBuildOptions('bench/coldProbe.ts', probeFile));
  const blobsToken = `cold-${process.pid}`;
  const blobsServer = new BlobsServer({ directory: join(scratch, 'blobs'), token: blobsToken });
  const { port: blobsPort } = await blobsServer.start();
  const blobsUrl = `http://localhost:${blobsPort}`;
  const blobsContext = { edgeURL: blobsUrl, uncachedEdgeURL: blobsUrl, token: blobsToken, siteID: 'cold-site', deployID: '0', primaryRegion: 'dev' };
  const postmark = await spawnLocalPostmark({ token: `cold-${process.pid}`, port: port + 1, controlPort: port + 2, logFile: '.tmp/cold-postmark.log' });
  const env = { POSTMARK_SERVER_TOKEN: postmark.token, POSTMARK_API_URL: postmark.apiUrl, SALES_EMAIL: 'sales@kavach.test', FROM_EMAIL: 'enquiries@kavach.test' };
  const code = `const { workerData, parentPort } = await import('node:worker_threads');
for (const [k, v] of Object.entries(workerData.env)) process.env[k] = v;
process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(JSON.stringify(workerData.blobsContext)).toString('base64');
const t = performance.now();
const { probe } = await import(workerData.entry);
const importMs = performance.now() - t;
parentPort.postMessage([{ step: 'import of the probe bundle', cold: importMs, warm: NaN }, ...(await probe(workerData.ip, workerData.body))]);`;
  const workerFile = join(scratch, 'probeWorker.mjs');
  writeFileSync(workerFile, code);
  const byStep = new Map();
  try {
    for (let i = -1; i < runs; i++) {
      const ip = randomLoopback();
      const steps = await new Promise((resolve_, reject) => {
        const worker = new Worker(workerFile, { execArgv: [], workerData: { entry: pathToFileURL(probeFile).href, env, blobsContext, ip, body: body(ip) } });
        worker.once('message', (m) => worker.once('exit', () => resolve_(m)));
        worker.once('error', reject);
      });
      if (i < 0) continue;
      for (const s of steps) {
        if (!byStep.has(s.step)) byStep.set(s.step, { cold: [], warm: [] });
        byStep.get(s.step).cold.push(s.cold);
        byStep.get(s.step).warm.push(s.warm);
      }
    }
  } finally {
    await postmark.stop();
    await blobsServer.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
  console.log(`\nstep probe, medians of ${runs} fresh workers (ms); load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
  console.log('step\tfirst use\tsecond use');
  for (const [step, { cold, warm }] of byStep) console.log(`${step}\t${round(median(cold))}\t${round(median(warm))}`);
}

async function main() {
  const scratch = mkdtempSync(join(tmpdir(), 'cold-worker-'));
  const blobsToken = `cold-${process.pid}`;
  const blobsServer = new BlobsServer({ directory: join(scratch, 'blobs'), token: blobsToken });
  const { port: blobsPort } = await blobsServer.start();
  const blobsUrl = `http://localhost:${blobsPort}`; // as netlify-cli hands it to functions
  const blobsContext = { edgeURL: blobsUrl, uncachedEdgeURL: blobsUrl, token: blobsToken, siteID: 'cold-site', deployID: '0', primaryRegion: 'dev' };
  const postmark = await spawnLocalPostmark({ token: `cold-${process.pid}`, port: port + 1, controlPort: port + 2, logFile: '.tmp/cold-postmark.log' });
  const env = { POSTMARK_SERVER_TOKEN: postmark.token, POSTMARK_API_URL: postmark.apiUrl, SALES_EMAIL: 'sales@kavach.test', FROM_EMAIL: 'enquiries@kavach.test', SITE_URL: 'http://localhost:8888', CONTEXT: 'dev' };
  const execArgv = [...(args['cpu-prof'] ? ['--cpu-prof', '--cpu-prof-interval', '100', '--cpu-prof-dir', resolve(args['cpu-prof'])] : [])];
  const entries = new Map(variants.map((v) => [v.name, args.cli ? cliEntry(v, scratch) : pathToFileURL(v.path).href]));
  const results = new Map(variants.map((v) => [v.name, []]));

  try {
    // One untimed run per variant: the OS file cache, the servers' own first requests.
    for (const round_ of [-1, ...Array.from({ length: runs }, (_, i) => i)]) {
      const order = round_ % 2 ? variants : [...variants].reverse();
      for (const variant of order) {
        const ip = randomLoopback();
        const record = await (args.cli ? runCli : runDirect)({ entry: entries.get(variant.name), ip, blobsContext, env, execArgv, blobsUrl });
        if (record.status !== 200) console.error(`${variant.name}: status ${record.status} ${record.text ?? ''}`);
        if (round_ >= 0) results.get(variant.name).push(record);
      }
    }
  } finally {
    await postmark.stop();
    await blobsServer.stop();
    rmSync(scratch, { recursive: true, force: true });
  }

  const summary = variants.map((v) => summarize(v.name, results.get(v.name)));
  printTable(summary);
  if (args.json) writeFileSync(args.json, JSON.stringify({ runs, cli: args.cli, summary, raw: Object.fromEntries(results) }, null, 2));
}

const body = (ip) => endpoint.body(`cold.${ip.replaceAll('.', '-')}@example.in`);

/** Our part only: bench/coldWorkerThread.mjs imports the bundle and calls its default export. */
function runDirect({ entry, ip, blobsContext, env, execArgv }) {
  const started = performance.now();
  const worker = new Worker(new URL('./coldWorkerThread.mjs', import.meta.url), {
    execArgv,
    workerData: { entry, url: `http://localhost:8888${endpoint.path}`, body: body(ip), ip, blobsContext, env, preload: (args.preload ?? []).map((p) => pathToFileURL(resolve(p)).href) },
  });
  return new Promise((resolve_, reject) => {
    worker.once('message', (m) => {
      const wall = performance.now() - started;
      worker.once('exit', () => resolve_({ ...m, wall }));
    });
    worker.once('error', reject);
  });
}

/** As netlify-cli: its worker.js, lambda-local, the Netlify bootstrap, an event like its functions server's. */
function runCli({ entry, ip, blobsContext, env, execArgv }) {
  const headers = {
    host: 'localhost:8888',
    'content-type': 'application/json',
    'client-ip': ip,
    'x-nf-client-connection-ip': ip,
    'x-nf-account-id': '',
    'x-nf-site-id': blobsContext.siteID,
  };
  const event = {
    path: endpoint.path,
    httpMethod: 'POST',
    queryStringParameters: {},
    multiValueQueryStringParameters: {},
    headers,
    multiValueHeaders: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, [v]])),
    body: JSON.stringify(body(ip)),
    isBase64Encoded: false,
    rawUrl: `http://localhost:8888${endpoint.path}`,
    rawQuery: '',
    route: endpoint.path,
    blobs: Buffer.from(JSON.stringify({ primary_region: 'dev', url: blobsContext.edgeURL, url_uncached: blobsContext.edgeURL, token: blobsContext.token })).toString('base64'),
  };
  const started = performance.now();
  const worker = new Worker(new URL('../node_modules/netlify-cli/dist/lib/functions/runtimes/js/worker.js', import.meta.url), {
    execArgv,
    env: { ...process.env, NODE_OPTIONS: '--no-experimental-require-module --no-experimental-detect-module' },
    workerData: { clientContext: '{}', environment: env, event, entryFilePath: entry, timeoutMs: 30_000 },
  });
  return new Promise((resolve_, reject) => {
    worker.once('message', (m) => {
      const wall = performance.now() - started;
      const header = (name) => Object.entries(m.multiValueHeaders ?? m.headers ?? {}).find(([k]) => k.toLowerCase() === name)?.[1];
      const st = header('server-timing');
      // lambda-local's timeout timer keeps the worker alive until timeoutMs; netlify-cli leaves it be.
      worker.terminate().then(() => resolve_({ status: m.statusCode, serverTiming: Array.isArray(st) ? st[0] : st, marks: {}, entries: [], wall }));
    });
    worker.once('error', reject);
  });
}

function parseTiming(value) {
  const out = {};
  for (const part of (value ?? '').split(',')) {
    const m = /^\s*([\w-]+);dur=([0-9.]+)/.exec(part);
    if (m) out[m[1]] = Number(m[2]);
  }
  return out;
}

function summarize(name, records) {
  const rows = records.map((r) => {
    const t = parseTiming(r.serverTiming);
    const inHandler = (e) => r.marks.handlerStart !== undefined && e.start >= r.marks.handlerStart && e.start < r.marks.handlerEnd;
    const sum = (type, pred = () => true) => (r.entries ?? []).filter((e) => e.type === type && pred(e)).reduce((a, e) => a + e.ms, 0);
    return {
      wall: r.wall,
      import: r.marks.import,
      handler: r.marks.handler,
      ...t,
      dnsInHandler: sum('dns', inHandler),
      connectInHandler: sum('net', inHandler),
      gcInHandler: sum('gc', inHandler),
      gcBeforeHandler: sum('gc', (e) => !inHandler(e) && e.start < (r.marks.handlerStart ?? 0)),
    };
  });
  const keys = ['wall', 'import', 'handler', 'total', 'ratelimit', 'store', 'email', 'record', 'dnsInHandler', 'connectInHandler', 'gcInHandler', 'gcBeforeHandler'];
  return { name, n: records.length, median: Object.fromEntries(keys.map((k) => [k, median(rows.map((row) => row[k]))])) };
}

function printTable(summary) {
  const keys = Object.keys(summary[0].median);
  console.log(`\n${args.cli ? 'netlify-cli worker.js + bootstrap' : 'direct import'}, ${fnName}, medians of ${runs} interleaved runs (ms); load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
  console.log(['variant', ...keys].join('\t'));
  for (const s of summary) console.log([s.name, ...keys.map((k) => round(s.median[k]))].join('\t'));
}
await (args.runtime ? mainRuntime() : args.probe ? mainProbe() : main());
