import { FORM_PAGES } from './formResponses.ts';

/**
 * A contact form filled in through its page's query string: what MCP's draft_enquiry links to, and
 * what the page's script reads (src/scripts/enquiryPrefill.ts). Only these fields, only as text.
 */
export const PREFILL_FIELDS = ['subject', 'message'] as const;
export type PrefillField = (typeof PREFILL_FIELDS)[number];

export function contactPrefillUrl(siteUrl: string, values: Record<PrefillField, string>): string {
  const url = new URL(FORM_PAGES.contact.form, siteUrl);
  for (const field of PREFILL_FIELDS) url.searchParams.set(field, values[field]);
  return url.href;
}

/** The prefilled values a query string carries (absent fields are left out). */
export function prefillValues(search: string): Partial<Record<PrefillField, string>> {
  const params = new URLSearchParams(search);
  return Object.fromEntries(
    PREFILL_FIELDS.flatMap((field) => (params.has(field) ? [[field, params.get(field)!]] : [])),
  );
}
