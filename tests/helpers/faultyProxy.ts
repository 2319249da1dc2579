import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { Socket } from 'node:net';

export type Fault = 'refuse' | 'error500' | 'hang';

/**
 * An HTTP proxy in front of a real server that fails on command: from the `failFrom`-th request on
 * (0: every request) it drops the connection, answers 500, or never answers. Used between the enquiry code
 * and a real Blobs server, to fail the store at any point of a request.
 */
export async function startFaultyProxy(target: string) {
  const upstream = new URL(target);
  let fault: Fault | undefined;
  let failFrom = 0;
  let seen = 0;
  const sockets = new Set<Socket>();
  const server: Server = createServer((req: IncomingMessage, res) => {
    const n = seen++;
    if (fault && n >= failFrom) {
      if (fault === 'refuse') req.socket.destroy();
      else if (fault === 'error500') res.writeHead(500, { 'Content-Type': 'text/plain' }).end('injected failure');
      // 'hang': the socket stays open until stop()
      return;
    }
    const forward = httpRequest(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    forward.on('error', () => req.socket.destroy());
    req.pipe(forward);
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    /** Fail every request from the `from`-th one counted from now (0: at once); `undefined` heals. */
    fail(kind: Fault | undefined, from = 0) {
      fault = kind;
      failFrom = seen + from;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
