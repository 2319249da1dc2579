/**
 * A product's picture with its URLs resolved (through `astro:assets` at build time): what a card
 * renders. Pages rendered on request (the search page) get it from the catalog file, where the
 * build wrote it, so their cards show the same picture as the prerendered ones without importing images.
 */
export interface ResolvedPicture {
  /** Modern formats of a photo, best first (AVIF, WebP); absent for a pictogram (an SVG served as it is). */
  sources?: { type: string; srcset: string }[];
  src: string;
  srcset?: string;
  width: number;
  height: number;
  /** The photo's alt text, or the pictogram's words, for where the picture is not decorative. */
  alt: string;
}
