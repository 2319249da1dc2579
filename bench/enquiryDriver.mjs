// A small HTTP driver for the enquiry benchmarks (bench/enquiries.mjs, bench/load.mjs): POSTs from
// chosen loopback addresses with node:http, since the local runtime takes the client IP from the
// socket (as Netlify does) and fetch cannot choose its source address. Every request ends in a
// record (status, latency, the function's Server-Timing, or the error): none is lost or retried
// silently (load generators that resend a request whenever its connection ends hide those).
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { parseServerTiming } from '../src/lib/http/serverTiming.ts';

export const ENQUIRY_ENDPOINTS = [
  {
    path: '/api/contact',
    limit: 5,
    body: (email) => ({ first_name: 'Bench', email, subject: 'Product Enquiry', message: 'Benchmark enquiry.' }),
  },
  {
    path: '/api/download-request',
    limit: 10,
    body: (email) => ({ name: 'Bench Test', email, catalog: 'Full catalog' }),
  },
];

/** A random address in 127.0.0.0/8 other than 127.0.0.1: a client with its own quota. */
export const randomLoopback = () =>
  `127.${1 + (randomBytes(1)[0] % 254)}.${1 + (randomBytes(1)[0] % 254)}.${1 + (randomBytes(1)[0] % 254)}`;

export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const round = (ms) => Math.round(ms * 10) / 10;

/** One POST of `body` as JSON from `localAddress`; resolves to a record, never rejects. */
export function postFrom({ port, localAddress, path, body, agent, timeoutMs = 60_000 }) {
  const started = performance.now();
  return new Promise((resolve) => {
    const done = (record) => resolve({ localAddress, ms: round(performance.now() - started), ...record });
    const payload = JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        localAddress,
        agent,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          let code;
          try {
            code = JSON.parse(Buffer.concat(chunks).toString('utf8')).error?.code;
          } catch {}
          done({ status: res.statusCode, code, timing: parseServerTiming(res.headers['server-timing'] ?? null) });
        });
        res.on('error', (error) => done({ status: 0, error: String(error) }));
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', (error) => done({ status: 0, error: String(error) }));
    req.end(payload);
  });
}

/**
 * Sends `requests` POSTs to `path` from each of `addresses`, at most `connections` at a time per
 * address (keep-alive connections from that address), all addresses at once. `body(address, n)`
 * makes each request's body. Resolves to one record per request, in completion order.
 */
export async function runFromAddresses({ port, path, addresses, connections, requests, body, timeoutMs }) {
  const records = [];
  await Promise.all(
    addresses.map(async (localAddress) => {
      const agent = new Agent({ keepAlive: true, maxSockets: connections });
      let next = 0;
      await Promise.all(
        Array.from({ length: Math.min(connections, requests) }, async () => {
          while (next < requests) {
            const n = next++;
            records.push(await postFrom({ port, localAddress, path, body: body(localAddress, n), agent, timeoutMs }));
          }
        }),
      );
      agent.destroy();
    }),
  );
  return records;
}

/** One request from each of `addresses` (each its own client, never limited), `concurrency` at a time. */
export async function runPool({ port, path, addresses, concurrency, body, timeoutMs }) {
  const records = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < addresses.length) {
        const n = next++;
        const agent = new Agent({ keepAlive: false });
        records.push(
          await postFrom({ port, localAddress: addresses[n], path, body: body(addresses[n], n), agent, timeoutMs }),
        );
      }
    }),
  );
  return records;
}

/** p50/p95/max of the client's latency and of the function's own time (Server-Timing `total`) and its parts. */
export function latencySummary(records) {
  const client = records.map((r) => r.ms);
  const own = records.map((r) => r.timing?.total).filter((v) => v !== undefined);
  const part = (name) => {
    const values = records.map((r) => r.timing?.[name]).filter((v) => v !== undefined);
    return values.length ? round(percentile(values, 50)) : null;
  };
  return {
    requests: records.length,
    clientMs: {
      p50: round(percentile(client, 50)),
      p95: round(percentile(client, 95)),
      max: round(Math.max(...client)),
    },
    ownMs: { p50: round(percentile(own, 50)), p95: round(percentile(own, 95)), max: round(Math.max(...own)) },
    ownPartsP50Ms: { ratelimit: part('ratelimit'), store: part('store'), email: part('email'), record: part('record') },
    // What the runtime adds around the function, request by request (worker start, module loading, proxying).
    runtimeOverheadP50Ms: round(
      percentile(
        records.filter((r) => r.timing?.total !== undefined).map((r) => r.ms - r.timing.total),
        50,
      ),
    ),
  };
}

export function statusCounts(records) {
  const counts = {};
  for (const r of records) {
    const key = r.status === 0 ? 'error' : String(r.status);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}
