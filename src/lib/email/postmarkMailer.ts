import { ServerClient } from 'postmark';
import type { EmailMessage, Mailer, SendResult } from './message.ts';

export interface PostmarkSettings {
  serverToken: string;
  /** Base URL of the API, e.g. `https://api.postmarkapp.com` or a local Postmark-compatible server. */
  apiUrl: string;
  messageStream: string;
  /** Per attempt. */
  timeoutMs: number;
  /** Before the one retry of a transient failure. */
  backoffMs: number;
}

export const POSTMARK_DEFAULT_API_URL = 'https://api.postmarkapp.com';
/**
 * Two messages, each with one retry (two timeouts and the backoff), must fit inside the enquiry
 * deadline (ENQUIRY_DEADLINE_MS in src/lib/enquiry/answerWithinDeadline.ts).
 */
export const POSTMARK_TIMEOUT_MS = 2_200;
export const POSTMARK_BACKOFF_MS = 300;

/** Transient: the network (no HTTP status), 429 and 5xx. Everything else (401, 422...) fails the same way again. */
export function isTransient(status: number): boolean {
  return status === 0 || status === 429 || status >= 500;
}

/** Sends through the real `postmark` client; retries a transient failure once, after a short backoff. */
export class PostmarkMailer implements Mailer {
  readonly description: string;
  private readonly client: ServerClient;
  private readonly settings: PostmarkSettings;
  private readonly sleep: (ms: number) => Promise<void>;
  constructor(settings: PostmarkSettings, sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))) {
    this.settings = settings;
    this.sleep = sleep;
    const url = new URL(settings.apiUrl);
    this.client = new ServerClient(settings.serverToken, {
      useHttps: url.protocol === 'https:',
      requestHost: url.host,
      timeout: settings.timeoutMs / 1000,
    });
    this.description = `Postmark at ${url.host}`;
  }

  async send(message: EmailMessage): Promise<SendResult> {
    const first = await this.attempt(message);
    if (first.ok || first.permanent) return first;
    await this.sleep(this.settings.backoffMs);
    return this.attempt(message);
  }

  private async attempt(message: EmailMessage): Promise<SendResult> {
    try {
      const response = await this.client.sendEmail({
        From: message.from,
        To: message.to,
        ReplyTo: message.replyTo,
        Subject: message.subject,
        TextBody: message.textBody,
        HtmlBody: message.htmlBody,
        Tag: message.tag,
        MessageStream: this.settings.messageStream,
        TrackOpens: false,
      });
      return { ok: true, messageId: response.MessageID };
    } catch (error) {
      const status =
        typeof (error as { statusCode?: unknown }).statusCode === 'number'
          ? (error as { statusCode: number }).statusCode
          : 0;
      const text = error instanceof Error ? error.message : String(error);
      return { ok: false, error: `${status ? `HTTP ${status}: ` : ''}${text}`, permanent: !isTransient(status) };
    }
  }
}
