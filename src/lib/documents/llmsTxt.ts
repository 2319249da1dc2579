import { categoryPath, countBy } from '../catalog/categories.ts';
import { ORGANIZATION_SUMMARY } from './site.ts';
import type { Product } from '../schemas/product.ts';
import type { ContentBlock, Resource } from '../schemas/resource.ts';
import { currentVersion, type ApiVersion, API_VERSIONS } from '../versions.ts';
import { TOOL_NAMES } from '../mcp/serverInfo.ts';

/**
 * `/llms.txt` (llmstxt.org: an H1, a blockquote summary, then H2 sections of links) and
 * `/llms-full.txt` (the whole catalog and every guide in Markdown, for agents that read one file).
 */
export interface LlmsInput {
  siteName: string;
  siteUrl: string;
  products: readonly Product[];
  resources: readonly Resource[];
  versions?: readonly ApiVersion[];
}

const link = (title: string, url: string, note?: string) => `- [${title}](${url})${note ? `: ${note}` : ''}`;
/** Link text and notes are one line each; Markdown brackets in names would break the link syntax. */
const inline = (text: string) => text.replace(/\s+/g, ' ').replace(/[[\]]/g, '').trim();

export function llmsTxt({ siteName, siteUrl, products, resources, versions = API_VERSIONS }: LlmsInput): string {
  const url = (path: string) => new URL(path, siteUrl).href;
  const version = currentVersion(versions).name;
  const categories = countBy(products, (p) => p.category);
  return [
    `# ${siteName}`,
    '',
    `> ${ORGANIZATION_SUMMARY} ${products.length} products and ${resources.length} ` +
      `buying guides, readable as JSON, through an MCP server, or as this site.`,
    '',
    'Every read endpoint is public, unauthenticated, cacheable JSON (no key, account or ' +
      'token). Read paths exist as `/api/...` (alias of the current version) and `/api/' +
      `${version}/...\`. Errors are JSON: \`{"error":{"code","message","hint"}}\`.`,
    '',
    '## API',
    '',
    link(
      'Developer guide',
      url('/developers'),
      'every endpoint, field, error code, rate limit and the versioning policy',
    ),
    link('OpenAPI 3.1 description', url('/openapi.json'), 'machine-readable description of every endpoint and schema'),
    link('Products (JSON)', url('/api/products'), 'every product; one product at /api/products/{slug}'),
    link(
      'Buying guides (JSON)',
      url('/api/resources'),
      'every article summary; the full article at /api/resources/{slug}',
    ),
    '',
    '## MCP',
    '',
    link(
      'MCP server',
      url('/api/mcp'),
      `Model Context Protocol, Streamable HTTP, no authentication; tools ${TOOL_NAMES.join(', ')} ` +
        `(draft_enquiry returns the contact page prefilled with a request for a quote, for the person to send)`,
    ),
    link('MCP manifest', url('/.well-known/mcp/manifest.json')),
    '',
    '## Catalog',
    '',
    link('All products', url('/products/'), `${products.length} products`),
    ...[...categories].map(([category, count]) =>
      link(inline(category), url(categoryPath(category)), `${count} products`),
    ),
    '',
    '## Buying guides',
    '',
    ...resources.map((r) => link(inline(r.title), r.url, inline(r.excerpt))),
    '',
    '## Optional',
    '',
    link('Full catalog and guides in one file', url('/llms-full.txt'), 'every product and every guide in Markdown'),
    link('Sitemap', url('/sitemap.xml')),
    '',
  ].join('\n');
}

/** A guide's body as Markdown, headings moved under the guide's own `###`. */
function blockMarkdown(block: ContentBlock): string {
  switch (block.type) {
    case 'p':
      return block.text;
    case 'h2':
      return `#### ${block.text}`;
    case 'h3':
      return `##### ${block.text}`;
    case 'note':
      return `> ${block.text}`;
    case 'ul':
      return block.items.map((item) => `- ${item}`).join('\n');
  }
}

export function llmsFullTxt({ siteName, siteUrl, products, resources }: LlmsInput): string {
  const byCategory = new Map<string, Product[]>();
  for (const p of products) byCategory.set(p.category, [...(byCategory.get(p.category) ?? []), p]);
  const product = (p: Product) =>
    [
      `### ${p.name}`,
      '',
      `- Slug: \`${p.slug}\``,
      `- Brand: ${p.brand}`,
      ...(p.compliance ? [`- Certified to: ${p.compliance.join('; ')}`] : []),
      ...(p.keywords ? [`- Model references and keywords: ${p.keywords.join('; ')}`] : []),
      `- Page: ${p.url}`,
      '',
      p.description,
      '',
    ].join('\n');
  const guide = (r: Resource) =>
    [
      `### ${r.title}`,
      '',
      `- Slug: \`${r.slug}\``,
      `- Category: ${r.category}`,
      `- Published: ${r.publishDate} (${r.readTime})`,
      `- Page: ${r.url}`,
      ...(r.relatedLink ? [`- Related: [${inline(r.relatedLink.label)}](${r.relatedLink.href})`] : []),
      '',
      ...r.content.flatMap((block) => [blockMarkdown(block), '']),
    ].join('\n');
  return [
    `# ${siteName}: full catalog and buying guides`,
    '',
    `> ${ORGANIZATION_SUMMARY} The same data as JSON: ${new URL('/api/products', siteUrl).href} and ` +
      `${new URL('/api/resources', siteUrl).href}; developer guide: ${new URL('/developers', siteUrl).href}.`,
    '',
    `## Products (${products.length})`,
    '',
    ...[...byCategory].flatMap(([category, items]) => [`## ${category}`, '', ...items.map(product)]),
    `## Buying guides (${resources.length})`,
    '',
    ...resources.map(guide),
  ].join('\n');
}
