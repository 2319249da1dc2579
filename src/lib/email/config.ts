import { email as emailFormat, safeParse } from 'zod/mini';
import type { Mailer, SendResult } from './message.ts';
import {
  POSTMARK_BACKOFF_MS,
  POSTMARK_DEFAULT_API_URL,
  POSTMARK_TIMEOUT_MS,
  type PostmarkSettings,
} from './postmarkMailer.ts';

/**
 * The email settings of the enquiry functions and of the resend command, read from the
 * environment in one place (README, "Deploy to Netlify"). With a Postmark token the addresses are
 * required: a real send never goes to a default address.
 */
export interface EmailConfig {
  /** Undefined: no token, messages go to the local outbox. */
  postmark?: PostmarkSettings;
  salesEmail: string;
  fromEmail: string;
}

export type EmailConfigResult = { ok: true; config: EmailConfig } | { ok: false; problem: string };

/** Only for the local outbox (no token): addresses that reach nobody. */
export const DEFAULT_SALES_EMAIL = 'sales@localhost.test';
export const DEFAULT_FROM_EMAIL = 'no-reply@localhost.test';

/** The two addresses a real send needs, by variable. */
const ADDRESS_VARIABLES = ['SALES_EMAIL', 'FROM_EMAIL'] as const;

/** Email settings from the environment, or why they cannot be used. */
export function emailConfigFromEnv(env: Record<string, string | undefined> = process.env): EmailConfigResult {
  const token = env.POSTMARK_SERVER_TOKEN?.trim();
  const salesEmail = env.SALES_EMAIL?.trim() ?? '';
  const fromEmail = env.FROM_EMAIL?.trim() ?? '';
  if (!token) {
    return {
      ok: true,
      config: { salesEmail: salesEmail || DEFAULT_SALES_EMAIL, fromEmail: fromEmail || DEFAULT_FROM_EMAIL },
    };
  }
  const unset = ADDRESS_VARIABLES.filter((name) => !env[name]?.trim());
  const invalid = ADDRESS_VARIABLES.filter(
    (name) => env[name]?.trim() && !safeParse(emailFormat(), env[name]!.trim()).success,
  );
  if (unset.length || invalid.length) {
    const problems = [
      ...(unset.length ? [`${unset.join(' and ')} ${unset.length > 1 ? 'are' : 'is'} not set`] : []),
      ...invalid.map((name) => `${name} "${env[name]!.trim()}" is not an email address`),
    ];
    return {
      ok: false,
      problem:
        `POSTMARK_SERVER_TOKEN is set but ${problems.join(', and ')}. Set SALES_EMAIL (where enquiries go) and ` +
        'FROM_EMAIL (the sender, a Postmark sender signature) beside the token: for the deployed functions in ' +
        'the site\'s environment variables (README, "Deploy to Netlify"). Nothing is sent to a default address; ' +
        'enquiries are kept and the resend command sends them once the addresses are set.',
    };
  }
  return {
    ok: true,
    config: {
      salesEmail,
      fromEmail,
      postmark: {
        serverToken: token,
        apiUrl: env.POSTMARK_API_URL?.trim() || POSTMARK_DEFAULT_API_URL,
        messageStream: env.POSTMARK_MESSAGE_STREAM?.trim() || 'outbound',
        timeoutMs: POSTMARK_TIMEOUT_MS,
        backoffMs: POSTMARK_BACKOFF_MS,
      },
    },
  };
}

/**
 * The mailer of a deployment whose email is not configured: every message fails with the reason,
 * which the enquiry's record keeps (the endpoint answers 500 email_delivery_failed, the enquiry is
 * kept for the resend command).
 */
export class UnconfiguredMailer implements Mailer {
  readonly description: string;
  readonly problem: string;
  constructor(problem: string) {
    this.problem = problem;
    this.description = `nowhere (email is not configured: ${problem})`;
  }
  async send(): Promise<SendResult> {
    return { ok: false, error: `email is not configured: ${this.problem}`, permanent: true };
  }
}
