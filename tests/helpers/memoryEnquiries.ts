import type { EmailMessage, Mailer, SendResult } from '../../src/lib/email/message.ts';
import type { FormAnswer, FormAnswerPage } from '../../src/lib/enquiry/formResponses.ts';
import type { EnquiryDeps } from '../../src/lib/enquiry/handle.ts';
import type { HeaderMap } from '../../src/lib/http/headers.ts';
import type { EnquiryRecord, EnquiryStore } from '../../src/lib/enquiry/record.ts';
import { MemoryRequestLog } from '../../src/lib/rateLimit/requestLog.ts';
import type { ContactRequest, DownloadRequest } from '../../src/lib/schemas/enquiry.ts';

/**
 * The enquiry handler's parts in memory, for unit tests: a store that keeps copies of what was
 * saved (as Blobs does: a later change to the object is not in the store until saved again), a
 * mailer that records each message with what the store held when it was asked to send, and fails
 * on command.
 */
export class MemoryEnquiryStore implements EnquiryStore {
  readonly saved = new Map<string, EnquiryRecord>();
  readonly saves: EnquiryRecord[] = [];
  failSaves = false;
  async save(record: EnquiryRecord) {
    if (this.failSaves) throw new Error('store unavailable');
    const copy = structuredClone(record);
    this.saved.set(record.id, copy);
    this.saves.push(copy);
  }
  async list() {
    return [...this.saved.values()].map((r) => structuredClone(r));
  }
  async findSame(deployContext: string, fingerprint: string) {
    const found = [...this.saved.values()]
      .filter((r) => r.deployContext === deployContext && r.fingerprint === fingerprint)
      .at(-1);
    return found && structuredClone(found);
  }
}

export interface SentMessage {
  message: EmailMessage;
  /** The enquiries the store held when this message was handed to the mailer. */
  storedAtSend: EnquiryRecord[];
  result: SendResult;
}

export class RecordingMailer implements Mailer {
  readonly description = 'a recording mailer';
  readonly sent: SentMessage[] = [];
  /** Every message handed over, in order, including those still held. */
  readonly calls: EmailMessage[] = [];
  /** Tags whose messages fail (a permanent failure, as Postmark's 422). */
  failing = new Set<EmailMessage['tag']>();
  /** Held sends: each waits for this promise before answering. */
  hold: Promise<void> | undefined;
  private readonly store: MemoryEnquiryStore;
  constructor(store: MemoryEnquiryStore) {
    this.store = store;
  }
  async send(message: EmailMessage): Promise<SendResult> {
    const storedAtSend = [...this.store.saved.values()].map((r) => structuredClone(r));
    this.calls.push(message);
    if (this.hold) await this.hold;
    const result: SendResult = this.failing.has(message.tag)
      ? { ok: false, error: `the ${message.tag} email was refused`, permanent: true }
      : { ok: true, messageId: `msg-${this.sent.length + 1}` };
    this.sent.push({ message, storedAtSend, result });
    return result;
  }
  tags() {
    return this.sent.map((s) => `${s.message.tag}:${s.result.ok ? 'sent' : 'failed'}`);
  }
}

export const SETTINGS = {
  salesEmail: 'sales@kavach.test',
  fromEmail: 'enquiries@kavach.test',
  organizationName: 'Kavach Safety Supply',
};
export const SITE_URL = 'https://kavach.example';

/**
 * The form path's page of a post not sent, recording what it was asked to show: the answer and the headers.
 * The page itself is Astro's (src/pages/enquiry/not-sent.astro), tested at runtime and in the browser.
 */
export function recordingFormPage() {
  const shown: { answer: FormAnswer; headers: HeaderMap }[] = [];
  const formPage: FormAnswerPage = async (answer, headers) => {
    shown.push({ answer, headers });
    return new Response(answer.message, {
      status: answer.status,
      headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' },
    });
  };
  return { formPage, shown };
}

/** Fresh in-memory dependencies of `handleEnquiry`. */
export function memoryDeps(overrides: Partial<EnquiryDeps> = {}) {
  const requestLog = new MemoryRequestLog();
  const enquiries = new MemoryEnquiryStore();
  const mailer = new RecordingMailer(enquiries);
  const logged: string[] = [];
  const deps: EnquiryDeps = {
    requestLog,
    enquiries,
    mailer,
    emailSettings: SETTINGS,
    siteUrl: SITE_URL,
    log: (m) => logged.push(m),
    ...overrides,
  };
  return { deps, requestLog, enquiries, mailer, logged };
}

export const CONTACT: ContactRequest = {
  first_name: 'Asha',
  last_name: 'Rao',
  email: 'asha.rao@example.in',
  phone: '+91 98765 43210',
  company: 'Rao Fabrication',
  gst_number: '27ABCDE1234F1Z5',
  subject: 'Request a Quote',
  message: 'Please quote 200 pairs of safety shoes.',
};
export const DOWNLOAD: DownloadRequest = {
  name: 'Asha Rao',
  email: 'asha.rao@example.in',
  phone: '9876543210',
  company: 'Rao Fabrication',
  catalog: 'Safety Footwear',
};

export const PATHS = { contact: '/api/contact', download: '/api/download-request' } as const;

/** A POST of `body` (an object is sent as JSON; a string as is). */
export function post(
  kind: keyof typeof PATHS,
  body: unknown,
  { method = 'POST', headers = {} as Record<string, string>, path = PATHS[kind] as string } = {},
): Request {
  return new Request(`${SITE_URL}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    ...(method === 'GET' || method === 'HEAD' ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
}
