import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createMcpHttpHandler } from '../../src/lib/mcp/httpHandler.ts';
import { MCP_STATUSES } from '../../src/lib/openapi/document.ts';
import { mcpManifest, mcpServerCard } from '../../src/lib/mcp/manifest.ts';
import { allowedOrigins } from '../../src/lib/mcp/origin.ts';
import { catalogToolList, TOOL_NAMES } from '../../src/lib/mcp/tools.ts';
import { ErrorResponseSchema } from '../../src/lib/schemas/error.ts';
import { connectSdk1, connectSdk2, type McpTestClient } from '../helpers/mcpClients.ts';
import { testCatalog } from '../helpers/testCatalog.ts';
import { toolContract } from '../helpers/mcpToolContract.ts';

/**
 * The MCP endpoint's handler in process (no network): the same code the Netlify function runs,
 * fed web-standard Requests. tests/integration/mcp.test.ts repeats the essentials on the runtime.
 */
const SITE = 'https://catalog.example';
const URL_ = `${SITE}/api/mcp`;
const catalog = testCatalog();
const tools = catalogToolList(catalog.facets);
const handle = createMcpHttpHandler(catalog, {
  allowedOrigins: allowedOrigins({ SITE_URL: SITE }),
  serverCard: () => mcpServerCard(tools, SITE),
  siteUrl: SITE,
});
const inProcessFetch = (url: string | URL, init?: RequestInit) => handle(new Request(url, init));
const expected = {
  productSlugs: () => catalog.products.map((p) => p.slug),
  resourceSlugs: () => catalog.resources.map((r) => r.slug),
};

const post = (body: string, headers: Record<string, string> = {}) =>
  handle(
    new Request(URL_, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', ...headers },
      body,
    }),
  );
const initialize = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
});

for (const connect of [connectSdk2, connectSdk1]) {
  describe(`MCP tools through the ${connect === connectSdk2 ? 'SDK 2' : 'SDK 1.x'} client (in process)`, () => {
    let client: McpTestClient;
    beforeAll(async () => {
      client = await connect(URL_, inProcessFetch);
    });
    afterAll(() => client.close());
    toolContract(() => client, expected);
  });
}

describe('POST /api/mcp over HTTP: stateless JSON', () => {
  it(
    'answers a 2025 initialize with JSON (not an SSE ' + 'stream) and no session id, with the service headers',
    async () => {
      const res = await post(initialize);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.headers.get('mcp-session-id')).toBeNull();
      expect(res.headers.get('api-version')).toBe('v1');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cache-control')).toBe('no-store');
      const body = (await res.json()) as { result: { serverInfo: { name: string } } };
      expect(body.result.serverInfo.name).toBe('safety-catalog');
    },
  );

  it('malformed JSON is a 400 JSON-RPC parse error, and the next request is served normally', async () => {
    const res = await post('{"jsonrpc": "2.0", "id": 1, "method": ');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: number } }).error.code).toBe(-32700);
    expect((await post(initialize)).status).toBe(200);
  });

  it('a JSON-RPC message that is not a request is a 4xx', async () => {
    const res = await post(JSON.stringify({ hello: 'world' }));
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  it('an unknown JSON-RPC method is a JSON-RPC "method not found" error', async () => {
    const res = await post(JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'tools/destroy', params: {} }));
    const body = (await res.json()) as { id: number; error: { code: number } };
    expect(body.error.code).toBe(-32601);
    expect(body.id).toBe(7);
  });

  it.each([
    ['no params', {}],
    ['empty params', { params: {} }],
    ['params without clientInfo', { params: { protocolVersion: '2025-06-18', capabilities: {} } }],
  ])(
    'initialize with %s is the JSON-RPC invalid-params error (-32602) in words, not a validator dump',
    async (_, extra) => {
      const res = await post(JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'initialize', ...extra }));
      const body = (await res.json()) as { id: number; error: { code: number; message: string } };
      expect(body.id).toBe(3);
      expect(body.error.code).toBe(-32602);
      expect(body.error.message).toMatch(/^Invalid params: initialize needs params with protocolVersion/);
      expect(body.error.message).not.toMatch(/invalid_type|\[/);
    },
  );

  it.each([1.5, -0.5, 1e300, true, { a: 1 }])(
    'a 400 answering a request whose id is %j echoes null: the document allows only a string, an integer or null',
    async (id) => {
      for (const version of ['2025-06-18', '2026-07-28']) {
        const res = await post(JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/list' }), {
          'MCP-Protocol-Version': version,
        });
        expect(res.status, version).toBe(400);
        expect(((await res.json()) as { id: unknown }).id, version).toBeNull();
      }
    },
  );

  it('a body far over any real call is refused before parsing', async () => {
    const res = await post(
      JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping', params: { pad: 'x'.repeat(200_000) } }),
    );
    expect(res.status).toBe(413);
  });
});

describe('methods other than POST on /api/mcp', () => {
  it.each(['GET', 'DELETE', 'PUT', 'PATCH', 'OPTIONS'])(
    '%s is 405 method_not_allowed as a JSON error, Allow: POST',
    async (method) => {
      const res = await handle(new Request(URL_, { method }));
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('POST');
      expect(res.headers.get('api-version')).toBe('v1');
      expect(ErrorResponseSchema.parse(await res.json()).error.code).toBe('method_not_allowed');
    },
  );
});

describe('Origin validation on /api/mcp', () => {
  it("a foreign browser origin is 403, before anything else: scheme, host and port must be the site's", async () => {
    for (const origin of [
      'https://evil.example',
      'http://catalog.example.evil.example',
      'null',
      'http://catalog.example', // another scheme
      'ws://catalog.example',
      'https://catalog.example:8443', // another port
      'http://localhost:1',
    ]) {
      const res = await post(initialize, { Origin: origin });
      expect(res.status, origin).toBe(403);
      expect(res.headers.get('api-version')).toBe('v1');
    }
    expect(
      (await handle(new Request(URL_, { method: 'GET', headers: { Origin: 'https://evil.example' } }))).status,
    ).toBe(403);
  });

  it("the site's own origin and a request without Origin (non-browser clients) are served", async () => {
    expect((await post(initialize, { Origin: SITE })).status).toBe(200);
    expect((await post(initialize)).status).toBe(200);
  });

  it("Netlify's deploy addresses are the site too", () => {
    expect(allowedOrigins({ URL: 'https://shop.example', DEPLOY_PRIME_URL: 'https://main--shop.netlify.app' })).toEqual(
      ['https://shop.example', 'https://main--shop.netlify.app'],
    );
    const local = allowedOrigins({ SITE_URL: 'http://localhost:8888' });
    expect(local).toEqual(['http://localhost:8888']);
  });
});

describe('discovery documents', () => {
  it('the manifest names the server, its endpoint, the transport, no auth, and each tool with its input schema', () => {
    const manifest = mcpManifest(tools, SITE);
    expect(manifest).toMatchObject({
      name: 'safety-catalog',
      endpoint: `${SITE}/api/mcp`,
      transport: { type: 'streamable-http' },
      authentication: { type: 'none' },
    });
    expect(manifest.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(manifest.tools.map((t) => t.name)).toEqual([...TOOL_NAMES]);
    for (const [i, tool] of manifest.tools.entries()) {
      expect(tool.description).toBe(tools[i]!.description);
      expect(tool.inputSchema).toEqual(z.toJSONSchema(tools[i]!.inputSchema, { io: 'input' }));
    }
  });

  it.each([connectSdk2, connectSdk1])(
    'the manifest and server card publish exactly the input and output schemas tools/list does (%#)',
    async (connect) => {
      const client = await connect(URL_, inProcessFetch);
      const listed = (await client.listTools()).tools;
      await client.close();
      const card = mcpServerCard(tools, SITE);
      for (const tool of mcpManifest(tools, SITE).tools) {
        const fromList = listed.find((t) => t.name === tool.name)!;
        expect(tool.inputSchema, tool.name).toEqual(fromList.inputSchema);
        expect(tool.outputSchema, tool.name).toEqual(fromList.outputSchema);
        expect(tool.outputSchema, tool.name).toMatchObject({ type: 'object' });
        expect(card.tools.find((t) => t.name === tool.name)!.inputSchema, tool.name).toEqual(fromList.inputSchema);
      }
    },
  );

  it('GET /api/mcp/server-card is the draft server card, readable from any origin; other methods 405', async () => {
    const res = await handle(
      new Request(`${SITE}/api/mcp/server-card`, { headers: { Origin: 'https://elsewhere.example' } }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const card = (await res.json()) as {
      serverInfo: { name: string };
      transport: { endpoint: string };
      tools: { name: string }[];
    };
    expect(card.serverInfo.name).toBe('safety-catalog');
    expect(card.transport.endpoint).toBe(`${SITE}/api/mcp`);
    expect(card.tools.map((t) => t.name)).toEqual([...TOOL_NAMES]);
    const wrong = await handle(new Request(`${SITE}/api/mcp/server-card`, { method: 'POST', body: '{}' }));
    expect(wrong.status).toBe(405);
  });
});

describe('the SDK is configured for what the server does, not silenced', () => {
  it(
    'building the handler and serving both protocol generations logs ' +
      'no "drops mid-call notifications" warning, and answers are JSON',
    async () => {
      const logged: string[] = [];
      const spies = (['log', 'info', 'warn', 'error'] as const).map((method) =>
        vi
          .spyOn(console, method)
          .mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' '))),
      );
      try {
        const handler = createMcpHttpHandler(catalog, {
          allowedOrigins: [],
          serverCard: () => ({}),
          siteUrl: SITE,
        });
        const contentTypes: string[] = [];
        const recordingFetch = async (url: string | URL, init?: RequestInit) => {
          const res = await handler(new Request(url, init));
          if (res.status !== 202) contentTypes.push(res.headers.get('content-type') ?? '');
          return res;
        };
        for (const connect of [connectSdk2, connectSdk1]) {
          const client = await connect(URL_, recordingFetch);
          expect((await client.callTool('search_products', { query: 'helmet' })).isError).toBeFalsy();
          await client.close();
        }
        await handler(new Request(URL_, { method: 'GET' }));
        expect(logged.filter((line) => /mid-call notifications|responseMode/.test(line))).toEqual([]);
        expect(contentTypes.length).toBeGreaterThan(3);
        expect(contentTypes.every((type) => type.startsWith('application/json'))).toBe(true);
      } finally {
        for (const spy of spies) spy.mockRestore();
      }
    },
  );
});

describe('JSON-RPC batches, decided by the MCP specification of the protocol version', () => {
  const ping = (id: number) => ({ jsonrpc: '2.0', id, method: 'ping' });
  const batch = (messages: unknown[], version?: string) =>
    post(JSON.stringify(messages), version ? { 'MCP-Protocol-Version': version } : {});
  const invalidRequest = async (res: Response) => {
    expect(res.status).toBe(400);
    const body = (await res.json()) as { id: unknown; error: { code: number; message: string } };
    expect(body.id).toBeNull();
    expect(body.error.code).toBe(-32600);
    return body.error.message;
  };

  it.each([undefined, '2025-03-26'])(
    'under 2025-03-26 (MCP-Protocol-Version %s; none means ' +
      '2025-03-26) a batch gets an array with one response per request',
    async (version) => {
      const res = await batch(
        [ping(1), { jsonrpc: '2.0', method: 'notifications/cancelled', params: {} }, ping(2)],
        version,
      );
      expect(res.status).toBe(200);
      expect(res.headers.get('api-version')).toBe('v1');
      const body = (await res.json()) as { id: number; result: unknown }[];
      expect(body.map((r) => r.id).sort()).toEqual([1, 2]);
      expect(body.every((r) => typeof r.result === 'object')).toBe(true);
    },
  );

  it('a batch of one request is answered with an array of one (JSON-RPC 2.0), not a bare object', async () => {
    const body = (await (await batch([ping(7)], '2025-03-26')).json()) as unknown;
    expect(body).toEqual([{ jsonrpc: '2.0', id: 7, result: {} }]);
  });

  it('a batch of notifications only is 202 without a body', async () => {
    const res = await batch([{ jsonrpc: '2.0', method: 'notifications/initialized' }], '2025-03-26');
    expect(res.status).toBe(202);
    expect(await res.text()).toBe('');
  });

  it('initialize must not be part of a batch (2025-03-26 lifecycle): 400 Invalid Request', async () => {
    const init = JSON.parse(initialize) as Record<string, unknown>;
    expect(
      await invalidRequest(
        await batch([{ ...init, params: { ...(init.params as object), protocolVersion: '2025-03-26' } }]),
      ),
    ).toMatch(/initialize/);
  });

  it.each(['2024-11-05', '2025-06-18', '2025-11-25', '2026-07-28'])(
    'under %s, whose specification has no batches, a batch is 400 Invalid Request (-32600, id null) naming the version',
    async (version) => {
      expect(await invalidRequest(await batch([ping(1), ping(2)], version))).toContain(version);
    },
  );

  it('a batch holds at most 100 messages: 100 are answered, 101 are 400 Invalid Request naming the cap', async () => {
    const hundred = Array.from({ length: 100 }, (_, i) => ping(i + 1));
    const res = await batch(hundred, '2025-03-26');
    expect(res.status).toBe(200);
    expect(((await res.json()) as unknown[]).length).toBe(100);
    expect(await invalidRequest(await batch([...hundred, ping(101)], '2025-03-26'))).toContain('at most 100');
  });

  it('two requests with the same id in one batch make it invalid: 400, nothing answered, the id named', async () => {
    expect(await invalidRequest(await batch([ping(1), ping(2), ping(1)], '2025-03-26'))).toContain('the id 1');
    expect(await invalidRequest(await batch([ping(1), { ...ping(2), id: 'a' }, { ...ping(3), id: 'a' }]))).toContain(
      'the id "a"',
    );
    // A notification has no id, and 1 and "1" are different ids: both batches are answered.
    const res = await batch([
      ping(1),
      { ...ping(2), id: '1' },
      { jsonrpc: '2.0', method: 'notifications/initialized' },
    ]);
    expect(res.status).toBe(200);
    expect(((await res.json()) as unknown[]).length).toBe(2);
  });

  it('a batch of 2026-07-28 requests (per-request envelope) is 400 Invalid Request', async () => {
    const modern = {
      ...ping(1),
      params: {
        _meta: {
          'io.modelcontextprotocol/protocolVersion': '2026-07-28',
          'io.modelcontextprotocol/clientCapabilities': {},
        },
      },
    };
    await invalidRequest(await batch([modern]));
  });
});

describe('every status /api/mcp answers is one /openapi.json documents for it', () => {
  const modernBody = (method: string) =>
    JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method,
      params: {
        _meta: {
          'io.modelcontextprotocol/protocolVersion': '2026-07-28',
          'io.modelcontextprotocol/clientCapabilities': {},
        },
      },
    });
  const modernHeaders = (method: string) => ({ 'MCP-Protocol-Version': '2026-07-28', 'Mcp-Method': method });
  // A server that fails while answering: its catalog is not one.
  const failing = createMcpHttpHandler({} as typeof catalog, {
    allowedOrigins: [],
    serverCard: () => ({}),
    siteUrl: SITE,
  });
  const failingPost = (body: string, headers: Record<string, string> = {}) =>
    failing(
      new Request(URL_, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', ...headers },
        body,
      }),
    );
  const ping = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' });
  const cases: [string, number, () => Promise<Response>][] = [
    ['a 2025 request', 200, () => post(initialize)],
    ['a 2026-07-28 request', 200, () => post(modernBody('tools/list'), modernHeaders('tools/list'))],
    ['a notification', 202, () => post(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }))],
    ['malformed JSON', 400, () => post('{')],
    ['a batch under 2025-06-18', 400, () => post(`[${ping}]`, { 'MCP-Protocol-Version': '2025-06-18' })],
    ['an unsupported protocol version', 400, () => post(ping, { 'MCP-Protocol-Version': '1999-01-01' })],
    ['a foreign browser Origin', 403, () => post(ping, { Origin: 'https://evil.example' })],
    [
      'an unknown method under 2026-07-28',
      404,
      () => post(modernBody('tools/destroy'), modernHeaders('tools/destroy')),
    ],
    ['GET', 405, () => handle(new Request(URL_))],
    ['a 2025 request accepting only JSON', 406, () => post(ping, { Accept: 'application/json' })],
    [
      'a body over 64 KiB',
      413,
      () => post(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping', params: { pad: 'x'.repeat(70_000) } })),
    ],
    ['a text/plain body', 415, () => post(ping, { 'Content-Type': 'text/plain' })],
    ['a server failing under 2025', 500, () => failingPost(initialize)],
    [
      'a server failing under 2026-07-28',
      500,
      () => failingPost(modernBody('tools/list'), modernHeaders('tools/list')),
    ],
  ];

  it('the document lists exactly 200, 202, 400, 403, 404, 405, 406, 413, 415 and 500', () => {
    expect(Object.keys(MCP_STATUSES)).toEqual(['200', '202', '400', '403', '404', '405', '406', '413', '415', '500']);
  });

  it.each(cases)(
    '%s is answered %i, a documented status, in JSON with the service headers',
    async (_, status, send) => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      try {
        const res = await send();
        expect(res.status).toBe(status);
        expect(Object.keys(MCP_STATUSES)).toContain(String(status));
        expect(res.headers.get('api-version')).toBe('v1');
        if (status !== 202) expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      } finally {
        errors.mockRestore();
      }
    },
  );
});
