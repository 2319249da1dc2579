// `npm run enquiries -- <command>`: read the kept enquiries and resend the ones whose email failed
// (usage below, or `npm run enquiries -- --help`).
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
import { answerHelp, refuseArguments } from './cliHelp.mjs';
import { NETLIFY_SCREENS } from './netlifyScreens.mjs';

const WHERE = `Where:
  By default the local runtime's stores (.netlify/blobs-serve: what \`npm start\` and \`npm test\` use;
  the runtime may be running or not). A deployed site's stores:
  --site <id>         the project ID (or NETLIFY_SITE_ID), shown in Netlify on
                      ${NETLIFY_SCREENS.projectId}
  --token <token>     a personal access token (or NETLIFY_AUTH_TOKEN), made in Netlify on
                      ${NETLIFY_SCREENS.accessTokens}`;

const COMMANDS = {
  list: `Usage: npm run enquiries -- list [--all] [--site <id> --token <token>]

Lists the enquiries whose email did not go out (failed, or still "pending" after 5 minutes), oldest first:
id, time, deploy context, kind, submitter, the state of both emails and the last error.
  --all    every kept enquiry

${WHERE}`,
  resend: `Usage: npm run enquiries -- resend [<id> ...] [--site <id> --token <token>]

Sends the emails of these enquiries (default: every failed one) that did not go out; a message that
already went out is never sent again, and a client's retry of the same enquiry never sends alongside.

The addresses come from the same configuration as the deployed functions (src/lib/email/config.ts):
POSTMARK_SERVER_TOKEN, SALES_EMAIL, FROM_EMAIL, POSTMARK_API_URL, POSTMARK_MESSAGE_STREAM. With a token
it refuses to run unless SALES_EMAIL and FROM_EMAIL are set; a deployed site's stores need a token.
The site's own values (Netlify: ${NETLIFY_SCREENS.environmentVariables}) come with Netlify's CLI
(after \`npx netlify link\`):
  npx netlify dev:exec --context production npm run enquiries -- resend --site <id> --token <token>
Without a token (local stores only) the emails go to the local outbox.

${WHERE}`,
  outbox: `Usage: npm run enquiries -- outbox [--site <id> --token <token>]

Prints the local outbox: the emails kept instead of sent when POSTMARK_SERVER_TOKEN is not set.

${WHERE}`,
};

const USAGE = `Usage: npm run enquiries -- <command> [options]

The enquiries the functions kept (Blobs store "enquiries"), and resending the emails that failed.

Commands:
  list [--all]        failed enquiries, or every one (the default command)
  resend [<id> ...]   send the emails that did not go out (default: every failed enquiry)
  outbox              the local outbox (emails kept when no POSTMARK_SERVER_TOKEN is set)

Options:
  --site <id>         a deployed site's stores: its project ID (or NETLIFY_SITE_ID); default: local
  --token <token>     a Netlify personal access token (or NETLIFY_AUTH_TOKEN)
  -h, --help          this help; \`<command> --help\` for one command`;

const args = process.argv.slice(2);
const first = args.find((arg) => !arg.startsWith('-'));
answerHelp(first && first in COMMANDS ? COMMANDS[first as keyof typeof COMMANDS] : USAGE, args);

let parsed: ReturnType<typeof parseCommandLine>;
function parseCommandLine() {
  return parseArgs({
    args,
    allowPositionals: true,
    options: { all: { type: 'boolean', default: false }, site: { type: 'string' }, token: { type: 'string' } },
  });
}
try {
  parsed = parseCommandLine();
} catch (error) {
  refuseArguments(error instanceof Error ? error.message : String(error), USAGE);
}
const { positionals, values } = parsed;
const [command = 'list', ...ids] = positionals;
if (!(command in COMMANDS)) refuseArguments(`Unknown command "${command}".`, USAGE);
if (command !== 'resend' && ids.length) refuseArguments(`"${command}" takes no ids.`, COMMANDS[command as 'list']);
if (values.all && command !== 'list') refuseArguments('--all belongs to "list".', COMMANDS.list);

const siteID = values.site ?? process.env.NETLIFY_SITE_ID;
const token = values.token ?? process.env.NETLIFY_AUTH_TOKEN;
if (Boolean(siteID) !== Boolean(token))
  refuseArguments('A deployed site needs both --site and --token (or NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN).', USAGE);

// The email settings are checked before any store is opened: a resend never goes to a default address.
const email = emailConfigFromEnv();
if (command === 'resend') {
  if (!email.ok) refuseArguments(`Not resending: ${email.problem}`, COMMANDS.resend);
  if (!email.config.postmark && siteID)
    refuseArguments("Not resending: set POSTMARK_SERVER_TOKEN to resend a deployed site's enquiries.", COMMANDS.resend);
}

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
  } else {
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
    } else if (email.ok) {
      const chosen = ids.length ? records.filter((r) => ids.includes(r.id)) : failed;
      const missing = ids.filter((id) => !records.some((r) => r.id === id));
      if (missing.length) console.error(`No enquiry with id: ${missing.join(', ')}`);
      const { config } = email;
      const mailer = config.postmark ? new PostmarkMailer(config.postmark) : new OutboxMailer(stores.outbox);
      console.log(
        `Resending ${chosen.length} enquiry(ies) from ${where} through ` +
          `${mailer.description}: sales ${config.salesEmail}, from ${config.fromEmail}`,
      );
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
  }
} catch (error) {
  // A store or network failure is said in one line: the command is for site owners, not a debugger.
  console.error(`The enquiries command failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await stopLocal?.();
}
