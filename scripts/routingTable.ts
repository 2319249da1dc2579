// `node scripts/routingTable.ts [--write]`: the table of every path the site answers, from the
// configuration Netlify reads (netlify.toml resolved by @netlify/config, the functions' in-source
// configs read by @netlify/zip-it-and-ship-it) and the build's header rules; `--write` puts it in
// docs/api.md between its markers. tests/unit/routingTable.test.ts fails when the two disagree.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolveConfig } from '@netlify/config';
import * as prettier from 'prettier';
import { listFunctions } from '@netlify/zip-it-and-ship-it';
import { DOCUMENT_HEADERS, staticHeaderRules } from '../src/lib/http/staticRouting.ts';

export const ROUTING_DOC = 'docs/api.md';
export const START = '<!-- routing table: written by `node scripts/routingTable.ts --write` -->';
export const END = '<!-- end of routing table -->';

interface Redirect {
  from: string;
  to: string;
  status: number;
  force: boolean;
  rate_limit?: { window_limit: number; window_size: number; aggregate_by: string[]; to?: string };
}
interface Route {
  pattern: string;
  methods?: string[];
  prefer_static?: boolean;
}
interface ListedFunction {
  name: string;
  mainFile: string;
  routes?: Route[];
  excludedRoutes?: Route[];
  schedule?: string;
}

const code = (text: string) => `\`${text}\``;
const cell = (parts: readonly string[]) => parts.join(', ') || '-';
const row = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;

/** A function that hands requests to Astro renders pages on request (netlify/lib/pages.ts, formAnswerPage.ts). */
const rendersPages = (fn: ListedFunction) =>
  /from '\.\.\/lib\/(pages|formAnswerPage)\.ts'/.test(readFileSync(fn.mainFile, 'utf8'));

export async function routingTable(root = process.cwd()): Promise<string> {
  const { config } = await resolveConfig({ offline: true, cwd: root, repositoryRoot: root, mode: 'cli' });
  const redirects = config.redirects as Redirect[];
  const functions = ((await listFunctions(`${root}/netlify/functions`, { parseISC: true })) as ListedFunction[]).sort(
    (a, b) => a.name.localeCompare(b.name),
  );
  const lines = [
    row(['Path', 'Answered by', 'Methods', 'Read limit', 'Cache']),
    row(['---', '---', '---', '---', '---']),
  ];
  for (const r of redirects) {
    const rate = r.rate_limit;
    const limit = rate
      ? `${rate.window_limit} per ${rate.window_size} s per ${rate.aggregate_by.join(' + ')}, ` +
        `then ${code(rate.to ?? '')}`
      : '-';
    lines.push(
      row([code(r.from), `rewrite${r.force ? ' (forced)' : ''} to ${code(r.to)}`, 'any', limit, "the file's"]),
    );
  }
  for (const fn of functions) {
    if (fn.schedule) {
      lines.push(row(['-', `function ${code(fn.name)}, scheduled ${code(fn.schedule)}`, '-', '-', '-']));
      continue;
    }
    const routes = fn.routes ?? [];
    const methods = [...new Set(routes.flatMap((r) => r.methods ?? []))];
    const excluded = (fn.excludedRoutes ?? []).map((r) => code(r.pattern));
    const kind = [
      rendersPages(fn) ? `function ${code(fn.name)} (pages on request)` : `function ${code(fn.name)}`,
      ...(routes.some((r) => r.prefer_static) ? ['where no file is'] : []),
      ...(excluded.length ? [`except ${excluded.join(', ')}`] : []),
    ].join('; ');
    lines.push(
      row([
        cell(routes.map((r) => code(r.pattern))),
        kind,
        cell(methods) === '-' ? 'any' : cell(methods),
        '-',
        'set by the function',
      ]),
    );
  }
  const cacheOf = (headers: Record<string, string>) =>
    [
      headers['Cache-Control'] ? code(headers['Cache-Control']) : "Netlify's default",
      ...(headers['Netlify-CDN-Cache-Control'] ? [`CDN ${code(headers['Netlify-CDN-Cache-Control'])}`] : []),
    ].join('; ');
  const apiRules = staticHeaderRules(config.build?.environment?.URL ?? 'https://example.org');
  for (const { path, headers } of apiRules)
    lines.push(row([code(path), 'static file (read API)', 'GET, HEAD', 'by its rewrite', cacheOf(headers)]));
  for (const [path, headers] of Object.entries(DOCUMENT_HEADERS))
    lines.push(row([code(path === '/_astro' ? '/_astro/*' : path), 'static file', 'GET, HEAD', '-', cacheOf(headers)]));
  lines.push(row(['every other page in `dist/`', 'static file', 'GET, HEAD', '-', "Netlify's default"]));
  return lines.join('\n');
}

/** docs/api.md with the table between its markers replaced by `table`, as Prettier formats it. */
export async function withTable(doc: string, table: string): Promise<string> {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${ROUTING_DOC} lacks the routing table's markers`);
  const options = await prettier.resolveConfig(ROUTING_DOC);
  return prettier.format(`${doc.slice(0, start + START.length)}\n\n${table}\n\n${doc.slice(end)}`, {
    ...options,
    filepath: ROUTING_DOC,
  });
}

if (import.meta.main) {
  const table = await routingTable();
  if (process.argv.includes('--write'))
    writeFileSync(ROUTING_DOC, await withTable(readFileSync(ROUTING_DOC, 'utf8'), table));
  else console.log(table);
}
