import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { boundedTimeline } from '../../content-scripts/page-world/protocol';
import { frameRelaySource } from '../../content-scripts/player/frame-relay';
import { forwardPlayerEvent, forwardTicksRequest } from '../../lib/background/requests/player-relay';
import { listen } from '../../lib/background/requests/router';
import { MEDIA_EVENTS, TIME_UPDATE } from '../../content-scripts/player/player-handle';
import { acceptSession, HOSTED_APP } from '../../content-scripts/sites/emby/session';
import { storedSession } from '../../content-scripts/sites/emby/stored-session';
import { fuzz, hostileField, mutated, prototypeKeys, shapedJson, share } from './runs';
import { OURS } from './tab-senders';

// What a hostile page (or a frame the site itself put there) can hand our checks: forged page-world
// timelines, forged player-frame relays (sent to the background from any frame), and a media
// server's session as the page stored it (or, on Firefox, left it on ApiClient). Each check either
// refuses or yields values inside its bounds; none throws.

const TARGETS = 3;
const PAGE = new URL('https://media.home.example:8096/web/index.html');
const LONGEST_PROGRAM_SECONDS = 30 * 24 * 3600;
/** What got through, per check: a fuzz that never reaches acceptance checks nothing. */
const accepted = { timeline: 0, session: 0, relayed: 0, stored: 0 };

const number = fc.oneof(fc.double(), fc.integer({ min: -10, max: 4_000_000 }), fc.constantFrom(0, 1, 1440, LONGEST_PROGRAM_SECONDS + 1), hostileField);
/** What a page-world timeline reader may hand back where the page planted the values it reads. */
const timelineAnswers = fc.oneof(mutated({ position: 12, duration: 1440 }), fc.record({ position: number, duration: number }), shapedJson);
const sessionValue = fc.record(
  {
    app: fc.oneof(fc.constant('Jellyfin Web'), hostileField),
    address: fc.oneof(
      fc.constantFrom(PAGE.origin, `${PAGE.origin}/jellyfin/`, '/jellyfin', 'https://evil.example', '//evil.example/x', 'javascript:alert(1)', 'http://[::1]'),
      fc.webUrl(),
      hostileField,
    ),
    userId: fc.oneof(fc.constant('u1'), hostileField),
    token: fc.oneof(fc.constant('t'.repeat(32)), hostileField, fc.constant('t'.repeat(513))),
  },
  { requiredKeys: [] },
);
/** A session we would use: short strings, and a server on the page's own origin (or https for the hosted app). */
function expectSafeSession(session: ReturnType<typeof acceptSession>, page: URL): void {
  if (session === null) return;
  for (const field of [session.app, session.userId, session.token]) expect(field.length > 0 && field.length <= 512).toBe(true);
  const server = new URL(session.address);
  if (page.hostname === HOSTED_APP) expect(server.protocol).toBe('https:');
  else expect(server.origin).toBe(page.origin);
}

describe('fuzz: what a page posts into our windows', () => {
  afterAll(() => {
    console.log(`fuzz: page checks accepted: ${JSON.stringify(accepted)}`);
    for (const count of Object.values(accepted)) expect(count).toBeGreaterThan(0);
  });

  it('page-world timelines within bounds or nothing; an ApiClient session (Firefox) on the page own server or nothing', { timeout: 600_000 }, async () => {
    const before = prototypeKeys();
    await fuzz(
      'page-world values',
      fc.tuple(timelineAnswers, fc.oneof(sessionValue, mutated(sessionValue), shapedJson)),
      ([timelineData, sessionData]) => {
        // As the background takes a reader's answer (lib/background/requests/page-timeline.ts).
        const answer = timelineData as { position?: unknown; duration?: unknown } | null;
        const timeline = typeof answer === 'object' && answer !== null ? boundedTimeline(answer.position, answer.duration) : null;
        if (timeline) {
          accepted.timeline += 1;
          expect(Number.isFinite(timeline.position) && timeline.position >= 0 && timeline.position <= timeline.duration + 1).toBe(true);
          expect(timeline.duration > 0 && timeline.duration <= LONGEST_PROGRAM_SECONDS).toBe(true);
        }
        const session = acceptSession(sessionData, PAGE);
        if (session) accepted.session += 1;
        expectSafeSession(session, PAGE);
      },
      share(TARGETS),
    );
    expect(prototypeKeys()).toEqual(before);
  });

  it(
    "the frame relay: through the real router, only a Vilos frame in a watch page's tab reaches the top frame, within bounds",
    { timeout: 600_000 },
    async () => {
      const WATCH = 'https://www.crunchyroll.com/watch/GZ7UV8KWZ/asteroid-blues';
      const PLAYER = 'https://static.crunchyroll.com/vilos-v2/web/vilos/player.html';
      const field = (valid: fc.Arbitrary<unknown>) => fc.oneof({ weight: 12, arbitrary: valid }, { weight: 1, arbitrary: fc.oneof(number, shapedJson) });
      const player = fc.record(
        {
          currentTime: field(fc.double({ min: 0, max: 10_000, noNaN: true })),
          duration: field(fc.double({ min: 0, max: 10_000, noNaN: true })),
          paused: field(fc.boolean()),
          ended: field(fc.boolean()),
          muted: field(fc.boolean()),
          volume: field(fc.double({ min: 0, max: 1, noNaN: true })),
          playbackRate: field(fc.double({ min: 0, max: 16, noNaN: true })),
          src: hostileField,
        },
        { requiredKeys: [] },
      );
      const relay = fc.record({
        type: fc.oneof({ weight: 6, arbitrary: fc.constant('player-relay') }, fc.constantFrom('player-relayed', 'player-relay-ticks'), hostileField),
        site: fc.oneof({ weight: 6, arbitrary: fc.constant('crunchyroll') }, fc.constantFrom('netflix', '__proto__'), hostileField),
        event: fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...MEDIA_EVENTS, TIME_UPDATE) }, fc.constantFrom('progress', '__proto__'), hostileField),
        player: fc.oneof({ weight: 4, arbitrary: player }, shapedJson),
        frameId: fc.oneof(fc.constantFrom(0, 5), number),
        wanted: fc.oneof(fc.boolean(), hostileField),
      });
      /** Who the browser says sent it: the Vilos frame of a watch page, and everything that is not that. */
      const frame = (url: string, topUrl: string, frameId = 5) => ({ id: OURS, url, tab: { id: 4, url: topUrl }, frameId });
      const senders: Array<{ id: string; url: string; tab?: { id: number; url: string }; frameId?: number }> = [
        frame(PLAYER, WATCH),
        frame(PLAYER, 'https://www.crunchyroll.com/de/watch/GK9UG2E49/x', 2),
        frame(PLAYER, WATCH, 0),
        frame(WATCH, WATCH, 0),
        frame('https://static.crunchyroll.com.evil.example/p.html', WATCH),
        frame('https://evil.example/p.html', WATCH),
        frame('http://static.crunchyroll.com/p.html', WATCH),
        frame(PLAYER, 'https://www.crunchyroll.com/history'),
        frame(PLAYER, 'https://evil.example/watch/GZ7UV8KWZ'),
        { ...frame(PLAYER, WATCH), id: 'another-extension' },
        { ...frame(PLAYER, WATCH), tab: { id: -1, url: WATCH } },
      ];
      // A content script's sender always has its tab; one without (our own pages, the background)
      // is no sender here: their runtime messages never reach a content script.
      const allowed = (sender: (typeof senders)[number]) =>
        sender.id === OURS &&
        (sender.frameId ?? 0) > 0 &&
        sender.url === PLAYER &&
        !!sender.tab?.url.startsWith('https://www.crunchyroll.com/') &&
        sender.tab.url.includes('/watch/');
      // One fake browser for both sides: the background's router with its real relay handlers, and
      // the top frame's script, which hears what the background sends the tab's top frame.
      fakeBrowser.reset();
      fakeBrowser.tabs.sendMessage = (async (_tabId: number, message: unknown, options?: { frameId?: number }) => {
        if (options?.frameId === 0) void (await fakeBrowser.runtime.onMessage.trigger(message, { id: OURS } as never, () => undefined));
      }) as unknown as typeof fakeBrowser.tabs.sendMessage;
      fakeBrowser.runtime.sendMessage = (async () => undefined) as typeof fakeBrowser.runtime.sendMessage;
      const never = async () => expect.fail('only the relay is sent here');
      listen({
        tab: {
          playback: never,
          'source-failed': never,
          'site-unsure': never,
          'not-counted': never,
          'generic-unsure': never,
          'page-timeline': never,
          'player-relay': forwardPlayerEvent,
          'player-relay-ticks': forwardTicksRequest,
        },
        page: never,
      });
      await fuzz(
        'frame relay',
        fc.array(
          fc.tuple(
            fc.oneof({ weight: 4, arbitrary: relay }, mutated(relay), shapedJson),
            fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...senders.slice(0, 2)) }, fc.constantFrom(...senders)),
          ),
          {
            minLength: 1,
            maxLength: 4,
          },
        ),
        async (messages) => {
          const lifetime = new AbortController();
          const source = frameRelaySource('crunchyroll', lifetime.signal);
          const heard: string[] = [];
          source.onEvent((type) => heard.push(type));
          await fakeBrowser.tabs.onRemoved.trigger(4, { windowId: 1, isWindowClosing: false });
          let fromPlayer = 0;
          for (const [data, sender] of messages) {
            void (await fakeBrowser.runtime.onMessage.trigger(data, sender as never, () => undefined));
            if (allowed(sender)) fromPlayer += 1;
          }
          lifetime.abort();
          const state = source.current();
          if (fromPlayer === 0) expect([state, heard]).toEqual([null, []]);
          if (!state) return;
          accepted.relayed += 1;
          expect(Object.keys(state).sort()).toEqual(['currentTime', 'duration', 'ended', 'muted', 'paused', 'playbackRate', 'volume']);
          expect(state.currentTime >= 0 && Number.isFinite(state.currentTime) && state.duration >= 0 && Number.isFinite(state.duration)).toBe(true);
          expect(state.volume >= 0 && state.volume <= 1 && state.playbackRate >= 0 && state.playbackRate <= 16).toBe(true);
          for (const flag of [state.paused, state.ended, state.muted]) expect(typeof flag).toBe('boolean');
        },
        share(TARGETS),
      );
    },
  );

  it("a media server's stored sign-in (Jellyfin's, Emby's), whatever the page stored there", { timeout: 600_000 }, async () => {
    const pages = fc.constantFrom(PAGE, new URL('https://app.emby.media/web/index.html'), new URL('http://192.168.1.5/jellyfin/web/'));
    const server = {
      Id: 's',
      UserId: 'u',
      AccessToken: 't',
      ManualAddress: PAGE.origin,
      RemoteAddress: 'https://home.example:8920',
      LastConnectionMode: 1,
      DateLastAccessed: 1,
      Users: [{ UserId: 'u', AccessToken: 't' }],
    };
    const stored = fc.oneof(
      fc.record({ Servers: fc.array(fc.oneof(mutated(server), shapedJson), { maxLength: 3 }) }).map((value) => JSON.stringify(value)),
      shapedJson.map((value) => JSON.stringify(value) ?? 'null'),
      hostileField,
    );
    const entries = fc.record({ jellyfin_credentials: stored, servercredentials3: stored }, { requiredKeys: [] });
    await fuzz(
      'media-server stored session',
      fc.tuple(entries, pages),
      ([entriesOfPage, page]) => {
        const store = {
          getItem: (key: string) => (Object.hasOwn(entriesOfPage, key) ? entriesOfPage[key as keyof typeof entriesOfPage] : null),
        } as unknown as Storage;
        const fromStore = storedSession(store, page);
        if (fromStore) accepted.stored += 1;
        expectSafeSession(fromStore, page);
      },
      share(TARGETS),
    );
  });
});
