// Starts the whole service on Netlify's real local runtime (`netlify serve --offline`: the
// production build, the bundled functions, the local Blobs server) and waits until it answers.
// Used by `npm test` and `npm run bench`, so both exercise exactly what `npm start` runs.
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { netlifyServeArgs } from './runtimePorts.mjs';

export const TELEMETRY_OFF = { ASTRO_TELEMETRY_DISABLED: '1', NETLIFY_TELEMETRY_DISABLED: '1', BROWSER: 'none' };

export async function startLocalRuntime({
  port = 8888,
  env = {},
  logFile = '.tmp/local-runtime.log',
  timeoutMs = 300_000,
} = {}) {
  const baseUrl = `http://localhost:${port}`;
  mkdirSync(dirname(logFile), { recursive: true });
  // The runtime writes straight to a file: a pipe that nobody drains (the test runner waits on
  // its children synchronously) would fill up and freeze the server.
  const logFd = openSync(logFile, 'w');
  const child = spawn('netlify', netlifyServeArgs(port), {
    env: { ...process.env, ...TELEMETRY_OFF, SITE_URL: baseUrl, ...env },
    stdio: ['ignore', logFd, logFd],
    detached: true, // its own process group, so stop() ends the static and functions servers too
  });
  closeSync(logFd);
  let exited = false;
  child.on('exit', () => (exited = true));
  const logTail = () => readFileSync(logFile, 'utf8').slice(-4000);

  const stop = async () => {
    if (exited) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {}
    for (let i = 0; i < 50 && !exited; i++) await sleep(100);
    if (!exited) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {}
    }
  };

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`netlify serve exited before it was ready:\n${logTail()}`);
    if (readFileSync(logFile, 'utf8').includes('Local dev server ready')) {
      try {
        const res = await fetch(`${baseUrl}/api/products`, { signal: AbortSignal.timeout(5000) });
        if (res.ok) return { baseUrl, stop, logTail };
      } catch {}
    }
    await sleep(500);
  }
  await stop();
  throw new Error(`netlify serve did not become ready in ${timeoutMs / 1000}s:\n${logTail()}`);
}
