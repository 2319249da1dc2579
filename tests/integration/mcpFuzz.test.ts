import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMcpHttpHandler } from '../../src/lib/mcp/httpHandler.ts';
import { mcpServerCard } from '../../src/lib/mcp/manifest.ts';
import { allowedOrigins } from '../../src/lib/mcp/origin.ts';
import { MCP_PATH } from '../../src/lib/mcp/serverInfo.ts';
import { catalogToolList, TOOL_NAMES } from '../../src/lib/mcp/tools.ts';
import { ErrorResponseSchema } from '../../src/lib/schemas/error.ts';
import { FUZZ_SEED, fuzzRuns } from '../helpers/enquiryFuzz.ts';
import { testCatalog } from '../helpers/testCatalog.ts';
import { BASE_URL } from '../helpers/runtime.ts';

/**
 * Property-based fuzzing of the MCP endpoint, seeded and bounded: random and
 * malformed JSON-RPC, batches, tool calls with hostile arguments, odd protocol headers, huge bodies,
 * other methods. Invariants (docs/mcp.md): never a 5xx; a body is JSON, either JSON-RPC (with
 * `jsonrpc: "2.0"` and an integer error code for errors) or the service's error shape; no stack
 * trace; the endpoint still answers a valid call afterwards. In-process (the handler the function
 * runs) and through the local runtime.
 */
const oddText = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom(
    '\u0000',
    '\ud800',
    '😀',
    '\u202e',
    '\r\n',
    '../../etc/passwd',
    '%2e%2e%2f',
    '<script>',
    '__proto__',
    'constructor',
    'a'.repeat(5000),
    '',
  ),
);
const anyJson = fc.jsonValue({ maxDepth: 3 });
const toolArguments = fc.oneof(
  fc.dictionary(
    fc.constantFrom('query', 'slug', 'category', 'brand', 'limit', 'offset', 'compliance', '__proto__', 'constructor'),
    fc.oneof(oddText, anyJson, fc.integer({ min: -1e9, max: 1e9 })),
    { maxKeys: 4 },
  ),
  anyJson,
);
const params = fc.oneof(
  fc.record(
    { name: fc.oneof(fc.constantFrom(...TOOL_NAMES), oddText), arguments: toolArguments },
    { requiredKeys: [] },
  ),
  fc.record(
    {
      protocolVersion: fc.constantFrom('2025-06-18', '2025-03-26', '2026-07-28', '1999-01-01'),
      capabilities: anyJson,
      clientInfo: anyJson,
    },
    { requiredKeys: [] },
  ),
  anyJson,
);
const message = fc.record(
  {
    jsonrpc: fc.oneof({ weight: 5, arbitrary: fc.constant('2.0') }, { weight: 1, arbitrary: anyJson }),
    id: fc.oneof(fc.integer(), fc.string({ maxLength: 10 }), fc.constant(null), anyJson),
    method: fc.oneof(
      fc.constantFrom(
        'tools/call',
        'tools/list',
        'initialize',
        'ping',
        'resources/list',
        'resources/read',
        'notifications/initialized',
        '__proto__',
      ),
      oddText,
    ),
    params,
    _meta: anyJson,
  },
  { requiredKeys: ['method'] },
);

interface McpCase {
  method: string;
  headers: Record<string, string>;
  body: string;
}
const mcpCase: fc.Arbitrary<McpCase> = fc.record({
  method: fc.oneof(
    { weight: 12, arbitrary: fc.constant('POST') },
    { weight: 1, arbitrary: fc.constantFrom('GET', 'PUT', 'DELETE', 'PATCH') },
  ),
  headers: fc.record(
    {
      'Content-Type': fc.constantFrom(
        'application/json',
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/json; charset=utf-8',
      ),
      Accept: fc.constantFrom(
        'application/json, text/event-stream',
        'application/json',
        'text/event-stream',
        '*/*',
        'text/html',
      ),
      'MCP-Protocol-Version': fc.constantFrom('2026-07-28', '2025-06-18', '2025-03-26', 'garbage', ''),
    },
    { requiredKeys: [] },
  ),
  body: fc.oneof(
    { weight: 8, arbitrary: message.map((m) => JSON.stringify(m)) },
    { weight: 1, arbitrary: fc.array(message, { maxLength: 4 }).map((m) => JSON.stringify(m)) },
    {
      weight: 2,
      arbitrary: fc.oneof(
        fc.string(),
        anyJson.map((v) => JSON.stringify(v)),
        message.map((m) => JSON.stringify(m).slice(0, -1)),
      ),
    },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: 64 * 1024, max: 256 * 1024 })
        .map((n) => JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: { pad: 'x'.repeat(n) } })),
    },
    { weight: 1, arbitrary: fc.integer({ min: 100, max: 20_000 }).map((n) => '['.repeat(n) + ']'.repeat(n)) },
  ),
});

function checkResponse(status: number, contentType: string | null, text: string, what: string) {
  expect(status, `${what}: never a 5xx (${text.slice(0, 200)})`).toBeLessThan(500);
  expect([200, 202, 400, 404, 405, 406, 413, 415], `${what}: status ${status}`).toContain(status);
  expect(text, `${what}: no stack trace`).not.toMatch(/\n\s+at |node_modules|\.ts:\d+/);
  if (text.trim() === '') return;
  expect(contentType, `${what}: JSON`).toMatch(/^application\/json/);
  const json = JSON.parse(text) as unknown;
  for (const item of Array.isArray(json) ? json : [json]) {
    const record = item as Record<string, unknown>;
    if ('jsonrpc' in record) {
      expect(record.jsonrpc, what).toBe('2.0');
      if ('error' in record)
        expect(Number.isInteger((record.error as { code: unknown }).code), `${what}: JSON-RPC error code`).toBe(true);
    } else {
      expect(
        ErrorResponseSchema.safeParse(record).success,
        `${what}: the service's error shape: ${text.slice(0, 200)}`,
      ).toBe(true);
    }
  }
}

const toolsList = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'fuzz', version: '1' } },
});
const describeCase = (c: McpCase) => `${c.method} ${JSON.stringify(c.headers)} ${JSON.stringify(c.body.slice(0, 200))}`;

describe('MCP endpoint fuzzing in-process (the handler the function runs)', () => {
  const site = 'https://catalog.example';
  const catalog = testCatalog();
  const handle = createMcpHttpHandler(catalog, {
    allowedOrigins: allowedOrigins({ SITE_URL: site }),
    serverCard: () => mcpServerCard(catalogToolList(catalog.facets), site),
    siteUrl: site,
  });

  it('every invariant holds on every case, and a valid call still works afterwards', async () => {
    await fc.assert(
      fc.asyncProperty(mcpCase, async (c) => {
        const res = await handle(
          new Request(`${site}${MCP_PATH}`, {
            method: c.method,
            headers: c.headers,
            ...(c.method === 'GET' ? {} : { body: c.body }),
          }),
        );
        checkResponse(res.status, res.headers.get('content-type'), await res.text(), describeCase(c));
      }),
      { seed: FUZZ_SEED, numRuns: fuzzRuns(300), endOnFailure: true },
    );
    const ok = await handle(
      new Request(`${site}${MCP_PATH}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
        body: toolsList,
      }),
    );
    expect(ok.status).toBe(200);
  });
});

describe('MCP endpoint fuzzing through the local runtime', () => {
  it('every invariant holds on every case, and the function still answers', async () => {
    await fc.assert(
      fc.asyncProperty(mcpCase, async (c) => {
        const res = await fetch(`${BASE_URL}${MCP_PATH}`, {
          method: c.method,
          headers: c.headers,
          ...(c.method === 'GET' ? {} : { body: c.body }),
        });
        checkResponse(res.status, res.headers.get('content-type'), await res.text(), describeCase(c));
      }),
      { seed: FUZZ_SEED, numRuns: fuzzRuns(20, 'runtime'), endOnFailure: true },
    );
    const ok = await fetch(`${BASE_URL}${MCP_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
      body: toolsList,
    });
    expect(ok.status).toBe(200);
  });
});
