// Bounded load test of the enquiry endpoints on the local runtime (issue 7, "Load"): autocannon at
// concurrency 50, split over several loopback client addresses. autocannon cannot choose its source
// address, so each address gets a plain TCP forwarder that connects to the runtime from it; the
// runtime takes the client IP from the socket, as Netlify does. Checks, per endpoint: no failure
// other than 429, exactly the limit admitted per client address, and no lost enquiry (two emails at
// the local Postmark-compatible server and one kept enquiry for every 200).
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import autocannon from 'autocannon';
import { startLocalRuntime } from '../scripts/localRuntime.mjs';
import { spawnLocalPostmark } from '../scripts/postmarkLocal.mjs';

const ENDPOINTS = [
  { path: '/api/contact', limit: 5, body: (email) => ({ first_name: 'Load', email, subject: 'Product Enquiry', message: 'Load test enquiry.' }) },
  { path: '/api/download-request', limit: 10, body: (email) => ({ name: 'Load Test', email, catalog: 'Full catalog' }) },
];

const randomLoopback = () => `127.${1 + (randomBytes(1)[0] % 254)}.${1 + (randomBytes(1)[0] % 254)}.${1 + (randomBytes(1)[0] % 254)}`;

/** A TCP forwarder on 127.0.0.1 whose connections reach `port` from `localAddress`. */
async function forwarderFrom(localAddress, port) {
  const server = createServer((inbound) => {
    const outbound = connect({ host: '127.0.0.1', port, localAddress });
    inbound.pipe(outbound).pipe(inbound);
    const close = () => {
      inbound.destroy();
      outbound.destroy();
    };
    inbound.on('error', close);
    outbound.on('error', close);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: server.address().port, close: () => new Promise((resolve) => server.close(resolve)) };
}

function countFiles(dir) {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
  } catch {
    return 0;
  }
}

async function sentMessages(controlUrl) {
  return (await (await fetch(`${controlUrl}/messages`)).json()).filter((m) => m.outcome === 'sent');
}

export async function enquiryLoad({ port = 8930, addresses = 5, connections = 50, requestsPerAddress = 30 } = {}) {
  const postmark = await spawnLocalPostmark({ token: `bench-${process.pid}`, port: port + 1, controlPort: port + 2, logFile: '.tmp/bench-postmark.log' });
  const emailEnv = { POSTMARK_SERVER_TOKEN: postmark.token, POSTMARK_API_URL: postmark.apiUrl, SALES_EMAIL: 'sales@kavach.test', FROM_EMAIL: 'enquiries@kavach.test' };
  const runtime = await startLocalRuntime({ port, env: emailEnv, logFile: '.tmp/bench-runtime.log' });
  const keptDir = '.netlify/blobs-serve/entries/unlinked/site:enquiries';
  const endpoints = [];
  try {
    for (const endpoint of ENDPOINTS) {
      const clients = Array.from({ length: addresses }, randomLoopback);
      const runTag = randomBytes(4).toString('hex');
      const keptBefore = countFiles(keptDir);
      const sentBefore = (await sentMessages(postmark.controlUrl)).length;
      const forwarders = await Promise.all(clients.map((address) => forwarderFrom(address, port)));
      const started = Date.now();
      const results = await Promise.all(
        forwarders.map((forwarder, i) => {
          let n = 0;
          return autocannon({
            url: `http://127.0.0.1:${forwarder.port}`,
            connections: Math.max(1, Math.floor(connections / addresses)),
            amount: requestsPerAddress,
            timeout: 30,
            requests: [
              {
                method: 'POST',
                path: endpoint.path,
                headers: { 'content-type': 'application/json' },
                // A submitter address per request, so every email is traced to its request.
                setupRequest: (request) => ({ ...request, body: JSON.stringify(endpoint.body(`load.${runTag}.${i}.${n++}@example.in`)) }),
              },
            ],
          });
        }),
      );
      const seconds = (Date.now() - started) / 1000;
      await Promise.all(forwarders.map((f) => f.close()));
      const perClient = results.map((r, i) => {
        const counts = Object.fromEntries(Object.entries(r.statusCodeStats).map(([status, { count }]) => [status, Number(count)]));
        return { address: clients[i], counts, errors: r.errors, timeouts: r.timeouts };
      });
      const admitted = perClient.reduce((n, c) => n + (c.counts['200'] ?? 0), 0);
      const ours = (await sentMessages(postmark.controlUrl)).slice(sentBefore).filter((m) => `${m.body.To} ${m.body.ReplyTo}`.includes(`load.${runTag}.`));
      const latencies = results.map((r) => r.latency);
      endpoints.push({
        path: endpoint.path,
        limit: endpoint.limit,
        addresses,
        connections,
        requests: perClient.reduce((n, c) => n + Object.values(c.counts).reduce((a, b) => a + b, 0), 0),
        seconds: Number(seconds.toFixed(1)),
        requestsPerSecond: Number((results.reduce((n, r) => n + r.requests.total, 0) / seconds).toFixed(1)),
        latencyMs: { p50: Math.max(...latencies.map((l) => l.p50)), p99: Math.max(...latencies.map((l) => l.p99)), max: Math.max(...latencies.map((l) => l.max)) },
        perClient,
        admitted,
        failures: perClient.reduce((n, c) => n + c.errors + c.timeouts + Object.entries(c.counts).filter(([s]) => s !== '200' && s !== '429').reduce((a, [, v]) => a + v, 0), 0),
        exactPerClient: perClient.every((c) => (c.counts['200'] ?? 0) === Math.min(endpoint.limit, requestsPerAddress)),
        emailsSent: ours.length,
        kept: countFiles(keptDir) - keptBefore,
      });
    }
  } finally {
    await runtime.stop();
    await postmark.stop();
  }
  return { endpoints, markdown: render(endpoints) };
}

function render(endpoints) {
  const verdict = (ok) => (ok ? 'met' : '**MISSED**');
  const lines = [
    '## Enquiry endpoints under load (local runtime)',
    '',
    'autocannon against `netlify serve --offline` with the real local Blobs server and the local Postmark-compatible',
    'server; concurrency split evenly over fresh loopback client addresses (one TCP forwarder each, since the',
    'runtime takes the client IP from the socket). The local runtime runs every function in one Node process on',
    'this machine: the throughput says what this machine sustains, not what Netlify does.',
    '',
    '| Endpoint | Client addresses | Concurrency | Requests | Wall time | Requests/s | Latency p50 / p99 / max |',
    '|---|---|---|---|---|---|---|',
    ...endpoints.map((e) => `| \`${e.path}\` | ${e.addresses} | ${e.connections} | ${e.requests} | ${e.seconds} s | ${e.requestsPerSecond} | ${e.latencyMs.p50} / ${e.latencyMs.p99} / ${e.latencyMs.max} ms |`),
    '',
    '| Endpoint | Goal | Figure | Verdict |',
    '|---|---|---|---|',
  ];
  for (const e of endpoints) {
    lines.push(
      `| \`${e.path}\` | no failure other than 429 | ${e.failures} | ${verdict(e.failures === 0)} |`,
      `| \`${e.path}\` | exactly ${e.limit} admitted per client | ${e.perClient.map((c) => c.counts['200'] ?? 0).join(', ')} | ${verdict(e.exactPerClient)} |`,
      `| \`${e.path}\` | no lost enquiry: 2 emails and 1 kept per 200 | ${e.admitted} admitted, ${e.emailsSent} emails, ${e.kept} kept | ${verdict(e.emailsSent === 2 * e.admitted && e.kept === e.admitted)} |`,
    );
  }
  return lines.join('\n');
}
