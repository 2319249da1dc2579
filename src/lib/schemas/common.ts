import { z } from 'zod';
import { SLUG_PATTERN } from '../catalog/slug.ts';

/** A slug as it appears in URLs: lowercase words joined by single hyphens. Derived from file names. */
export const SlugSchema = z
  .string()
  .regex(SLUG_PATTERN, 'must be lowercase letters and digits joined by single hyphens');

/** Text a person typed: trimmed, and never empty once trimmed. */
export const NonEmptyText = z.string().trim().min(1, 'must not be empty');
