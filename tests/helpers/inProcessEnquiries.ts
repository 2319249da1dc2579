import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BlobsServer } from '@netlify/blobs/server';
import { enquiryStores } from '../../netlify/lib/blobs.ts';
import { startLocalPostmark } from '../../scripts/postmarkLocal.mjs';
import { POSTMARK_BACKOFF_MS, POSTMARK_TIMEOUT_MS, PostmarkMailer } from '../../src/lib/email/postmarkMailer.ts';
import type { EnquiryDeps } from '../../src/lib/enquiry/handle.ts';
import { countFiles } from './enquiryFuzz.ts';
import { FROM_EMAIL, SALES_EMAIL } from './postmark.ts';

/**
 * The enquiry handler's real parts, in the test process: a real Blobs server on a scratch folder,
 * the local Postmark-compatible server and the real postmark client. `name` is the site ID and
 * deploy context, so each test file's data stays apart. `depsFor(storeUrl)` reaches the Blobs
 * server directly or through something in between (a proxy that fails on command).
 */
export async function startInProcessEnquiries(name: string) {
  const dir = mkdtempSync(join(tmpdir(), `${name}-blobs-`));
  const blobs = new BlobsServer({ directory: dir, token: name });
  const { port } = await blobs.start();
  const postmark = await startLocalPostmark({ token: `${name}-token` });
  return {
    blobsUrl: `http://127.0.0.1:${port}`,
    postmark,
    /** How many enquiries the store holds. */
    kept: () => countFiles(join(dir, 'entries', name, 'site:enquiries')),
    depsFor(storeUrl: string, { failFast = false } = {}): EnquiryDeps {
      const stores = enquiryStores(
        { siteID: name, token: name, edgeURL: storeUrl, uncachedEdgeURL: storeUrl },
        { failFast },
      );
      return {
        requestLog: stores.requestLog,
        enquiries: stores.enquiries,
        mailer: new PostmarkMailer({
          serverToken: `${name}-token`,
          apiUrl: postmark.apiUrl,
          messageStream: 'outbound',
          timeoutMs: POSTMARK_TIMEOUT_MS,
          backoffMs: POSTMARK_BACKOFF_MS,
        }),
        emailSettings: { salesEmail: SALES_EMAIL, fromEmail: FROM_EMAIL, organizationName: name },
        siteUrl: 'http://localhost:8888',
        log: () => {},
      };
    },
    async stop() {
      await postmark.stop();
      await blobs.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
