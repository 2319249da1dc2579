import {
  POSTMARK_BACKOFF_MS,
  POSTMARK_DEFAULT_API_URL,
  POSTMARK_TIMEOUT_MS,
  type PostmarkSettings,
} from './postmarkMailer.ts';

export interface EmailConfig {
  /** Undefined: no token, messages go to the local outbox. */
  postmark?: PostmarkSettings;
  salesEmail: string;
  fromEmail: string;
}

export const DEFAULT_SALES_EMAIL = 'sales@localhost.test';
export const DEFAULT_FROM_EMAIL = 'no-reply@localhost.test';

/** Email settings from the environment (README: Configuration). */
export function emailConfigFromEnv(env: Record<string, string | undefined> = process.env): EmailConfig {
  const token = env.POSTMARK_SERVER_TOKEN?.trim();
  return {
    salesEmail: env.SALES_EMAIL?.trim() || DEFAULT_SALES_EMAIL,
    fromEmail: env.FROM_EMAIL?.trim() || DEFAULT_FROM_EMAIL,
    ...(token
      ? {
          postmark: {
            serverToken: token,
            apiUrl: env.POSTMARK_API_URL?.trim() || POSTMARK_DEFAULT_API_URL,
            messageStream: env.POSTMARK_MESSAGE_STREAM?.trim() || 'outbound',
            timeoutMs: POSTMARK_TIMEOUT_MS,
            backoffMs: POSTMARK_BACKOFF_MS,
          },
        }
      : {}),
  };
}
