import { z } from 'zod';

/**
 * The two enquiry request bodies (spec section 2), once. The functions validate with them, the
 * forms read their limits and subjects from them, and `/openapi.json` is generated from them.
 * Which error code a failure gets, and in which order checks run, is decided in
 * `src/lib/enquiry/validation.ts`; these schemas only state the shapes and limits.
 */

/** Subjects that need a GST number (spec section 4, enquiry rule 7). */
export const GST_REQUIRED_SUBJECTS = [
  'Request a Quote',
  'Product Information',
  'Technical Support',
  'Partnership Inquiry',
  'Other Inquiry',
  'Free Sample Request',
] as const;

/** The eight subjects a contact enquiry may carry, in the order the form offers them. */
export const CONTACT_SUBJECTS = [...GST_REQUIRED_SUBJECTS, 'Product Enquiry', 'Chatbot Enquiry'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const gstRequiredFor = (subject: string): boolean =>
  (GST_REQUIRED_SUBJECTS as readonly string[]).includes(subject);

/** A 15-character Indian GSTIN: state code, PAN, entity number, `Z`, check character. */
export const GST_NUMBER_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** Maximum lengths in characters (spec section 8). */
export const CONTACT_LIMITS = { first_name: 100, last_name: 100, email: 254, subject: 200, message: 4000 } as const;
export const DOWNLOAD_LIMITS = { name: 100, email: 254, phone: 20, company: 200, catalog: 200 } as const;

const HONEYPOT_DESCRIPTION = 'Honeypot. Clients leave it empty; a non-empty value is answered 200 and sends nothing';

export const ContactRequestSchema = z
  .object({
    first_name: z.string().trim().min(1).max(CONTACT_LIMITS.first_name),
    last_name: z.string().trim().max(CONTACT_LIMITS.last_name).optional(),
    email: z.email().max(CONTACT_LIMITS.email),
    phone: z.string().trim().optional(),
    company: z.string().trim().optional(),
    gst_number: z
      .string()
      .trim()
      .regex(GST_NUMBER_PATTERN)
      .optional()
      .describe(`15-character Indian GST number. Required when subject is one of: ${GST_REQUIRED_SUBJECTS.join(', ')}`),
    subject: z.enum(CONTACT_SUBJECTS).describe('One of the eight subjects'),
    message: z.string().trim().min(1).max(CONTACT_LIMITS.message),
    website: z.string().optional().describe(HONEYPOT_DESCRIPTION),
  })
  .meta({ id: 'ContactRequest' });
export type ContactRequest = z.infer<typeof ContactRequestSchema>;

export const DownloadRequestSchema = z
  .object({
    name: z.string().trim().min(1).max(DOWNLOAD_LIMITS.name),
    email: z.email().max(DOWNLOAD_LIMITS.email),
    phone: z.string().trim().max(DOWNLOAD_LIMITS.phone).optional(),
    company: z.string().trim().max(DOWNLOAD_LIMITS.company).optional(),
    catalog: z.string().trim().min(1).max(DOWNLOAD_LIMITS.catalog).describe('Name of the requested catalog'),
    website: z.string().optional().describe(HONEYPOT_DESCRIPTION),
  })
  .meta({ id: 'DownloadRequest' });
export type DownloadRequest = z.infer<typeof DownloadRequestSchema>;
