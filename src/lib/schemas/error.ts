import { z } from 'zod';

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
      code: ErrorCodeSchema.describe('Stable machine-readable identifier'),
      message: z.string().describe('Human-readable description'),
      hint: z.string().optional().describe('Suggested next step'),
    }),
  })
  .meta({ id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export interface ApiError {
  code: ErrorCode;
  message: string;
  hint: string;
}

export const SuccessResponseSchema = z
  .strictObject({ success: z.literal(true) })
  .meta({ id: 'SuccessResponse' });
