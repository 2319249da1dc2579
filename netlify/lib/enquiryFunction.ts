import type { Context } from '@netlify/functions';
import { emailConfigFromEnv } from '../../src/lib/email/config.ts';
import type { Mailer } from '../../src/lib/email/message.ts';
import { OutboxMailer } from '../../src/lib/email/outbox.ts';
import { PostmarkMailer } from '../../src/lib/email/postmarkMailer.ts';
import { handleEnquiry } from '../../src/lib/enquiry/handle.ts';
import { FORM_PAGES, type FormAnswerPage } from '../../src/lib/enquiry/formResponses.ts';
import { answerWithinDeadline } from '../../src/lib/enquiry/answerWithinDeadline.ts';
import type { EnquiryKind } from '../../src/lib/enquiry/validation.ts';
import { ORGANIZATION_NAME } from '../../src/lib/site.ts';
import { siteUrlFromEnv } from '../../src/lib/site.ts';
import { enquiryStores } from './blobs.ts';

/**
 * The mailer for a deploy context: Postmark when `POSTMARK_SERVER_TOKEN` is set; otherwise the
 * local outbox, except in production, where a missing token is a failed delivery (the enquiry is
 * kept for the resend command) rather than a silently unsent email.
 */
export function mailerFor(deployContext: string, outbox: OutboxMailer, env = process.env): Mailer | undefined {
  const config = emailConfigFromEnv(env);
  if (config.postmark) return new PostmarkMailer(config.postmark);
  return deployContext === 'production' ? undefined : outbox;
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
        const config = emailConfigFromEnv();
        return handleEnquiry(
          kind,
          request,
          { ip: context.ip || 'unknown', deployContext },
          {
            requestLog: stores.requestLog,
            enquiries: stores.enquiries,
            mailer: mailerFor(deployContext, new OutboxMailer(stores.outbox)),
            emailSettings: {
              salesEmail: config.salesEmail,
              fromEmail: config.fromEmail,
              organizationName: ORGANIZATION_NAME,
            },
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
