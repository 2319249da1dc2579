/**
 * What the site-wide Content-Security-Policy (securityHeaders.ts) would block in a built page:
 * inline scripts, inline styles, style attributes, event-handler attributes and `javascript:` URLs.
 * The build fails on any of them, so a page cannot ship with something the policy silently breaks.
 * Scans the build's own HTML (well-formed, text escaped), not arbitrary markup.
 */

/** Script types that are data, not code: `script-src` does not apply to them (JSON-LD). */
const DATA_BLOCK_TYPES = new Set(['application/ld+json', 'application/json', 'importmap+json']);

const attribute = (attrs: string, name: string) =>
  new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(attrs)
    ?.slice(1)
    .find((v) => v !== undefined);
const hasAttribute = (attrs: string, name: string) => new RegExp(`(?:^|\\s)${name}(?:\\s*=|\\s|$)`, 'i').test(attrs);

export function inlineContentViolations(html: string): string[] {
  const found: string[] = [];
  for (const [, attrs = ''] of html.matchAll(/<script\b([^>]*)>/gi)) {
    const type = (attribute(attrs, 'type') ?? '').trim().toLowerCase();
    if (hasAttribute(attrs, 'src') || DATA_BLOCK_TYPES.has(type)) continue;
    found.push(`inline <script${attrs}>`);
  }
  if (/<style\b/i.test(html)) found.push('inline <style> element');
  // Every attribute finding below contains one of these, so a page without any skips the tag scan.
  if (!/\sstyle\s*=|\son[a-z]+\s*=|javascript:/i.test(html)) return found;
  // Attributes are looked for in tags only, with script and style bodies taken out.
  const markup = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '');
  for (const [tag = ''] of markup.matchAll(/<[a-z][a-z0-9-]*\b[^>]*>/gi)) {
    if (/\sstyle\s*=/i.test(tag)) found.push(`style attribute in ${tag.slice(0, 80)}`);
    if (/\son[a-z]+\s*=/i.test(tag)) found.push(`event-handler attribute in ${tag.slice(0, 80)}`);
    if (/\s(?:href|src|action|formaction)\s*=\s*["']?\s*javascript:/i.test(tag))
      found.push(`javascript: URL in ${tag.slice(0, 80)}`);
  }
  return found;
}
