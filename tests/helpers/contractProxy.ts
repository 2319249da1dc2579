/**
 * vitest globalSetup of the integration project: puts Stoplight Prism, a validating proxy, in
 * front of the local runtime, with the `/openapi.json` the runtime itself serves. `get()` in
 * runtime.ts goes through it, so every response the integration tests receive is checked against
 * the published contract. Prism is started from its binary and stopped by its PID.
 */
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    contractProxyUrl: string;
  }
}

export const CONTRACT_DOCUMENT = '.tmp/contract-openapi.json';

export default async function setup(project: TestProject) {
  const serviceUrl = process.env.SERVICE_URL ?? 'http://localhost:8888';
  const port = Number(process.env.CONTRACT_PROXY_PORT ?? Number(new URL(serviceUrl).port || 80) + 3);
  const logFile = '.tmp/contract-proxy.log';
  mkdirSync('.tmp', { recursive: true });
  const res = await fetch(`${serviceUrl}/openapi.json`);
  if (!res.ok)
    throw new Error(`${serviceUrl}/openapi.json answered ${res.status}: the contract proxy needs the document`);
  writeFileSync(CONTRACT_DOCUMENT, await res.text());

  const logFd = openSync(logFile, 'w');
  // --cors=false: Prism would otherwise answer preflights itself; the service's own answer is under test.
  const prism = spawn(
    'node_modules/.bin/prism',
    [
      'proxy',
      CONTRACT_DOCUMENT,
      serviceUrl,
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--cors=false',
      '--errors=false',
    ],
    { stdio: ['ignore', logFd, logFd], detached: true },
  );
  closeSync(logFd);
  let exited = false;
  prism.on('exit', () => (exited = true));
  const stop = async () => {
    if (exited) return;
    process.kill(-prism.pid!, 'SIGTERM');
    for (let i = 0; i < 30 && !exited; i++) await sleep(100);
    if (!exited) process.kill(-prism.pid!, 'SIGKILL');
  };

  const deadline = Date.now() + 60_000;
  while (!readFileSync(logFile, 'utf8').includes('Prism is listening')) {
    if (exited || Date.now() > deadline) {
      await stop();
      throw new Error(`Prism did not start:\n${readFileSync(logFile, 'utf8').slice(-3000)}`);
    }
    await sleep(200);
  }
  project.provide('contractProxyUrl', `http://127.0.0.1:${port}`);
  return stop;
}
