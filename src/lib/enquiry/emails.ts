import type { ContactRequest, DownloadRequest } from '../schemas/enquiry.ts';
import { escapeHtml, headerText } from '../email/escape.ts';
import type { EmailMessage } from '../email/message.ts';
import { FIELD_LABELS } from './fieldLabels.ts';
import { CONTACT_PROMISE, catalogPromise } from './promises.ts';
import type { EnquiryRecord } from './record.ts';
import { SENT_EMAIL_LABEL, SENT_MESSAGE_LABEL, sentSummary } from './sentSummary.ts';

export interface EmailSettings {
  salesEmail: string;
  fromEmail: string;
  organizationName: string;
}

/** Field labels, in the order the sales email lists them (the message follows the table, under its heading). */
const LABELS = FIELD_LABELS;

const personName = (fields: ContactRequest | DownloadRequest) =>
  'name' in fields ? fields.name : [fields.first_name, fields.last_name].filter(Boolean).join(' ');

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
/** India Standard Time: UTC+05:30 all year (no daylight saving since 1945). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/**
 * IST is the business's time; UTC follows for the record. Written out by hand as `Intl` would write it
 * (`en-IN`, medium date, long time), whose first use in a process is slow (docs/enquiries.md, "Email").
 */
export function formatTime(iso: string): string {
  const ist = new Date(Date.parse(iso) + IST_OFFSET_MS);
  const hours = ist.getUTCHours();
  const two = (n: number) => String(n).padStart(2, '0');
  const time =
    `${hours % 12 || 12}:${two(ist.getUTCMinutes())}:${two(ist.getUTCSeconds())} ` + `${hours < 12 ? 'am' : 'pm'}`;
  return `${ist.getUTCDate()} ${MONTHS[ist.getUTCMonth()]} ${ist.getUTCFullYear()}, ${time} IST (${iso})`;
}

function page(title: string, inner: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta ` +
    `charset="utf-8"><title>${escapeHtml(title)}</title></head><body ` +
    `style="font-family:system-ui,sans-serif;color:#1c2430;line-height:1.5">${inner}</body></html>`
  );
}

/** The email to the sales team: every field, the time and the client IP; replies go to the submitter. */
export function salesEmail(record: EnquiryRecord, settings: EmailSettings): EmailMessage {
  const fields = record.fields as Record<string, string | undefined>;
  const what = record.kind === 'contact' ? `Enquiry: ${fields.subject}` : `Catalog request: ${fields.catalog}`;
  const subject = headerText(
    `${what} from ${personName(record.fields)}${fields.company ? ` (${fields.company})` : ''}`,
  );
  const rows: [string, string][] = [
    ...Object.keys(LABELS)
      .filter((key) => key !== 'message' && fields[key] !== undefined)
      .map((key): [string, string] => [LABELS[key]!, fields[key]!]),
    ['Received', formatTime(record.receivedAt)],
    ['Client IP', record.clientIp],
    ['Enquiry id', record.id],
  ];
  const message = fields.message;
  const textBody = [
    `${what}`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(message === undefined ? [] : ['', 'Message:', message]),
    '',
    'Reply to this email to answer the submitter directly.',
  ].join('\n');
  const htmlBody = page(
    subject,
    `<h1 style="font-size:1.2rem">${escapeHtml(what)}</h1>` +
      `<table style="border-collapse:collapse">${rows
        .map(
          ([label, value]) =>
            `<tr><th style="text-align:left;padding:.2rem 1rem .2rem ` +
            `0;vertical-align:top">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>` +
      (message === undefined
        ? ''
        : `<h2 style="font-size:1rem">Message</h2><p style="white-space:pre-wrap">${escapeHtml(message)}</p>`) +
      `<p style="color:#4a5565">Reply to this email to answer the submitter directly.</p>`,
  );
  return {
    from: settings.fromEmail,
    to: settings.salesEmail,
    replyTo: fields.email!,
    subject,
    textBody,
    htmlBody,
    tag: 'sales',
  };
}

/**
 * The acknowledgment to the submitter: a copy of what they asked (sentSummary.ts: the subject or
 * catalog, the products with models and quantities, the message), escaped as the sales email is. It
 * repeats the message: a copy is what a buyer keeps. Someone could type another person's address,
 * and their text would reach that person, once, under the hourly quota, with our name on it and a
 * reply address at sales; a stranger is told what this is and that nothing more follows.
 */
export function acknowledgmentEmail(record: EnquiryRecord, settings: EmailSettings): EmailMessage {
  const fields = record.fields as Record<string, string | undefined>;
  const name = personName(record.fields);
  const about =
    record.kind === 'contact' ? `your enquiry (${fields.subject})` : `your request for the catalog "${fields.catalog}"`;
  const next = record.kind === 'contact' ? CONTACT_PROMISE : catalogPromise(fields.catalog!);
  const subject = headerText(`We received ${about} | ${settings.organizationName}`);
  const asked = sentSummary(record.kind, record.fields, record.id).filter(
    ([label]) => label !== 'Reference' && label !== SENT_EMAIL_LABEL,
  );
  const notYou = 'If you did not write to us, you can ignore this email: nothing more will be sent.';
  const textBody = [
    `Dear ${name},`,
    '',
    `Thank you for contacting ${settings.organizationName}. We received ${about}.`,
    next,
    '',
    `Reference: ${record.id}`,
    '',
    'What you sent:',
    ...asked.flatMap(([label, value]) =>
      Array.isArray(value)
        ? [`${label}:`, ...value.map((item) => `- ${item}`)]
        : label === SENT_MESSAGE_LABEL
          ? [`${label}:`, value]
          : [`${label}: ${value}`],
    ),
    '',
    notYou,
    '',
    settings.organizationName,
  ].join('\n');
  const cell = (value: string | string[]) =>
    Array.isArray(value)
      ? `<ul style="margin:0;padding-left:1.1rem">${value.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
      : `<span style="white-space:pre-wrap">${escapeHtml(value)}</span>`;
  const htmlBody = page(
    subject,
    `<p>Dear ${escapeHtml(name)},</p><p>Thank you for contacting ${escapeHtml(settings.organizationName)}. ` +
      `We received ${escapeHtml(about)}.<br>${escapeHtml(next)}</p>` +
      `<p>Reference: <strong>${escapeHtml(record.id)}</strong></p>` +
      `<h2 style="font-size:1rem">What you sent</h2><table style="border-collapse:collapse">${asked
        .map(
          ([label, value]) =>
            `<tr><th style="text-align:left;padding:.2rem 1rem .2rem ` +
            `0;vertical-align:top">${escapeHtml(label)}</th><td>${cell(value)}</td></tr>`,
        )
        .join('')}</table>` +
      `<p style="color:#4a5565">${escapeHtml(notYou)}</p><p>${escapeHtml(settings.organizationName)}</p>`,
  );
  return {
    from: settings.fromEmail,
    to: fields.email!,
    replyTo: settings.salesEmail,
    subject,
    textBody,
    htmlBody,
    tag: 'acknowledgment',
  };
}
