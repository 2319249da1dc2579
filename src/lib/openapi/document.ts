import { readApiPrefixes } from '../http/readApiPaths.ts';
import { BATCHING_PROTOCOL_VERSION, MCP_MAX_BATCH_MESSAGES, MCP_MAX_BODY_BYTES } from '../mcp/serverInfo.ts';
import { ERROR_STATUS } from '../schemas/error.ts';
import { API_VERSIONS, SERVICE_DESCRIPTION_VERSION, currentVersion, type ApiVersion } from '../versions.ts';
import { componentRef, componentSchemas, type JsonSchema } from './componentSchemas.ts';
import { RESPONSE_HEADERS, type ResponseHeaderName } from './responseHeaders.ts';
import { API_OPERATIONS, TAGS, type ApiOperation } from './routeTable.ts';

/**
 * Real responses of this build by schema name (every read collection's item and list), used as the success examples.
 */
export type ResponseExamples = Record<string, unknown>;

export interface OpenApiInput {
  siteUrl: string;
  examples: ResponseExamples;
  versions?: readonly ApiVersion[];
}

export type OpenApiDocument = Record<string, unknown> & { paths: Record<string, Record<string, OperationObject>> };
type OperationObject = Record<string, unknown> & { operationId: string; responses: Record<string, ResponseObject> };
type ResponseObject = { description: string; headers?: Record<string, unknown>; content?: Record<string, unknown> };

const JSON_TYPE = 'application/json';
const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const headerRef = (name: ResponseHeaderName) => ({ $ref: `#/components/headers/${name}` });

/** Which headers a response carries, and which of them are always there (`required`). */
function responseHeaders(op: ApiOperation, status: number, deprecated: boolean): Record<string, unknown> {
  const names: ResponseHeaderName[] = ['API-Version'];
  if (op.kind === 'read') names.push('RateLimit-Limit', 'RateLimit-Policy');
  if (op.kind === 'enquiry')
    names.push(
      'RateLimit-Limit',
      'RateLimit-Policy',
      'RateLimit-Remaining',
      'RateLimit-Reset',
      'RateLimit',
      'Server-Timing',
    );
  if (status === 429)
    names.push('Retry-After', ...(op.kind === 'read' ? (['RateLimit-Remaining', 'RateLimit-Reset'] as const) : []));
  if (status === 405) names.push('Allow');
  if (deprecated) names.push('Deprecation', 'Sunset', 'Link');
  return Object.fromEntries(names.map((name) => [name, headerRef(name)]));
}

function errorResponses(op: ApiOperation, deprecated: boolean): Record<string, ResponseObject> {
  const byStatus = new Map<number, ApiOperation['errors']>();
  for (const error of op.errors) {
    const status = ERROR_STATUS[error.example.code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), error]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, errors]) => [
      String(status),
      {
        description: errors.map((e) => `\`${e.example.code}\`: ${e.when}`).join('\n\n'),
        headers: responseHeaders(op, status, deprecated),
        content: {
          [JSON_TYPE]: {
            schema: { $ref: componentRef('ErrorResponse') },
            examples: Object.fromEntries(
              errors.map((e) => [e.example.code, { summary: e.when, value: { error: e.example } }]),
            ),
          },
        },
      },
    ]),
  );
}

function readOperation(
  op: ApiOperation,
  version: ApiVersion,
  alias: boolean,
  examples: ResponseExamples,
): OperationObject {
  const deprecated = version.status === 'deprecated';
  const schema = op.success!.schema;
  const note = alias
    ? `Permanent alias of the current version (${version.name}): ` +
      `the same response as \`/api/${version.name}${op.path}\`.`
    : deprecated
      ? `Deprecated: ${version.name} is retired on ${version.sunsetOn}; see the versioning policy on /developers.`
      : `Version ${version.name}.`;
  return {
    operationId: alias ? op.operationId : `${op.operationId}${capitalised(version.name)}`,
    tags: [op.tag],
    summary: alias ? op.summary : `${op.summary} (${version.name})`,
    description: `${op.description}\n\n${note}`,
    ...(deprecated ? { deprecated: true } : {}),
    ...(op.pathParameter
      ? {
          parameters: [
            {
              name: op.pathParameter.name,
              in: 'path',
              required: true,
              description: op.pathParameter.description,
              schema: { type: 'string' },
              example: (examples[schema] as { slug: string }).slug,
            },
          ],
        }
      : {}),
    responses: {
      '200': {
        description: op.success!.description,
        headers: responseHeaders(op, 200, deprecated),
        content: { [JSON_TYPE]: { schema: { $ref: componentRef(schema) }, example: examples[schema] } },
      },
      ...errorResponses(op, deprecated),
    },
  };
}

function enquiryOperation(op: ApiOperation): OperationObject {
  const { schema, example } = op.requestBody!;
  return {
    operationId: op.operationId,
    tags: [op.tag],
    summary: op.summary,
    description: op.description,
    requestBody: {
      required: true,
      content: {
        [JSON_TYPE]: {
          // The second form: a filled honeypot is answered 200 whatever else the body holds (rule 2).
          schema: { anyOf: [{ $ref: componentRef(schema) }, { $ref: componentRef('HoneypotFilledRequest') }] },
          examples: {
            accepted: { summary: 'A valid request', value: example },
            honeypot: {
              summary: 'A bot filled the honeypot: answered 200, nothing is sent',
              value: { ...example, website: 'https://spam.example' },
            },
          },
        },
      },
    },
    responses: {
      '200': {
        description: op.success!.description,
        headers: responseHeaders(op, 200, false),
        content: {
          [JSON_TYPE]: {
            schema: { $ref: componentRef(op.success!.schema) },
            example: { success: true, reference: '3f9c2a7d41b0e865' },
          },
        },
      },
      ...errorResponses(op, false),
    },
  };
}

/**
 * Every status `/api/mcp` answers (docs/mcp.md, "Endpoint and transport"), with what causes it. The
 * 4xx and 5xx bodies are JSON-RPC errors, except 405, which is the service's own error shape.
 */
export const MCP_STATUSES = {
  200: 'The JSON-RPC response: an object, or under protocol version 2025-03-26 an array answering a batch.',
  202: 'Only notifications or responses were sent, and they were accepted (no body).',
  400:
    'The message cannot be served: malformed JSON (`-32700`); not a JSON-RPC message, an empty batch, a batch ' +
    `under a protocol version other than ${BATCHING_PROTOCOL_VERSION} (\`MCP-Protocol-Version\`; none means ` +
    `${BATCHING_PROTOCOL_VERSION}), a batch of more than ${MCP_MAX_BATCH_MESSAGES} messages, two requests ` +
    'of one batch with the same id, or `initialize` inside a ' +
    `batch (\`-32600\`, \`id\` null unless a string or integer id could be read); an unsupported protocol version; a ` +
    '2026-07-28 request whose `_meta` envelope or standard headers are missing or disagree with the body.',
  403:
    "The request came from a browser origin other than the site's: scheme, host and port " +
    'compared exactly (checked first).',
  404:
    'Protocol version 2026-07-28 only: the JSON-RPC method does not ' +
    'exist (`-32601`). Earlier versions send that error with 200.',
  405: 'A method other than POST: the server is stateless and opens no stream (`method_not_allowed`, `Allow: POST`).',
  406: 'A 2025-era request whose `Accept` does not list both `application/json` and `text/event-stream`.',
  413:
    `The body is over ${MCP_MAX_BODY_BYTES / 1024} KiB (refused ` +
    `before parsing; real calls are a few hundred bytes).`,
  415: 'The `Content-Type` is not `application/json`.',
  500: 'The server failed while answering (`-32603`, internal error).',
} as const;

/** JSON-RPC is MCP's own envelope; its messages are specified by the MCP schema, not restated here. */
function mcpOperation(op: ApiOperation): OperationObject {
  const id = { type: ['string', 'integer'], description: 'Request id; absent on notifications' };
  const errorObject = {
    type: 'object',
    required: ['code', 'message'],
    properties: { code: { type: 'integer' }, message: { type: 'string' }, data: {} },
  };
  const method = { type: 'string', example: 'tools/call' };
  const message: JsonSchema = {
    type: 'object',
    description:
      'A JSON-RPC 2.0 message of the Model Context Protocol: a request or notification ' +
      '(`method`), or a response to a server request (`result` or `error`).',
    required: ['jsonrpc'],
    anyOf: [
      { required: ['method'], properties: { method } },
      { required: ['id', 'result'], properties: { id, result: { type: 'object' } } },
      { required: ['id', 'error'], properties: { id, error: errorObject } },
    ],
    properties: { jsonrpc: { const: '2.0' }, id, method, params: { type: 'object' } },
  };
  const reply: JsonSchema = {
    type: 'object',
    description: 'A JSON-RPC 2.0 response: `result`, or `error` with a numeric `code` and a `message`.',
    required: ['jsonrpc'],
    properties: {
      jsonrpc: { const: '2.0' },
      id: { ...id, type: ['string', 'integer', 'null'] },
      result: { type: 'object' },
      error: errorObject,
    },
  };
  const rpcError: JsonSchema = {
    ...reply,
    description: 'A JSON-RPC 2.0 error response.',
    required: ['jsonrpc', 'error'],
  };
  const headers = (status: number) => ({
    'API-Version': headerRef('API-Version'),
    ...(status === 405 ? { Allow: headerRef('Allow') } : {}),
  });
  const response = (status: keyof typeof MCP_STATUSES): ResponseObject => {
    const description = MCP_STATUSES[status];
    if (status === 202) return { description, headers: headers(status) };
    const schema =
      status === 200
        ? { anyOf: [reply, { type: 'array', minItems: 1, items: reply }] }
        : status === 405
          ? { $ref: componentRef('ErrorResponse') }
          : rpcError;
    return { description, headers: headers(status), content: { [JSON_TYPE]: { schema } } };
  };
  const header = (name: string, description: string) => ({
    name,
    in: 'header',
    required: false,
    description,
    schema: { type: 'string' },
  });
  return {
    operationId: op.operationId,
    tags: [op.tag],
    summary: op.summary,
    description: op.description,
    externalDocs: {
      description: 'Model Context Protocol specification',
      url: 'https://modelcontextprotocol.io/specification',
    },
    parameters: [
      header(
        'MCP-Protocol-Version',
        `The protocol version the client speaks. Absent, a 2025-era request is taken as ` +
          `${BATCHING_PROTOCOL_VERSION}, the only version whose requests may be JSON-RPC batches.`,
      ),
      header('Mcp-Method', 'Protocol version 2026-07-28: the JSON-RPC method of the body, as MCP clients send it.'),
    ],
    requestBody: {
      required: true,
      content: {
        [JSON_TYPE]: {
          schema: {
            anyOf: [
              message,
              {
                type: 'array',
                minItems: 1,
                maxItems: MCP_MAX_BATCH_MESSAGES,
                items: message,
                description:
                  `A JSON-RPC batch: only under protocol version ` +
                  `${BATCHING_PROTOCOL_VERSION}, without \`initialize\`, each request with its own id; otherwise 400.`,
              },
            ],
          },
          example: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
        },
      },
    },
    responses: Object.fromEntries(
      (Object.keys(MCP_STATUSES).map(Number) as (keyof typeof MCP_STATUSES)[]).map((status) => [
        String(status),
        response(status),
      ]),
    ),
  };
}

/** The OpenAPI 3.1 description of the whole service, from the route table and the zod schemas. */
export function buildOpenApiDocument({ siteUrl, examples, versions = API_VERSIONS }: OpenApiInput): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const op of API_OPERATIONS) {
    if (op.kind === 'read') {
      for (const { prefix, version, segment } of readApiPrefixes(versions)) {
        paths[`${prefix}${op.path}`] = { get: readOperation(op, version, segment === undefined, examples) };
      }
    } else {
      paths[op.path] = { post: op.kind === 'enquiry' ? enquiryOperation(op) : mcpOperation(op) };
    }
  }
  const deprecatedVersions = versions.filter((v) => v.status === 'deprecated');
  // Only the headers some response carries: the deprecation trio appears once a version is deprecated.
  const usedHeaders = new Set(
    JSON.stringify(paths)
      .match(/#\/components\/headers\/[A-Za-z-]+/g)!
      .map((ref) => ref.split('/').pop()!),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'Kavach Safety Supply catalog, resources and enquiry API',
      version: SERVICE_DESCRIPTION_VERSION,
      summary:
        'Public read API over the safety-equipment catalog and ' +
        'buying guides, two enquiry endpoints, and an MCP server.',
      description: [
        'Every response, errors included, is JSON. Errors have the shape `{"error":{"code","message","hint"}}`.',
        `Read paths exist in a versioned form (\`/api/${currentVersion(versions).name}/...\`) and an unversioned ` +
          `form (\`/api/...\`), the permanent alias of the current ` +
          `version. The enquiry endpoints have no versioned form.`,
        ...deprecatedVersions.map(
          (v) => `**${v.name} is deprecated** since ${v.deprecatedOn} and is retired on ${v.sunsetOn}.`,
        ),
        `No authentication: no key, account or token is needed for any ` +
          `endpoint. Developer guide: ${new URL('/developers', siteUrl).href}`,
      ].join('\n\n'),
      contact: { name: 'Developer guide', url: new URL('/developers', siteUrl).href },
      license: {
        name: 'Proprietary: catalog data may be read and cached, not resold',
        url: new URL('/developers#terms', siteUrl).href,
      },
    },
    servers: [{ url: siteUrl, description: 'This deployment (same origin as the website)' }],
    // No authentication anywhere, declared rather than left unsaid (spec section 5).
    security: [],
    tags: TAGS.map((t) => ({ ...t })),
    paths,
    components: {
      schemas: componentSchemas(),
      // Every header listed on a response is sent on it (the deprecation trio is listed only on deprecated paths).
      headers: Object.fromEntries(
        Object.entries(RESPONSE_HEADERS)
          .filter(([name]) => usedHeaders.has(name))
          .map(([name, { description, schema }]) => [name, { description, required: true, schema }]),
      ),
    },
  };
}
