/**
 * What happens after an enquiry, in the words every place uses: the forms, their confirmations,
 * the thank-you pages and the acknowledgment email say the same thing.
 */
export const CONTACT_PROMISE = 'Our sales team replies within one working day.';

/** A catalog is not a download: the sales team emails it. */
export const catalogPromise = (catalog: string): string =>
  `Our sales team emails you the ${catalog} catalog, with current prices and availability, within one working day.`;

/** The same, where the catalog's name is not known (the thank-you page of the form sent without JavaScript). */
export const CATALOG_PROMISE_ANY =
  'Our sales team emails you the catalog, with current prices and availability, within one working day.';

/** The catalog form's button. */
export const CATALOG_BUTTON = 'Email me the catalog';
