// `npm run bench -- enquiries`: latency of POST /api/contact and /api/download-request at
// concurrency 1 and 10, each request from a fresh loopback address (its own quota, so every one is
// accepted: rate limit, keep, two emails, outcome). Our own time is the functions' Server-Timing
// `total` (docs/enquiries.md), measured apart from what the runtime adds around them:
// - through the local runtime (`netlify serve --offline`, its Blobs server, the local Postmark-
//   compatible server), as a client sees it; netlify-cli runs every invocation in a new worker
//   thread that loads the function afresh, so each request there is a cold start;
// - warm: the same handler and stores in this process, as a warm Netlify instance runs them, with a
//   Blobs server of @netlify/blobs (its own process) and the same local Postmark server.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalRuntime } from '../scripts/localRuntime.mjs';
import { spawnLocalPostmark } from '../scripts/postmarkLocal.mjs';
import { ENQUIRY_ENDPOINTS, latencySummary, randomLoopback, runPool, statusCounts } from './enquiryDriver.mjs';
import { headerRows, row } from './table.mjs';

const GOAL_OWN_P50_MS = 30;
const CONCURRENCY = [1, 10];
const SALES_EMAIL = 'sales@kavach.test';
const FROM_EMAIL = 'enquiries@kavach.test';

export async function enquiryLatency({ port = 8930, requests = Number(process.env.BENCH_ENQUIRIES ?? 40) } = {}) {
  const postmark = await spawnLocalPostmark({
    token: `bench-${process.pid}`,
    port: port + 1,
    controlPort: port + 2,
    logFile: '.tmp/bench-postmark.log',
  });
  const rows = [];
  try {
    const emailEnv = {
      POSTMARK_SERVER_TOKEN: postmark.token,
      POSTMARK_API_URL: postmark.apiUrl,
      SALES_EMAIL,
      FROM_EMAIL,
    };
    const runtime = await startLocalRuntime({ port, env: emailEnv, logFile: '.tmp/bench-runtime.log' });
    try {
      for (const endpoint of ENQUIRY_ENDPOINTS) {
        const body = (address, n) => endpoint.body(`bench.${address.replaceAll('.', '-')}.${n}@example.in`);
        // Two requests first: the runtime unpacks and caches each function on its first call.
        await runPool({
          port,
          path: endpoint.path,
          addresses: [randomLoopback(), randomLoopback()],
          concurrency: 1,
          body,
        });
        for (const concurrency of CONCURRENCY) {
          console.log(`enquiries: ${endpoint.path} through the runtime at concurrency ${concurrency}`);
          const addresses = Array.from({ length: requests }, randomLoopback);
          const records = await runPool({ port, path: endpoint.path, addresses, concurrency, body });
          rows.push({
            path: endpoint.path,
            where: 'runtime',
            concurrency,
            statuses: statusCounts(records),
            ...latencySummary(records),
          });
        }
      }
    } finally {
      await runtime.stop();
    }
    for (const endpoint of ENQUIRY_ENDPOINTS) {
      for (const concurrency of CONCURRENCY) {
        console.log(`enquiries: ${endpoint.path} warm, in-process, at concurrency ${concurrency}`);
        rows.push({
          path: endpoint.path,
          where: 'warm',
          concurrency,
          ...(await warmRun({ endpoint, concurrency, requests: requests * 2, postmark })),
        });
      }
    }
  } finally {
    await postmark.stop();
  }
  return { requestsPerRow: requests, rows, markdown: renderEnquiryLatency(rows) };
}

/** The real handler with real stores and the real postmark client, called in this process. */
export async function warmRun({ endpoint, concurrency, requests, postmark }) {
  const { enquiryStores } = await import('../netlify/lib/blobs.ts');
  const { handleEnquiry } = await import('../src/lib/enquiry/handle.ts');
  const { PostmarkMailer, POSTMARK_TIMEOUT_MS, POSTMARK_BACKOFF_MS } =
    await import('../src/lib/email/postmarkMailer.ts');
  const { parseServerTiming } = await import('../src/lib/http/serverTiming.ts');
  const dir = mkdtempSync(join(tmpdir(), 'bench-enquiries-'));
  const blobs = await spawnBlobsServer(dir);
  try {
    const url = blobs.url;
    const stores = enquiryStores(
      { siteID: 'bench', token: 'bench', edgeURL: url, uncachedEdgeURL: url },
      { failFast: true },
    );
    const deps = {
      requestLog: stores.requestLog,
      enquiries: stores.enquiries,
      mailer: new PostmarkMailer({
        serverToken: postmark.token,
        apiUrl: postmark.apiUrl,
        messageStream: 'outbound',
        timeoutMs: POSTMARK_TIMEOUT_MS,
        backoffMs: POSTMARK_BACKOFF_MS,
      }),
      emailSettings: { salesEmail: SALES_EMAIL, fromEmail: FROM_EMAIL, organizationName: 'Bench' },
      siteUrl: 'http://localhost:8888',
      log: () => {},
    };
    const call = async (n) => {
      const started = performance.now();
      const request = new Request(`http://localhost:8888${endpoint.path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(endpoint.body(`warm.${n}@example.in`)),
      });
      const kind = endpoint.path === '/api/contact' ? 'contact' : 'download';
      const response = await handleEnquiry(kind, request, { ip: `warm-client-${n}`, deployContext: 'bench' }, deps);
      await response.text();
      return {
        status: response.status,
        ms: performance.now() - started,
        timing: parseServerTiming(response.headers.get('server-timing')),
      };
    };
    for (let n = 0; n < 5; n++) await call(-1 - n); // first calls compile the code paths: not what a warm instance runs
    const records = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < requests) records.push(await call(next++));
      }),
    );
    return { statuses: statusCounts(records), ...latencySummary(records) };
  } finally {
    await blobs.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A Blobs server of @netlify/blobs in its own process, as the store is a service of its own on Netlify. */
async function spawnBlobsServer(directory) {
  const code = `import { BlobsServer } from '@netlify/blobs/server';
const server = new BlobsServer({ directory: ${JSON.stringify(directory)}, token: 'bench' });
const { port } = await server.start();
console.log(port);`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise((resolve, reject) => {
    child.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim())));
    child.once('exit', (status) => reject(new Error(`the Blobs server exited (${status})`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: async () => void child.kill('SIGTERM') };
}

const verdict = (ok) => (ok ? 'met' : '**MISSED**');
const ms = (v) => (v === null || v === undefined || Number.isNaN(v) ? '–' : `${v}`);

export function renderEnquiryLatency(rows) {
  const where = (r) => (r.where === 'runtime' ? 'local runtime (cold)' : 'warm, in-process');
  const goal = (r) =>
    r.where === 'warm' ? verdict(r.ownMs.p50 <= GOAL_OWN_P50_MS && (r.statuses['200'] ?? 0) === r.requests) : '–';
  const lines = [
    '## Enquiry endpoints: latency and our own time',
    '',
    'Each request from a fresh loopback address, so every one is accepted (rate limit, keep, two emails to the local',
    "Postmark-compatible server, outcome). **Own time** is the function's `Server-Timing` `total`: " +
      'our code, without the',
    'platform around it. "Warm" runs the handler in this process, as a warm Netlify instance does, with a Blobs server',
    `in a process of its own; the goal (own p50 <= ${GOAL_OWN_P50_MS} ms) is checked there. ` +
      'The local runtime starts every',
    'invocation cold in a new worker thread: its rows are for information. ' +
      'At concurrency 10 the one local Blobs server',
    'and the 2 cores are shared by ten requests (Netlify would run ten instances). Milliseconds.',
    '',
    ...headerRows(
      'Endpoint',
      'Where',
      'Concurrency',
      'Requests (statuses)',
      'Client p50 / p95',
      'Own p50 / p95',
      'Own parts p50: rate limit / store / email / record',
      'Runtime overhead p50',
      `Own p50 <= ${GOAL_OWN_P50_MS} ms`,
    ),
    ...rows.map((r) => {
      const statuses = Object.entries(r.statuses)
        .map(([s, n]) => `${n}× ${s}`)
        .join(', ');
      const parts = r.ownPartsP50Ms;
      return row(
        `\`${r.path}\``,
        where(r),
        r.concurrency,
        `${r.requests} (${statuses})`,
        `${r.clientMs.p50} / ${r.clientMs.p95}`,
        `${r.ownMs.p50} / ${r.ownMs.p95}`,
        [parts.ratelimit, parts.store, parts.email, parts.record].map(ms).join(' / '),
        r.where === 'runtime' ? r.runtimeOverheadP50Ms : '–',
        goal(r),
      );
    }),
  ];
  return lines.join('\n');
}
