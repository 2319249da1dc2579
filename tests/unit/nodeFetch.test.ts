import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeFetch } from '../../src/lib/http/nodeFetch.ts';

describe('nodeFetch: fetch over node:http for the Blobs and Postmark clients', () => {
  const seen: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    seen.push({ method: req.method!, url: req.url!, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
    if (req.url === '/never') return; // never answers
    if (req.url === '/empty') {
      res.writeHead(204).end();
      return;
    }
    res.writeHead(req.url === '/missing' ? 404 : 200, { 'Content-Type': 'application/json', ETag: '"abc"' }).end(JSON.stringify({ echo: req.url }));
  });
  let base = '';
  beforeAll(async () => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => {
    server.close(() => r());
    server.closeAllConnections();
  }));

  it('sends the method, headers and a string body with its length; answers status, headers and body as fetch does', async () => {
    const res = await nodeFetch(`${base}/a/b?prefix=x%2F&directories=true`, { method: 'put', headers: { Authorization: 'Bearer t', 'X-One': '1' }, body: 'héllo' });
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toBe('"abc"');
    expect(await res.json()).toEqual({ echo: '/a/b?prefix=x%2F&directories=true' });
    const request = seen.at(-1)!;
    expect(request).toMatchObject({ method: 'PUT', body: 'héllo' });
    expect(request.headers).toMatchObject({ authorization: 'Bearer t', 'x-one': '1', 'content-length': String(Buffer.byteLength('héllo')) });
  });

  it('a 204 has no body; a 404 is an answer, not an error', async () => {
    const empty = await nodeFetch(`${base}/empty`, { method: 'DELETE' });
    expect(empty.status).toBe(204);
    expect(empty.body).toBeNull();
    expect((await nodeFetch(`${base}/missing`)).status).toBe(404);
  });

  it('a refused connection rejects, as fetch does', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    await expect(nodeFetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
  });

  it('a signal that fires aborts the request and rejects with its reason, as fetch does (the Postmark timeout)', async () => {
    const error = await nodeFetch(`${base}/never`, { method: 'POST', body: '{}', signal: AbortSignal.timeout(150) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('TimeoutError');
    const aborted = new AbortController();
    aborted.abort(new Error('gone'));
    await expect(nodeFetch(`${base}/a`, { signal: aborted.signal })).rejects.toThrow('gone');
  });

  it('a kept-alive connection the server drops as it is reused is retried once on a new one', async () => {
    const perConnection = new WeakMap<object, number>();
    const dropping = createServer((req, res) => {
      const n = (perConnection.get(req.socket) ?? 0) + 1;
      perConnection.set(req.socket, n);
      if (n === 2) {
        req.socket.destroy(); // the second request on a connection: closed unanswered
        return;
      }
      req.resume();
      req.on('end', () => res.end('ok'));
    });
    await new Promise<void>((r) => dropping.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(dropping.address() as AddressInfo).port}/`;
    try {
      expect(await (await nodeFetch(url, { method: 'PUT', body: 'a' })).text()).toBe('ok');
      expect(await (await nodeFetch(url, { method: 'PUT', body: 'b' })).text()).toBe('ok');
    } finally {
      dropping.closeAllConnections();
      dropping.close();
    }
  });

  it('a stream body is left to the global fetch', async () => {
    const res = await nodeFetch(`${base}/stream`, { method: 'POST', body: new Blob(['from a blob']).stream(), duplex: 'half' } as RequestInit);
    expect(res.status).toBe(200);
    expect(seen.at(-1)).toMatchObject({ method: 'POST', body: 'from a blob' });
  });
});
