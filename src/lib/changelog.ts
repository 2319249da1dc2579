/**
 * Changes of the service description (`info.version` of /openapi.json), newest first; shown on
 * /developers. The first entry's version is SERVICE_DESCRIPTION_VERSION (a unit test checks it).
 * Additive changes bump the minor version; a breaking change is a new API version (versions.ts).
 */
export interface ChangelogEntry {
  version: string;
  date: string;
  changes: string[];
}

export const CHANGELOG: readonly ChangelogEntry[] = [
  {
    version: '1.1.0',
    date: '2026-11-22',
    changes: [
      'New: POST /api/contact and POST /api/download-request, the enquiry ' +
        'endpoints (rate-limited per client IP, no versioned form).',
      'New: the MCP server at /api/mcp and its manifest at /.well-known/mcp/manifest.json.',
      'New: /openapi.json (OpenAPI 3.1), /llms.txt, /llms-full.txt, /sitemap.xml and this developer page.',
      'API-Version is now sent on every response, pages and documents included.',
    ],
  },
  {
    version: '1.0.0',
    date: '2026-11-22',
    changes: [
      'First release of API v1: GET /api/products, /api/products/{slug}, ' +
        '/api/resources and /api/resources/{slug}, each also under /api/v1.',
    ],
  },
];
