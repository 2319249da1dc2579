import type { Context } from '@netlify/functions';
import { emailConfigFromEnv, UnconfiguredMailer } from '../../src/lib/email/config.ts';
import type { Mailer } from '../../src/lib/email/message.ts';
import { OutboxMailer } from '../../src/lib/email/outbox.ts';
import { PostmarkMailer } from '../../src/lib/email/postmarkMailer.ts';
import { handleEnquiry } from '../../src/lib/enquiry/handle.ts';
import { FORM_PAGES, type FormAnswerPage } from '../../src/lib/enquiry/formResponses.ts';
import type { EmailSettings } from '../../src/lib/enquiry/emails.ts';
import { answerWithinDeadline } from '../../src/lib/enquiry/answerWithinDeadline.ts';
import type { EnquiryKind } from '../../src/lib/enquiry/validation.ts';
import { ORGANIZATION_NAME, siteUrlFromEnv } from '../../src/lib/site.ts';
import { enquiryStores } from './blobs.ts';

/**
 * The mailer and addresses for a deploy context, from the one email configuration
 * (src/lib/email/config.ts): Postmark when `POSTMARK_SERVER_TOKEN` is set with both addresses;
 * otherwise the local outbox, except in production, where a missing token is a failed delivery
 * (the enquiry is kept for the resend command) rather than a silently unsent email. A token without
 * `SALES_EMAIL` or `FROM_EMAIL` refuses every send, logged on each request, never a default address.
 */
export function emailSetupFor(
  deployContext: string,
  outbox: OutboxMailer,
  env: Record<string, string | undefined> = process.env,
  log: (message: string) => void = console.error,
): { mailer: Mailer | undefined; emailSettings: EmailSettings } {
  const result = emailConfigFromEnv(env);
  if (!result.ok) {
    log(`[enquiry] email is not configured, nothing will be sent: ${result.problem}`);
    return {
      mailer: new UnconfiguredMailer(result.problem),
      emailSettings: { salesEmail: '', fromEmail: '', organizationName: ORGANIZATION_NAME },
    };
  }
  const { config } = result;
  const emailSettings = {
    salesEmail: config.salesEmail,
    fromEmail: config.fromEmail,
    organizationName: ORGANIZATION_NAME,
  };
  if (config.postmark) return { mailer: new PostmarkMailer(config.postmark), emailSettings };
  return { mailer: deployContext === 'production' ? undefined : outbox, emailSettings };
}

/**
 * A Functions v2 handler for one enquiry kind, on its JSON path or its no-JavaScript form path
 * (`formPage`: how that path shows a form not sent).
 */
export function enquiryFunction(kind: EnquiryKind, formPage?: (siteUrl: string) => FormAnswerPage) {
  return (request: Request, context: Context) => {
    const mode = new URL(request.url).pathname.startsWith(FORM_PAGES[kind].formAction) ? 'form' : 'api';
    const siteUrl = siteUrlFromEnv();
    return answerWithinDeadline(
      kind,
      mode,
      () => {
        const deployContext = context.deploy?.context || process.env.CONTEXT || 'dev';
        const stores = enquiryStores(undefined, { failFast: true });
        return handleEnquiry(
          kind,
          request,
          { ip: context.ip || 'unknown', deployContext },
          {
            requestLog: stores.requestLog,
            enquiries: stores.enquiries,
            ...emailSetupFor(deployContext, new OutboxMailer(stores.outbox)),
            siteUrl,
            formPage: formPage?.(siteUrl),
          },
          mode,
        );
      },
      { siteUrl, requestOrigin: request.headers.get('Origin'), formPage: formPage?.(siteUrl) },
    );
  };
}
