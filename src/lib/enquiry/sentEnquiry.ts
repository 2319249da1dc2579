import { FORM_PAGES, sentReference } from './formResponses.ts';
import type { EnquiryRecord } from './record.ts';
import type { EnquiryKind } from './validation.ts';

/**
 * How the thank-you page of a form sent without JavaScript shows what was sent, as the page's own
 * confirmation does with JavaScript. The answer to the post sets a cookie with the kept enquiry's
 * key, for that thank-you page only and for an hour; the page reads the enquiry by that key and shows
 * it when it is the one its address names. The fields never travel in an address, and a link to the
 * page shows them to no one else (without the cookie it shows the reference alone).
 */
export const SENT_COOKIE = 'enquiry-sent';
/** How long the thank-you page shows what was sent (a reload, back to it). */
export const SENT_SHOWN_SECONDS = 3600;

/** What the thank-you page shows (`Astro.locals.sentEnquiry`). */
export interface SentEnquiry {
  kind: EnquiryKind;
  fields: Record<string, unknown>;
}

/** Reads a kept enquiry by its key (netlify/lib/blobs.ts): undefined when there is none. */
export type SentEnquiryLookup = (key: string) => Promise<EnquiryRecord | undefined>;

// `<deploy context>/<ISO time with - for : and .>-<reference>`: record.ts's enquiryKey.
const KEY_PATTERN = /^[a-z0-9-]{1,64}\/\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-[0-9a-f]{16}$/;

const pathOf = (kind: EnquiryKind) => FORM_PAGES[kind].sent.replace(/\/$/, '');

/** The `Set-Cookie` value for the answer to an accepted form (`secure` on https). */
export function sentCookie(kind: EnquiryKind, key: string, secure: boolean): string {
  return (
    `${SENT_COOKIE}=${encodeURIComponent(key)}; Path=${pathOf(kind)}; Max-Age=${SENT_SHOWN_SECONDS}; ` +
    `HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
  );
}

/** The key a thank-you page's request carries in its cookie, if it has the key's form. */
export function sentKeyOf(request: Request): string | undefined {
  for (const part of (request.headers.get('Cookie') ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== SENT_COOKIE) continue;
    try {
      const key = decodeURIComponent(value.join('='));
      if (KEY_PATTERN.test(key)) return key;
    } catch {}
  }
  return undefined;
}

/** The thank-you page's kind from its address. */
export function sentPageKind(url: URL): EnquiryKind | undefined {
  const path = url.pathname.replace(/\/$/, '');
  return (Object.keys(FORM_PAGES) as EnquiryKind[]).find((kind) => pathOf(kind) === path);
}

/**
 * What the thank-you page at `request`'s address may show: the enquiry its cookie names, when it is
 * of the page's kind, is the one the address's reference names, and was received within the hour.
 */
export async function sentEnquiryFor(
  request: Request,
  lookup: SentEnquiryLookup,
  now = Date.now(),
): Promise<SentEnquiry | undefined> {
  const url = new URL(request.url);
  const kind = sentPageKind(url);
  const reference = sentReference(url);
  const key = sentKeyOf(request);
  if (!kind || !reference || !key) return undefined;
  const record = await lookup(key);
  if (!record || record.id !== reference || record.kind !== kind) return undefined;
  if (now - Date.parse(record.receivedAt) > SENT_SHOWN_SECONDS * 1000) return undefined;
  return { kind, fields: { ...record.fields } };
}
