// `npm run enquiries -- <command>`: read the kept enquiries and resend the ones whose email failed.
//
//   list [--all]        failed enquiries (or all of them), oldest first
//   resend [id ...]     resend the failed emails of these enquiries (default: every failed one);
//                       a message that already went out is never sent again
//   outbox              the local outbox: emails kept instead of sent when no POSTMARK_SERVER_TOKEN is set
//
// Where: by default the local runtime's Blobs (`.netlify/blobs-serve`, what `npm start` and
// `npm test` use; the runtime may be running or not). Production: `--site <site id> --token
// <personal access token>` (or NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN). Resending uses the same
// email settings as the functions (POSTMARK_SERVER_TOKEN, POSTMARK_API_URL, SALES_EMAIL,
// FROM_EMAIL, POSTMARK_MESSAGE_STREAM); without a token it writes to the local outbox.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BlobsServer } from '@netlify/blobs/server';
import { enquiryStores, type BlobsAccess } from '../netlify/lib/blobs.ts';
import { ORGANIZATION_NAME } from '../src/lib/site.ts';
import { emailConfigFromEnv } from '../src/lib/email/config.ts';
import { formatOutboxEntry, OutboxMailer } from '../src/lib/email/outbox.ts';
import { PostmarkMailer } from '../src/lib/email/postmarkMailer.ts';
import { resendOnce } from '../src/lib/enquiry/sameEnquiry.ts';
import { needsResend } from '../src/lib/enquiry/record.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { all: { type: 'boolean', default: false }, site: { type: 'string' }, token: { type: 'string' } },
});
const [command = 'list', ...ids] = positionals;

const siteID = values.site ?? process.env.NETLIFY_SITE_ID;
const token = values.token ?? process.env.NETLIFY_AUTH_TOKEN;
let stopLocal: (() => Promise<void>) | undefined;
let access: BlobsAccess;
let where: string;
if (siteID && token) {
  access = { siteID, token };
  where = `site ${siteID}`;
} else {
  // The local runtime's Blobs server keeps its data in files; a second server on the same
  // directory reads and writes the same store, whether or not the runtime is running.
  const directory = resolve('.netlify/blobs-serve');
  const localToken = `cli-${process.pid}`;
  const server = new BlobsServer({ directory, token: localToken });
  const { port } = await server.start();
  stopLocal = () => server.stop();
  const state = existsSync('.netlify/state.json') ? JSON.parse(readFileSync('.netlify/state.json', 'utf8')) : {};
  const url = `http://localhost:${port}`;
  access = { siteID: state.siteId ?? 'unlinked', token: localToken, edgeURL: url, uncachedEdgeURL: url };
  where = `the local runtime's store (${directory})`;
}

const stores = enquiryStores(access);
try {
  if (command === 'outbox') {
    const entries = (await stores.outbox.list()).sort((a, b) => a.storedAt.localeCompare(b.storedAt));
    console.log(`${entries.length} message(s) in the outbox of ${where}\n`);
    for (const entry of entries) console.log(formatOutboxEntry(entry));
  } else if (command === 'list' || command === 'resend') {
    const records = (await stores.enquiries.list()).sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
    const failed = records.filter((r) => needsResend(r));
    if (command === 'list') {
      const shown = values.all ? records : failed;
      const ofAll = values.all ? '' : ` (of ${records.length})`;
      console.log(`${shown.length} ${values.all ? '' : 'failed '}enquiry(ies) in ${where}${ofAll}\n`);
      for (const r of shown) {
        const fields = r.fields as Record<string, string | undefined>;
        const lastError = [...r.attempts].reverse().find((a) => !a.ok)?.detail;
        const deliveries = `sales=${r.deliveries.sales} acknowledgment=${r.deliveries.acknowledgment}`;
        console.log(
          [r.id, r.receivedAt, r.deployContext, r.kind, `${fields.email}`, deliveries].join('  ') +
            (lastError ? `  last error: ${lastError}` : ''),
        );
      }
    } else {
      const chosen = ids.length ? records.filter((r) => ids.includes(r.id)) : failed;
      const missing = ids.filter((id) => !records.some((r) => r.id === id));
      if (missing.length) console.error(`No enquiry with id: ${missing.join(', ')}`);
      const config = emailConfigFromEnv();
      if (!config.postmark && siteID && token)
        throw new Error('Set POSTMARK_SERVER_TOKEN to resend production enquiries.');
      const mailer = config.postmark ? new PostmarkMailer(config.postmark) : new OutboxMailer(stores.outbox);
      console.log(`Resending ${chosen.length} enquiry(ies) from ${where} through ${mailer.description}`);
      let failures = 0;
      for (const record of chosen) {
        const { ok, busy } = await resendOnce(record, {
          enquiries: stores.enquiries,
          requestLog: stores.requestLog,
          mailer,
          emailSettings: {
            salesEmail: config.salesEmail,
            fromEmail: config.fromEmail,
            organizationName: ORGANIZATION_NAME,
          },
        });
        if (busy)
          console.log(
            `${record.id}: not resent, a retry of it is being (or was just) delivered; list again in a minute`,
          );
        else
          console.log(
            `${record.id}: ${ok ? 'sent' : 'failed again'} ` +
              `(sales=${record.deliveries.sales} acknowledgment=${record.deliveries.acknowledgment})`,
          );
        if (!ok) failures++;
      }
      process.exitCode = failures || missing.length ? 1 : 0;
    }
  } else {
    console.error(`Unknown command "${command}". Commands: list [--all], resend [id ...], outbox`);
    process.exitCode = 2;
  }
} finally {
  await stopLocal?.();
}
