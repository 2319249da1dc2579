/** A slug as it appears in URLs: lowercase words joined by single hyphens (schemas/common.ts `SlugSchema`). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
