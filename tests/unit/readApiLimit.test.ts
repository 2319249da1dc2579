import { resolveConfig } from '@netlify/config';
import { beforeAll, describe, expect, it } from 'vitest';
import { config as methodNotAllowedConfig } from '../../netlify/functions/read-api-method-not-allowed.ts';
import { config as notFoundConfig } from '../../netlify/functions/read-api-not-found.ts';
import { config as rateLimitedConfig } from '../../netlify/functions/read-api-rate-limited.ts';
import { READ_RATE_LIMIT, netlifyRateLimitConfig } from '../../src/lib/http/rateLimitPolicy.ts';
import { itemFile, itemPath, listFile, listPath, readApiPrefixes } from '../../src/lib/http/readApiPaths.ts';
import { READ_COLLECTIONS } from '../../src/lib/readCollections.ts';

/**
 * The read limit (spec section 8: 300 requests per 5 minutes per client IP) on every successful
 * read in production: the netlify.toml rewrites that serve the reads carry Netlify's rate limit.
 * The configuration is resolved by Netlify's own resolver.
 */
interface Redirect {
  from: string;
  to: string;
  status: number;
  force: boolean;
  rate_limit?: { window_limit: number; window_size: number; aggregate_by: string[]; action: string; to: string };
}

let redirects: Redirect[];
beforeAll(async () => {
  const { config } = await resolveConfig({
    offline: true,
    cwd: process.cwd(),
    repositoryRoot: process.cwd(),
    mode: 'cli',
  });
  redirects = config.redirects as Redirect[];
});

/** Netlify's matching: `:name` is one path segment, `/*` the rest (or nothing); a trailing slash is ignored. */
function firstRule(path: string): { rule: Redirect; to: string } | undefined {
  const bare = path.length > 1 ? path.replace(/\/$/, '') : path;
  for (const rule of redirects) {
    const names: string[] = [];
    const pattern = rule.from
      .replace(/\/\*$/, '(?:/(?<splat>.*))?')
      .replace(/:([a-z]+)/g, (_, name: string) => (names.push(name), `(?<${name}>[^/]+)`));
    const match = new RegExp(`^${pattern}$`).exec(bare);
    if (match) return { rule, to: rule.to.replace(/:([a-z]+)/g, (_, name: string) => match.groups?.[name] ?? '') };
  }
  return undefined;
}

const readPaths = readApiPrefixes().flatMap(({ prefix, version, segment }) =>
  READ_COLLECTIONS.flatMap(({ name }) => {
    const current = readApiPrefixes()[0]!.version;
    const served = segment === undefined ? current : version;
    return [
      { path: listPath(prefix, name), file: listFile(served, name) },
      { path: `${listPath(prefix, name)}/`, file: listFile(served, name) },
      { path: itemPath(prefix, name, 'any-slug'), file: itemFile(served, name, 'any-slug') },
      { path: `${itemPath(prefix, name, 'any-slug')}/`, file: itemFile(served, name, 'any-slug') },
    ];
  }),
);

describe('the read limit on successful reads (netlify.toml [[redirects]] with [redirects.rate_limit])', () => {
  it.each(readPaths)('$path is a forced rewrite onto $file that carries the read limit', ({ path, file }) => {
    const found = firstRule(path);
    expect(found, path).toBeDefined();
    expect(found!.to).toBe(file);
    expect(found!.rule).toMatchObject({ status: 200, force: true });
    const limit = found!.rule.rate_limit;
    expect(limit, `${found!.rule.from} has no rate_limit`).toBeDefined();
    expect(limit!.aggregate_by).toEqual(['ip', 'domain']);
    expect(limit!.window_size).toBeLessThanOrEqual(180);
    expect(limit!.window_limit / limit!.window_size).toBeGreaterThanOrEqual(1);
    const { windowLimit, windowSize } = netlifyRateLimitConfig(READ_RATE_LIMIT);
    expect(limit).toEqual({
      window_limit: windowLimit,
      window_size: windowSize,
      aggregate_by: ['ip', 'domain'],
      action: 'rewrite',
      to: rateLimitedConfig.path,
    });
  });

  it('no error path spends a code-based rule: the 404 and 405 functions carry no rateLimit', () => {
    expect(methodNotAllowedConfig.rateLimit).toBeUndefined();
    expect(notFoundConfig.rateLimit).toBeUndefined();
    expect(redirects.filter((r) => r.rate_limit).length).toBeLessThanOrEqual(4);
  });

  it.each(['/api', '/api/products/a/b', '/api/products/../../openapi.json', '/api/v1/products/x/y'])(
    '%s, which names no read, is rewritten to the JSON 404 and not limited',
    (path) => {
      const found = firstRule(path);
      expect(found?.to).toBe('/api/not-found.json');
      expect(found?.rule.rate_limit).toBeUndefined();
    },
  );
});
