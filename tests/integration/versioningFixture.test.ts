import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllHeaders } from '@netlify/headers-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchBuilds } from '../helpers/scratchBuild.ts';

/**
 * Proves the versioning machinery (spec section 9) on a scratch build of the small fixture
 * catalog with a registry in which v1 is deprecated and v2 is current
 * (tests/fixtures/versions/v1-deprecated.json, selected through API_VERSION_REGISTRY).
 * Headers are read from the generated `_headers` with Netlify's own parser and matched the way
 * netlify-cli does, so no second runtime has to start.
 */
const registry = JSON.parse(readFileSync('tests/fixtures/versions/v1-deprecated.json', 'utf8'));
const site = 'https://catalog.example';
const scratch = scratchBuilds('versioning');
let dist: string;
type Rule = { forRegExp: RegExp; values: Record<string, string> };
let rules: Rule[];

beforeAll(async () => {
  const build = scratch.build({}, { SITE_URL: site, API_VERSION_REGISTRY: JSON.stringify(registry) });
  expect(build.status, build.output).toBe(0);
  dist = build.outDir;
  const parsed = await parseAllHeaders({ headersFiles: [join(dist, '_headers')], configHeaders: [], minimal: false });
  expect(parsed.errors).toEqual([]);
  rules = parsed.headers as unknown as Rule[];
});
afterAll(scratch.cleanup);

/** Headers for a path as netlify-cli computes them: every matching rule, in file order. */
const headersFor = (path: string): Record<string, string> =>
  Object.assign({}, ...rules.filter((r) => r.forRegExp.test(path)).map((r) => r.values));

/** Every URL the read API answers under a prefix, from the files the build wrote. */
function readUrls(prefix: string): string[] {
  return ['products', 'resources'].flatMap((collection) => {
    const dir = join(dist, prefix, collection);
    const items = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => `/${prefix}/${collection}/${f.replace(/\.json$/, '')}`);
    return [`/${prefix}/${collection}`, ...items];
  });
}

describe('a fixture registry that deprecates v1 and adds v2', () => {
  it('every v1 path carries Deprecation (@epoch), Sunset (HTTP-date), both Links and API-Version: v1', () => {
    const urls = readUrls('api/v1');
    expect(urls.length).toBeGreaterThan(4);
    for (const url of urls) {
      const headers = headersFor(url);
      expect(headers['API-Version'], url).toBe('v1');
      expect(headers.Deprecation, url).toBe(`@${Date.parse(`${registry[0].deprecatedOn}T00:00:00Z`) / 1000}`);
      expect(headers.Sunset, url).toBe(new Date(`${registry[0].sunsetOn}T00:00:00Z`).toUTCString());
      expect(headers.Link, url).toMatch(/rel="deprecation".*rel="sunset"/);
    }
  });

  it('no v2 path, alias path, page or document carries them, and all name v2', () => {
    const aliasUrls = readUrls('api/v2').map((url) => url.replace('/api/v2/', '/api/'));
    for (const url of [
      ...readUrls('api/v2'),
      ...aliasUrls,
      '/api/v2/products.json',
      '/',
      '/developers/',
      '/products/',
      '/openapi.json',
      '/llms.txt',
      '/sitemap.xml',
    ]) {
      const headers = headersFor(url);
      expect(headers['API-Version'], url).toBe('v2');
      expect(headers.Deprecation, url).toBeUndefined();
      expect(headers.Sunset, url).toBeUndefined();
    }
  });

  it('every version has its own files; the unversioned alias has none (netlify.toml rewrites it)', () => {
    for (const prefix of ['api/v1', 'api/v2']) {
      expect(existsSync(join(dist, prefix, 'products.json')), prefix).toBe(true);
      expect(readFileSync(join(dist, prefix, 'resources.json'), 'utf8')).toBe(
        readFileSync(join(dist, 'api/v2/resources.json'), 'utf8'),
      );
    }
    expect(readdirSync(join(dist, 'api')).sort()).toEqual(['v1', 'v2']);
  });

  it('/developers announces the deprecation with both dates', () => {
    const html = readFileSync(join(dist, 'developers/index.html'), 'utf8');
    const announcement = /<section[^>]*id="announcement"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    expect(announcement).toContain('API v1');
    expect(announcement).toContain(registry[0].deprecatedOn);
    expect(announcement).toContain(registry[0].sunsetOn);
    expect(announcement).toContain('/api/v2/');
  });

  it('/openapi.json marks the v1 operations deprecated and lists v2', () => {
    const doc = JSON.parse(readFileSync(join(dist, 'openapi.json'), 'utf8'));
    expect(doc.paths['/api/v1/products'].get.deprecated).toBe(true);
    expect(doc.paths['/api/v2/products'].get.deprecated).toBeUndefined();
    expect(doc.paths['/api/products'].get.deprecated).toBeUndefined();
  });
});
