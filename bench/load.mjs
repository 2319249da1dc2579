// Bounded load test of the enquiry endpoints on the local runtime (docs/hardening.md, "Load"): concurrency
// 50, split over several loopback client addresses (the runtime takes the client IP from the
// socket, as Netlify does; bench/enquiryDriver.mjs sends from each address). Checks, per endpoint:
// no failure other than 429, exactly the limit admitted per client address, and no lost enquiry
// (two emails at the local Postmark-compatible server and one kept enquiry, delivered, per 200).
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startLocalRuntime } from '../scripts/localRuntime.mjs';
import { spawnLocalPostmark } from '../scripts/postmarkLocal.mjs';
import { ENQUIRY_ENDPOINTS, latencySummary, randomLoopback, runFromAddresses, statusCounts } from './enquiryDriver.mjs';
import { headerRows, row } from './table.mjs';

const KEPT_DIR = '.netlify/blobs-serve/entries/unlinked/site:enquiries';

/** Kept enquiries whose submitter address carries `tag`, read from the local runtime's Blobs files. */
function keptEnquiries(tag) {
  let files = [];
  try {
    files = readdirSync(KEPT_DIR, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  } catch {}
  const records = [];
  for (const e of files) {
    if (e.name.startsWith('.')) continue; // a write in progress (the server renames it into place)
    try {
      const text = readFileSync(join(e.parentPath, e.name), 'utf8');
      if (text.includes(tag)) records.push(JSON.parse(text));
    } catch {}
  }
  return records;
}

/** Waits until the kept enquiries of `tag` stop changing: a request's last write may land after its answer. */
async function settledKept(tag) {
  let previous = JSON.stringify(
    keptEnquiries(tag)
      .map((r) => [r.id, r.status])
      .sort(),
  );
  for (let i = 0; i < 30; i++) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = JSON.stringify(
      keptEnquiries(tag)
        .map((r) => [r.id, r.status])
        .sort(),
    );
    if (now === previous) break;
    previous = now;
  }
  return keptEnquiries(tag);
}

async function sentMessages(controlUrl, tag) {
  const messages = await (await fetch(`${controlUrl}/messages`)).json();
  return messages.filter((m) => m.outcome === 'sent' && `${m.body.To} ${m.body.ReplyTo}`.includes(tag));
}

/**
 * Concurrency 50 is the goal's figure; 20 is what the local runtime keeps inside the functions'
 * enquiry deadline on a 2-core machine (docs/hardening.md, "Load").
 */
const CONFIGS = [
  { addresses: 10, connectionsPerAddress: 5 },
  { addresses: 10, connectionsPerAddress: 2 },
];

export async function enquiryLoad({ port = 8930, configs = CONFIGS, extraRequests = 7 } = {}) {
  const postmark = await spawnLocalPostmark({
    token: `bench-${process.pid}`,
    port: port + 1,
    controlPort: port + 2,
    logFile: '.tmp/bench-postmark.log',
  });
  const emailEnv = {
    POSTMARK_SERVER_TOKEN: postmark.token,
    POSTMARK_API_URL: postmark.apiUrl,
    SALES_EMAIL: 'sales@kavach.test',
    FROM_EMAIL: 'enquiries@kavach.test',
  };
  const endpoints = [];
  try {
    const runtime = await startLocalRuntime({ port, env: emailEnv, logFile: '.tmp/bench-runtime.log' });
    try {
      for (const { addresses, connectionsPerAddress } of configs)
        for (const endpoint of ENQUIRY_ENDPOINTS) {
          const tag = `load.${randomBytes(4).toString('hex')}`;
          const clients = Array.from({ length: addresses }, randomLoopback);
          const requestsPerAddress = endpoint.limit + extraRequests;
          console.log(
            `load: ${endpoint.path}, ${addresses} addresses × ${connectionsPerAddress} connections, ` +
              `${requestsPerAddress} requests each`,
          );
          const started = Date.now();
          const records = await runFromAddresses({
            port,
            path: endpoint.path,
            addresses: clients,
            connections: connectionsPerAddress,
            requests: requestsPerAddress,
            // A submitter address per request, so every email and kept enquiry is traced to its run.
            body: (address, n) => endpoint.body(`${tag}.${address.replaceAll('.', '-')}.${n}@example.in`),
            timeoutMs: 60_000,
          });
          const seconds = (Date.now() - started) / 1000;
          const perClient = clients.map((address) => ({
            address,
            counts: statusCounts(records.filter((r) => r.localAddress === address)),
          }));
          const admitted = records.filter((r) => r.status === 200).length;
          const failures = records.filter((r) => r.status !== 200 && r.status !== 429);
          const kept = await settledKept(tag);
          endpoints.push({
            path: endpoint.path,
            limit: endpoint.limit,
            addresses,
            connectionsPerAddress,
            concurrency: addresses * connectionsPerAddress,
            requests: records.length,
            seconds: Number(seconds.toFixed(1)),
            requestsPerSecond: Number((records.length / seconds).toFixed(1)),
            statuses: statusCounts(records),
            latency: latencySummary(records),
            perClient,
            admitted,
            failures: failures.length,
            failureSamples: failures.slice(0, 5).map((r) => ({ status: r.status, code: r.code, error: r.error })),
            exactPerClient: perClient.every(
              (c) => (c.counts['200'] ?? 0) === Math.min(endpoint.limit, requestsPerAddress),
            ),
            emailsSent: (await sentMessages(postmark.controlUrl, tag)).length,
            kept: kept.length,
            keptDelivered: kept.filter((r) => r.status === 'sent').length,
            // The limiter's decisions as stored, answers cut off by the deadline included.
            keptPerClient: clients.map((address) => kept.filter((r) => r.clientIp === address).length),
          });
        }
    } finally {
      await runtime.stop();
    }
  } finally {
    await postmark.stop();
  }
  return { endpoints, markdown: renderLoad(endpoints) };
}

/** The load figures as Markdown: one row per endpoint and concurrency, each invariant with its verdict. */
export function renderLoad(endpoints) {
  const judged = (figure, ok) => `${figure} (${ok ? 'met' : '**MISSED**'})`;
  const lines = [
    '## Enquiry endpoints under load (local runtime)',
    '',
    '`npm run bench -- load` (bench/load.mjs): `netlify serve --offline` with its Blobs server ' +
      'and the local Postmark-compatible',
    'server. The concurrency is split over fresh loopback client addresses, ' +
      'each sending more requests than its limit. The',
    'local runtime starts a worker thread per request on this 2-core machine: ' +
      'the figures say what this machine sustains,',
    'not what Netlify does. Invariants: no failure but 429, exactly the limit admitted per client, ' +
      'and per 200 two emails',
    'and one kept, delivered enquiry. "Kept per client" counts what was stored, ' +
      'answers cut off by the deadline included.',
    '',
    ...headerRows(
      'Endpoint',
      'Addresses × connections',
      'Statuses',
      'Requests/s',
      'Client p50 / p95',
      'Own p50 / p95',
      'Failures but 429',
      'Admitted per client',
      '200s / emails / kept (delivered)',
      'Kept per client',
    ),
    ...endpoints.map((e) => {
      const statuses = Object.entries(e.statuses)
        .map(([s, n]) => `${n}× ${s}`)
        .join(', ');
      const admittedPerClient = e.perClient.map((c) => c.counts['200'] ?? 0).join(', ');
      const everyAdmittedKept =
        e.emailsSent === 2 * e.admitted && e.kept === e.admitted && e.keptDelivered === e.admitted;
      return row(
        `\`${e.path}\``,
        `${e.addresses} × ${e.connectionsPerAddress} (${e.concurrency})`,
        statuses,
        e.requestsPerSecond,
        `${e.latency.clientMs.p50} / ${e.latency.clientMs.p95} ms`,
        `${e.latency.ownMs.p50} / ${e.latency.ownMs.p95} ms`,
        judged(e.failures, e.failures === 0),
        judged(admittedPerClient, e.exactPerClient),
        judged(`${e.admitted} / ${e.emailsSent} / ${e.kept} (${e.keptDelivered})`, everyAdmittedKept),
        e.keptPerClient.join(', '),
      );
    }),
  ];
  return lines.join('\n');
}
