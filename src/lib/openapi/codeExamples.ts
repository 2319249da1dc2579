import type { ApiOperation } from './routeTable.ts';

/** curl, fetch and Python examples and sample responses for /developers, from the route table and its examples. */
export function curlExample(op: ApiOperation, url: string): string {
  if (op.kind === 'mcp') {
    return (
      `curl -s -X POST ${url} \\\n  -H 'Content-Type: application/json' \\\n  -H 'Accept: ` +
      `application/json, text/event-stream' \\\n  -d '{"jsonrpc":"2.0","id":1,"method":"tools/list"}'`
    );
  }
  if (!op.requestBody) return `curl -s ${url}`;
  const body = JSON.stringify(op.requestBody.example).replace(/'/g, `'\\''`);
  return `curl -s -X POST ${url} \\\n  -H 'Content-Type: application/json' \\\n  -d '${body}'`;
}

export function fetchExample(op: ApiOperation, url: string): string {
  if (op.kind === 'mcp') {
    return [
      `const res = await fetch('${url}', {`,
      "  method: 'POST',",
      "  headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },",
      "  body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),",
      '});',
      'const { result } = await res.json();',
      'console.log(result.tools.map((tool) => tool.name));',
    ].join('\n');
  }
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
    "else console.log('sent, reference', body.reference);",
  ].join('\n');
}

/** The Python example: the standard library only (urllib), so it runs anywhere Python 3 does. */
export function pythonExample(op: ApiOperation, url: string): string {
  const imports = 'import json\nimport urllib.error\nimport urllib.request\n';
  if (op.kind === 'mcp') {
    return [
      imports,
      'request = urllib.request.Request(',
      `    '${url}',`,
      `    data=json.dumps({'jsonrpc': '2.0', 'id': 1, 'method': 'tools/list'}).encode(),`,
      "    headers={'Content-Type': 'application/json', 'Accept': 'application/json, text/event-stream'},",
      "    method='POST',",
      ')',
      'with urllib.request.urlopen(request) as res:',
      "    for tool in json.load(res)['result']['tools']:",
      "        print(tool['name'])",
    ].join('\n');
  }
  const errors = [
    'except urllib.error.HTTPError as err:',
    '    if err.code == 429:',
    "        print('retry in', err.headers['Retry-After'], 's')",
    '    else:',
    "        error = json.load(err)['error']",
    "        print(err.code, error['code'], error['message'], error['hint'])",
  ];
  if (!op.requestBody) {
    return [
      imports,
      'try:',
      `    with urllib.request.urlopen('${url}') as res:`,
      '        body = json.load(res)',
      "        print(res.headers['API-Version'], body)",
      ...errors,
    ].join('\n');
  }
  // A JSON object of strings is also a Python dict literal (the request examples hold strings only).
  const body = JSON.stringify(op.requestBody.example, null, 4).replace(/\n/g, '\n    ');
  return [
    imports,
    'request = urllib.request.Request(',
    `    '${url}',`,
    `    data=json.dumps(${body}).encode(),`,
    "    headers={'Content-Type': 'application/json'},",
    "    method='POST',",
    ')',
    'try:',
    '    with urllib.request.urlopen(request) as res:',
    "        print('sent, reference', json.load(res)['reference'])",
    ...errors,
  ].join('\n');
}

/** A response as a client sees it: status line, the headers that matter, the JSON body. */
export function responseSample(status: string, headers: Record<string, string>, body: unknown): string {
  return [
    `HTTP/2 ${status}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    '',
    JSON.stringify(body, null, 2),
  ].join('\n');
}
