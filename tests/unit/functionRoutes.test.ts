import { listFunctions } from '@netlify/zip-it-and-ship-it';
import { beforeAll, describe, expect, it } from 'vitest';
import { staticRewrites } from '../../src/lib/http/staticRouting.ts';

/**
 * Which function answers a URL, as Netlify decides it: the functions' in-source configs read by
 * Netlify's own bundler (`path`, `excludedPath` -> route expressions), matched the way the
 * platform and `netlify serve` match them (lowercase, trailing slash ignored). The catch-all 404
 * function must step aside for every path another function or a read API rewrite answers.
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
  const routed = (fn.routes ?? []).some((r) => (!r.methods?.length || r.methods.includes(method)) && routeMatches(r, path));
  return routed && !(fn.excludedRoutes ?? []).some((r) => routeMatches(r, path));
}

/** A URL a route pattern stands for: `/api/products/*.json` -> `/api/products/x.json`. */
const exampleOf = (pattern: string) => pattern.replace(/:[a-z]+/g, 'x').replace(/\*/g, 'x');

const notFound = () => functions.find((f) => f.name === 'page-not-found')!;

describe('function routes (page-not-found is the catch-all)', () => {
  it('no path of another function reaches the 404 function, whatever the method', () => {
    const others = functions.filter((f) => f !== notFound() && f.routes?.length);
    expect(others.length).toBeGreaterThan(5);
    for (const fn of others) {
      for (const { pattern, methods } of fn.routes!) {
        const url = exampleOf(pattern);
        for (const method of methods?.length ? methods : ['GET', 'POST', 'OPTIONS']) {
          expect(answers(fn, url, method), `${fn.name}: ${method} ${url}`).toBe(true);
          expect(answers(notFound(), url, method), `${method} ${url}`).toBe(false);
        }
      }
    }
  });

  it('no read API path that a rewrite serves from a static file reaches the 404 function', () => {
    for (const { from } of staticRewrites()) {
      expect(answers(notFound(), exampleOf(from)), from).toBe(false);
      expect(answers(notFound(), `${exampleOf(from)}/`), `${from}/`).toBe(false);
    }
  });

  it.each(['/no-such-page', '/no-such-page/', '/products/no-such-product/', '/api', '/api/', '/api/v2/products', '/api/v1', '/api/mcp/other', '/enquiry/other', '/API/CONTACT/x'])(
    '%s, answered by nothing else, reaches the 404 function',
    (url) => {
      expect(functions.filter((f) => answers(f, url)).map((f) => f.name)).toEqual(['page-not-found']);
    },
  );
});
