import { describe, expect, it } from 'vitest';
import { contractBreaches, expectToConform } from '../helpers/contract.ts';
import { get, getDirect } from '../helpers/runtime.ts';

describe('the contract test: responses are checked against the served /openapi.json by Stoplight Prism', () => {
  it('get() goes through the validating proxy (Prism reports on every exchange it cannot match)', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('sl-violations')).toContain('Selected route not found');
  });

  it('a response error is a breach; a request error only when the service accepted the request', () => {
    const requestError = { location: ['request', 'body'], severity: 'Error', message: 'bad body' };
    const responseError = { location: ['response', 'header'], severity: 'Error', message: 'missing API-Version' };
    const warning = { location: ['request'], severity: 'Warning', message: 'Selected route not found' };
    expect(contractBreaches(400, [requestError, warning])).toEqual([]);
    expect(contractBreaches(200, [requestError])).toEqual([requestError]);
    expect(contractBreaches(404, [responseError])).toEqual([responseError]);
  });

  it('the in-process validator for direct requests accepts a real response and rejects a tampered one', async () => {
    const real = await getDirect('/api/v1/products/no-such-slug');
    await expectToConform({ method: 'GET', path: '/api/v1/products/no-such-slug' }, real);

    const body = { ...(await real.clone().json()), extra: true };
    const headers = new Headers(real.headers);
    headers.delete('api-version');
    const tampered = new Response(JSON.stringify(body), { status: 404, headers });
    await expect(expectToConform({ method: 'GET', path: '/api/v1/products/no-such-slug' }, tampered)).rejects.toThrow(
      /api-version[\s\S]*|extra/i,
    );
  });
});
