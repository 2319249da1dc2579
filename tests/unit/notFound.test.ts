import { describe, expect, it } from 'vitest';
import { baseHeaders } from '../../src/lib/http/headers.ts';
import { notFoundResponse } from '../../src/lib/http/notFound.ts';

const html = '<!DOCTYPE html><title>Page not found</title><p>"quoted" and \u2028 kept</p>';
const call = (path: string, method = 'GET') =>
  notFoundResponse(new Request(`http://localhost${path}`, { method }), new Response(html, { status: 404 }));

describe('an unknown page (page-not-found function)', () => {
  it('is a 404 with the page Astro rendered, its HTML content type and the headers of every response', async () => {
    const res = call('/no-such-page');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    for (const [name, value] of Object.entries(baseHeaders())) expect(res.headers.get(name), name).toBe(value);
    expect(await res.text()).toBe(html);
  });

  it('answers HEAD without a body', () => {
    const res = call('/x', 'HEAD');
    expect(res.status).toBe(404);
    expect(res.body).toBeNull();
  });
});
