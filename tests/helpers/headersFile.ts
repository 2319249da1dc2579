import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseAllHeaders } from '@netlify/headers-parser';
import { formatHeadersFile, type HeaderRule } from '../../src/lib/http/staticRouting.ts';

export type ParsedHeaderRule = { for: string; forRegExp: RegExp; values: Record<string, string> };

/** `rules` written as a `_headers` file and read back by Netlify's own parser, as netlify-cli and Netlify do. */
export async function parsedHeaderRules(
  rules: HeaderRule[],
): Promise<{ headers: ParsedHeaderRule[]; errors: unknown[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'headers-'));
  try {
    const file = join(dir, '_headers');
    writeFileSync(file, formatHeadersFile(rules));
    const { headers, errors } = await parseAllHeaders({ headersFiles: [file], configHeaders: [], minimal: false });
    return { headers: headers as unknown as ParsedHeaderRule[], errors };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
