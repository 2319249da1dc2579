/** The local runtime the integration tests talk to (started once by scripts/test.mjs). */
export const BASE_URL = process.env.SERVICE_URL ?? 'http://localhost:8888';

export const get = (path: string, init?: RequestInit) => fetch(`${BASE_URL}${path}`, { redirect: 'manual', ...init });
