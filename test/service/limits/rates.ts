/**
 * Per-second rates of spec 8: 10 GET/s and 1 POST/s per token (or client_id when there is no
 * token); excess answers 429 `rate_limit`, and repeated POST overage places a throttling block
 * (412 `client_id_failed`) on the key, extended by further overage.
 *
 * Accounting is on the virtual clock in fixed one-second windows (floor(now / 1000)): requests in
 * the same virtual second count together, so a frozen clock makes every limit exactly
 * reproducible and `advanceMs: 1000` opens the next window. A second POST in the same window is
 * forgiven when it came at least 1000 - POST_SKEW_MS after the previous one: a client pacing its
 * POSTs 1 s apart on its own clock must not fail on a few milliseconds of transport jitter.
 */
export const GET_PER_SECOND = 10;
export const POST_PER_SECOND = 1;
export const POST_SKEW_MS = 100;
/** Excess POSTs within STRIKE_WINDOW_MS that turn into a block. */
export const STRIKES_TO_BLOCK = 3;
export const STRIKE_WINDOW_MS = 60_000;
export const BLOCK_MS = 60_000;

interface KeyState {
  window: number;
  gets: number;
  posts: number;
  lastPostAt: number;
  strikes: number[];
  blockedUntil: number;
}

export type RateVerdict = { ok: true } | { ok: false; status: 429 | 412; error: 'rate_limit' | 'client_id_failed'; retryAfterS: number; message: string };

export class RateLimiter {
  private readonly keys = new Map<string, KeyState>();

  /** `write` is every method other than GET/HEAD (POST and DELETE share the POST rate). */
  check(key: string, write: boolean, now: number): RateVerdict {
    const s = this.state(key, now);
    if (now < s.blockedUntil) {
      // Further overage during the block extends it (spec 8); reads do not.
      if (write) s.blockedUntil = Math.max(s.blockedUntil, now + BLOCK_MS);
      return blocked(s.blockedUntil, now);
    }
    const retryAfterS = Math.max(1, Math.ceil(((s.window + 1) * 1000 - now) / 1000));
    if (!write) {
      if (s.gets >= GET_PER_SECOND) {
        return { ok: false, status: 429, error: 'rate_limit', retryAfterS, message: `more than ${GET_PER_SECOND} GET requests in one second` };
      }
      s.gets += 1;
      return { ok: true };
    }
    const excess = s.posts >= POST_PER_SECOND && now - s.lastPostAt < 1000 - POST_SKEW_MS;
    if (!excess) {
      s.posts += 1;
      s.lastPostAt = now;
      return { ok: true };
    }
    s.strikes = s.strikes.filter((t) => now - t < STRIKE_WINDOW_MS);
    s.strikes.push(now);
    if (s.strikes.length >= STRIKES_TO_BLOCK) {
      s.blockedUntil = now + BLOCK_MS;
      s.strikes = [];
      return blocked(s.blockedUntil, now);
    }
    return { ok: false, status: 429, error: 'rate_limit', retryAfterS, message: `more than ${POST_PER_SECOND} POST request per second` };
  }

  /** Read-only view for the admin API. */
  snapshot(): Record<string, { blockedUntil: number | null; strikes: number }> {
    return Object.fromEntries([...this.keys].map(([k, s]) => [k, { blockedUntil: s.blockedUntil > 0 ? s.blockedUntil : null, strikes: s.strikes.length }]));
  }

  private state(key: string, now: number): KeyState {
    const window = Math.floor(now / 1000);
    let s = this.keys.get(key);
    if (!s) {
      s = { window, gets: 0, posts: 0, lastPostAt: Number.NEGATIVE_INFINITY, strikes: [], blockedUntil: 0 };
      this.keys.set(key, s);
    }
    if (s.window !== window) {
      s.window = window;
      s.gets = 0;
      s.posts = 0;
    }
    return s;
  }
}

function blocked(until: number, now: number): RateVerdict {
  return {
    ok: false,
    status: 412,
    error: 'client_id_failed',
    retryAfterS: Math.max(1, Math.ceil((until - now) / 1000)),
    message: 'a throttling block is active after repeated overage of 1 POST per second',
  };
}
