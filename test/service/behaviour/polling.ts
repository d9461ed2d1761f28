import { createHash } from 'node:crypto';
import { type Ctx, violate } from '../http.ts';

/**
 * Spec 4.3 refetch rule: "compare the category timestamp from activities to the stored one and
 * reread only when it moved; do not poll". A user-data read (below) answered 200 is remembered with
 * the activity timestamps of the buckets it depends on; the identical read again (same token,
 * method, path, query and body) while none of those timestamps moved is `polling`.
 *
 * Lenient where the contract is silent:
 * - any field of a mapped bucket counts (the contract names only `playback` and says there are
 *   "further per-category timestamps"), so a client that rereads a bucket on any change of it is fine;
 * - a new token (a refresh, a new sign-in) starts afresh: a client may have lost its cache with it;
 * - after POLL_WINDOW_MS of virtual time the same read is fine again (data the timestamps do not
 *   announce, such as the nightly playback cleanup, changes too);
 * - only a read that was answered 200 is remembered, so retrying a failed read is never polling;
 * - a read is remembered with the timestamps the client last saw in its own `/sync/activities`
 *   answer (the current ones when it read none): a write landing between a client's activities read
 *   and its read (its own history write, say) shows up as moved at its next activities read, and
 *   the spec tells it to reread then. One e2e run under load did exactly that and was called polling;
 * - `/sync/activities` itself is not judged here: it is how a client learns what moved, and the
 *   popup reads it on every open. Reading it on a timer is judged by activities-poll.ts; the
 *   per-second rates catch hammering it.
 */
export const POLL_WINDOW_MS = 24 * 3_600_000;

type Bucket = 'movies' | 'tv_shows' | 'anime';
const ALL: readonly Bucket[] = ['movies', 'tv_shows', 'anime'];
/** The `{type}` segment of the sync reads and of the bulk ratings read, to the bucket it lives in. */
const BUCKET_OF_TYPE = new Map<string, readonly Bucket[]>([
  ['all', ALL],
  ['movies', ['movies']],
  ['shows', ['tv_shows']],
  ['tv', ['tv_shows']],
  ['anime', ['anime']],
  // Saved playbacks: anime episodes are episodes.
  ['episodes', ['tv_shows', 'anime']],
]);

/** The activity buckets whose timestamps announce a change of this read's answer; undefined: not a judged read. */
export function bucketsOfRead(method: string, path: string, query: URLSearchParams): readonly Bucket[] | undefined {
  const segments = path.split('/').filter(Boolean);
  const [root, kind, type] = segments;
  const ofType = (t: string | undefined) => (t === undefined ? ALL : BUCKET_OF_TYPE.get(t));
  if (method === 'GET' && root === 'sync' && (kind === 'playback' || kind === 'all-items' || kind === 'ratings')) return ofType(type);
  // The caller's Watchlist with the service's ratings of its titles (spec 2.4).
  if (method === 'GET' && root === 'ratings' && query.has('user_watchlist')) return ofType(kind);
  // Stats count watches and ratings: a read despite the POST.
  if (method === 'POST' && root === 'users' && type === 'stats' && segments.length === 3) return ALL;
  return undefined;
}

interface Remembered {
  at: number;
  stamps: string;
}

export class PollingWatch {
  private readonly reads = new Map<string, Remembered>();
  /** Per token: the activity timestamps of its last `/sync/activities` answer. */
  private readonly seen = new Map<string, Record<string, unknown>>();

  /** Before the handler of an authenticated request: judge a repeat, remember a 200. */
  observe(ctx: Ctx): void {
    const user = ctx.auth?.user;
    if (!user || !ctx.auth) return;
    const tokenKey = createHash('sha256').update(ctx.auth.token).digest('hex');
    const activities = ctx.sim.library.activities(user.id);
    if (ctx.method === 'GET' && ctx.path === '/sync/activities') {
      ctx.res.once('finish', () => {
        if (ctx.res.statusCode === 200) this.seen.set(tokenKey, activities);
      });
      return;
    }
    const buckets = bucketsOfRead(ctx.method, ctx.path, ctx.query);
    if (!buckets) return;
    const key = readKey(ctx, ctx.auth.token);
    const now = ctx.sim.clock.now();
    const stampsOf = (of: typeof activities) => JSON.stringify(buckets.map((b) => of[b]));
    const stamps = stampsOf(activities);
    const known = stampsOf(this.seen.get(tokenKey) ?? activities);
    const prior = this.reads.get(key);
    if (prior && prior.stamps === stamps && now - prior.at < POLL_WINDOW_MS) {
      violate(
        ctx,
        'polling',
        `${ctx.method} ${ctx.path} read again while the activity timestamps of ${buckets.join(', ')} did not move since the same read ${Math.round((now - prior.at) / 1000)} s ago (spec 4.3: reread only when it moved; do not poll)`,
      );
    }
    ctx.res.once('finish', () => {
      if (ctx.res.statusCode === 200) this.reads.set(key, { at: now, stamps: known });
    });
  }
}

function readKey(ctx: Ctx, token: string): string {
  const query = [...ctx.query].sort(([a], [b]) => a.localeCompare(b));
  const tokenHash = createHash('sha256').update(token).digest('hex');
  return JSON.stringify([ctx.method, ctx.path, query, ctx.rawBody, tokenHash]);
}
