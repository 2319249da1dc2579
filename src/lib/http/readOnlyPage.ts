import { baseHeaders } from './headers.ts';

/** The answer of a page rendered on request to any method but GET or HEAD: 405, never cached. */
export function readOnlyPageRefusal(request: Request, message: string): Response | undefined {
  const method = request.method.toUpperCase();
  if (method === 'GET' || method === 'HEAD') return undefined;
  return new Response(message, {
    status: 405,
    headers: {
      ...baseHeaders(),
      Allow: 'GET, HEAD',
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
    },
  });
}
