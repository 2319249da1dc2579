import type { z } from 'zod';
import { contactPrefillUrl } from '../enquiry/prefill.ts';
import { QUOTE_INTRO, quoteLines } from '../enquiry/quoteMessage.ts';
import type { ApiError } from '../schemas/error.ts';
import { CONTACT_LIMITS } from '../schemas/enquiry.ts';
import type { DraftEnquiryInputSchema, DraftEnquiryOutput } from '../schemas/mcp.ts';
import type { Product } from '../schemas/product.ts';

type DraftInput = z.output<typeof DraftEnquiryInputSchema>;

/**
 * A contact enquiry drafted for the person to send: the message lists the products by name and
 * model reference with quantities, then the need; the link opens the contact form filled with it.
 * Nothing is sent: the enquiry endpoints are for people (rate-limited, GST number, confirmation).
 */
export function draftEnquiry(
  input: DraftInput,
  product: (slug: string) => Product | undefined,
  siteUrl: string,
): { ok: true; value: DraftEnquiryOutput } | { ok: false; error: ApiError } {
  const unknown = input.products.filter((p) => !product(p.slug)).map((p) => p.slug);
  if (unknown.length) {
    return {
      ok: false,
      error: {
        code: 'not_found',
        message: `No product has the slug${unknown.length > 1 ? 's' : ''} ${unknown.map((s) => `"${s}"`).join(', ')}.`,
        hint: 'Call search_products to find the products and their slugs, then draft_enquiry again with those slugs.',
      },
    };
  }
  const products = input.products.map(({ slug, quantity }) => {
    const { name, url, keywords } = product(slug)!;
    const modelReference = keywords?.[0]; // the model reference, as the site shows it (ProductCard)
    return { slug, name, ...(modelReference ? { modelReference } : {}), ...(quantity ? { quantity } : {}), url };
  });
  // The quote form's own lines (quoteMessage.ts); an agent's draft says what it does not know yet.
  const lines = quoteLines(products, 'quantity to be confirmed');
  const intro = input.subject === 'Request a Quote' ? QUOTE_INTRO : 'Please send information about:';
  const need = input.need?.trim();
  const message = [intro, ...lines, ...(need ? ['', `Our need: ${need}`] : [])].join('\n');
  if (message.length > CONTACT_LIMITS.message) {
    return {
      ok: false,
      error: {
        code: 'input_too_long',
        message:
          `The drafted message has ${message.length} characters; the ` +
          `contact form takes at most ${CONTACT_LIMITS.message}.`,
        hint: 'Draft fewer products at once, or describe the need more briefly.',
      },
    };
  }
  return {
    ok: true,
    value: {
      url: contactPrefillUrl(siteUrl, { subject: input.subject, message }),
      subject: input.subject,
      message,
      products,
      sent: false,
    },
  };
}
