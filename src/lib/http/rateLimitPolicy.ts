/**
 * The published rate limits (spec section 8), once. Functions, static headers, OpenAPI and docs
 * all read them from here.
 */
export interface RateLimitPolicy {
  /** Name used in the IETF `RateLimit-Policy` / `RateLimit` fields. */
  name: string;
  limit: number;
  windowSeconds: number;
}

export const READ_RATE_LIMIT: RateLimitPolicy = { name: 'read', limit: 300, windowSeconds: 300 };
export const CONTACT_RATE_LIMIT: RateLimitPolicy = { name: 'contact', limit: 5, windowSeconds: 3600 };
export const DOWNLOAD_RATE_LIMIT: RateLimitPolicy = { name: 'download', limit: 10, windowSeconds: 3600 };

/** A policy's window in words, as the spec writes it: "hour", "5 minutes". */
export function windowWords(policy: RateLimitPolicy): string {
  const minutes = policy.windowSeconds / 60;
  return minutes === 60 ? 'hour' : `${minutes} minutes`;
}

/** A policy in words, the one way every page and document states it: "300 requests per 5 minutes". */
export function rateLimitWords(policy: RateLimitPolicy): string {
  return `${policy.limit} requests per ${windowWords(policy)}`;
}

/** IETF draft-ietf-httpapi-ratelimit-headers `RateLimit-Policy` item, e.g. `"read";q=300;w=300`. */
export function rateLimitPolicyField(policy: RateLimitPolicy): string {
  return `"${policy.name}";q=${policy.limit};w=${policy.windowSeconds}`;
}

/**
 * Netlify's own rate limiter (netlify.toml's `[redirects.rate_limit]`) allows windows of at most 180 s, so the
 * published 300 per 300 s is enforced as the same rate over the longest window Netlify offers:
 * 180 per 180 s (docs/api.md explains the trade-off for bursts).
 */
export const NETLIFY_MAX_WINDOW_SECONDS = 180;
export function netlifyRateLimitConfig(policy: RateLimitPolicy) {
  const windowSize = Math.min(policy.windowSeconds, NETLIFY_MAX_WINDOW_SECONDS);
  return {
    windowLimit: Math.floor((policy.limit * windowSize) / policy.windowSeconds),
    windowSize,
    // An array: a single string is silently treated as per-domain by Netlify.
    aggregateBy: ['ip', 'domain'] as ('ip' | 'domain')[],
  };
}

/** IETF `RateLimit` item for a client's current state, e.g. `"contact";r=3;t=1200`. */
export function rateLimitField(policy: RateLimitPolicy, remaining: number, resetSeconds: number): string {
  return `"${policy.name}";r=${remaining};t=${resetSeconds}`;
}
