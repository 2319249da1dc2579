import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { CHANGELOG } from '../../src/lib/changelog.ts';
import { buildOpenApiDocument, type OpenApiDocument } from '../../src/lib/openapi/document.ts';
import { API_OPERATIONS } from '../../src/lib/openapi/routeTable.ts';
import {
  CONTACT_LIMITS,
  DOWNLOAD_LIMITS,
  GST_NUMBER_PATTERN,
  GST_REQUIRED_SUBJECTS,
  ContactRequestSchema,
  DownloadRequestSchema,
} from '../../src/lib/schemas/enquiry.ts';
import { ERROR_CODES, ERROR_STATUS } from '../../src/lib/schemas/error.ts';
import { SERVICE_DESCRIPTION_VERSION, type ApiVersion } from '../../src/lib/versions.ts';
import { openApiExamples } from '../helpers/openApiDocument.ts';

const site = 'https://catalog.example';
const examples = openApiExamples(site);
const v1Deprecated: ApiVersion[] = JSON.parse(readFileSync('tests/fixtures/versions/v1-deprecated.json', 'utf8'));
const doc = buildOpenApiDocument({ siteUrl: site, examples, versions: [{ name: 'v1', status: 'current' }] });
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a JSON Schema walked by path in assertions
type Schema = Record<string, any>;
const schemas = (doc.components as { schemas: Record<string, Schema> }).schemas;
const operations = (d: OpenApiDocument) =>
  Object.entries(d.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ path, method, op })));

describe('/openapi.json: the document (spec section 4, auxiliary documents)', () => {
  it(
    'is OpenAPI 3.1 with info.version the service description ' +
      'version, servers from SITE_URL and no authentication declared',
    () => {
      expect(doc.openapi).toBe('3.1.0');
      expect((doc.info as Schema).version).toBe(SERVICE_DESCRIPTION_VERSION);
      expect(doc.servers).toEqual([expect.objectContaining({ url: site })]);
      expect(doc.security).toEqual([]);
    },
  );

  it('names the nine component schemas of the spec (plus the content block they share and the honeypot form)', () => {
    expect(Object.keys(schemas).sort()).toEqual(
      [
        'Product',
        'ProductList',
        'ResourceSummary',
        'Resource',
        'ResourceList',
        'ContentBlock',
        'ContactRequest',
        'DownloadRequest',
        'SuccessResponse',
        'ErrorResponse',
        'HoneypotFilledRequest',
      ].sort(),
    );
  });

  it('states rule 2 in the request body: a filled honeypot is the second form, whatever else the body holds', () => {
    const filled = schemas.HoneypotFilledRequest!;
    expect(filled.required).toEqual(['website']);
    expect(filled.properties.website).toMatchObject({ type: 'string', minLength: 1 });
    for (const path of ['/api/contact', '/api/download-request']) {
      const body = (doc.paths[path] as Schema).post.requestBody.content['application/json'].schema;
      expect(body.anyOf.map((s: Schema) => s.$ref)).toContain('#/components/schemas/HoneypotFilledRequest');
    }
  });

  it('has every read path in both forms, and the enquiry and MCP endpoints without a versioned form', () => {
    expect(Object.keys(doc.paths).sort()).toEqual(
      [
        '/api/products',
        '/api/products/{slug}',
        '/api/resources',
        '/api/resources/{slug}',
        '/api/v1/products',
        '/api/v1/products/{slug}',
        '/api/v1/resources',
        '/api/v1/resources/{slug}',
        '/api/contact',
        '/api/download-request',
        '/api/mcp',
      ].sort(),
    );
  });

  it('states the MCP batch cap (at most 100 messages) and answers ids only as a string, an integer or null', () => {
    const mcp = (doc.paths['/api/mcp'] as Schema).post;
    const batch = mcp.requestBody.content['application/json'].schema.anyOf.find((s: Schema) => s.type === 'array');
    expect(batch).toMatchObject({ minItems: 1, maxItems: 100 });
    expect(mcp.responses['400'].description).toMatch(/more than 100 messages/);
    expect(mcp.responses['400'].description).toMatch(/same id/);
    expect(mcp.responses['400'].content['application/json'].schema.properties.id.type).toEqual([
      'string',
      'integer',
      'null',
    ]);
  });

  it(
    'gives every operation a unique operationId and the statuses ' +
      'of the spec, each error status with an example per code',
    () => {
      const ids = operations(doc).map(({ op }) => op.operationId);
      expect(new Set(ids).size).toBe(ids.length);
      const statuses = (path: string, method = 'get') => Object.keys(doc.paths[path]![method]!.responses).sort();
      expect(statuses('/api/products')).toEqual(['200', '405', '429']);
      expect(statuses('/api/v1/products/{slug}')).toEqual(['200', '404', '405', '429']);
      expect(statuses('/api/contact', 'post')).toEqual(['200', '400', '405', '429', '500']);
      expect(statuses('/api/download-request', 'post')).toEqual(['200', '400', '405', '429', '500']);
      const contact400 = doc.paths['/api/contact']!.post!.responses['400']!.content![`application/json`] as Schema;
      expect(Object.keys(contact400.examples).sort()).toEqual(
        ERROR_CODES.filter((c) => ERROR_STATUS[c] === 400).sort(),
      );
      const download400 = doc.paths['/api/download-request']!.post!.responses['400']!.content![
        `application/json`
      ] as Schema;
      expect(Object.keys(download400.examples).sort()).toEqual(['input_too_long', 'invalid_email', 'missing_fields']);
      for (const { op } of operations(doc)) {
        for (const [status, response] of Object.entries(op.responses)) {
          const examplesOf = (response.content?.['application/json'] as Schema | undefined)?.examples ?? {};
          for (const [code, example] of Object.entries(examplesOf) as [string, Schema][]) {
            if (status !== '200' && 'error' in example.value)
              expect(ERROR_STATUS[code as keyof typeof ERROR_STATUS]).toBe(Number(status));
          }
        }
      }
    },
  );

  it(
    'documents API-Version and the rate-limit headers on every ' +
      'read and enquiry response, Retry-After on 429, Allow on 405',
    () => {
      for (const { path, op } of operations(doc).filter(({ path }) => path !== '/api/mcp')) {
        for (const [status, response] of Object.entries(op.responses)) {
          expect(Object.keys(response.headers ?? {}), `${path} ${status}`).toEqual(
            expect.arrayContaining(['API-Version', 'RateLimit-Limit', 'RateLimit-Policy']),
          );
          if (status === '429') expect(Object.keys(response.headers!)).toContain('Retry-After');
          if (status === '405') expect(Object.keys(response.headers!)).toContain('Allow');
        }
      }
    },
  );

  it(
    'ContactRequest states the limits, the subject enum, the ' +
      'GST pattern and the GST condition from the same constants',
    () => {
      const contact = schemas.ContactRequest!;
      expect(contact.required.sort()).toEqual(['email', 'first_name', 'message', 'subject']);
      for (const [field, max] of Object.entries(CONTACT_LIMITS))
        if (field !== 'subject') expect(contact.properties[field].maxLength, field).toBe(max);
      expect(contact.properties.subject.enum).toHaveLength(8);
      expect(contact.properties.gst_number.pattern).toBe(GST_NUMBER_PATTERN.source);
      expect(contact.allOf[0].if.properties.subject.enum).toEqual([...GST_REQUIRED_SUBJECTS]);
      expect(contact.allOf[0].then.required).toEqual(['gst_number']);
      const download = schemas.DownloadRequest!;
      for (const [field, max] of Object.entries(DOWNLOAD_LIMITS))
        expect(download.properties[field].maxLength, field).toBe(max);
    },
  );

  it('the request examples pass the very schemas the service validates with', () => {
    for (const op of API_OPERATIONS.filter((o) => o.requestBody)) {
      const schema = op.requestBody!.schema === 'ContactRequest' ? ContactRequestSchema : DownloadRequestSchema;
      expect(schema.safeParse(op.requestBody!.example).success, op.operationId).toBe(true);
    }
  });

  it('response schemas forbid extra properties (the contract proxy catches a stray field)', () => {
    for (const name of [
      'Product',
      'ProductList',
      'ResourceSummary',
      'Resource',
      'ResourceList',
      'SuccessResponse',
      'ErrorResponse',
    ]) {
      expect(schemas[name]!.additionalProperties, name).toBe(false);
    }
  });
});

describe('versioning in /openapi.json (spec section 9)', () => {
  const next = buildOpenApiDocument({ siteUrl: site, examples, versions: v1Deprecated });

  it('marks every v1 operation deprecated with Deprecation, Sunset and Link headers, and no other', () => {
    for (const { path, op } of operations(next)) {
      const isV1 = path.startsWith('/api/v1/');
      expect(op.deprecated === true, path).toBe(isV1);
      for (const response of Object.values(op.responses)) {
        expect('Deprecation' in (response.headers ?? {}), path).toBe(isV1);
        expect('Sunset' in (response.headers ?? {}), path).toBe(isV1);
      }
    }
  });

  it('adds the v2 paths and describes the unversioned paths as aliases of v2', () => {
    expect(Object.keys(next.paths)).toEqual(expect.arrayContaining(['/api/v2/products', '/api/v2/resources/{slug}']));
    expect(next.paths['/api/products']!.get!.description).toContain('current version (v2)');
  });
});

describe('changelog', () => {
  it('its newest entry is the service description version', () =>
    expect(CHANGELOG[0]!.version).toBe(SERVICE_DESCRIPTION_VERSION));
});
