// Page weight of built pages: gzip HTML bytes, the JavaScript a page loads (inline and external,
// gzip), and whether any script blocks rendering (a classic script in <head> without defer/async).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const gzipBytes = (buffer) => gzipSync(buffer, { level: 9 }).length;

export function pageWeight(distDir, pagePath) {
  const file = join(distDir, pagePath.replace(/\/$/, '/index.html'));
  const html = readFileSync(file);
  const text = html.toString('utf8');
  let jsBytes = 0;
  let renderBlocking = 0;
  const head = text.split(/<\/head>/i)[0] ?? '';
  for (const match of text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attrs, body] = match;
    if (/type="application\/(ld\+)?json"/i.test(attrs)) continue; // data, not code
    const src = /src="([^"]+)"/i.exec(attrs)?.[1];
    if (src && src.startsWith('/') && existsSync(join(distDir, src)))
      jsBytes += gzipBytes(readFileSync(join(distDir, src)));
    else if (body.trim()) jsBytes += gzipBytes(Buffer.from(body));
    const deferred = /\b(defer|async)\b|type="module"/i.test(attrs);
    if (!deferred && head.includes(match[0])) renderBlocking++;
  }
  return {
    page: pagePath,
    htmlGzipBytes: gzipBytes(html),
    jsGzipBytes: jsBytes,
    renderBlockingScripts: renderBlocking,
  };
}
