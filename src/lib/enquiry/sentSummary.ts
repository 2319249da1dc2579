import { FIELD_LABELS } from './fieldLabels.ts';
import { quotedProducts } from './quoteMessage.ts';
import type { EnquiryKind } from './validation.ts';

/** One line of what was sent: its label and its value (a list for the products). */
export type SentRow = [label: string, value: string | string[]];

export const SENT_MESSAGE_LABEL = FIELD_LABELS.message!;
export const SENT_PRODUCTS_LABEL = 'Products';
export const SENT_EMAIL_LABEL = 'Confirmation emailed to';

/**
 * What an enquiry asked, as every confirmation restates it (the page's confirmation with or without
 * JavaScript, and the acknowledgment email): the reference, the subject or catalog, the products with
 * their models and quantities as the message names them, the message itself, and where the copy went.
 * Values are text; each place escapes them as it writes them.
 */
export function sentSummary(kind: EnquiryKind, fields: Record<string, unknown>, reference: string): SentRow[] {
  const text = (name: string) => (typeof fields[name] === 'string' ? (fields[name] as string) : undefined);
  const message = text('message');
  const products = quotedProducts(message);
  const rows: (SentRow | false)[] = [
    ['Reference', reference],
    kind === 'contact'
      ? [FIELD_LABELS.subject!, text('subject') ?? '']
      : [FIELD_LABELS.catalog!, text('catalog') ?? ''],
    products.length > 0 && [SENT_PRODUCTS_LABEL, products],
    message !== undefined && [SENT_MESSAGE_LABEL, message],
    [SENT_EMAIL_LABEL, text('email') ?? ''],
  ];
  return rows.filter((row): row is SentRow => row !== false);
}
