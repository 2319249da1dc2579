/**
 * Contract checks with Stoplight Prism's own validator (the engine of the proxy in
 * contractProxy.ts), for responses that cannot go through the proxy: the enquiry tests send from
 * distinct loopback addresses straight to the runtime, because the rate limit counts per socket
 * address and every proxied request would come from Prism's. Use:
 *
 *   const res = await fetch(...);                      // any client, any local address
 *   await expectToConform({ method: 'POST', path: '/api/contact', body }, res);
 */
import { readFileSync } from 'node:fs';
import { getHttpOperationsFromSpec } from '@stoplight/prism-http';
import routeModule from '@stoplight/prism-http/dist/router/index.js';
import { validateInput, validateOutput } from '@stoplight/prism-http/dist/validator/index.js';
import type { IHttpOperation } from '@stoplight/types';

/** A diagnostic as Prism reports it in `sl-violations`: where (`request...`/`response...`), how bad, what. */
export interface Violation {
  location: string[];
  severity: string;
  code?: string | number;
  message: string;
}

/**
 * The proxy's decision, what fails a test (and so the run):
 * - any error in the response;
 * - an error in the request when the service accepted it (a 2xx, or any status below 400): the
 *   document refuses what the service took, so the two disagree about what is valid. Deliberately
 *   bad requests that the service refuses (4xx) are what many tests are for;
 * - a status the operation does not document, even a 4xx or 5xx (Prism only warns of those).
 * Other warnings ("route not found" for HTML pages, documents, wrong methods) are not breaches.
 */
export function contractBreaches(status: number, violations: readonly Violation[]): Violation[] {
  return violations.filter(
    (v) =>
      (v.severity === 'Error' && (v.location[0] === 'response' || status < 400)) ||
      (v.location[0] === 'response' && UNDOCUMENTED_STATUS.test(v.message)),
  );
}
const UNDOCUMENTED_STATUS = /Unable to match the returned status code/;

/**
 * The proxy's findings on one exchange, from the `sl-violations` header it adds (none: no finding).
 * Undefined when Prism cut the list short ("Too many violations!", over 8 KiB): then the exchange
 * must be validated in process (`contractViolations`), since a cut list cannot be judged.
 */
export function proxyViolations(res: Response): Violation[] | undefined {
  const header = res.headers.get('sl-violations');
  if (header === null) return [];
  try {
    return JSON.parse(header) as Violation[];
  } catch {
    return undefined;
  }
}

export const describeBreaches = (breaches: readonly Violation[]) =>
  breaches.map((v) => `  ${v.location.join('.')}: ${v.message}`).join('\n');

const CONTRACT_DOCUMENT = '.tmp/contract-openapi.json';
let operations: Promise<IHttpOperation[]> | undefined;
const route = ((routeModule as unknown as { default?: typeof routeModule }).default ??
  routeModule) as unknown as (opts: {
  resources: IHttpOperation[];
  input: { method: string; url: { path: string; baseUrl?: string } };
}) => { _tag: 'Left' | 'Right'; right?: IHttpOperation };

interface PrismDiagnostic {
  path?: string[];
  severity: number;
  code?: string | number;
  message: string;
}
type Either = { _tag: 'Left'; left: PrismDiagnostic[] } | { _tag: 'Right' };
const diagnostics = (result: unknown, side: 'request' | 'response'): Violation[] =>
  (result as Either)._tag === 'Left'
    ? (result as { left: PrismDiagnostic[] }).left.map((d) => ({
        location: [side, ...(d.path ?? [])],
        severity: d.severity === 0 ? 'Error' : 'Warning',
        code: d.code,
        message: d.message,
      }))
    : [];

export interface SentRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
}

async function operationOf(request: SentRequest): Promise<IHttpOperation | undefined> {
  operations ??= getHttpOperationsFromSpec(JSON.parse(readFileSync(CONTRACT_DOCUMENT, 'utf8')));
  const found = route({
    resources: await operations,
    input: { method: request.method.toLowerCase(), url: { path: request.path } },
  });
  return found._tag === 'Left' ? undefined : found.right;
}

const NO_ROUTE: Violation = { location: ['request'], severity: 'Warning', message: 'Selected route not found' };

function inputDiagnostics(resource: IHttpOperation, request: SentRequest): Violation[] {
  const headers = Object.fromEntries(
    Object.entries({ 'content-type': 'application/json', ...request.headers }).map(([k, v]) => [k.toLowerCase(), v]),
  );
  const element = {
    method: request.method.toLowerCase() as 'post',
    url: { path: request.path },
    headers,
    body: request.body,
  };
  return diagnostics(validateInput({ resource, element }), 'request');
}

/** Prism's verdict on a request alone against the served `/openapi.json`: what the document refuses. */
export async function requestViolations(request: SentRequest): Promise<Violation[]> {
  const resource = await operationOf(request);
  return resource ? inputDiagnostics(resource, request) : [NO_ROUTE];
}

/** Prism's verdict on one exchange against the served `/openapi.json` (written by contractProxy.ts). */
export async function contractViolations(request: SentRequest, res: Response): Promise<Violation[]> {
  const resource = await operationOf(request);
  if (!resource) return [NO_ROUTE];
  const headers = Object.fromEntries(res.headers);
  const text = await res.clone().text();
  const body = /json/.test(headers['content-type'] ?? '') && text ? JSON.parse(text) : text;
  return [
    ...inputDiagnostics(resource, request),
    ...diagnostics(validateOutput({ resource, element: { statusCode: res.status, headers, body } }), 'response'),
  ];
}

/** Throws when the exchange breaks the contract (same rule as the proxy in runtime.ts). */
export async function expectToConform(request: SentRequest, res: Response): Promise<void> {
  const breaches = contractBreaches(res.status, await contractViolations(request, res));
  if (breaches.length > 0)
    throw new Error(
      `${request.method} ${request.path} -> ${res.status} breaks /openapi.json:\n${describeBreaches(breaches)}`,
    );
}
