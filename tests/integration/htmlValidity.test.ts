import { beforeAll, describe, expect, it } from 'vitest';
import { categoryPath } from '../../src/lib/catalog/categories.ts';
import { productPath } from '../../src/lib/catalog/products.ts';
import { FORM_PAGES } from '../../src/lib/enquiry/formResponses.ts';
import { newClient } from '../helpers/clientAddress.ts';
import { nuHtmlErrors } from '../helpers/htmlValidator.ts';
import { get, getDirect } from '../helpers/runtime.ts';

/**
 * HTML validity: one page of every type, as the local runtime serves it, through the Nu HTML
 * Checker (npm `vnu-jar` on the machine's Java, on files: it refuses loopback URLs). No errors.
 */

const pageTypes: Record<
  string,
  (lists: { product: { slug: string; category: string }; resource: { slug: string } }) => string
> = {
  home: () => '/',
  'product index': () => '/products/',
  'category page': ({ product }) => categoryPath(product.category),
  'product page': ({ product }) => productPath(product.slug),
  // A product with a photo, specifications, sizes and a datasheet (the first one has a pictogram).
  'product page with a photo': () => productPath('kavach-kv-h500-ratchet-safety-helmet'),
  'article ending with its products': () => '/resources/safety-helmet-buying-guide/',
  'resources index': () => '/resources/',
  article: ({ resource }) => `/resources/${resource.slug}/`,
  'developer page': () => '/developers/',
  'contact page': () => '/contact/',
  'enquiry-sent page': () => '/contact/sent/?reference=0123456789abcdef',
  'catalog-request-sent page': () => '/catalog-request/sent/?reference=0123456789abcdef',
  '404 page': () => '/no-such-page/',
  'search results page': () => '/search?q=gloves&brand=Kavach',
  'empty search page': () => '/search?q=ss-2044',
};

const FORM_ERROR_PAGE = 'enquiry form error page';
let errors: Record<string, string[]>;

beforeAll(async () => {
  const product = (await (await get('/api/products')).json()).products[0];
  const resource = (await (await get('/api/resources')).json()).resources[0];
  const documents: Record<string, string> = {};
  for (const [type, path] of Object.entries(pageTypes)) {
    const res = await getDirect(path({ product, resource }));
    expect(res.headers.get('content-type'), type).toMatch(/^text\/html/);
    documents[type] = await res.text();
  }
  // The no-JavaScript form path answers an invalid post with an HTML page of its own (a function's).
  const invalid = new URLSearchParams({
    first_name: 'A',
    email: 'not-an-address',
    subject: 'Product Enquiry',
    message: 'Hello',
  });
  const formError = await newClient().post(FORM_PAGES.contact.formAction, invalid.toString(), {
    'Content-Type': 'application/x-www-form-urlencoded',
  });
  expect(formError.status).toBe(400);
  documents[FORM_ERROR_PAGE] = formError.text;
  errors = nuHtmlErrors(documents);
});

describe('HTML validity (Nu HTML Checker)', () => {
  it.each([...Object.keys(pageTypes), FORM_ERROR_PAGE])('the %s has no errors', (type) => {
    expect(errors[type]).toEqual([]);
  });

  it('the checker itself reports invalid markup (so a clean result means something)', () => {
    const { broken } = nuHtmlErrors({
      broken: '<!doctype html><html lang="en"><head><title>x</title></head><body><p><div>x</div></span></body></html>',
    });
    expect(broken!.length).toBeGreaterThan(0);
  });
});
