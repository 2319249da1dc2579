import { readdirSync, readFileSync } from 'node:fs';
import { listFunctions } from '@netlify/zip-it-and-ship-it';
import { beforeAll, describe, expect, it } from 'vitest';
import { SENT_PAGE_PATHS } from '../../src/lib/enquiry/formResponses.ts';

/**
 * Which function answers a URL, as Netlify decides it: the functions' in-source configs read by
 * Netlify's own bundler (`path`, `excludedPath` -> route expressions), matched the way the
 * platform and `netlify serve` match them (lowercase, trailing slash ignored). The catch-all 404
 * function must step aside for every path another function answers and for all of `/api` (whose
 * GETs netlify.toml rewrites), and the read API's wrong-method function for the other functions' paths.
 */
interface Route {
  pattern: string;
  methods?: string[];
  expression?: string;
  literal?: string;
}
interface ListedFunction {
  name: string;
  routes?: Route[];
  excludedRoutes?: Route[];
}

let functions: ListedFunction[];
beforeAll(async () => {
  functions = (await listFunctions('netlify/functions', { parseISC: true })) as ListedFunction[];
});

const routeMatches = (route: Route, path: string) =>
  route.literal !== undefined ? route.literal === path : new RegExp(route.expression!).test(path);

function answers(fn: ListedFunction, rawPath: string, method = 'GET'): boolean {
  const path = (rawPath !== '/' && rawPath.endsWith('/') ? rawPath.slice(0, -1) : rawPath).toLowerCase();
  const routed = (fn.routes ?? []).some(
    (r) => (!r.methods?.length || r.methods.includes(method)) && routeMatches(r, path),
  );
  return routed && !(fn.excludedRoutes ?? []).some((r) => routeMatches(r, path));
}

/** A URL a route pattern stands for: `/api/products/*.json` -> `/api/products/x.json`. */
const exampleOf = (pattern: string) => pattern.replace(/:[a-z]+/g, 'x').replace(/\*/g, 'x');

const named = (name: string) => functions.find((f) => f.name === name)!;
const catchAlls = ['page-not-found', 'read-api-method-not-allowed', 'read-api-not-found'];

describe('function routes (page-not-found is the catch-all outside /api)', () => {
  it('no path of another function reaches a catch-all, whatever the method', () => {
    const others = functions.filter((f) => !catchAlls.includes(f.name) && f.routes?.length);
    expect(others.map((f) => f.name).sort()).toEqual([
      'contact',
      'download-request',
      'enquiry-form',
      'mcp',
      'read-api-rate-limited',
      'search',
    ]);
    for (const fn of others) {
      for (const { pattern, methods } of fn.routes!) {
        const url = exampleOf(pattern);
        for (const method of methods?.length ? methods : ['GET', 'POST', 'OPTIONS']) {
          expect(answers(fn, url, method), `${fn.name}: ${method} ${url}`).toBe(true);
          for (const catchAll of catchAlls)
            expect(answers(named(catchAll), url, method), `${catchAll}: ${method} ${url}`).toBe(false);
        }
      }
    }
  });

  it.each(['/api', '/api/', '/api/products', '/api/v1/products/x/', '/api/nope', '/API/V1/PRODUCTS'])(
    "GET %s is left to netlify.toml's rewrites: no function answers it",
    (url) => {
      expect(functions.filter((f) => answers(f, url)).map((f) => f.name)).toEqual([]);
    },
  );

  it.each(['/api', '/api/products', '/api/v1/resources/x', '/api/nope/deeper'])(
    "POST %s reaches the read API's wrong-method function only",
    (url) => {
      expect(functions.filter((f) => answers(f, url, 'POST')).map((f) => f.name)).toEqual([
        'read-api-method-not-allowed',
      ]);
    },
  );

  it.each(['/no-such-page', '/no-such-page/', '/products/no-such-product/', '/enquiry/other', '/apis'])(
    '%s, answered by nothing else, reaches the 404 page function',
    (url) => {
      expect(functions.filter((f) => answers(f, url)).map((f) => f.name)).toEqual(['page-not-found']);
    },
  );
});

describe('pages rendered on request (prerender = false), each behind a function of ours', () => {
  const onRequest = () =>
    readdirSync('src/pages', { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(astro|ts)$/.test(file))
      .filter((file) => /^export const prerender = false;$/m.test(readFileSync(`src/pages/${file}`, 'utf8')))
      .sort();

  it('are the search page, the 404 page, the page of a form not sent and the thank-you pages, and nothing else', () => {
    expect(onRequest()).toEqual([
      '404.astro',
      'catalog-request/sent.astro',
      'contact/sent.astro',
      'enquiry/not-sent.astro',
      'search.astro',
    ]);
  });

  it('only the functions that render them import the page server, and none has a path outside its pages', () => {
    const renderers = readdirSync('netlify/functions').filter((file) =>
      /from '\.\.\/lib\/(pages|formAnswerPage)\.ts'/.test(readFileSync(`netlify/functions/${file}`, 'utf8')),
    );
    expect(renderers.sort()).toEqual(['enquiry-form.ts', 'page-not-found.ts', 'search.ts']);
    const paths = (name: string) => named(name).routes!.map((r) => r.pattern);
    expect(paths('search')).toEqual(['/search', '/search/']);
    expect(paths('enquiry-form')).toEqual([
      '/enquiry/contact',
      '/enquiry/download-request',
      '/contact/sent',
      '/contact/sent/',
      '/catalog-request/sent',
      '/catalog-request/sent/',
    ]);
    // The thank-you pages a sent form lands on (the 303's Location) are the ones this function renders.
    for (const path of SENT_PAGE_PATHS) expect(answers(named('enquiry-form'), path), path).toBe(true);
    // The catch-all renders only the 404 page, and steps aside for /api and the other functions' paths.
    expect(answers(named('page-not-found'), '/api/products')).toBe(false);
  });
});
