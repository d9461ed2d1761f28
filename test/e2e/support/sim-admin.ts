import { parseJsonKeepingIds } from '../../../lib/service/precise-json';
import type { RequestEntry, Violation } from '../../service/violations';

/** The admin view's 64-bit id keys (history, playback and rewatch rows). */
const BIG_ID_KEYS = ['id', 'rewatch_id'] as const;

/** Reads the simulator's admin view (test-only endpoints the real service does not have). */
export class SimAdmin {
  constructor(private readonly apiUrl: string) {}

  /**
   * The simulator writes 64-bit ids as bare integers (like the service); `exactIds` names the keys
   * read as exact digit strings, so what a test or the demo prints is never a rounded id.
   */
  private async get<T>(path: string, exactIds: readonly string[] = []): Promise<T> {
    const response = await fetch(`${this.apiUrl}/__admin${path}`);
    if (!response.ok) throw new Error(`admin GET ${path}: HTTP ${response.status}`);
    return parseJsonKeepingIds(await response.text(), exactIds) as T;
  }

  violations(): Promise<Violation[]> {
    return this.get('/violations');
  }

  requests(pathPrefix = ''): Promise<RequestEntry[]> {
    return this.get(`/requests?path=${encodeURIComponent(pathPrefix)}`);
  }

  user(name = 'demo'): Promise<UserView> {
    return this.get(`/users/${name}`, BIG_ID_KEYS);
  }

  async clearFaults(): Promise<void> {
    const response = await fetch(`${this.apiUrl}/__admin/faults`, { method: 'DELETE' });
    if (!response.ok) throw new Error(`admin DELETE /faults: HTTP ${response.status}`);
  }

  async faults(faults: unknown): Promise<void> {
    const response = await fetch(`${this.apiUrl}/__admin/faults`, {
      method: 'POST',
      body: JSON.stringify(faults),
      headers: { 'content-type': 'application/json' },
    });
    if (!response.ok) throw new Error(`admin POST /faults: HTTP ${response.status}`);
  }

  /** The user's access tokens end now (the clock stays): the next request meets 401 and refreshes. */
  async expireAccess(user = 'demo'): Promise<number> {
    const response = await fetch(`${this.apiUrl}/__admin/expire-access`, {
      method: 'POST',
      body: JSON.stringify({ user }),
      headers: { 'content-type': 'application/json' },
    });
    if (!response.ok) throw new Error(`admin POST /expire-access: HTTP ${response.status}`);
    return ((await response.json()) as { expired: number }).expired;
  }

  /** A watch the user made on the service's website or in another app (`svc`: a movie's or an episode's) at `at` (ISO; default now). */
  async watchedElsewhere(svc: number, at?: string, user = 'demo'): Promise<string> {
    const response = await fetch(`${this.apiUrl}/__admin/watched-elsewhere`, {
      method: 'POST',
      body: JSON.stringify({ user, svc, ...(at ? { watched_at: at } : {}) }),
      headers: { 'content-type': 'application/json' },
    });
    if (!response.ok) throw new Error(`admin POST /watched-elsewhere: HTTP ${response.status}`);
    return ((await response.json()) as { watched_at: string }).watched_at;
  }

  /** The faults still waiting for a request to hit (a fault with `times` leaves once used up). */
  queuedFaults(): Promise<unknown[]> {
    return this.get('/faults');
  }

  /**
   * spec 8: one write (POST, DELETE) per second per token. Waits until the simulator's own clock
   * (the one its rate limit counts on) is a second past the last write its request log shows,
   * whoever's token it carried: a test's own write after this is never over the rate.
   */
  async writeWindowFree(): Promise<void> {
    const last = (await this.requests('')).filter((r) => r.host === 'api' && r.method !== 'GET' && r.method !== 'HEAD').at(-1);
    if (!last) return;
    const freeAt = Date.parse(last.at) + 1000;
    await waitFor('a second past the last write, on the service clock', async () => (await this.get<{ now: number }>('/clock')).now >= freeAt);
  }

  /** Lets every request held by a fault's latency go on now; returns how many were held. */
  async releaseFaults(): Promise<number> {
    const response = await fetch(`${this.apiUrl}/__admin/faults/release`, { method: 'POST' });
    if (!response.ok) throw new Error(`admin POST /faults/release: HTTP ${response.status}`);
    return ((await response.json()) as { released: number }).released;
  }
}

export interface UserView {
  /** The simulator's history rows (test/service/library.ts historyJson). */
  history: Array<
    { type: 'movie' | 'episode'; title: string; ids: { svc: number } & Record<string, unknown>; season?: number; number?: number; watched_at: string } & Record<
      string,
      unknown
    >
  >;
  playback: Array<Record<string, unknown>>;
  sessions: Array<Record<string, unknown>>;
}

/** Polls a condition until true; e2e waits on real browsers, so time is the only signal. */
export async function waitFor<T>(what: string, probe: () => Promise<T | undefined | null | false>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await probe();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}${last ? ` (last error: ${String(last)})` : ''}`);
}
