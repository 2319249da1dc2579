import { ERROR_STATUS, type ApiError } from '../schemas/error.ts';
import { JSON_CONTENT_TYPE, type HeaderMap } from './headers.ts';

/** The one JSON serializer of the service: static files and functions emit the same bytes. */
export function serializeJson(body: unknown): string {
  return JSON.stringify(body);
}

export function jsonResponse(status: number, body: unknown, headers: HeaderMap = {}): Response {
  return new Response(serializeJson(body), {
    status,
    headers: { ...headers, 'Content-Type': JSON_CONTENT_TYPE },
  });
}

/** An error in the contract's shape, with the status its code travels with. */
export function errorResponse(error: ApiError, headers: HeaderMap = {}): Response {
  const { code, message, hint } = error;
  return jsonResponse(ERROR_STATUS[code], { error: { code, message, hint } }, headers);
}
