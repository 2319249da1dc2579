import { randomBytes } from 'node:crypto';
import type { RateLimitPolicy } from '../http/rateLimitPolicy.ts';
import type { RequestLog } from './requestLog.ts';

/**
 * An exact sliding-window rate limiter on storage that offers only "add a marker", "list markers"
 * and "remove a marker".
 *
 * Why not a counter: Netlify advises against read-modify-write on one blob key, and the local
 * Blobs server's conditional writes (`onlyIfNew`, `onlyIfMatch`) check and write in separate
 * steps, so two concurrent compare-and-swaps can both succeed. Plain "one marker per request,
 * then count" is not exact either: a request that lists late also counts requests that arrived
 * after it, and rejects itself although it came early.
 *
 * So requests are ordered with Lamport's bakery algorithm, which needs nothing but reads and
 * writes of per-request markers:
 *   1. add `c.<time>.<id>` (choosing a ticket);
 *   2. list, take ticket number = 1 + the largest number seen, add `t.<number>.<id>.<time>`;
 *   3. wait until every request that was choosing when our ticket became visible has its ticket
 *      (a request that starts choosing later sees ours and takes a larger number);
 *   4. wait until every ticket ordered before ours (number, then id) has its decision `d.<id>.<0|1>`;
 *   5. admitted iff fewer than `limit` admitted tickets lie in the window; add our decision.
 * Every request therefore decides knowing the decisions of all requests before it (or that they
 * cannot change its own): a burst of N parallel requests admits exactly min(N, limit). Rejected
 * requests do not use up the quota.
 *
 * Fast path: most requests decide from the list of step 2, without a ticket. Counting every
 * request still in progress there (a chooser without a ticket or fast decision, a ticket without a
 * decision) as possibly admitted: if the admitted ones alone reach the limit, the request is
 * refused; if admitted plus in progress stay below it, it is admitted, whatever order the others
 * take. Either way it adds `f.<id>.<0|1>.<time>` instead of a ticket: two round trips (add, list)
 * instead of four and the waiting. Only a request whose outcome depends on the ones in progress
 * (near the limit, in a burst) takes a ticket; a ticket-holder likewise decides as soon as the
 * requests it waits for can no longer change its outcome.
 *
 * Why that stays exact: say r "counts" s when s is in r's tally as admitted or possibly admitted.
 * Every admitted request counted fewer than `limit` others, so the limit holds if the admitted
 * requests can be ordered so that each counts all admitted ones before it, i.e. if "r does not
 * count s" has no cycle. A fast request f counts everyone whose chooser its list saw, so f does not
 * count s only if s's chooser was added after f's list began. A ticket-holder t counts the tickets
 * before its own, every fast decision it sees and every chooser its list after its ticket saw, so t
 * misses only later tickets (bakery order) and fast requests whose chooser was added after that
 * list began. Walking any cycle, each fast request's list begins strictly later than the previous
 * fast request's (across a run of tickets too: a ticket before another in bakery order had added
 * its chooser before the other's ticket was in place, or its list would have seen that ticket and
 * it would have taken a larger number), and a cycle of tickets alone contradicts the bakery order;
 * so there is no cycle.
 *
 * A chooser is not removed once resolved: a resolved chooser is ignored, and removing it cost a
 * write per request (the local Blobs server keeps its folder in listings anyway); it goes with the
 * request's other markers once they leave the window.
 *
 * A request that died mid-way (function timeout) would block the ones after it: its markers are
 * ignored once older than `STALE_MS`, and a ticket of unknown outcome counts as admitted (never
 * admitting one request too many). So does a chooser left without a ticket or a fast decision: its
 * request may have decided on the fast path and died (or been held up past `STALE_MS`, as under
 * load on a starved machine) before its decision's marker was written; ignoring it then admitted
 * one request too many (seen in the load test, docs/hardening.md). Old markers are removed as
 * requests pass.
 *
 * Writing the decision and clearing old markers come after the decision is
 * known and change no request's outcome, only how long later ones wait: `beginRequest` returns the
 * decision at once and those writes as `recorded`, for the caller to overlap with its own work
 * (and to await before it ends).
 */
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

interface Ticket {
  name: string;
  number: number;
  id: string;
  at: number;
}
interface LogView {
  tickets: Ticket[];
  ticketIds: Set<string>;
  choosing: { name: string; id: string; at: number }[];
  decisions: Map<string, { name: string; admitted: boolean }>;
  /** Decisions taken on the fast path, without a ticket. */
  fast: Map<string, { name: string; admitted: boolean; at: number }>;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

function parseView(names: string[]): LogView {
  const view: LogView = { tickets: [], ticketIds: new Set(), choosing: [], decisions: new Map(), fast: new Map() };
  for (const name of names) {
    const parts = name.split('.');
    if (parts[0] === 't' && parts.length === 4) {
      const ticket = { name, number: Number(parts[1]), id: parts[2]!, at: Number(parts[3]) };
      view.tickets.push(ticket);
      view.ticketIds.add(ticket.id);
    } else if (parts[0] === 'c' && parts.length === 3) {
      view.choosing.push({ name, at: Number(parts[1]), id: parts[2]! });
    } else if (parts[0] === 'd' && parts.length === 3) {
      view.decisions.set(parts[1]!, { name, admitted: parts[2] === '1' });
    } else if (parts[0] === 'f' && parts.length === 4) {
      view.fast.set(parts[1]!, { name, admitted: parts[2] === '1', at: Number(parts[3]) });
    }
  }
  return view;
}

const before = (a: { number: number; id: string }, b: { number: number; id: string }) =>
  a.number < b.number || (a.number === b.number && a.id < b.id);

/** Whether a chooser has its ticket or its fast decision. */
const resolved = (view: LogView, id: string) => view.ticketIds.has(id) || view.fast.has(id);

/** Times of the fast decisions that admitted a request inside the window. */
const fastAdmitted = (view: LogView, windowStart: number) => [...view.fast.values()].filter((f) => f.admitted && f.at > windowStart).map((f) => f.at);

/**
 * Times of the choosers (other than `id`) stale without a ticket or a fast decision, inside the
 * window: outcome unknown, so counted as admitted.
 */
const staleChoosers = (view: LogView, id: string, t: number, windowStart: number) =>
  view.choosing.filter((c) => c.id !== id && !resolved(view, c.id) && t - c.at >= STALE_MS && c.at > windowStart).map((c) => c.at);

/**
 * Times of the requests but `id` admitted inside the window as far as `view` shows: decided so on
 * a ticket or the fast path, or stale with no decision (a ticket or a chooser of unknown outcome).
 */
function admittedIn(view: LogView, id: string, t: number, windowStart: number): number[] {
  return [
    ...view.tickets.filter((x) => x.id !== id && x.at > windowStart && (view.decisions.get(x.id)?.admitted ?? t - x.at >= STALE_MS)).map((x) => x.at),
    ...fastAdmitted(view, windowStart),
    ...staleChoosers(view, id, t, windowStart),
  ];
}

/**
 * Times of the requests but `id` still deciding (and not stale): choosers without a ticket or a
 * fast decision, and tickets without a decision. Each may yet be admitted.
 */
function inProgress(view: LogView, id: string, t: number): number[] {
  return [
    ...view.choosing.filter((c) => c.id !== id && !resolved(view, c.id) && t - c.at < STALE_MS).map((c) => c.at),
    ...view.tickets.filter((x) => x.id !== id && !view.decisions.has(x.id) && t - x.at < STALE_MS).map((x) => x.at),
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
   * The decision's marker and the clean-up: requests after this one wait
   * for the decision, so the caller must await this before it ends. Never rejects: resolves to
   * the error of a failed write (the decision stands; a ticket whose decision is lost counts as
   * admitted, see above).
   */
  recorded: Promise<unknown>;
}

/** Counts one request of `key` (for example an IP under a deploy context) against `policy`. */
export async function takeRequest(log: RequestLog, key: string, policy: RateLimitPolicy, options: SlidingLogOptions = {}): Promise<RateLimitState> {
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

  const chooser = `c.${pad(now(), 15)}.${id}`;
  await log.add(prefix + chooser);
  const seen = parseView(await log.names(prefix));

  const seenAt = now();
  const windowStart = seenAt - windowMs;
  const admittedSeen = admittedIn(seen, id, seenAt, windowStart);
  const deciding = inProgress(seen, id, seenAt);
  if (admittedSeen.length >= policy.limit || admittedSeen.length + deciding.length < policy.limit) {
    const allowed = admittedSeen.length < policy.limit;
    const recorded = Promise.all([
      log.add(`${prefix}f.${id}.${allowed ? 1 : 0}.${pad(seenAt, 15)}`),
      removeExpired(log, prefix, seen, seenAt - windowMs - STALE_MS),
    ]).then(
      () => undefined,
      (error: unknown) => error,
    );
    // The quota left counts the requests in progress as admitted: it never promises too much.
    const used = allowed ? [...admittedSeen, ...deciding, seenAt] : admittedSeen;
    return { state: stateOf(policy, used, allowed, seenAt), recorded };
  }

  const number = 1 + Math.max(0, ...seen.tickets.map((t) => t.number));
  const at = now();
  const mine: Ticket = { name: `t.${pad(number, 10)}.${id}.${pad(at, 15)}`, number, id, at };
  await log.add(prefix + mine.name);

  let lastListMs = 0;
  let view = parseView(await log.names(prefix));
  // Requests choosing right now may still take a number below ours; later ones cannot.
  let choosers = new Set(view.choosing.filter((c) => c.id !== id && !resolved(view, c.id)).map((c) => c.id));
  const giveUpAt = now() + MAX_WAIT_MS;
  let allowed: boolean;
  let admittedBefore: number[];
  for (;;) {
    const t = now();
    const windowStart = t - windowMs;
    const choosingAt = new Map(view.choosing.map((c) => [c.id, c.at]));
    choosers = new Set([...choosers].filter((c) => !resolved(view, c) && t - (choosingAt.get(c) ?? 0) < STALE_MS));
    const earlier = view.tickets.filter((x) => before(x, mine) && x.at > windowStart);
    // Stale tickets never decided count as admitted: never one request too many.
    const known = earlier.filter((x) => view.decisions.get(x.id)?.admitted ?? t - x.at >= STALE_MS);
    const undecided = earlier.filter((x) => !view.decisions.has(x.id) && t - x.at < STALE_MS);
    // A fast decision we can see was taken without seeing our ticket: it comes before ours.
    admittedBefore = [...known.map((x) => x.at), ...fastAdmitted(view, windowStart), ...staleChoosers(view, id, t, windowStart)];
    // Decide as soon as the requests still undecided cannot change the outcome: in a burst, the
    // requests past the limit are refused as soon as `limit` earlier ones are known admitted.
    if (admittedBefore.length >= policy.limit) {
      allowed = false;
      break;
    }
    // Also as soon as they cannot change it the other way: even if every undecided ticket before
    // ours and every chooser that may still take a number below ours is admitted, we fit.
    if (admittedBefore.length + undecided.length + choosers.size < policy.limit) {
      allowed = true;
      admittedBefore = [...admittedBefore, ...undecided.map((x) => x.at), ...[...choosers].map((c) => choosingAt.get(c) ?? t)];
      break;
    }
    if (t >= giveUpAt) {
      // Outcomes still unknown after the longest wait count as admitted.
      allowed = admittedBefore.length + undecided.length + choosers.size < policy.limit;
      if (allowed) admittedBefore = [...admittedBefore, ...undecided.map((x) => x.at)];
      break;
    }
    const ahead = undecided.length + choosers.size;
    // Never poll faster than the store answers: a waiter keeps it busy half the time at most, so
    // a slow store (a loaded machine) is not slowed further by the requests waiting on it.
    await sleep(Math.max(lastListMs, Math.min(50, 5 + 2 * ahead)) * (0.75 + Math.random() / 2));
    const listStart = now();
    view = parseView(await log.names(prefix));
    lastListMs = now() - listStart;
  }
  const decidedAt = now();
  const recorded = Promise.all([
    log.add(`${prefix}d.${id}.${allowed ? 1 : 0}`),
    removeExpired(log, prefix, view, decidedAt - windowMs - STALE_MS),
  ]).then(
    () => undefined,
    (error: unknown) => error,
  );
  return { state: stateOf(policy, allowed ? [...admittedBefore, mine.at] : admittedBefore, allowed, decidedAt), recorded };
}

/** The state of `key` without counting a request: for answers that are not API calls (405, preflight). */
export async function peekRequests(log: RequestLog, key: string, policy: RateLimitPolicy, { now = Date.now }: SlidingLogOptions = {}): Promise<RateLimitState> {
  const view = parseView(await log.names(`${key}/`));
  const t = now();
  const windowStart = t - policy.windowSeconds * 1000;
  // As a request's answer: the requests still deciding count as used, so it never overstates.
  const used = [...admittedIn(view, '', t, windowStart), ...inProgress(view, '', t)];
  return stateOf(policy, used, used.length < policy.limit, t);
}

/** Remaining quota and reset times from the admitted requests' times in the window. */
export function stateOf(policy: RateLimitPolicy, admittedTimes: number[], allowed: boolean, at: number): RateLimitState {
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
  const expired = view.tickets.filter((t) => t.at < olderThan);
  const names = expired.flatMap((t) => [t.name, view.decisions.get(t.id)?.name]).filter((n): n is string => !!n);
  names.push(...view.choosing.filter((c) => c.at < olderThan).map((c) => c.name));
  names.push(...[...view.fast.values()].filter((f) => f.at < olderThan).map((f) => f.name));
  await Promise.all(names.slice(0, MAX_REMOVALS_PER_REQUEST).map((n) => log.remove(prefix + n).catch(() => {})));
}
