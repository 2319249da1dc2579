import {
  WebStandardStreamableHTTPServerTransport,
  createMcpHandler,
  isLegacyRequest,
} from '@modelcontextprotocol/server';
import { baseHeaders, type HeaderMap } from '../http/headers.ts';
import { errorResponse, jsonResponse } from '../http/responses.ts';
import type { Catalog } from '../catalogFile/catalogFile.ts';
import { isAllowedOrigin } from './origin.ts';
import { createCatalogServer } from './server.ts';
import { BATCHING_PROTOCOL_VERSION, MCP_MAX_BODY_BYTES, MCP_SERVER_CARD_PATH } from './serverInfo.ts';

/** Headers on every MCP response, as on every other function response. */
export const mcpHeaders = (): HeaderMap => ({ ...baseHeaders(), 'Cache-Control': 'no-store' });

export interface McpHttpOptions {
  /** Hostnames whose browser `Origin` may call the server (see origin.ts). */
  allowedOriginHostnames: string[];
  /**
   * The draft server card answered at `/api/mcp/server-card` (see manifest.ts). Built on its
   * first request: its JSON Schemas cost a noticeable part of a cold start that most instances
   * never need.
   */
  serverCard: () => unknown;
  /** The site's public origin, for the links tools return (draft_enquiry). */
  siteUrl: string;
}

/**
 * The MCP endpoint as a web-standard handler: stateless, JSON responses, a fresh server per
 * request from one factory over the shared catalog.
 *
 * - Foreign browser `Origin`: 403 with a JSON-RPC error (MCP transport spec). No `Origin`: allowed.
 * - Any method but POST: 405 `method_not_allowed`. There are no sessions to DELETE, and a GET
 *   would open an SSE stream a stateless function cannot keep.
 * - 2026-07-28 requests go to the SDK's per-request handler in JSON mode; 2025-era requests
 *   (initialize handshake, no per-request envelope) to a stateless transport with JSON
 *   responses instead of the SDK's SSE fallback, so both eras get plain JSON.
 */
export function createMcpHttpHandler(
  catalog: Catalog,
  options: McpHttpOptions,
): (request: Request) => Promise<Response> {
  const factory = () => createCatalogServer(catalog, { siteUrl: options.siteUrl });
  let serverCard: { value: unknown } | undefined;
  // responseMode 'auto' (the default): a single JSON body unless a tool emits a notification before
  // its result, which none does; 'json' would only add the SDK's warning that such notifications drop.
  const modern = createMcpHandler(factory, { legacy: 'reject', maxRequestBodySize: MCP_MAX_BODY_BYTES });

  const serveLegacy = async (request: Request): Promise<Response> => {
    try {
      const server = factory();
      const transport = new WebStandardStreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
      });
      await server.connect(transport);
      try {
        return await transport.handleRequest(request);
      } finally {
        await server.close();
      }
    } catch (error) {
      // As the SDK's modern path answers a failing server: a JSON-RPC internal error, not the platform's page.
      console.error(`[mcp] internal error: ${String(error)}`);
      return jsonResponse(500, { jsonrpc: '2.0', id: null, error: { code: -32603, message: 'Internal error' } });
    }
  };

  return async (request) => {
    if (new URL(request.url).pathname.replace(/\/$/, '') === MCP_SERVER_CARD_PATH)
      return serverCardResponse(request, (serverCard ??= { value: options.serverCard() }).value);
    const origin = request.headers.get('Origin');
    if (!isAllowedOrigin(origin, options.allowedOriginHostnames)) {
      return jsonResponse(
        403,
        {
          jsonrpc: '2.0',
          id: null,
          error: { code: -32000, message: `Forbidden: requests from the origin ${origin} are not allowed.` },
        },
        mcpHeaders(),
      );
    }
    if (request.method !== 'POST') {
      return errorResponse(
        {
          code: 'method_not_allowed',
          message: `${request.method} is not allowed on the MCP endpoint.`,
          hint: 'Send JSON-RPC messages with POST (Streamable HTTP, stateless: no sessions, no GET stream).',
        },
        { ...mcpHeaders(), Allow: 'POST' },
      );
    }
    const response = (await isLegacyRequest(request, undefined, { maxRequestBodySize: MCP_MAX_BODY_BYTES }))
      ? await serveLegacyOrBatch(request, serveLegacy)
      : await modern.fetch(request);
    return withHeaders(response, mcpHeaders());
  };
}

/**
 * A 2025-era request, its batches decided by the specification of the version it names: under
 * 2025-03-26 a batch is answered with an array of responses (JSON-RPC 2.0, even for a batch of one,
 * which the SDK would answer with a bare object); under any other version a batch is not a valid
 * message, so `400` with a JSON-RPC "Invalid Request" error (`-32600`, `id` null). `initialize` may not
 * be part of a batch (2025-03-26 lifecycle). Batches with 2026-07-28 elements never get here: the
 * SDK's modern path refuses them the same way.
 */
async function serveLegacyOrBatch(request: Request, serveLegacy: (request: Request) => Promise<Response>) {
  const batch = await batchIn(request);
  if (batch === undefined) return serveLegacy(request);
  const version = request.headers.get('MCP-Protocol-Version')?.trim() || BATCHING_PROTOCOL_VERSION;
  if (version !== BATCHING_PROTOCOL_VERSION)
    return invalidRequest(
      `Invalid Request: JSON-RPC batches are not part of MCP protocol version ${version} ` +
        `(only ${BATCHING_PROTOCOL_VERSION} has them). Send one message per POST.`,
    );
  if (batch.some((message) => isPlainObject(message) && message.method === 'initialize'))
    return invalidRequest('Invalid Request: the initialize request must not be part of a JSON-RPC batch.');
  const response = await serveLegacy(request);
  if (response.status !== 200 || !/json/.test(response.headers.get('Content-Type') ?? '')) return response;
  const body: unknown = await response.json();
  return new Response(JSON.stringify(Array.isArray(body) ? body : [body]), {
    status: response.status,
    headers: response.headers,
  });
}

/** The request's JSON body when it is an array; undefined for anything else (the SDK answers that). */
async function batchIn(request: Request): Promise<unknown[] | undefined> {
  try {
    const body: unknown = JSON.parse(await request.clone().text());
    return Array.isArray(body) ? body : undefined;
  } catch {
    return undefined;
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const invalidRequest = (message: string): Response =>
  jsonResponse(400, { jsonrpc: '2.0', id: null, error: { code: -32600, message } });

function withHeaders(response: Response, headers: HeaderMap): Response {
  const merged = new Headers(response.headers);
  for (const [name, value] of Object.entries(headers)) merged.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers: merged });
}

/** A public discovery document: readable from any origin, GET and HEAD only. */
function serverCardResponse(request: Request, card: unknown): Response {
  const headers = { ...baseHeaders(), 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'public, max-age=300' };
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return errorResponse(
      {
        code: 'method_not_allowed',
        message: `${request.method} is not allowed on the server card.`,
        hint: 'Use GET: the server card is a read-only document.',
      },
      { ...headers, 'Cache-Control': 'no-store', Allow: 'GET, HEAD' },
    );
  }
  const response = jsonResponse(200, card, headers);
  return request.method === 'HEAD' ? new Response(null, { status: 200, headers: response.headers }) : response;
}
