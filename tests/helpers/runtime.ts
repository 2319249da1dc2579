import { inject } from 'vitest';
import { contractBreaches, describeBreaches, expectToConform, proxyViolations } from './contract.ts';

/** The local runtime the integration tests talk to (started once by scripts/test.mjs). */
export const BASE_URL = process.env.SERVICE_URL ?? 'http://localhost:8888';

/**
 * A request to the service through the contract proxy (Prism, started by contractProxy.ts): it
 * throws when the response breaks `/openapi.json`. HEAD goes straight to the runtime: Prism's
 * proxy tries to parse the empty body of a JSON HEAD response and fails.
 */
export async function get(path: string, init?: RequestInit): Promise<Response> {
  const method = (init?.method ?? 'GET').toUpperCase();
  // Prism's proxy never answers a request whose JSON body does not parse: such a request goes
  // straight to the runtime, and its exchange is checked in process against the same document.
  if (typeof init?.body === 'string' && !parsesAsJson(init.body)) {
    const res = await getDirect(path, init);
    await expectToConform(
      { method, path, headers: Object.fromEntries(new Headers(init.headers)), body: init.body },
      res,
    );
    return res;
  }
  const base = method === 'HEAD' ? BASE_URL : inject('contractProxyUrl');
  const res = await fetch(`${base}${path}`, { redirect: 'manual', ...init });
  const violations = proxyViolations(res);
  if (violations === undefined) {
    // Prism cut its list short: judge the same exchange in process, on the same document.
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const headers = Object.fromEntries(new Headers(init?.headers));
    await expectToConform({ method, path, headers, body }, res);
    return res;
  }
  const breaches = contractBreaches(res.status, violations);
  if (breaches.length > 0)
    throw new Error(`${method} ${path} -> ${res.status} breaks /openapi.json:\n${describeBreaches(breaches)}`);
  return res;
}

/** A request straight to the runtime, not validated: only where a test must bypass the proxy. */
export const getDirect = (path: string, init?: RequestInit) =>
  fetch(`${BASE_URL}${path}`, { redirect: 'manual', ...init });

function parsesAsJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
