import {
  WebStandardStreamableHTTPServerTransport,
  createMcpHandler,
  isInitializeRequest,
  isLegacyRequest,
} from '@modelcontextprotocol/server';
import { baseHeaders, type HeaderMap } from '../http/headers.ts';
import { errorResponse, jsonResponse } from '../http/responses.ts';
import type { Catalog } from '../catalogFile/catalogFile.ts';
import { isAllowedOrigin } from './origin.ts';
import { createCatalogServer } from './server.ts';
import {
  BATCHING_PROTOCOL_VERSION,
  MCP_MAX_BATCH_MESSAGES,
  MCP_MAX_BODY_BYTES,
  MCP_SERVER_CARD_PATH,
} from './serverInfo.ts';

/** Headers on every MCP response, as on every other function response. */
export const mcpHeaders = (): HeaderMap => ({ ...baseHeaders(), 'Cache-Control': 'no-store' });

export interface McpHttpOptions {
  /** The origins (scheme, host, port) whose browser `Origin` may call the server (see origin.ts). */
  allowedOrigins: string[];
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
    if (!isAllowedOrigin(origin, options.allowedOrigins)) {
      await request.body?.cancel(); // refused unread, so the runtime does not wait on the upload
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
      await request.body?.cancel();
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
    return withHeaders(await withSchemaId(response), mcpHeaders());
  };
}

/**
 * A 2025-era request, its batches decided by the specification of the version it names: under
 * 2025-03-26 a batch is answered with an array of responses (JSON-RPC 2.0, even for a batch of one,
 * which the SDK would answer with a bare object); under any other version a batch is not a valid
 * message, so `400` with a JSON-RPC "Invalid Request" error (`-32600`, `id` null). `initialize` may not
 * be part of a batch (2025-03-26 lifecycle); a batch holds at most `MCP_MAX_BATCH_MESSAGES`, and two
 * requests sharing an id make it invalid (their responses could not be told apart). A lone
 * `initialize` without valid params gets `-32602` in words. Batches with 2026-07-28 elements never get here: the
 * SDK's modern path refuses them the same way.
 */
async function serveLegacyOrBatch(request: Request, serveLegacy: (request: Request) => Promise<Response>) {
  const batch = await jsonBodyOf(request);
  if (!Array.isArray(batch)) {
    if (isPlainObject(batch) && batch.jsonrpc === '2.0' && batch.method === 'initialize' && !isInitializeRequest(batch))
      return invalidInitializeParams(batch.id);
    return serveLegacy(request);
  }
  const version = request.headers.get('MCP-Protocol-Version')?.trim() || BATCHING_PROTOCOL_VERSION;
  if (version !== BATCHING_PROTOCOL_VERSION)
    return invalidRequest(
      `Invalid Request: JSON-RPC batches are not part of MCP protocol version ${version} ` +
        `(only ${BATCHING_PROTOCOL_VERSION} has them). Send one message per POST.`,
    );
  if (batch.length > MCP_MAX_BATCH_MESSAGES)
    return invalidRequest(
      `Invalid Request: a JSON-RPC batch holds at most ${MCP_MAX_BATCH_MESSAGES} messages; ` +
        `this one has ${batch.length}. Split it.`,
    );
  if (batch.some((message) => isPlainObject(message) && message.method === 'initialize'))
    return invalidRequest('Invalid Request: the initialize request must not be part of a JSON-RPC batch.');
  const ids = batch
    .filter((m): m is Record<string, unknown> => isPlainObject(m) && typeof m.method === 'string' && 'id' in m)
    .map((m) => m.id);
  const repeated = ids.find((id, i) => ids.indexOf(id) !== i);
  if (repeated !== undefined)
    return invalidRequest(
      `Invalid Request: two requests of this batch have the id ${JSON.stringify(repeated)}, so their ` +
        'responses could not be told apart. Give each request its own id.',
    );
  const response = await serveLegacy(request);
  if (response.status !== 200 || !/json/.test(response.headers.get('Content-Type') ?? '')) return response;
  const body: unknown = await response.json();
  return new Response(JSON.stringify(Array.isArray(body) ? body : [body]), {
    status: response.status,
    headers: response.headers,
  });
}

/** The request's JSON body; undefined when it is not JSON (the SDK answers that). */
async function jsonBodyOf(request: Request): Promise<unknown> {
  try {
    return JSON.parse(await request.clone().text()) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * `initialize` whose params are missing or not its shape: the JSON-RPC invalid-params error in
 * words (the SDK would answer an internal error with its validator's dump).
 */
const invalidInitializeParams = (id: unknown): Response =>
  jsonResponse(200, {
    jsonrpc: '2.0',
    id: schemaId(id),
    error: {
      code: -32602,
      message:
        'Invalid params: initialize needs params with protocolVersion (a string such as "2025-06-18"), ' +
        'capabilities (an object, {} for none) and clientInfo (an object with name and version).',
    },
  });

/** An id as the document's schema allows it in a response: a string or an integer; anything else is null. */
const schemaId = (id: unknown): string | number | null =>
  typeof id === 'string' || Number.isSafeInteger(id) ? (id as string | number) : null;

/**
 * An error answer whose `id` the document's schema does not allow (the SDK echoes any number,
 * 1.5 included) gets `id: null`, as JSON-RPC answers a request whose id could not be read.
 */
async function withSchemaId(response: Response): Promise<Response> {
  if (response.status < 400 || !/json/.test(response.headers.get('Content-Type') ?? '')) return response;
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const fixed =
    isPlainObject(body) && 'id' in body && schemaId(body.id) !== body.id ? { ...body, id: null } : undefined;
  return new Response(fixed ? JSON.stringify(fixed) : text, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
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
