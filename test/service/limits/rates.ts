/**
 * Per-second rates of spec 8: 10 GET/s and 1 POST/s per token (or client_id when there is no
 * token); excess answers 429 `rate_limit`, and repeated POST overage places a throttling block
 * (412 `client_id_failed`) on the key, extended by further overage.
 *
 * Accounting is on the virtual clock in sliding one-second windows: a request is excess when the
 * key already had its allowance within the 1000 ms before it, whichever calendar second each falls
 * in (fixed buckets let two POSTs a few milliseconds apart across a boundary through, and a 0.9 s
 * cadence too). A frozen clock keeps every limit exactly reproducible; `advanceMs: 1000` frees the
 * window. JITTER_MS of transport jitter is forgiven: a client pacing 1 s apart on its own clock
 * must not fail on a few milliseconds, while a 0.9 s cadence is still caught.
 */
export const GET_PER_SECOND = 10;
export const POST_PER_SECOND = 1;
export const JITTER_MS = 50;
const WINDOW_MS = 1000;
/** Excess POSTs within STRIKE_WINDOW_MS that turn into a block. */
export const STRIKES_TO_BLOCK = 3;
export const STRIKE_WINDOW_MS = 60_000;
export const BLOCK_MS = 60_000;

interface KeyState {
  /** Arrival times of the accepted requests still inside the window, oldest first. */
  gets: number[];
  posts: number[];
  strikes: number[];
  blockedUntil: number;
}

export type RateVerdict = { ok: true } | { ok: false; status: 429 | 412; error: 'rate_limit' | 'client_id_failed'; retryAfterS: number; message: string };

export class RateLimiter {
  private readonly keys = new Map<string, KeyState>();

  /** `write` is every method other than GET/HEAD (POST and DELETE share the POST rate). */
  check(key: string, write: boolean, now: number): RateVerdict {
    const s = this.state(key);
    if (now < s.blockedUntil) {
      // Further overage during the block extends it (spec 8); reads do not.
      if (write) s.blockedUntil = Math.max(s.blockedUntil, now + BLOCK_MS);
      return blocked(s.blockedUntil, now);
    }
    const accepted = write ? s.posts : s.gets;
    const allowance = write ? POST_PER_SECOND : GET_PER_SECOND;
    while (accepted.length > 0 && now - (accepted[0] ?? now) >= WINDOW_MS - JITTER_MS) accepted.shift();
    if (accepted.length < allowance) {
      accepted.push(now);
      return { ok: true };
    }
    // Seconds until the oldest accepted request leaves the window.
    const retryAfterS = Math.max(1, Math.ceil(((accepted[0] ?? now) + WINDOW_MS - JITTER_MS - now) / 1000));
    if (!write) {
      return { ok: false, status: 429, error: 'rate_limit', retryAfterS, message: `more than ${GET_PER_SECOND} GET requests in one second` };
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

  private state(key: string): KeyState {
    let s = this.keys.get(key);
    if (!s) {
      s = { gets: [], posts: [], strikes: [], blockedUntil: 0 };
      this.keys.set(key, s);
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
