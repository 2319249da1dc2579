import { z } from 'zod';

/** A slug as it appears in URLs: lowercase words joined by single hyphens. Derived from file names. */
export const SlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase letters and digits joined by single hyphens');

/** Text a person typed: trimmed, and never empty once trimmed. */
export const NonEmptyText = z.string().trim().min(1, 'must not be empty');
