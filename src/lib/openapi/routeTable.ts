import {
  CONTACT_LIMITS,
  DOWNLOAD_LIMITS,
  GST_REQUIRED_SUBJECTS,
  type ContactRequest,
  type DownloadRequest,
} from '../schemas/enquiry.ts';
import type { ApiError } from '../schemas/error.ts';
import { emailDeliveryFailedError, enquiryMethodNotAllowedError, enquiryRateLimitedError } from '../enquiry/handle.ts';
import { MAX_BODY_BYTES } from '../enquiry/body.ts';
import { validate, type EnquiryKind } from '../enquiry/validation.ts';
import { readMethodNotAllowedError, readNotFoundError, readRateLimitedError } from '../http/readApiFallback.ts';
import { READ_COLLECTIONS, type AnyReadCollection } from '../readCollections.ts';
import { BATCHING_PROTOCOL_VERSION, TOOL_NAMES } from '../mcp/serverInfo.ts';
import {
  CONTACT_RATE_LIMIT,
  DOWNLOAD_RATE_LIMIT,
  READ_RATE_LIMIT,
  windowWords,
  type RateLimitPolicy,
} from '../http/rateLimitPolicy.ts';

/**
 * The one route table of the published API. `/openapi.json` and the `/developers` page are both
 * rendered from it (and from the zod schemas it names), so the two cannot disagree.
 */

/** A `components.schemas` name, each generated from a zod schema in `src/lib/schemas/` (componentSchemas.ts). */
export type SchemaName = string;

/** One way an operation can fail: the code (its status comes from ERROR_STATUS), when, and a real example. */
export interface ErrorCase {
  when: string;
  example: ApiError;
}

export type OperationKind = 'read' | 'enquiry' | 'mcp';

export interface ApiOperation {
  /** operationId of the unversioned form; versioned forms append the version (`getProductV1`). */
  operationId: string;
  kind: OperationKind;
  method: 'GET' | 'POST';
  /**
   * For read operations, the path under a version prefix (`/products/{slug}`); it is published
   * under `/api` (the alias of the current version) and under `/api/<version>` for every version.
   * For the others, the full path: they have no versioned form (spec section 9, rule 7).
   */
  path: string;
  tag: string;
  summary: string;
  description: string;
  pathParameter?: { name: string; description: string };
  requestBody?: { schema: SchemaName; example: Record<string, string> };
  success?: { schema: SchemaName; description: string };
  errors: ErrorCase[];
  /** Undefined where the service publishes no limit of its own (the MCP endpoint). */
  rateLimit?: RateLimitPolicy;
}

export const TAGS = [
  ...READ_COLLECTIONS.map((c) => c.tag),
  {
    name: 'Enquiries',
    description:
      'Sales, support and catalog-download enquiries, emailed to the sales team. Rate-limited per client IP.',
  },
  { name: 'MCP', description: 'The Model Context Protocol server for AI agents.' },
];

const readErrors = (collection: AnyReadCollection, kind: 'list' | 'item'): ErrorCase[] => [
  kind === 'list'
    ? {
        when:
          'The path was called with a method other than GET or HEAD (OPTIONS is ' +
          'answered as a CORS preflight). The response carries `Allow: GET, HEAD`.',
        example: readMethodNotAllowedError('POST', `/api/${collection.name}`),
      }
    : {
        when: 'The path was called with a method other than GET or HEAD. The response carries `Allow: GET, HEAD`.',
        example: readMethodNotAllowedError('POST', `/api/${collection.name}/some-${collection.noun}`),
      },
  ...(kind === 'item'
    ? [
        {
          when: `No ${collection.noun} has this slug (also for any deeper path under an item).`,
          example: readNotFoundError('/api', collection, 'no-such-slug'),
        },
      ]
    : []),
  {
    when:
      `More than ${READ_RATE_LIMIT.limit} read requests in ${windowWords(READ_RATE_LIMIT)} ` +
      `from one client IP. Wait \`Retry-After\` seconds.`,
    example: readRateLimitedError(),
  },
];

/** A collection's two read operations, from its registry entry (src/lib/readCollections.ts). */
const readOperationsOf = (collection: AnyReadCollection): ApiOperation[] => [
  {
    operationId: collection.list.operationId,
    kind: 'read',
    method: 'GET',
    path: `/${collection.name}`,
    tag: collection.tag.name,
    summary: collection.list.summary,
    description: collection.list.description,
    success: { schema: collection.list.schemaName, description: collection.list.success },
    errors: readErrors(collection, 'list'),
    rateLimit: READ_RATE_LIMIT,
  },
  {
    operationId: collection.item.operationId,
    kind: 'read',
    method: 'GET',
    path: `/${collection.name}/{slug}`,
    tag: collection.tag.name,
    summary: collection.item.summary,
    description: collection.item.description,
    pathParameter: { name: 'slug', description: collection.item.slug },
    success: { schema: collection.item.schemaName, description: collection.item.success },
    errors: readErrors(collection, 'item'),
    rateLimit: READ_RATE_LIMIT,
  },
];

/** A contact enquiry that passes every check; the documentation's examples start from it. */
export const CONTACT_EXAMPLE = {
  first_name: 'Asha',
  last_name: 'Verma',
  email: 'asha.verma@example.in',
  phone: '+91 98765 43210',
  company: 'Verma Fabrication Pvt Ltd',
  gst_number: '27AAPFU0939F1ZV',
  subject: 'Request a Quote',
  message: 'Please quote 200 pairs of cut-level C gloves, size 9, delivered to Pune.',
} satisfies ContactRequest;

export const DOWNLOAD_EXAMPLE = {
  name: 'Ravi Kumar',
  email: 'ravi.kumar@example.in',
  phone: '+91 98450 12345',
  company: 'Kumar Constructions',
  catalog: 'Fall protection catalog 2026',
} satisfies DownloadRequest;

/**
 * An example error produced by the enquiry code itself from a broken body, so the documents show what the service says.
 */
function validationExample(kind: EnquiryKind, body: Record<string, unknown>): ApiError {
  const result = validate(kind, body);
  if (result.ok) throw new Error(`the ${kind} example body was expected to fail validation`);
  return result.error;
}

const SAME_ENQUIRY_NOTE =
  'Values are validated as sent, without trimming. The same body ' +
  'from the same client IP within 24 hours is the same enquiry: ' +
  'only the emails not yet delivered are sent, so retrying after a 500 never sends a second copy.';

const enquiryErrors = (kind: EnquiryKind, path: string, policy: RateLimitPolicy): ErrorCase[] => {
  const valid: Record<string, unknown> = kind === 'contact' ? CONTACT_EXAMPLE : DOWNLOAD_EXAMPLE;
  const limits: Record<string, number> = kind === 'contact' ? CONTACT_LIMITS : DOWNLOAD_LIMITS;
  const longField = kind === 'contact' ? 'message' : 'company';
  return [
    {
      when:
        'The body is not a JSON object; a field is not a string (`null` is not one either); a required ' +
        'field is missing or has no visible character (only whitespace or control characters); ' +
        'or a one-line field (every field but `message`) holds a line break or another control ' +
        'character. Checked first: a body that also breaks a later rule gets this code.',
      example: validationExample(kind, { ...valid, email: undefined }),
    },
    {
      when:
        `A field is longer than its maximum length (counted as sent), or the body is over ` +
        `${MAX_BODY_BYTES[kind]} bytes (room for every field at its limit, escaped).`,
      example: validationExample(kind, { ...valid, [longField]: 'x'.repeat(limits[longField]! + 1) }),
    },
    {
      when: '`email` is not an address of the form local@domain.tld.',
      example: validationExample(kind, { ...valid, email: 'asha.verma@' }),
    },
    ...(kind === 'contact'
      ? [
          {
            when: '`subject` is not one of the eight allowed values.',
            example: validationExample(kind, { ...valid, subject: 'Hello' }),
          },
          {
            when:
              `\`gst_number\` is missing for a subject that needs it ` +
              `(${GST_REQUIRED_SUBJECTS.join(', ')}), or does not match the GSTIN pattern.`,
            example: validationExample(kind, { ...valid, gst_number: undefined }),
          },
        ]
      : []),
    {
      when:
        'The path was called with a method other than POST (OPTIONS is ' +
        'answered as a CORS preflight). The response carries `Allow: POST`.',
      example: enquiryMethodNotAllowedError('GET', path),
    },
    {
      when:
        `More than ${policy.limit} requests in ${policy.windowSeconds / 60} minutes from one ` +
        `client IP (every request counts, invalid ones included). Wait \`Retry-After\` seconds.`,
      example: enquiryRateLimitedError(policy, 1800),
    },
    {
      when: 'The email could not be delivered. The enquiry is kept and resent by the team; retrying later is safe.',
      example: emailDeliveryFailedError(kind, '3f9c2a7d1b8e4c60'),
    },
  ];
};

export const API_OPERATIONS: readonly ApiOperation[] = [
  ...READ_COLLECTIONS.flatMap(readOperationsOf),
  {
    operationId: 'sendContactEnquiry',
    kind: 'enquiry',
    method: 'POST',
    path: '/api/contact',
    tag: 'Enquiries',
    summary: 'Send a sales or support enquiry',
    description:
      'Emails the enquiry to the sales team and an acknowledgment to the submitter, then answers 200. ' +
      `\`gst_number\` is required for the subjects ${GST_REQUIRED_SUBJECTS.join(', ')}. ` +
      'A non-empty honeypot field `website` is answered 200 and sends nothing. ' +
      SAME_ENQUIRY_NOTE,
    requestBody: { schema: 'ContactRequest', example: CONTACT_EXAMPLE },
    success: { schema: 'SuccessResponse', description: 'The enquiry was accepted and emailed.' },
    errors: enquiryErrors('contact', '/api/contact', CONTACT_RATE_LIMIT),
    rateLimit: CONTACT_RATE_LIMIT,
  },
  {
    operationId: 'requestCatalogDownload',
    kind: 'enquiry',
    method: 'POST',
    path: '/api/download-request',
    tag: 'Enquiries',
    summary: 'Request a catalog download',
    description:
      'Emails the request to the sales team and an acknowledgment to the submitter, then answers 200. ' +
      'A non-empty honeypot field `website` is answered 200 and sends nothing. ' +
      SAME_ENQUIRY_NOTE,
    requestBody: { schema: 'DownloadRequest', example: DOWNLOAD_EXAMPLE },
    success: { schema: 'SuccessResponse', description: 'The request was accepted and emailed.' },
    errors: enquiryErrors('download', '/api/download-request', DOWNLOAD_RATE_LIMIT),
    rateLimit: DOWNLOAD_RATE_LIMIT,
  },
  {
    operationId: 'mcp',
    kind: 'mcp',
    method: 'POST',
    path: '/api/mcp',
    tag: 'MCP',
    summary: 'Model Context Protocol server (Streamable HTTP)',
    description:
      'A Model Context Protocol server for AI agents: Streamable HTTP ' +
      'transport, stateless, JSON responses, no authentication. ' +
      'Send JSON-RPC 2.0 messages with POST (`Accept: application/json, text/event-stream`). ' +
      `Tools: ${TOOL_NAMES.map((name) => `\`${name}\``).join(', ')} (drafts a request for a quote as ` +
      `a prefilled contact-page link; sends nothing); products and articles are also MCP resources. ` +
      'GET and DELETE are answered 405 (no server-initiated stream, no ' +
      "sessions). A browser `Origin` other than the site's is refused with 403. " +
      `JSON-RPC batches only under protocol version ${BATCHING_PROTOCOL_VERSION}, the one version that has them. ` +
      'The manifest is at `/.well-known/mcp/manifest.json`. Connect with an MCP client rather than by hand.',
    errors: [],
  },
];

export const readOperations = () => API_OPERATIONS.filter((op) => op.kind === 'read');
