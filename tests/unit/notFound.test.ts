import { describe, expect, it } from 'vitest';
import { baseHeaders } from '../../src/lib/http/headers.ts';
import { notFoundResponse } from '../../src/lib/http/notFound.ts';
import { pageModuleSource } from '../../src/lib/http/pageModule.ts';

const html = '<!DOCTYPE html><title>Page not found</title><p>"quoted" and \u2028 kept</p>';
const call = (path: string, method = 'GET') =>
  notFoundResponse(new Request(`http://localhost${path}`, { method }), html);

describe('an unknown page (page-not-found function)', () => {
  it('is a 404 with the built page, its HTML content type and the headers of every response', async () => {
    const res = call('/no-such-page');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    for (const [name, value] of Object.entries(baseHeaders())) expect(res.headers.get(name), name).toBe(value);
    expect(await res.text()).toBe(html);
  });

  it('answers HEAD without a body', () => {
    const res = call('/x', 'HEAD');
    expect(res.status).toBe(404);
    expect(res.body).toBeNull();
  });

  it('the generated module exports the page byte for byte', async () => {
    const url = `data:text/javascript,${encodeURIComponent(pageModuleSource(html))}`;
    expect((await import(/* @vite-ignore */ url)).default).toBe(html);
  });
});
