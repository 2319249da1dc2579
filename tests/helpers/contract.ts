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
 * What fails a test: any error in the response; an error in the request only when the service
 * accepted it (status < 400), since then the service and the document disagree about what is
 * valid. Deliberately bad requests that the service refuses are what the tests are for.
 * Warnings ("route not found" for HTML pages, documents, wrong methods) are not contract breaches.
 */
export function contractBreaches(status: number, violations: readonly Violation[]): Violation[] {
  return violations.filter((v) => v.severity === 'Error' && (v.location[0] === 'response' || status < 400));
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

/** Prism's verdict on one exchange against the served `/openapi.json` (written by contractProxy.ts). */
export async function contractViolations(request: SentRequest, res: Response): Promise<Violation[]> {
  operations ??= getHttpOperationsFromSpec(JSON.parse(readFileSync(CONTRACT_DOCUMENT, 'utf8')));
  const resources = await operations;
  const method = request.method.toLowerCase();
  const found = route({ resources, input: { method, url: { path: request.path } } });
  if (found._tag === 'Left' || !found.right)
    return [{ location: ['request'], severity: 'Warning', message: 'Selected route not found' }];
  const headers = Object.fromEntries(res.headers);
  const text = await res.clone().text();
  const body = /json/.test(headers['content-type'] ?? '') && text ? JSON.parse(text) : text;
  const requestHeaders = { 'content-type': 'application/json', ...request.headers };
  return [
    ...diagnostics(
      validateInput({
        resource: found.right,
        element: { method: method as 'post', url: { path: request.path }, headers: requestHeaders, body: request.body },
      }),
      'request',
    ),
    ...diagnostics(
      validateOutput({ resource: found.right, element: { statusCode: res.status, headers, body } }),
      'response',
    ),
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
