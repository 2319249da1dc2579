import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BlobsServer } from '@netlify/blobs/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enquiryStores } from '../../netlify/lib/blobs.ts';
import { newRecord } from '../../src/lib/enquiry/record.ts';

describe('the enquiries store on the local Blobs server', () => {
  const dir = mkdtempSync(join(tmpdir(), 'stores-'));
  const server = new BlobsServer({ directory: dir, token: 'stores' });
  let stores: ReturnType<typeof enquiryStores>;
  beforeAll(async () => {
    const { port } = await server.start();
    const url = `http://127.0.0.1:${port}`;
    stores = enquiryStores(
      { siteID: 'stores', token: 'stores', edgeURL: url, uncachedEdgeURL: url },
      { failFast: true },
    );
  });
  afterAll(async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it(
    'lists kept enquiries, skipping a write the server ' + 'never finished (a dot-file left by a stopped runtime)',
    async () => {
      const record = newRecord(
        'download',
        { name: 'A', email: 'a@example.in', catalog: 'Full catalog' },
        '192.0.2.1',
        'dev',
        'abc',
        new Date('2027-01-02T03:04:05Z'),
      );
      await stores.enquiries.save(record);
      const folder = join(dir, 'entries', 'stores', 'site:enquiries', 'dev');
      expect(readdirSync(folder)).toHaveLength(1);
      writeFileSync(join(folder, '.unfinished'), '{"id":'); // what a write cut off mid-way leaves
      expect((await stores.enquiries.list()).map((r) => r.id)).toEqual(['abc']);
    },
  );
});
