// A local Postmark-compatible HTTP server for tests: it receives the real `postmark` client's
// requests (POST /email), checks the server token and the message the way Postmark does, and
// keeps every message for the tests to read. Faults are chosen by the submitter's address, so
// parallel tests never disturb each other:
//
//   <anything>+pm-<target>-<fault>[-<tag>]@<domain>
//     target: sales (the message whose Reply-To is this address) | ack (the one sent To it) | both
//     fault:  500 | 503once (503 on the first attempt, then OK) | 500twice (500 on the first two
//             attempts, a request's try and its retry, then OK) | 429once | 422 | timeout (answers
//             after 15 s) | reset (closes the connection without answering)
//
// "Connection refused" is real: the control API can close the API port and open it again.
// Control API (second port): GET /messages, DELETE /messages, POST /refuse, POST /accept.
import { createServer } from 'node:http';
import { randomUUID } from 'node:crypto';

export async function startLocalPostmark({ token, port = 0, controlPort = 0, host = '127.0.0.1' }) {
  const messages = [];
  const attempts = new Map();
  const sockets = new Set();

  const readJson = (req) =>
    new Promise((resolve) => {
      let data = '';
      req.setEncoding('utf8');
      req.on('data', (c) => (data += c));
      req.on('end', () => {
        try {
          resolve(JSON.parse(data));
        } catch {
          resolve(undefined);
        }
      });
    });
  const send = (res, status, body) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const faultFor = (message) => {
    const addresses = [message.To, message.ReplyTo].filter(Boolean).join(',');
    const match = /\+pm-(sales|ack|both)-(500|500twice|503once|429once|422|406|timeout|reset)(?:-[a-z0-9]+)?@/i.exec(
      addresses,
    );
    if (!match) return undefined;
    const [address, target, fault] = [match[0], match[1].toLowerCase(), match[2].toLowerCase()];
    const isSales = String(message.ReplyTo ?? '').includes(address);
    const isAck = String(message.To ?? '').includes(address);
    if ((target === 'sales' && !isSales) || (target === 'ack' && !isAck)) return undefined;
    return { fault, key: `${target}:${isSales ? 'sales' : 'ack'}:${message.To}:${message.ReplyTo}` };
  };

  const api = createServer(async (req, res) => {
    if (req.method !== 'POST' || req.url !== '/email') return send(res, 404, { ErrorCode: 404, Message: 'Not found' });
    const body = await readJson(req);
    const received = { at: new Date().toISOString(), headers: req.headers, body };
    if (req.headers['x-postmark-server-token'] !== token) {
      return send(res, 401, { ErrorCode: 10, Message: 'Request does not contain a valid Server token.' });
    }
    if (
      !body ||
      typeof body.From !== 'string' ||
      typeof body.To !== 'string' ||
      !body.Subject ||
      !(body.TextBody || body.HtmlBody)
    ) {
      return send(res, 422, { ErrorCode: 300, Message: 'Invalid email request' });
    }
    const injected = faultFor(body);
    if (injected) {
      const n = (attempts.get(injected.key) ?? 0) + 1;
      attempts.set(injected.key, n);
      received.attempt = n;
      received.fault = injected.fault;
      messages.push({ ...received, outcome: injected.fault });
      switch (injected.fault) {
        case '500':
          return send(res, 500, { ErrorCode: 500, Message: 'Internal server error (injected)' });
        case '422':
          return send(res, 422, { ErrorCode: 300, Message: 'Invalid email request (injected)' });
        case '406':
          return send(res, 406, {
            ErrorCode: 406,
            Message: 'You tried to send to a recipient that has been marked as inactive (injected).',
          });
        case 'timeout':
          return setTimeout(() => send(res, 500, { ErrorCode: 500, Message: 'too late' }), 15_000).unref();
        case 'reset':
          return req.socket.destroy();
        case '500twice':
          if (n <= 2) return send(res, 500, { ErrorCode: 500, Message: 'Internal server error (injected)' });
          break;
        case '503once':
          if (n === 1) return send(res, 503, { ErrorCode: 503, Message: 'Service unavailable (injected)' });
          break;
        case '429once':
          if (n === 1) return send(res, 429, { ErrorCode: 429, Message: 'Rate limit exceeded (injected)' });
          break;
      }
      messages.pop();
    }
    const MessageID = randomUUID();
    messages.push({ ...received, outcome: 'sent', messageId: MessageID });
    send(res, 200, { To: body.To, SubmittedAt: new Date().toISOString(), MessageID, ErrorCode: 0, Message: 'OK' });
  });
  api.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });

  const listen = (server, p) =>
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(p, host, () => resolve(server.address().port));
    });
  const apiPort = await listen(api, port);
  const refuse = () =>
    new Promise((resolve) => {
      if (!api.listening) return resolve();
      api.close(() => resolve());
      for (const s of sockets) s.destroy();
    });
  const accept = async () => {
    if (!api.listening) await listen(api, apiPort);
  };

  const control = createServer(async (req, res) => {
    // One request per connection: a kept-alive socket that the server times out just as the test
    // reuses it fails the test with "other side closed" on a loaded machine.
    res.setHeader('Connection', 'close');
    const url = new URL(req.url, 'http://x');
    if (req.method === 'GET' && url.pathname === '/messages') return send(res, 200, messages);
    if (req.method === 'DELETE' && url.pathname === '/messages') {
      messages.length = 0;
      attempts.clear();
      return send(res, 200, {});
    }
    if (req.method === 'POST' && url.pathname === '/refuse')
      return refuse().then(() => send(res, 200, { listening: false }));
    if (req.method === 'POST' && url.pathname === '/accept')
      return accept().then(() => send(res, 200, { listening: true }));
    send(res, 404, {});
  });
  const ctlPort = await listen(control, controlPort);

  return {
    apiUrl: `http://${host}:${apiPort}`,
    controlUrl: `http://${host}:${ctlPort}`,
    token,
    messages,
    stop: async () => {
      await refuse();
      await new Promise((r) => control.close(() => r()));
    },
  };
}

/**
 * Runs the server in its own process (the test runner blocks its event loop while tests run) and
 * waits until it answers. Its output goes to a file: an undrained pipe would freeze it.
 */
export async function spawnLocalPostmark({ token, port, controlPort, logFile = '.tmp/postmark-local.log' }) {
  const { spawn } = await import('node:child_process');
  const { openSync, closeSync, mkdirSync } = await import('node:fs');
  mkdirSync('.tmp', { recursive: true });
  const fd = openSync(logFile, 'w');
  const child = spawn(process.execPath, [new URL(import.meta.url).pathname, String(port), String(controlPort)], {
    env: { ...process.env, POSTMARK_SERVER_TOKEN: token },
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  const controlUrl = `http://127.0.0.1:${controlPort}`;
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`the local Postmark server exited (see ${logFile})`);
    try {
      if ((await fetch(`${controlUrl}/messages`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    apiUrl: `http://127.0.0.1:${port}`,
    controlUrl,
    token,
    stop: async () => {
      child.kill('SIGTERM');
    },
  };
}

// `node scripts/postmarkLocal.mjs [port] [controlPort]`: run it on its own, e.g. beside `npm start`.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { answerHelp, refuseArguments } = await import('./cliHelp.mjs');
  const usage = `Usage: node scripts/postmarkLocal.mjs [port] [controlPort]

A local Postmark-compatible server (what the tests send email to): the API on port (default 8911),
the messages it received at http://127.0.0.1:<controlPort>/messages (default 8912). The token it accepts
is POSTMARK_SERVER_TOKEN (default local-token). Point the functions at it with
POSTMARK_API_URL=http://127.0.0.1:<port> and the same token.`;
  answerHelp(usage);
  const [port = '8911', controlPort = '8912', ...extra] = process.argv.slice(2);
  for (const value of [port, controlPort])
    if (!/^\d+$/.test(value) || Number(value) > 65535) refuseArguments(`"${value}" is not a port number.`, usage);
  if (extra.length) refuseArguments(`Unexpected argument "${extra[0]}".`, usage);
  const server = await startLocalPostmark({
    token: process.env.POSTMARK_SERVER_TOKEN ?? 'local-token',
    port: Number(port),
    controlPort: Number(controlPort),
  });
  console.log(
    `Local Postmark-compatible server: ${server.apiUrl} (control: ${server.controlUrl}, token: ${server.token})`,
  );
}
