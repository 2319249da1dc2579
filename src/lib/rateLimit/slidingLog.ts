import { randomBytes } from 'node:crypto';
import type { RateLimitPolicy } from '../http/rateLimitPolicy.ts';
import type { RequestLog } from './requestLog.ts';

/**
 * An exact sliding-window rate limiter on storage that offers only "add a marker", "list markers" and
 * "remove a marker". The algorithm and the proof that it is exact: docs/enquiries.md, "Rate limits".
 */
/** A request's markers older than this are a dead request's: ignored, and counted as admitted. */
export const STALE_MS = 30_000;
/** How long a request waits for the ones before it, at most; then unknown outcomes count as admitted. */
export const MAX_WAIT_MS = 8_000;
const MAX_REMOVALS_PER_REQUEST = 30;

export interface RateLimitState {
  policy: RateLimitPolicy;
  /** Whether this request is within the limit. */
  allowed: boolean;
  /** Requests the client may still make in the current window. */
  remaining: number;
  /** Seconds until the window frees a request (0 when nothing is used). */
  resetSeconds: number;
  /** On a rejected request: seconds after which a retry is admitted (never earlier than the reset). */
  retryAfterSeconds?: number;
}

interface QueuePlace {
  name: string;
  number: number;
  id: string;
  at: number;
}
interface LogView {
  queued: QueuePlace[];
  queuedIds: Set<string>;
  arrivals: { name: string; id: string; at: number }[];
  /** Decisions of queued requests. */
  decisions: Map<string, { name: string; admitted: boolean }>;
  /** Decisions taken directly from the first list, without queueing. */
  direct: Map<string, { name: string; admitted: boolean; at: number }>;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Marker names (exported for tests that stage a request that died mid-way). */
export const arrivalMarker = (at: number, id: string) => `arrival.${pad(at, 15)}.${id}`;
export const queuedMarker = (number: number, id: string, at: number) =>
  `queued.${pad(number, 10)}.${id}.${pad(at, 15)}`;
const decisionMarker = (id: string, admitted: boolean) => `decision.${id}.${admitted ? 1 : 0}`;
const directMarker = (id: string, admitted: boolean, at: number) => `direct.${id}.${admitted ? 1 : 0}.${pad(at, 15)}`;

function parseView(names: string[]): LogView {
  const view: LogView = { queued: [], queuedIds: new Set(), arrivals: [], decisions: new Map(), direct: new Map() };
  for (const name of names) {
    const [kind, ...parts] = name.split('.');
    if (kind === 'queued' && parts.length === 3) {
      const place = { name, number: Number(parts[0]), id: parts[1]!, at: Number(parts[2]) };
      view.queued.push(place);
      view.queuedIds.add(place.id);
    } else if (kind === 'arrival' && parts.length === 2) {
      view.arrivals.push({ name, at: Number(parts[0]), id: parts[1]! });
    } else if (kind === 'decision' && parts.length === 2) {
      view.decisions.set(parts[0]!, { name, admitted: parts[1] === '1' });
    } else if (kind === 'direct' && parts.length === 3) {
      view.direct.set(parts[0]!, { name, admitted: parts[1] === '1', at: Number(parts[2]) });
    }
  }
  return view;
}

const before = (a: { number: number; id: string }, b: { number: number; id: string }) =>
  a.number < b.number || (a.number === b.number && a.id < b.id);

/** Whether an arrival has its place in the queue or its direct decision. */
const resolved = (view: LogView, id: string) => view.queuedIds.has(id) || view.direct.has(id);

/** Times of the direct decisions that admitted a request inside the window. */
const directAdmitted = (view: LogView, windowStart: number) =>
  [...view.direct.values()].filter((d) => d.admitted && d.at > windowStart).map((d) => d.at);

/** Times of the arrivals (other than `id`) stale and unresolved inside the window: counted as admitted. */
const staleArrivals = (view: LogView, id: string, t: number, windowStart: number) =>
  view.arrivals
    .filter((a) => a.id !== id && !resolved(view, a.id) && t - a.at >= STALE_MS && a.at > windowStart)
    .map((a) => a.at);

/**
 * Times of the requests but `id` admitted inside the window as far as `view` shows: decided so in
 * the queue or directly, or stale with no decision (outcome unknown).
 */
function admittedIn(view: LogView, id: string, t: number, windowStart: number): number[] {
  return [
    ...view.queued
      .filter((q) => q.id !== id && q.at > windowStart && (view.decisions.get(q.id)?.admitted ?? t - q.at >= STALE_MS))
      .map((q) => q.at),
    ...directAdmitted(view, windowStart),
    ...staleArrivals(view, id, t, windowStart),
  ];
}

/** Times of the requests but `id` still deciding (and not stale): each may yet be admitted. */
function inProgress(view: LogView, id: string, t: number): number[] {
  return [
    ...view.arrivals.filter((a) => a.id !== id && !resolved(view, a.id) && t - a.at < STALE_MS).map((a) => a.at),
    ...view.queued.filter((q) => q.id !== id && !view.decisions.has(q.id) && t - q.at < STALE_MS).map((q) => q.at),
  ];
}

export interface SlidingLogOptions {
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface BegunRequest {
  state: RateLimitState;
  /**
   * The decision's marker and the clean-up: later requests wait for the decision, so await this
   * before ending. Never rejects: resolves to a failed write's error (the decision stands).
   */
  recorded: Promise<unknown>;
}

/** Counts one request of `key` (for example an IP under a deploy context) against `policy`. */
export async function takeRequest(
  log: RequestLog,
  key: string,
  policy: RateLimitPolicy,
  options: SlidingLogOptions = {},
): Promise<RateLimitState> {
  const { state, recorded } = await beginRequest(log, key, policy, options);
  const error = await recorded;
  if (error !== undefined) throw error;
  return state;
}

/** `takeRequest` that answers as soon as the decision is known (see `BegunRequest.recorded`). */
export async function beginRequest(
  log: RequestLog,
  key: string,
  policy: RateLimitPolicy,
  { now = Date.now, sleep = defaultSleep }: SlidingLogOptions = {},
): Promise<BegunRequest> {
  const prefix = `${key}/`;
  const id = randomBytes(8).toString('hex');
  const windowMs = policy.windowSeconds * 1000;

  await log.add(prefix + arrivalMarker(now(), id));
  const seen = parseView(await log.names(prefix));

  const seenAt = now();
  const windowStart = seenAt - windowMs;
  const admittedSeen = admittedIn(seen, id, seenAt, windowStart);
  const deciding = inProgress(seen, id, seenAt);
  if (admittedSeen.length >= policy.limit || admittedSeen.length + deciding.length < policy.limit) {
    const allowed = admittedSeen.length < policy.limit;
    const recorded = Promise.all([
      log.add(prefix + directMarker(id, allowed, seenAt)),
      removeExpired(log, prefix, seen, seenAt - windowMs - STALE_MS),
    ]).then(
      () => undefined,
      (error: unknown) => error,
    );
    // The quota left counts the requests in progress as admitted: it never promises too much.
    const used = allowed ? [...admittedSeen, ...deciding, seenAt] : admittedSeen;
    return { state: stateOf(policy, used, allowed, seenAt), recorded };
  }

  const number = 1 + Math.max(0, ...seen.queued.map((q) => q.number));
  const at = now();
  const mine: QueuePlace = { name: queuedMarker(number, id, at), number, id, at };
  await log.add(prefix + mine.name);

  let lastListMs = 0;
  let view = parseView(await log.names(prefix));
  // Requests arriving right now may still take a number below ours; later ones cannot.
  // Stryker disable next-line ConditionalExpression,LogicalOperator,MethodExpression: the loop drops resolved ones
  let arriving = new Set(view.arrivals.filter((a) => a.id !== id && !resolved(view, a.id)).map((a) => a.id));
  const giveUpAt = now() + MAX_WAIT_MS;
  let allowed: boolean;
  let admittedBefore: number[];
  for (;;) {
    const t = now();
    const windowStart = t - windowMs;
    const arrivedAt = new Map(view.arrivals.map((a) => [a.id, a.at]));
    arriving = new Set([...arriving].filter((a) => !resolved(view, a) && t - (arrivedAt.get(a) ?? 0) < STALE_MS));
    const earlier = view.queued.filter((q) => before(q, mine) && q.at > windowStart);
    // Stale places never decided count as admitted: never one request too many.
    const known = earlier.filter((q) => view.decisions.get(q.id)?.admitted ?? t - q.at >= STALE_MS);
    const undecided = earlier.filter((q) => !view.decisions.has(q.id) && t - q.at < STALE_MS);
    // A direct decision we can see was taken without seeing our place: it comes before ours.
    admittedBefore = [
      ...known.map((q) => q.at),
      ...directAdmitted(view, windowStart),
      ...staleArrivals(view, id, t, windowStart),
    ];
    // Decide as soon as the undecided requests ahead cannot change the outcome, either way.
    if (admittedBefore.length >= policy.limit) {
      allowed = false;
      break;
    }
    if (admittedBefore.length + undecided.length + arriving.size < policy.limit) {
      allowed = true;
      admittedBefore = [
        ...admittedBefore,
        ...undecided.map((q) => q.at),
        ...[...arriving].map((a) => arrivedAt.get(a) ?? t),
      ];
      break;
    }
    if (t >= giveUpAt) {
      // Outcomes still unknown after the longest wait count as admitted, so the limit is reached (the
      // check just above found admitted plus unknown at or over it).
      allowed = false;
      break;
    }
    const ahead = undecided.length + arriving.size;
    // Never poll faster than the store answers, so a slow store is not slowed further by waiters.
    await sleep(Math.max(lastListMs, Math.min(50, 5 + 2 * ahead)) * (0.75 + Math.random() / 2));
    const listStart = now();
    view = parseView(await log.names(prefix));
    lastListMs = now() - listStart;
  }
  const decidedAt = now();
  const recorded = Promise.all([
    log.add(prefix + decisionMarker(id, allowed)),
    removeExpired(log, prefix, view, decidedAt - windowMs - STALE_MS),
  ]).then(
    () => undefined,
    (error: unknown) => error,
  );
  return {
    state: stateOf(policy, allowed ? [...admittedBefore, mine.at] : admittedBefore, allowed, decidedAt),
    recorded,
  };
}

/** The state of `key` without counting a request: for answers that are not API calls (405, preflight). */
export async function peekRequests(
  log: RequestLog,
  key: string,
  policy: RateLimitPolicy,
  { now = Date.now }: SlidingLogOptions = {},
): Promise<RateLimitState> {
  const view = parseView(await log.names(`${key}/`));
  const t = now();
  const windowStart = t - policy.windowSeconds * 1000;
  // As a request's answer: the requests still deciding count as used, so it never overstates.
  // Stryker disable next-line StringLiteral: no request's id is any such string, so every request is counted
  const used = [...admittedIn(view, '', t, windowStart), ...inProgress(view, '', t)];
  return stateOf(policy, used, used.length < policy.limit, t);
}

/** Remaining quota and reset times from the admitted requests' times in the window. */
export function stateOf(
  policy: RateLimitPolicy,
  admittedTimes: number[],
  allowed: boolean,
  at: number,
): RateLimitState {
  const windowMs = policy.windowSeconds * 1000;
  const times = [...admittedTimes].sort((a, b) => a - b);
  const secondsUntil = (time: number) => Math.max(1, Math.ceil((time + windowMs - at) / 1000));
  const remaining = Math.max(0, policy.limit - times.length);
  const resetSeconds = times.length === 0 ? 0 : secondsUntil(times[0]!);
  if (allowed) return { policy, allowed, remaining, resetSeconds };
  // A request is admitted again once enough of the oldest admitted ones have left the window.
  const freeing = times[Math.max(0, times.length - policy.limit)];
  const retryAfterSeconds = freeing === undefined ? 1 : secondsUntil(freeing);
  return { policy, allowed, remaining, resetSeconds: retryAfterSeconds, retryAfterSeconds };
}

/** Removes markers of requests that left the window long ago (a bounded number per request). */
async function removeExpired(log: RequestLog, prefix: string, view: LogView, olderThan: number): Promise<void> {
  const expired = view.queued.filter((q) => q.at < olderThan);
  const names = expired.flatMap((q) => [q.name, view.decisions.get(q.id)?.name]).filter((n): n is string => !!n);
  names.push(...view.arrivals.filter((a) => a.at < olderThan).map((a) => a.name));
  names.push(...[...view.direct.values()].filter((d) => d.at < olderThan).map((d) => d.name));
  await Promise.all(names.slice(0, MAX_REMOVALS_PER_REQUEST).map((n) => log.remove(prefix + n).catch(() => {})));
}
