import type { ApiOperation } from './routeTable.ts';

/** curl and fetch examples for /developers, from the route table and its request examples. */
export function curlExample(op: ApiOperation, url: string): string {
  if (op.kind === 'mcp') {
    return `curl -s -X POST ${url} \\\n  -H 'Content-Type: application/json' \\\n  -H 'Accept: application/json, text/event-stream' \\\n  -d '{"jsonrpc":"2.0","id":1,"method":"tools/list"}'`;
  }
  if (!op.requestBody) return `curl -s ${url}`;
  const body = JSON.stringify(op.requestBody.example).replace(/'/g, `'\\''`);
  return `curl -s -X POST ${url} \\\n  -H 'Content-Type: application/json' \\\n  -d '${body}'`;
}

export function fetchExample(op: ApiOperation, url: string): string {
  if (!op.requestBody) {
    return [
      `const res = await fetch('${url}');`,
      'const body = await res.json();',
      'if (!res.ok) throw new Error(`${body.error.code}: ${body.error.message} (${body.error.hint})`);',
    ].join('\n');
  }
  return [
    `const res = await fetch('${url}', {`,
    "  method: 'POST',",
    "  headers: { 'Content-Type': 'application/json' },",
    `  body: JSON.stringify(${JSON.stringify(op.requestBody.example, null, 2).replace(/\n/g, '\n  ')}),`,
    '});',
    'const body = await res.json();',
    "if (res.status === 429) console.log(`retry in ${res.headers.get('Retry-After')} s`);",
    'else if (!res.ok) console.log(body.error.code, body.error.message, body.error.hint);',
  ].join('\n');
}
