import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { BASE_URL, getDirect } from '../helpers/runtime.ts';

// `npm start` builds the whole site, then starts Netlify's runtime: minutes on a loaded 2-core machine.
const START_TIMEOUT_MS = 480_000;

const listen = (port: number) =>
  new Promise<Server | undefined>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(undefined));
    server.listen(port, '127.0.0.1', () => resolve(server));
  });

/** A free port whose static-server partner (port + 4) is free too. */
async function freePortPair(): Promise<number> {
  for (;;) {
    const probe = await listen(0);
    const port = (probe!.address() as { port: number }).port;
    probe!.close();
    const partner = await listen(port + 4);
    if (partner) {
      partner.close();
      return port;
    }
  }
}

const held: Server[] = [];
let stopSecond = () => {};
afterAll(() => {
  stopSecond();
  for (const server of held) server.close();
});

describe('PORT moves every port the local runtime opens', () => {
  it(
    "a second `npm start` on another PORT serves beside the tests' runtime, with port 3999 taken",
    async () => {
      // netlify serve's static server used port 3999 whatever PORT said: hold it (or find it held).
      const port3999 = await listen(3999);
      if (port3999) held.push(port3999);
      const port = await freePortPair();
      mkdirSync('.tmp', { recursive: true });
      const logFile = `.tmp/second-instance-${port}.log`;
      const log = openSync(logFile, 'w');
      const child = spawn('node', ['scripts/start.mjs'], {
        // Its build replaces the dist/ the tests' runtime serves: the same origin in links keeps it the same.
        env: { ...process.env, PORT: String(port), SITE_URL: BASE_URL },
        stdio: ['ignore', log, log],
        detached: true,
      });
      closeSync(log);
      let exited = false;
      child.on('exit', () => (exited = true));
      stopSecond = () => {
        if (!exited) process.kill(-child.pid!, 'SIGTERM');
      };
      let status = 0;
      const deadline = Date.now() + START_TIMEOUT_MS - 30_000;
      while (!exited && Date.now() < deadline && status !== 200) {
        await sleep(1000);
        status = await fetch(`http://localhost:${port}/products/`, { signal: AbortSignal.timeout(10_000) }).then(
          (res) => res.status,
          () => 0,
        );
      }
      expect(status, readFileSync(logFile, 'utf8').slice(-3000)).toBe(200);
      expect(readFileSync(logFile, 'utf8')).not.toContain('EADDRINUSE');
      // And the first instance still serves, its pages and its functions (the second's build swapped both).
      expect((await getDirect('/products/')).status).toBe(200);
      expect((await getDirect('/search?q=glove')).status).toBe(200);
      expect((await fetch(`http://localhost:${port}/search?q=glove`)).status).toBe(200);
    },
    START_TIMEOUT_MS,
  );
});
