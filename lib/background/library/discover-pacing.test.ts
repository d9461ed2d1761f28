import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { createPacer } from '../../limits/pacer';
import { idbLibraryCache } from '../../library/cache';
import { createServices, type Services } from '../composition-root';
import { createDiscoverHandler } from './discover';

// spec 8: 10 GET per second. The library header's picture (spec 4.5, not on the exempt list) is a
// GET like the Discover lists beside it: it takes its turn from the same pacer, so a page opening
// Discover and the header at once never sends an eleventh GET inside one second. The real pacer
// and handler on a virtual clock; the answers come from a stand-in for the service.

const GET_GAP_MS = 110;
const GETS_PER_SECOND = 10;
const USER_ID = 41002;

/** Time that moves only when a paced caller sleeps: the requests' times are exactly the pacer's slots. */
function virtualClock() {
  let now = 0;
  return {
    now: () => now,
    sleep: async (ms: number) => {
      const until = now + ms;
      await new Promise<void>((resolve) => setImmediate(resolve));
      now = Math.max(now, until);
    },
  };
}

function answerFor(url: URL): unknown {
  if (url.pathname.startsWith('/users/recently-watched-background/')) {
    return { title: 'Heat', year: 1995, poster: null, fanart: 'https://images.example/fanart/heat.jpg' };
  }
  return [];
}

describe('the header picture is paced with the other background reads', () => {
  let services: Services;
  const clock = virtualClock();
  const sentAt: Array<{ at: number; path: string }> = [];

  beforeEach(async () => {
    sentAt.length = 0;
    const real = createServices();
    const db = await real.db();
    for (const store of ['library', 'state'] as const) await db.clear(store);
    const cache = idbLibraryCache(real.db);
    await cache.set('profile', { userId: USER_ID });
    const fetchRecorded: typeof fetch = async (input) => {
      const url = new URL(String(input));
      sentAt.push({ at: clock.now(), path: url.pathname });
      return new Response(JSON.stringify(answerFor(url)), { status: 200, headers: { 'content-type': 'application/json' } });
    };
    services = {
      ...real,
      http: { ...real.http, fetch: fetchRecorded, ready: async () => undefined },
      paceGet: createPacer(GET_GAP_MS, clock.now, clock.sleep),
      // The signed-in token, without the token store's own reads between a request's slot and its send.
      tokens: Object.assign(Object.create(real.tokens) as Services['tokens'], {
        withToken: <T>(call: (token: string) => Promise<T>) => call('token'),
      }),
    };
  });

  it('eleven GETs asked at once (ten searches and the header) never put more than ten in one second', async () => {
    const { handlers } = createDiscoverHandler(services);
    const searches = Array.from({ length: GETS_PER_SECOND }, (_, page) =>
      handlers['discover-search']({ type: 'discover-search', kind: 'movie', text: 'heat', page: page + 1 }),
    );
    const header = handlers['library-background']({ type: 'library-background' });
    const [headerAnswer] = await Promise.all([header, ...searches]);

    expect(headerAnswer).toMatchObject({ ok: true, title: 'Heat' });
    expect(sentAt.map((sent) => sent.path)).toContain(`/users/recently-watched-background/${USER_ID}`);
    expect(sentAt).toHaveLength(GETS_PER_SECOND + 1);
    const times = sentAt.map((sent) => sent.at).sort((a, b) => a - b);
    // Any eleven consecutive GETs span at least a second.
    for (let i = GETS_PER_SECOND; i < times.length; i++) {
      expect(times[i]! - times[i - GETS_PER_SECOND]!, `GETs ${i - GETS_PER_SECOND}..${i} at ${times.join(', ')} ms`).toBeGreaterThanOrEqual(1000);
    }
  });
});
