import { z } from 'zod';
import {
  ContactRequestSchema,
  DownloadRequestSchema,
  GST_REQUIRED_SUBJECTS,
  HoneypotFilledRequestSchema,
} from '../schemas/enquiry.ts';
import { ErrorResponseSchema, SuccessResponseSchema } from '../schemas/error.ts';
import { READ_COLLECTIONS } from '../readCollections.ts';

export type JsonSchema = Record<string, unknown>;

/** What the service sends: described as zod outputs them (strict objects: no extra properties). */
const RESPONSE_SCHEMAS = {
  ...Object.assign({}, ...READ_COLLECTIONS.map((c) => c.schemas)),
  SuccessResponse: SuccessResponseSchema,
  ErrorResponse: ErrorResponseSchema,
};

/** What clients send: described as zod accepts them. */
const REQUEST_SCHEMAS = {
  ContactRequest: ContactRequestSchema,
  DownloadRequest: DownloadRequestSchema,
  HoneypotFilledRequest: HoneypotFilledRequestSchema,
};

export const componentRef = (name: string) => `#/components/schemas/${name}`;

function toComponents(schemas: Record<string, z.core.$ZodType>, io: 'input' | 'output'): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(schemas)) registry.add(schema, { id });
  const { schemas: generated } = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io,
    uri: (id) => componentRef(id),
  });
  // `$schema` and `$id` are per-document keywords; inside components they would only confuse tools.
  return Object.fromEntries(
    Object.entries(generated).map(([id, { $schema: _schema, $id: _id, ...schema }]) => [id, schema as JsonSchema]),
  );
}

/**
 * The GST rule (spec section 4, enquiry rule 7) is conditional, which zod's object shape cannot
 * say in JSON Schema; it is added here from the same list of subjects the validator uses.
 */
const gstRequiredRule = {
  if: { properties: { subject: { enum: [...GST_REQUIRED_SUBJECTS] } }, required: ['subject'] },
  then: { required: ['gst_number'], properties: { gst_number: { minLength: 1 } } },
};

/** Every `components.schemas` entry of `/openapi.json`, generated from the zod schemas. */
export function componentSchemas(): Record<string, JsonSchema> {
  const requests = toComponents(REQUEST_SCHEMAS, 'input');
  return {
    ...toComponents(RESPONSE_SCHEMAS, 'output'),
    ...requests,
    ContactRequest: { ...requests.ContactRequest, allOf: [gstRequiredRule] },
  };
}
