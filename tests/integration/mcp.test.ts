import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MCP_MANIFEST_PATH, MCP_PATH, MCP_SERVER_CARD_PATH } from '../../src/lib/mcp/serverInfo.ts';
import { TOOL_NAMES } from '../../src/lib/mcp/tools.ts';
import { ErrorResponseSchema } from '../../src/lib/schemas/error.ts';
import { DraftEnquiryOutputSchema } from '../../src/lib/schemas/mcp.ts';
import { ProductListSchema } from '../../src/lib/schemas/product.ts';
import { ResourceListSchema } from '../../src/lib/schemas/resource.ts';
import { connectSdk1, connectSdk2, type McpTestClient } from '../helpers/mcpClients.ts';
import { toolContract } from '../helpers/mcpToolContract.ts';
import { BASE_URL, get, getDirect } from '../helpers/runtime.ts';

/** The MCP server on Netlify's local runtime: the bundled function, reached through its routing. */
const MCP_URL = `${BASE_URL}${MCP_PATH}`;
let productSlugs: string[] = [];
let resourceSlugs: string[] = [];

beforeAll(async () => {
  productSlugs = ProductListSchema.parse(await (await get('/api/products')).json()).products.map((p) => p.slug);
  resourceSlugs = ResourceListSchema.parse(await (await get('/api/resources')).json()).resources.map((r) => r.slug);
});

const expected = { productSlugs: () => productSlugs, resourceSlugs: () => resourceSlugs };

for (const [label, connect] of [
  ['SDK 2 client (2026-07-28)', connectSdk2],
  ['SDK 1.x client (2025 protocol, Streamable HTTP)', connectSdk1],
] as const) {
  describe(`POST /api/mcp with the ${label}`, () => {
    let client: McpTestClient;
    beforeAll(async () => {
      // Every exchange of the client through the contract proxy, judged as get() judges its own.
      client = await connect(MCP_URL, (url, init) => get(new URL(url).pathname, init));
    });
    afterAll(() => client.close());
    toolContract(() => client, expected);
  });
}

const post = (body: string, headers: Record<string, string> = {}) =>
  get(MCP_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', ...headers },
    body,
  });
const initialize = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
});

describe('/api/mcp on the local runtime: routing, methods, errors, headers', () => {
  it('POST reaches the MCP function (nothing of Astro answers): JSON with the service headers', async () => {
    const res = await post(initialize);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('api-version')).toBe('v1');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(((await res.json()) as { result: { serverInfo: { name: string } } }).result.serverInfo.name).toBe(
      'safety-catalog',
    );
  });

  it.each(['GET', 'DELETE'])('%s is 405 method_not_allowed, a JSON error with Allow: POST', async (method) => {
    const res = await get(MCP_PATH, { method, headers: { Accept: 'text/event-stream' } });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(ErrorResponseSchema.parse(await res.json()).error.code).toBe('method_not_allowed');
  });

  it('malformed JSON-RPC is a 4xx JSON-RPC error and the function keeps serving', async () => {
    // Straight to the runtime: Prism's proxy never answers a request whose JSON body it cannot parse.
    const res = await getDirect(MCP_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
      body: '{"jsonrpc":"2.0","id":1,"method":',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: number } }).error.code).toBe(-32700);
    expect((await post(initialize)).status).toBe(200);
  });

  it('an unknown JSON-RPC method is "method not found"', async () => {
    const res = await post(JSON.stringify({ jsonrpc: '2.0', id: 9, method: 'catalog/delete' }));
    expect(((await res.json()) as { error: { code: number } }).error.code).toBe(-32601);
  });

  it(
    'the runtime log has no "drops mid-call notifications" ' +
      'line from the SDK (json response mode is not configured)',
    async () => {
      expect((await post(initialize)).status).toBe(200);
      expect((await get(MCP_PATH)).status).toBe(405);
      await new Promise((resolve) => setTimeout(resolve, 500)); // let the runtime write the function's output
      const log = readFileSync('.tmp/local-runtime.log', 'utf8');
      expect(log).toMatch(/\S/);
      expect(log).not.toMatch(/mid-call notifications/);
    },
  );

  it('a foreign browser Origin is 403, scheme, host and port compared exactly; the site origin is served', async () => {
    const { port } = new URL(BASE_URL);
    for (const origin of [
      'https://evil.example',
      'http://localhost:1',
      `https://localhost:${port}`,
      `ws://localhost:${port}`,
    ])
      expect((await post(initialize, { Origin: origin })).status, origin).toBe(403);
    expect((await post(initialize, { Origin: BASE_URL })).status).toBe(200);
  });

  it("a 403 is the function's one answer: the runtime does not invoke it again at .html and index paths", async () => {
    expect((await post(initialize, { Origin: 'https://evil.example' })).status).toBe(403);
    await new Promise((resolve) => setTimeout(resolve, 500)); // let the runtime write its log
    const log = readFileSync('.tmp/local-runtime.log', 'utf8');
    expect(log).toMatch(/POST \/api\/mcp\b/);
    expect(log).not.toMatch(/\/api\/mcp(\.html?|\/index\.html?)\b/);
  });
});

describe('/api/mcp through the contract proxy: batches by protocol ' + 'version, and every status documented', () => {
  const ping = (id: number) => ({ jsonrpc: '2.0', id, method: 'ping' });

  it(
    'under 2025-03-26 a JSON-RPC batch is answered with ' + 'an array of responses, which the document describes',
    async () => {
      const res = await post(JSON.stringify([ping(1), ping(2)]), { 'MCP-Protocol-Version': '2025-03-26' });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { id: number }[]).map((r) => r.id).sort()).toEqual([1, 2]);
    },
  );

  it.each(['2025-06-18', '2025-11-25'])(
    'under %s, which removed batching, a batch is 400 with a JSON-RPC Invalid Request error',
    async (version) => {
      const res = await post(JSON.stringify([ping(1), ping(2)]), { 'MCP-Protocol-Version': version });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { id: unknown; error: { code: number } };
      expect(body).toMatchObject({ id: null, error: { code: -32600 } });
    },
  );

  // get() fails on a status the operation does not document (contractBreaches), so each of these
  // passing through the proxy is the proof that /openapi.json lists it.
  it.each([
    ['an Accept without text/event-stream', 406, { Accept: 'application/json' }, JSON.stringify(ping(1))],
    ['a text/plain body', 415, { 'Content-Type': 'text/plain' }, JSON.stringify(ping(1))],
    ['a body over 64 KiB', 413, {}, JSON.stringify({ ...ping(1), params: { pad: 'x'.repeat(70_000) } })],
  ] as const)(
    '%s is %i, a status /openapi.json documents, with a JSON-RPC error body',
    async (_, status, headers, body) => {
      const res = await post(body, headers);
      expect(res.status).toBe(status);
      expect(((await res.json()) as { error: { code: number } }).error.code).toBe(-32000);
    },
  );
});

describe('discovery documents on the local runtime', () => {
  it(
    '/.well-known/mcp/manifest.json names the endpoint and each tool ' +
      'with exactly the input and output schemas tools/list publishes',
    async () => {
      const res = await get(MCP_MANIFEST_PATH);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      const manifest = (await res.json()) as {
        endpoint: string;
        transport: { type: string };
        authentication: { type: string };
        tools: {
          name: string;
          description: string;
          inputSchema: Record<string, unknown>;
          outputSchema: Record<string, unknown>;
        }[];
      };
      expect(manifest.endpoint).toBe(MCP_URL);
      expect(manifest.transport.type).toBe('streamable-http');
      expect(manifest.authentication.type).toBe('none');
      expect(manifest.tools.map((t) => t.name)).toEqual([...TOOL_NAMES]);
      const client = await connectSdk2(MCP_URL);
      const listed = (await client.listTools()).tools;
      await client.close();
      for (const tool of manifest.tools) {
        const fromList = listed.find((t) => t.name === tool.name)!;
        expect(tool.description).toBe(fromList.description);
        expect(tool.inputSchema, tool.name).toEqual(fromList.inputSchema);
        expect(tool.outputSchema, tool.name).toEqual(fromList.outputSchema);
        expect(tool.outputSchema, tool.name).toMatchObject({ type: 'object' });
      }
    },
  );

  it('GET /api/mcp/server-card is the server card', async () => {
    const res = await get(MCP_SERVER_CARD_PATH);
    expect(res.status).toBe(200);
    const card = (await res.json()) as { transport: { endpoint: string }; tools: { name: string }[] };
    expect(card.transport.endpoint).toBe(MCP_URL);
    expect(card.tools.map((t) => t.name)).toEqual([...TOOL_NAMES]);
  });
});

/** Runs an installed CLI on this Node (22), offline, with a scratch HOME. */
function runCli(script: string, args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const home = mkdtempSync(join(tmpdir(), 'mcp-cli-home-'));
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script, ...args], {
      env: { ...process.env, HOME: home, npm_config_update_notifier: 'false', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => {
      rmSync(home, { recursive: true, force: true });
      resolve({ code, stdout, stderr });
    });
  });
}

const INSPECTOR = 'node_modules/@modelcontextprotocol/inspector/clients/launcher/build/index.js';
const CONFORMANCE = 'node_modules/@modelcontextprotocol/conformance/dist/index.js';

describe('MCP Inspector CLI against /api/mcp', () => {
  it('tools/list passes with --strict (portable tool schemas) and lists the five tools', async () => {
    const { code, stdout, stderr } = await runCli(INSPECTOR, [
      '--cli',
      MCP_URL,
      '--transport',
      'http',
      '--strict',
      '--method',
      'tools/list',
    ]);
    expect(code, stderr).toBe(0);
    const names = (JSON.parse(stdout) as { tools: { name: string }[] }).tools.map((t) => t.name);
    expect(names.sort()).toEqual([...TOOL_NAMES].sort());
  });

  it('tools/call get_product returns the product as structured content', async () => {
    const slug = productSlugs[0]!;
    const { code, stdout, stderr } = await runCli(INSPECTOR, [
      '--cli',
      MCP_URL,
      '--transport',
      'http',
      '--method',
      'tools/call',
      '--tool-name',
      'get_product',
      '--tool-arg',
      `slug=${slug}`,
    ]);
    expect(code, stderr).toBe(0);
    expect((JSON.parse(stdout) as { structuredContent: { slug: string } }).structuredContent.slug).toBe(slug);
  });

  it(
    'tools/call draft_enquiry returns the prefilled ' + 'contact-page link on this site, read-only in tools/list',
    async () => {
      const slug = productSlugs[0]!;
      const { code, stdout, stderr } = await runCli(INSPECTOR, [
        '--cli',
        MCP_URL,
        '--transport',
        'http',
        '--method',
        'tools/call',
        '--tool-name',
        'draft_enquiry',
        '--tool-args-json',
        JSON.stringify({ products: [{ slug, quantity: 25 }], need: 'Night shift at a cement plant' }),
      ]);
      expect(code, stderr).toBe(0);
      const draft = DraftEnquiryOutputSchema.parse(
        (JSON.parse(stdout) as { structuredContent: unknown }).structuredContent,
      );
      const url = new URL(draft.url);
      expect(url.origin + url.pathname).toBe(`${BASE_URL}/contact/`);
      expect(url.searchParams.get('message')).toContain('quantity 25');
      expect(url.searchParams.get('message')).toContain('Our need: Night shift at a cement plant');
      expect((await get(url.pathname + url.search)).status).toBe(200);
      const listed = await runCli(INSPECTOR, ['--cli', MCP_URL, '--transport', 'http', '--method', 'tools/list']);
      const tool = (
        JSON.parse(listed.stdout) as { tools: { name: string; annotations: Record<string, unknown> }[] }
      ).tools.find((t) => t.name === 'draft_enquiry')!;
      expect(tool.annotations).toMatchObject({ readOnlyHint: true, openWorldHint: false });
    },
  );
});

describe('MCP conformance suite against /api/mcp', () => {
  it.each(['server-initialize', 'ping', 'tools-list', 'dns-rebinding-protection'])(
    'scenario %s passes',
    async (scenario) => {
      const { code, stdout, stderr } = await runCli(CONFORMANCE, ['server', '--url', MCP_URL, '--scenario', scenario]);
      expect(code, `${stdout}\n${stderr}`).toBe(0);
      expect(stdout).toMatch(/Passed: (\d+)\/\1, 0 failed/);
    },
  );
});
