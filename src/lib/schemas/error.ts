// zod's "mini" build, as enquiry.ts: the enquiry functions load these schemas in every cold instance.
import * as z from 'zod/mini';

/** Every error code of the contract (spec section 7) with the HTTP status it travels with. */
export const ERROR_STATUS = {
  method_not_allowed: 405,
  missing_fields: 400,
  invalid_subject: 400,
  input_too_long: 400,
  invalid_email: 400,
  invalid_gst_number: 400,
  rate_limited: 429,
  email_delivery_failed: 500,
  not_found: 404,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];
export const ErrorCodeSchema = z.enum(ERROR_CODES);

export const ErrorResponseSchema = z
  .strictObject({
    error: z.strictObject({
      code: ErrorCodeSchema.clone().register(z.globalRegistry, { description: 'Stable machine-readable identifier' }),
      message: z.string().register(z.globalRegistry, { description: 'Human-readable description' }),
      hint: z.optional(z.string()).register(z.globalRegistry, { description: 'Suggested next step' }),
    }),
  })
  .register(
    z.globalRegistry,
    // Stryker disable next-line ObjectLiteral,StringLiteral: a label only, /openapi.json names its components itself
    { id: 'ErrorResponse' },
  );
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export interface ApiError {
  code: ErrorCode;
  message: string;
  hint: string;
}

/** An accepted enquiry's reference: its id in the store, in the emails and in the resend command. */
export const ENQUIRY_REFERENCE_PATTERN = /^[0-9a-f]{16}$/;

export const SuccessResponseSchema = z
  .strictObject({
    success: z.literal(true),
    reference: z
      .string()
      .check(z.regex(ENQUIRY_REFERENCE_PATTERN))
      .register(z.globalRegistry, {
        description:
          "The enquiry's reference (16 hexadecimal digits), as in " +
          'the acknowledgment email: quote it to the sales team. ' +
          'A retry of the same enquiry gets the same reference.',
      }),
  })
  .register(
    z.globalRegistry,
    // Stryker disable next-line ObjectLiteral,StringLiteral: a label only, /openapi.json names its components itself
    { id: 'SuccessResponse' },
  );
