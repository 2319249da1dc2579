import { request as httpRequest } from 'node:http';
import { expectToConform } from './contract.ts';
import { BASE_URL } from './runtime.ts';

/**
 * Requests from a chosen loopback address. The local runtime takes the client IP from the socket
 * (`context.ip`) and ignores X-Forwarded-For, as Netlify does; so tests that must not share a
 * rate-limit quota each talk from their own address in 127.0.0.0/8. A random one: the local
 * Blobs store keeps quotas between runs.
 */
export function freshLoopbackAddress(): string {
  const byte = () => 1 + Math.floor(Math.random() * 254);
  return `127.${byte()}.${byte()}.${byte()}`;
}

export interface AddressedResponse {
  status: number;
  headers: Headers;
  text: string;
  json(): unknown;
}

type RequestInit = { method?: string; headers?: Record<string, string>; body?: string };

/**
 * A request to the runtime from `localAddress` (node:http, since fetch cannot choose the source
 * address). Every exchange is checked against the served `/openapi.json`, as `get()` does through
 * the validating proxy (tests/helpers/contract.ts): a breach fails the test that made it.
 */
export async function requestFrom(
  localAddress: string,
  path: string,
  init: RequestInit = {},
): Promise<AddressedResponse> {
  const res = await rawRequestFrom(localAddress, path, init);
  let body: unknown = init.body;
  try {
    body = init.body === undefined ? undefined : JSON.parse(init.body);
  } catch {}
  const asResponse = new Response([101, 204, 205, 304].includes(res.status) ? null : res.text, {
    status: res.status,
    headers: res.headers,
  });
  await expectToConform(
    { method: init.method ?? 'GET', path: new URL(path, BASE_URL).pathname, headers: init.headers, body },
    asResponse,
  );
  return res;
}

function rawRequestFrom(localAddress: string, path: string, init: RequestInit): Promise<AddressedResponse> {
  const url = new URL(path, BASE_URL);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: url.port,
        path: url.pathname + url.search,
        method: init.method ?? 'GET',
        headers: init.headers,
        localAddress,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(res.headers)) {
            if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
          }
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, headers, text, json: () => JSON.parse(text) });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (init.body !== undefined) req.write(init.body);
    req.end();
  });
}

/** A client bound to one fresh loopback address: its own rate-limit quota. */
export function newClient(address = freshLoopbackAddress()) {
  return {
    address,
    post: (path: string, body: unknown, headers: Record<string, string> = { 'Content-Type': 'application/json' }) =>
      requestFrom(address, path, {
        method: 'POST',
        headers,
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    request: (path: string, init: RequestInit = {}) => requestFrom(address, path, init),
  };
}
