import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';

/**
 * `fetch` for small requests, over node:http. The first `fetch` of a process sets up undici (its
 * HTTP parser is WebAssembly, compiled on first use): about 40 ms before the first byte, against
 * about 10 ms for node:http's first request (docs/enquiries.md, "Performance"). On the local
 * runtime every function invocation is a new worker thread, so the enquiry functions paid it on
 * every request; on Netlify, on every cold start. Bodies other than a string or bytes (a stream,
 * a Blob, form data) go to the global `fetch`.
 */
export const nodeFetch: typeof fetch = async (input, init = {}) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  const body = init.body;
  if (input instanceof Request || init.signal || (body != null && typeof body !== 'string' && !(body instanceof Uint8Array) && !(body instanceof ArrayBuffer))) {
    return fetch(input, init);
  }
  const payload = body == null ? undefined : typeof body === 'string' ? Buffer.from(body) : Buffer.from(body instanceof ArrayBuffer ? new Uint8Array(body) : body);
  const headers: Record<string, string> = {};
  new Headers(init.headers).forEach((value, name) => (headers[name] = value));
  if (payload) headers['content-length'] = String(payload.byteLength);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    const req = send(url, { method: (init.method ?? 'GET').toUpperCase(), headers }, resolve);
    req.on('error', reject);
    req.end(payload);
  });
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  const responseHeaders = new Headers();
  for (let i = 0; i < response.rawHeaders.length; i += 2) responseHeaders.append(response.rawHeaders[i]!, response.rawHeaders[i + 1]!);
  const status = response.statusCode ?? 500;
  const noBody = status === 204 || status === 304 || (init.method ?? 'GET').toUpperCase() === 'HEAD';
  return new Response(noBody ? null : Buffer.concat(chunks), { status, statusText: response.statusMessage, headers: responseHeaders });
};
