import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { END, ROUTING_DOC, START, routingTable, withTable } from '../../scripts/routingTable.ts';

/**
 * docs/api.md's table of every path the site answers is what the configuration says: netlify.toml
 * as Netlify resolves it, the functions' configs as Netlify's bundler reads them, the header rules.
 */
describe('the routing table in docs/api.md (scripts/routingTable.ts)', () => {
  it('is the table the configuration gives (run `node scripts/routingTable.ts --write` after a change)', async () => {
    const doc = readFileSync(ROUTING_DOC, 'utf8');
    expect(await withTable(doc, await routingTable())).toBe(doc);
  }, 60_000);

  it('names every function, the read limit of every read rewrite and the catch-all exclusions', async () => {
    const table = await routingTable();
    for (const fn of ['contact', 'download-request', 'enquiry-form', 'mcp', 'page-not-found', 'publish-due-content'])
      expect(table).toContain(`function \`${fn}\``);
    expect(table.match(/180 per 180 s per ip \+ domain/g)).toHaveLength(4);
    expect(table).toMatch(
      /function `page-not-found` \(pages on request\); where no file is; except `\/api`, `\/api\/\*`/,
    );
  });

  it('fails when the document does not hold the table the configuration gives', async () => {
    const doc = readFileSync(ROUTING_DOC, 'utf8');
    const edited = doc.replace('function `contact`', 'function `other`');
    expect(edited).not.toBe(doc);
    expect(await withTable(edited, await routingTable())).not.toBe(edited);
    expect(doc.indexOf(START)).toBeLessThan(doc.indexOf(END));
  }, 60_000);
});
