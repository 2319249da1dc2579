import { beforeAll, describe, expect, it } from 'vitest';
import { parsedHeaderRules, type ParsedHeaderRule } from '../helpers/headersFile.ts';
import { llmsFullTxt, llmsTxt } from '../../src/lib/documents/llmsTxt.ts';
import { htmlFilePath, isNoindex, robotsTxt, sitemapXml } from '../../src/lib/documents/sitemap.ts';
import { TOOL_NAMES } from '../../src/lib/mcp/serverInfo.ts';
import { siteHeaderRules, staticHeaderRules, type HeaderRule } from '../../src/lib/http/staticRouting.ts';
import type { Product } from '../../src/lib/schemas/product.ts';
import type { Resource } from '../../src/lib/schemas/resource.ts';
import { registryFromEnv, SHIPPED_API_VERSIONS } from '../../src/lib/versions.ts';

const site = 'https://catalog.example';
const product: Product = {
  slug: 'kv-g330',
  name: 'KV-G330 [Cut C] Gloves',
  brand: 'Kavach',
  category: 'Hand Protection',
  description: 'Cut-resistant.',
  compliance: ['EN 388'],
  keywords: ['KV-G330'],
  url: `${site}/products/kv-g330/`,
};
const resource: Resource = {
  slug: 'cut-levels',
  title: 'Cut levels',
  category: 'Guide',
  excerpt: 'What the letters mean.',
  publishDate: '2026-01-15',
  readTime: '2 min read',
  url: `${site}/resources/cut-levels/`,
  metaDescription: 'M',
  relatedLink: { label: 'Gloves', href: `${site}/products/` },
  content: [
    { type: 'p', text: 'Intro.' },
    { type: 'h2', text: 'Levels' },
    { type: 'ul', items: ['A', 'F'] },
    { type: 'note', text: 'Check the marking.' },
  ],
};
const input = { siteName: 'Kavach Safety Supply', siteUrl: site, products: [product], resources: [resource] };

describe('/llms.txt (llmstxt.org format)', () => {
  const text = llmsTxt(input);
  const lines = text.split('\n');

  it('starts with the H1 site name, then a blockquote summary', () => {
    expect(lines[0]).toBe('# Kavach Safety Supply');
    expect(lines[1]).toBe('');
    expect(lines[2]).toMatch(/^> \S/);
  });

  it('has H2 sections linking the API, the MCP endpoint, the developer page, the catalog and the guides', () => {
    expect(lines.filter((l) => l.startsWith('## '))).toEqual([
      '## API',
      '## MCP',
      '## Catalog',
      '## Buying guides',
      '## Optional',
    ]);
    for (const url of [
      '/developers',
      '/openapi.json',
      '/api/products',
      '/api/resources',
      '/api/mcp',
      '/products/category/hand-protection/',
      '/llms-full.txt',
    ]) {
      expect(text).toContain(`](${site}${url})`);
    }
    expect(text).toContain(`- [Cut levels](${resource.url}): What the letters mean.`);
  });

  it('the MCP line names every tool, draft_enquiry included', () => {
    const mcp = lines.find((l) => l.includes(`](${site}/api/mcp)`))!;
    for (const name of TOOL_NAMES) expect(mcp).toContain(name);
    expect(mcp).toContain('draft_enquiry');
  });

  it('every list line is a Markdown link, with brackets in names removed so links stay links', () => {
    for (const line of lines.filter((l) => l.startsWith('- ')))
      expect(line).toMatch(/^- \[[^\][]+\]\(https?:\/\/[^)]+\)(: .+)?$/);
  });
});

describe('/llms-full.txt', () => {
  const text = llmsFullTxt(input);
  it('has every product with its facts and every guide with its body as Markdown', () => {
    expect(text).toContain('### KV-G330 [Cut C] Gloves');
    expect(text).toContain('- Certified to: EN 388');
    expect(text).toContain('### Cut levels\n');
    expect(text).toContain('#### Levels\n');
    expect(text).toContain('- A\n- F');
    expect(text).toContain('> Check the marking.');
  });
});

describe('/sitemap.xml and robots.txt', () => {
  it('maps built HTML files to their URL paths', () => {
    expect(htmlFilePath('index.html')).toBe('/');
    expect(htmlFilePath('products/kv-g330/index.html')).toBe('/products/kv-g330/');
  });

  it('leaves out pages marked noindex', () => {
    expect(isNoindex('<meta name="robots" content="noindex" />')).toBe(true);
    expect(isNoindex('<link rel="canonical" href="/" />')).toBe(false);
  });

  it('escapes XML in locations and sorts them', () => {
    const xml = sitemapXml([
      { loc: `${site}/b?x=1&y=2`, lastmod: '2026-01-01' },
      { loc: `${site}/a`, lastmod: '2026-01-01' },
    ]);
    expect(xml).toContain('<loc>https://catalog.example/b?x=1&amp;y=2</loc>');
    expect(xml.indexOf('/a<')).toBeLessThan(xml.indexOf('/b?'));
  });

  it('robots.txt points to the sitemap', () => expect(robotsTxt(site)).toContain(`Sitemap: ${site}/sitemap.xml`));
});

describe('_headers: API-Version on every static response, and no two rules on one path', () => {
  const entries = [
    'index.html',
    '404.html',
    'favicon.svg',
    'llms.txt',
    'llms-full.txt',
    'openapi.json',
    'robots.txt',
    'sitemap.xml',
  ].map((name) => ({ name, isDirectory: false }));
  const dirs = ['_astro', 'api', 'developers', 'products', 'resources'].map((name) => ({ name, isDirectory: true }));
  // Parsed and matched by Netlify's own parser, as netlify-cli and the build do.
  type Parsed = ParsedHeaderRule;
  const parse = async (rules: HeaderRule[]) => {
    const { headers, errors } = await parsedHeaderRules(rules);
    expect(errors).toEqual([]);
    return headers;
  };
  let all: Parsed[];
  let site_: Parsed[];
  beforeAll(async () => {
    all = await parse([...staticHeaderRules(site), ...siteHeaderRules([...entries, ...dirs])]);
    site_ = await parse(siteHeaderRules([...entries, ...dirs]));
  });
  const matching = (path: string) =>
    all.filter((r) => r.forRegExp.test(path)).map((r) => ({ path: r.for, headers: r.values }));

  it.each([
    '/',
    '/index.html',
    '/products',
    '/products/',
    '/products/kv-g330/',
    '/developers/',
    '/llms.txt',
    '/llms-full.txt',
    '/openapi.json',
    '/sitemap.xml',
    '/_astro/a.css',
    '/favicon.svg',
  ])('%s matches exactly one rule, which names the version', (path) => {
    expect(matching(path)).toHaveLength(1);
    expect(matching(path)[0]!.headers['API-Version']).toBe('v1');
  });

  it(
    "Astro's bundled assets, whose names carry a content hash, " +
      'are cached for good (what the Netlify adapter used to add)',
    () => {
      expect(matching('/_astro/Base.Cx1.css')[0]!.headers['Cache-Control']).toBe('public, max-age=31536000, immutable');
      expect(matching('/products/')[0]!.headers['Cache-Control']).toBeUndefined();
    },
  );

  it('the read API keeps its own rules: no site rule matches under /api/', () => {
    for (const path of ['/api/products', '/api/v1/resources/x', '/api/contact']) {
      expect(site_.filter((r) => r.forRegExp.test(path)).map((r) => r.for)).toEqual([]);
    }
  });

  it('the documents are served with their content types and charset', () => {
    const contentType = (path: string) => matching(path)[0]!.headers['Content-Type'];
    expect(contentType('/llms.txt')).toBe('text/plain; charset=utf-8');
    expect(contentType('/llms-full.txt')).toBe('text/plain; charset=utf-8');
    expect(contentType('/robots.txt')).toBe('text/plain; charset=utf-8');
    expect(contentType('/openapi.json')).toBe('application/json; charset=utf-8');
    expect(contentType('/sitemap.xml')).toBe('application/xml; charset=utf-8');
  });
});

describe('the version registry can be replaced for fixture builds only', () => {
  it('is the shipped registry without API_VERSION_REGISTRY', () =>
    expect(registryFromEnv({})).toBe(SHIPPED_API_VERSIONS));
  it('reads a fixture registry and holds it to the policy', () => {
    expect(
      registryFromEnv({
        API_VERSION_REGISTRY:
          '[{"name":"v1","status":"deprecated","deprecatedOn":"2027-01-01","sunsetOn":"2027-07-01"},' +
          '{"name":"v2","status":"current"}]',
      }),
    ).toHaveLength(2);
    expect(() =>
      registryFromEnv({
        API_VERSION_REGISTRY:
          '[{"name":"v1","status":"deprecated","deprecatedOn":"2027-01-01","sunsetOn":"2027-02-01"},' +
          '{"name":"v2","status":"current"}]',
      }),
    ).toThrow(/6 months/);
  });
});
