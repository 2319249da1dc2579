import { Client as Sdk2Client, StreamableHTTPClientTransport as Sdk2Transport } from '@modelcontextprotocol/client';
import { Client as Sdk1Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as Sdk1Transport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

/**
 * The two client generations every test runs against the server: the SDK 2 client (pinned to
 * 2026-07-28) and the 1.x client of the 2025 protocol. `fetch` lets unit tests point them
 * at an in-process handler; integration tests use the real network.
 */
/** The protocol revision SDK 2 speaks natively. */
export const MODERN_PROTOCOL = '2026-07-28';

export type FetchLike = (url: string | URL, init?: RequestInit) => Promise<Response>;

export interface McpTestClient {
  name: string;
  listTools(): Promise<{
    tools: {
      name: string;
      title?: string;
      description?: string;
      inputSchema: unknown;
      outputSchema?: unknown;
      annotations?: Record<string, unknown>;
    }[];
  }>;
  callTool(
    name: string,
    args: Record<string, unknown>,
  ): Promise<{ isError?: boolean; content: unknown[]; structuredContent?: unknown }>;
  listResources(): Promise<{ resources: { uri: string; name: string; title?: string }[] }>;
  listResourceTemplates(): Promise<{ resourceTemplates: { uriTemplate: string }[] }>;
  readResource(uri: string): Promise<{ contents: { uri: string; mimeType?: string; text?: string }[] }>;
  /** What the server advertised (initialize, or server/discover in 2026-07-28). */
  serverCapabilities(): Record<string, unknown> | undefined;
  close(): Promise<void>;
}

export async function connectSdk2(url: string, fetch?: FetchLike): Promise<McpTestClient> {
  // Pinned, so the test fails rather than silently falling back to the 2025 handshake.
  const client = new Sdk2Client(
    { name: 'sdk2-test-client', version: '1.0.0' },
    { versionNegotiation: { mode: { pin: MODERN_PROTOCOL } } },
  );
  await client.connect(new Sdk2Transport(new URL(url), fetch ? { fetch } : {}));
  return wrap('SDK 2 client', client);
}

export async function connectSdk1(url: string, fetch?: FetchLike): Promise<McpTestClient> {
  const client = new Sdk1Client({ name: 'sdk1-test-client', version: '1.0.0' });
  await client.connect(new Sdk1Transport(new URL(url), fetch ? { fetch } : {}));
  return wrap('SDK 1.x client (2025 protocol)', client);
}

interface AnyClient {
  listTools(): Promise<unknown>;
  callTool(params: { name: string; arguments: Record<string, unknown> }): Promise<unknown>;
  listResources(): Promise<unknown>;
  listResourceTemplates(): Promise<unknown>;
  readResource(params: { uri: string }): Promise<unknown>;
  getServerCapabilities(): unknown;
  close(): Promise<void>;
}

function wrap(name: string, client: AnyClient): McpTestClient {
  return {
    name,
    listTools: () => client.listTools() as ReturnType<McpTestClient['listTools']>,
    callTool: (tool, args) => client.callTool({ name: tool, arguments: args }) as ReturnType<McpTestClient['callTool']>,
    listResources: () => client.listResources() as ReturnType<McpTestClient['listResources']>,
    listResourceTemplates: () => client.listResourceTemplates() as ReturnType<McpTestClient['listResourceTemplates']>,
    readResource: (uri) => client.readResource({ uri }) as ReturnType<McpTestClient['readResource']>,
    serverCapabilities: () => client.getServerCapabilities() as Record<string, unknown> | undefined,
    close: () => client.close(),
  };
}

/** The JSON a tool put in its text content. */
export function textJson(result: { content: unknown[] }): unknown {
  const first = result.content[0] as { type: string; text: string };
  return JSON.parse(first.text);
}
