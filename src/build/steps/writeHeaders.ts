import { readdirSync, writeFileSync } from 'node:fs';
import {
  formatHeadersFile,
  securityHeaderRule,
  siteHeaderRules,
  staticHeaderRules,
} from '../../lib/http/staticRouting.ts';

/** Writes `_headers`: the read API's and the site's static headers, and the security headers (staticRouting.ts). */
export function writeHeaders(outDir: string, siteUrl: string): void {
  const topLevel = readdirSync(outDir, { withFileTypes: true }).map((e) => ({
    name: e.name,
    isDirectory: e.isDirectory(),
  }));
  writeFileSync(
    `${outDir}/_headers`,
    formatHeadersFile([...staticHeaderRules(siteUrl), ...siteHeaderRules(topLevel), securityHeaderRule()]),
  );
}
