import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';

/**
 * `fetch` for the small JSON requests of the enquiry functions (Blobs, Postmark), over node:http.
 * Node's `fetch` is undici: its first request in a thread sets it up (its HTTP parser is
 * WebAssembly), ~10 ms more than node:http's first, and each later request costs ~2.5 ms more on
 * loopback (docs/enquiries.md, "Cold instances"). A cold function instance, which every local
 * request is, paid the setup once and the difference on each of its seven requests. Bodies other
 * than a string or bytes (a stream, a Blob, form data) and `Request` objects go to the global
 * `fetch`.
 */
export const nodeFetch: typeof fetch = async (input, init = {}) => {
  const body = init.body;
  if (input instanceof Request || (body != null && typeof body !== 'string' && !(body instanceof Uint8Array) && !(body instanceof ArrayBuffer))) {
    return fetch(input, init);
  }
  const url = new URL(String(input));
  const payload = body == null ? undefined : typeof body === 'string' ? Buffer.from(body) : Buffer.from(body instanceof ArrayBuffer ? new Uint8Array(body) : body);
  const headers: Record<string, string> = {};
  new Headers(init.headers).forEach((value, name) => (headers[name] = value));
  if (payload) headers['content-length'] = String(payload.byteLength);
  const method = (init.method ?? 'GET').toUpperCase();
  const signal = init.signal ?? undefined;
  signal?.throwIfAborted();
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const attempt = (retried: boolean): Promise<IncomingMessage> =>
    new Promise<IncomingMessage>((resolve, reject) => {
      const req = send(url, { method, headers, signal }, resolve);
      req.on('error', (error: NodeJS.ErrnoException) => {
        // As fetch: an aborted request rejects with the signal's reason (a TimeoutError for AbortSignal.timeout).
        if (signal?.aborted) return reject(signal.reason);
        // A kept-alive connection the server closed as it was reused: the request never reached it
        // (Node's documented case for `reusedSocket`); undici retries it too. Once, on a new connection.
        if (!retried && req.reusedSocket && (error.code === 'ECONNRESET' || error.code === 'EPIPE')) return resolve(attempt(true));
        reject(error);
      });
      req.end(payload);
    });
  const response = await attempt(false);
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of response) chunks.push(chunk as Buffer);
  } catch (error) {
    throw signal?.aborted ? signal.reason : error;
  }
  const responseHeaders = new Headers();
  for (let i = 0; i < response.rawHeaders.length; i += 2) responseHeaders.append(response.rawHeaders[i]!, response.rawHeaders[i + 1]!);
  const status = response.statusCode ?? 500;
  const noBody = status === 204 || status === 304 || method === 'HEAD';
  return new Response(noBody ? null : Buffer.concat(chunks), { status, statusText: response.statusMessage, headers: responseHeaders });
};
