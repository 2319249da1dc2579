import {
  WebStandardStreamableHTTPServerTransport,
  createMcpHandler,
  isLegacyRequest,
} from '@modelcontextprotocol/server';
import { baseHeaders, type HeaderMap } from '../http/headers.ts';
import { errorResponse, jsonResponse } from '../http/responses.ts';
import type { McpCatalog } from './catalog.ts';
import { isAllowedOrigin } from './origin.ts';
import { createCatalogServer } from './server.ts';
import { MCP_SERVER_CARD_PATH } from './serverInfo.ts';

/** Tool inputs are a few hundred bytes; anything near this is not a real call. */
export const MCP_MAX_BODY_BYTES = 64 * 1024;

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
  catalog: McpCatalog,
  options: McpHttpOptions,
): (request: Request) => Promise<Response> {
  const factory = () => createCatalogServer(catalog, { siteUrl: options.siteUrl });
  let serverCard: { value: unknown } | undefined;
  // responseMode 'auto' (the default): a single JSON body unless a tool emits a notification before
  // its result, which none does; 'json' would only add the SDK's warning that such notifications drop.
  const modern = createMcpHandler(factory, { legacy: 'reject', maxRequestBodySize: MCP_MAX_BODY_BYTES });

  const serveLegacy = async (request: Request): Promise<Response> => {
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
      ? await serveLegacy(request)
      : await modern.fetch(request);
    return withHeaders(response, mcpHeaders());
  };
}

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
