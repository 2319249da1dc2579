import {
  CONTACT_LIMITS,
  ContactRequestSchema,
  DOWNLOAD_LIMITS,
  DownloadRequestSchema,
  GST_NUMBER_LENGTH,
} from '../schemas/enquiry.ts';
import type { ApiError } from '../schemas/error.ts';
import type { EnquiryKind } from './validation.ts';

/**
 * The largest body read, derived from the field limits so that no body within them is refused: every
 * field at its limit in its widest encoding, plus room for the rest (docs/enquiries.md, "Body cap").
 */
function bodyCap(fields: string[], limits: Record<string, number>): number {
  const field = (name: string) => 6 * name.length + 12 * (limits[name] ?? 0) + '"":"",'.length;
  return fields.reduce((sum, name) => sum + field(name), '{}'.length) + 1024;
}
export const MAX_BODY_BYTES: Record<EnquiryKind, number> = {
  contact: bodyCap(Object.keys(ContactRequestSchema.shape), { ...CONTACT_LIMITS, gst_number: GST_NUMBER_LENGTH }),
  download: bodyCap(Object.keys(DownloadRequestSchema.shape), DOWNLOAD_LIMITS),
};

export type BodyResult = { ok: true; body: unknown; format: 'json' | 'form' } | { ok: false; error: ApiError };

/**
 * Reads a request body, refusing one over `maxBytes` (`MAX_BODY_BYTES`) before parsing it.
 *
 * Content types (docs/enquiries.md): `application/json` and `*\/*+json` are parsed as JSON; a
 * missing Content-Type is tried as JSON (curl without -H still works); `application/x-www-form-urlencoded`
 * is what an HTML form sends without JavaScript, accepted only where `acceptForm` is set (the
 * no-JavaScript form paths). Anything else is `missing_fields`: the spec's five 400 codes are the
 * complete set, and a body the service cannot read has none of the required fields.
 */
export async function readBody(
  request: Request,
  { maxBytes, acceptForm = false }: { maxBytes: number; acceptForm?: boolean },
): Promise<BodyResult> {
  // Stryker disable next-line StringLiteral: Number('') is 0 as well
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) return tooLarge(maxBytes);
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const isJson = type === '' || type === 'application/json' || /^[a-z]+\/[a-z0-9.+-]+\+json$/.test(type);
  const isForm = type === 'application/x-www-form-urlencoded';
  if (!isJson && !(isForm && acceptForm)) {
    return {
      ok: false,
      error: {
        code: 'missing_fields',
        message: `The body must be JSON; Content-Type "${type.slice(0, 100)}" is not accepted.`,
        hint: 'Send the fields as a JSON object with Content-Type: application/json.',
      },
    };
  }
  const bytes = await readCapped(request, maxBytes);
  if (bytes === undefined) return tooLarge(maxBytes);
  // Stryker disable next-line ObjectLiteral: fatal is false by default (stated for the reader)
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  if (isForm) return { ok: true, body: Object.fromEntries(new URLSearchParams(text)), format: 'form' };
  if (text.trim() === '') {
    return {
      ok: false,
      error: {
        code: 'missing_fields',
        message: 'The request body is empty.',
        hint: 'Send the fields as a JSON object.',
      },
    };
  }
  try {
    return { ok: true, body: JSON.parse(text), format: 'json' };
  } catch {
    return {
      ok: false,
      error: {
        code: 'missing_fields',
        message: 'The request body is not valid JSON.',
        hint: 'Send the fields as a JSON object, e.g. {"email": "..."}.',
      },
    };
  }
}

/** The body's bytes, or undefined once it passes the cap (whatever Content-Length claimed). */
async function readCapped(request: Request, maxBytes: number): Promise<Uint8Array | undefined> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      return undefined;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

function tooLarge(maxBytes: number): BodyResult {
  return {
    ok: false,
    error: {
      code: 'input_too_long',
      message: `The request body is larger than ${maxBytes} bytes.`,
      hint: 'Keep every field within its documented maximum length.',
    },
  };
}
