import { randomBytes } from 'node:crypto';

/** The local Postmark-compatible server scripts/test.mjs starts (scripts/postmarkLocal.mjs). */
const CONTROL_URL = process.env.POSTMARK_CONTROL_URL ?? 'http://127.0.0.1:8912';
export const SALES_EMAIL = process.env.SALES_EMAIL ?? 'sales@kavach.test';
export const FROM_EMAIL = process.env.FROM_EMAIL ?? 'enquiries@kavach.test';
export const SERVER_TOKEN = process.env.POSTMARK_SERVER_TOKEN ?? '';

export interface ReceivedMessage {
  at: string;
  headers: Record<string, string>;
  body: {
    From: string;
    To: string;
    ReplyTo?: string;
    Subject: string;
    TextBody: string;
    HtmlBody: string;
    MessageStream?: string;
    Tag?: string;
  };
  outcome: string;
  attempt?: number;
}

export async function receivedMessages(): Promise<ReceivedMessage[]> {
  return (await fetch(`${CONTROL_URL}/messages`)).json() as Promise<ReceivedMessage[]>;
}

/** What the server received for one submitter: the sales email (Reply-To them) and the acknowledgment (To them). */
export async function messagesFor(submitter: string) {
  const all = (await receivedMessages()).filter((m) => m.body.To === submitter || m.body.ReplyTo === submitter);
  return {
    all,
    sales: all.filter((m) => m.body.ReplyTo === submitter && m.body.To === SALES_EMAIL),
    acknowledgment: all.filter((m) => m.body.To === submitter),
  };
}

type PostmarkFault = '500' | '500twice' | '503once' | '429once' | '422' | '406' | 'timeout' | 'reset';

/** A submitter address no other test uses; `fault` asks the local server to misbehave (see postmarkLocal.mjs). */
export function submitterAddress(fault?: `${'sales' | 'ack' | 'both'}-${PostmarkFault}`): string {
  const tag = randomBytes(4).toString('hex');
  return fault ? `buyer+pm-${fault}-${tag}@example.in` : `buyer.${tag}@example.in`;
}

/** Real "connection refused": the server closes its API port until `acceptConnections`. */
export const refuseConnections = () => fetch(`${CONTROL_URL}/refuse`, { method: 'POST' });
export const acceptConnections = () => fetch(`${CONTROL_URL}/accept`, { method: 'POST' });
