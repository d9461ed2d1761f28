import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { PlaybackReport } from '../../messages/media';
import type { AnswerFrom, RequestType } from '../../messages/protocol';
import { forwardPlayerEvent, forwardTicksRequest } from './player-relay';
import { listen } from './router';

// The router as the worker runs it, on WXT's in-memory browser: each message goes through the real
// onMessage listener with the sender the browser would name.

const OURS = fakeBrowser.runtime.id;
const ENABLED = 'https://tv.example';
const SERVER = 'http://192.168.1.20:8096';
const report = (site: string, siteItemId: string): PlaybackReport => ({
  type: 'playback',
  guess: { site, siteItemId, kind: 'movie', title: 'Dune' },
  state: 'playing',
  position: 10,
  duration: 6000,
  muted: false,
  at: 1_700_000_000_000,
});
const tab = (url: string, id = 7) => ({ id: OURS, url, tab: { id, url }, frameId: 0 });
const page = (path: string) => ({ id: OURS, url: fakeBrowser.runtime.getURL(path) });

type Call = [string, ...unknown[]];

describe('the background router: every message validated, every sender checked', () => {
  const calls: Call[] = [];
  /** What the background sent into a tab: the tab, the message, the frame. */
  const delivered: unknown[][] = [];
  let popupAnswer: () => Promise<AnswerFrom<RequestType>>;

  beforeEach(async () => {
    fakeBrowser.reset();
    calls.length = 0;
    delivered.length = 0;
    fakeBrowser.tabs.sendMessage = (async (tabId: number, message: unknown, options?: { frameId?: number }) =>
      void delivered.push([tabId, message, options?.frameId])) as unknown as typeof fakeBrowser.tabs.sendMessage;
    popupAnswer = async () => ({ ok: true, error: 'answered' });
    await fakeBrowser.storage.local.set({ genericOrigins: [ENABLED], mediaServerOrigins: [SERVER] });
    // The fake has no permissions API: the browser grants what the user switched on.
    fakeBrowser.permissions.contains = (async () => true) as typeof fakeBrowser.permissions.contains;
    listen({
      tab: {
        playback: async (payload, from) => void calls.push(['playback', from.tabId, payload.guess, from.tabUrl]),
        'source-failed': async (failure) => void calls.push(['sourceFailed', failure]),
        'site-unsure': async (message) => void calls.push(['siteUnsure', message]),
        'not-counted': async (message) => void calls.push(['notCounted', message]),
        'generic-unsure': async (message, from) => void calls.push(['genericUnsure', message, from.tabId]),
        'page-timeline': async (request, from) => {
          calls.push(['pageTimeline', request.site, from.tabId, from.frameId]);
          return { timeline: { position: 60, duration: 1200 } };
        },
        'player-relay': forwardPlayerEvent,
        'player-relay-ticks': forwardTicksRequest,
      },
      page: async (request) => {
        calls.push(['popup', request]);
        return popupAnswer();
      },
    });
  });

  const send = async (message: unknown, sender: object): Promise<unknown> => {
    const answers = await fakeBrowser.runtime.onMessage.trigger(message, sender as never, () => undefined);
    return answers[0];
  };

  it('a playback report from a tab of its own site reaches the machine, with the tab and its page', async () => {
    const url = 'https://www.netflix.com/watch/80077209';
    expect(await send(report('netflix', '80077209'), tab(url))).toEqual({ ok: true });
    expect(calls).toEqual([['playback', 7, report('netflix', '80077209').guess, url]]);
  });

  it.each([
    ['another site', tab('https://www.youtube.com/watch?v=x')],
    ['a look-alike host', tab('https://www.netflix.com.evil.example/watch/1')],
    ['plain http', tab('http://www.netflix.com/watch/1')],
    ['another extension', { ...tab('https://www.netflix.com/watch/1'), id: 'another-extension' }],
    ['no tab (an extension page)', page('/popup.html')],
  ])('a Netflix report from %s is dropped unanswered', async (_name, sender) => {
    expect(await send(report('netflix', '80077209'), sender)).toBeUndefined();
    expect(calls).toEqual([]);
  });

  it("a page-world timeline read is answered for a tab of the site it names only (Chrome: the background runs that site's reader there)", async () => {
    const read = { type: 'page-timeline', site: 'disneyplus' };
    expect(await send(read, { ...tab('https://www.disneyplus.com/play/abc', 4), frameId: 2 })).toEqual({ timeline: { position: 60, duration: 1200 } });
    expect(calls).toEqual([['pageTimeline', 'disneyplus', 4, 2]]);
    calls.length = 0;
    // Another site's tab asking to run Disney+'s reader in its page, or an extension page: nothing.
    expect(await send(read, tab('https://www.netflix.com/watch/1'))).toBeUndefined();
    expect(await send(read, page('/popup.html'))).toBeUndefined();
    expect(await send({ ...read, site: '__proto__' }, tab('https://www.disneyplus.com/play/abc'))).toBeUndefined();
    expect(calls).toEqual([]);
  });

  describe('the player frame relay: through the background, between the frames it names', () => {
    const WATCH = 'https://www.crunchyroll.com/de/watch/GZ7UV8KWZ/asteroid-blues';
    const PLAYER = 'https://static.crunchyroll.com/vilos-v2/web/vilos/player.html';
    const player = { currentTime: 12, duration: 1440, paused: false, ended: false, muted: false, volume: 1, playbackRate: 1 };
    const relay = { type: 'player-relay', site: 'crunchyroll', event: 'playing', player };
    /** A sub-frame of a tab, as the browser names it: the frame's own URL, the tab's top page. */
    const frame = (url: string, topUrl: string, frameId = 5) => ({ id: OURS, url, tab: { id: 4, url: topUrl }, frameId });

    it("a player frame's event reaches its tab's top frame only, with the frame's id and its known fields only", async () => {
      await send({ ...relay, player: { ...player, src: 'blob:x' }, extra: 1 }, frame(PLAYER, WATCH));
      expect(delivered).toEqual([[4, { type: 'player-relayed', frameId: 5, event: 'playing', player }, 0]]);
    });

    it('is refused from the top frame, another origin, a look-alike host, http, a tab off the watch page, another site or extension', async () => {
      for (const sender of [
        { ...frame(PLAYER, WATCH), frameId: 0 },
        { ...frame(PLAYER, WATCH), frameId: undefined },
        frame('https://evil.example/vilos/player.html', WATCH),
        frame('https://static.crunchyroll.com.evil.example/player.html', WATCH),
        frame('https://static.crunchyroll.com:8443/player.html', WATCH),
        frame('http://static.crunchyroll.com/player.html', WATCH),
        frame(PLAYER, 'https://www.crunchyroll.com/history'),
        frame(PLAYER, 'https://evil.example/watch/GZ7UV8KWZ'),
        frame(PLAYER, 'http://www.crunchyroll.com/watch/GZ7UV8KWZ'),
        { ...frame(PLAYER, WATCH), tab: { id: -1, url: WATCH } },
        { ...frame(PLAYER, WATCH), id: 'another-extension' },
      ]) {
        expect(await send(relay, sender)).toBeUndefined();
      }
      expect(await send({ ...relay, site: 'netflix' }, frame(PLAYER, 'https://www.netflix.com/watch/1'))).toBeUndefined();
      expect(delivered).toEqual([]);
    });

    it.each([
      ['a negative position', { currentTime: -1 }],
      ['an endless duration', { duration: Number.POSITIVE_INFINITY }],
      ['a position that is no number', { currentTime: Number.NaN }],
      ['a volume above 1', { volume: 2 }],
      ['a playback rate above 16', { playbackRate: 32 }],
      ['a state that is no boolean', { paused: 'no' }],
      ['a missing field', { playbackRate: undefined }],
    ])('refuses %s', async (_, fields) => {
      expect(await send({ ...relay, player: { ...player, ...fields } }, frame(PLAYER, WATCH))).toBeUndefined();
      expect(await send({ ...relay, event: 'progress' }, frame(PLAYER, WATCH))).toBeUndefined();
      expect(delivered).toEqual([]);
    });

    it("the top frame's time-update request goes to the frame it names, from the site's top frame only", async () => {
      const ticks = { type: 'player-relay-ticks', site: 'crunchyroll', frameId: 5, wanted: true };
      await send(ticks, { ...tab(WATCH, 4) });
      expect(delivered).toEqual([[4, { type: 'player-ticks', wanted: true }, 5]]);
      delivered.length = 0;
      expect(await send(ticks, frame(PLAYER, WATCH))).toBeUndefined();
      expect(await send(ticks, tab('https://evil.example/watch/GZ7UV8KWZ'))).toBeUndefined();
      expect(await send({ ...ticks, frameId: 0 }, tab(WATCH))).toBeUndefined();
      expect(delivered).toEqual([]);
    });
  });

  it("a media server's report counts from a server the user added (port included) or the kind's hosted app, and nowhere else", async () => {
    const player = `${SERVER}/jellyfin/web/index.html#/video`;
    expect(await send(report('jellyfin', '192.168.1.20:8096:abc'), tab(player))).toEqual({ ok: true });
    expect(await send(report('plex', 'app.plex.tv:4211'), tab('https://app.plex.tv/desktop/#!/'))).toEqual({ ok: true });
    expect(calls.map(([, , guess]) => (guess as { site: string }).site)).toEqual(['jellyfin', 'plex']);
    calls.length = 0;
    for (const [site, url] of [
      ['jellyfin', 'http://192.168.1.20:9000/web/index.html#/video'],
      ['jellyfin', `${ENABLED}/web/index.html#/video`],
      ['emby', 'https://www.netflix.com/watch/1'],
      ['jellyfin', 'https://app.plex.tv/desktop/'],
      ['netflix', player],
    ] as const) {
      expect(await send(report(site, 'x'), tab(url)), `${site} from ${url}`).toBeUndefined();
    }
    expect(calls).toEqual([]);
  });

  it("a media server's report is keyed by its sender's origin and must name the sender's own server", async () => {
    const player = `${SERVER}/web/index.html#/video`;
    expect(await send(report('jellyfin', '192.168.1.20:8096:abc'), tab(player))).toEqual({ ok: true });
    expect(calls).toEqual([['playback', 7, { ...report('jellyfin', '').guess, siteItemId: `${SERVER}/abc` }, player]]);
    calls.length = 0;
    // An added server's page speaking for another server (whose caches it would fill): nothing.
    expect(await send(report('jellyfin', 'nas.example:8096:abc'), tab(player))).toBeUndefined();
    expect(calls).toEqual([]);
  });

  it('a generic report counts only from an origin the user switched on, keyed by that origin', async () => {
    expect(await send(report('generic', 'tv.example/watch/1'), tab(`${ENABLED}/watch/1`))).toEqual({ ok: true });
    expect(calls).toEqual([['playback', 7, { ...report('generic', '').guess, siteItemId: 'https://tv.example/watch/1' }, `${ENABLED}/watch/1`]]);
    calls.length = 0;
    // Elsewhere, or naming another host than the sender's page: nothing.
    expect(await send(report('generic', 'other.example/watch/1'), tab('https://other.example/watch/1'))).toBeUndefined();
    expect(await send(report('generic', 'evil.example/watch/1'), tab(`${ENABLED}/watch/1`))).toBeUndefined();
    expect(calls).toEqual([]);
  });

  it('a popup request is answered only for our own pages; a failing handler answers with its error', async () => {
    expect(await send({ type: 'status' }, page('/popup.html'))).toEqual({ ok: true, error: 'answered' });
    expect(await send({ type: 'status' }, tab('https://www.netflix.com/watch/1'))).toBeUndefined();
    expect(await send({ type: 'status' }, { id: OURS, url: `chrome-extension://${OURS}evil/popup.html` })).toBeUndefined();
    popupAnswer = async () => {
      throw new Error('the service is unreachable');
    };
    expect(await send({ type: 'sign-in' }, page('/options.html'))).toEqual({ ok: false, error: 'the service is unreachable' });
    expect(calls).toEqual([
      ['popup', { type: 'status' }],
      ['popup', { type: 'sign-in' }],
    ]);
  });

  it('malformed messages are dropped before any handler', async () => {
    for (const message of [
      null,
      'status',
      { type: 'playback' },
      { type: 'search-items', text: '' },
      { type: 'set-tab-paused', tabId: -1, paused: true },
      { type: 'unknown' },
    ]) {
      expect(await send(message, page('/popup.html'))).toBeUndefined();
    }
    expect(calls).toEqual([]);
    // Keys a message does not define never reach a handler.
    await send({ type: 'status', extra: 1 }, page('/popup.html'));
    expect(calls).toEqual([['popup', { type: 'status' }]]);
  });

  it("a site's question about an unnamed video goes to its handler from the site's own tab only", async () => {
    const unsure = { type: 'site-unsure', site: 'netflix', url: 'https://www.netflix.com/watch/1', candidate: {} };
    expect(await send(unsure, tab('https://www.netflix.com/watch/1'))).toEqual({ ok: true });
    expect(await send(unsure, { ...tab('https://www.netflix.com/watch/1'), id: 'another-extension' })).toBeUndefined();
    expect(calls).toEqual([['siteUnsure', unsure]]);
  });

  it("a site's word that a video is not counted goes to its handler from the site's own tab only", async () => {
    const notCounted = { type: 'not-counted', site: 'max', url: 'https://play.hbomax.com/video/watch/1/2', reason: 'refused' };
    expect(await send(notCounted, tab('https://play.hbomax.com/video/watch/1/2'))).toEqual({ ok: true });
    expect(await send(notCounted, { ...tab('https://play.hbomax.com/video/watch/1/2'), id: 'another-extension' })).toBeUndefined();
    expect(calls).toEqual([['notCounted', notCounted]]);
  });

  it("a source failure is recorded only from the site's own tab", async () => {
    const failure = { type: 'source-failed', site: 'netflix', source: 'netflix-metadata', reason: 'metadata endpoint answered 404' };
    expect(await send(failure, tab('https://www.youtube.com/watch?v=x'))).toBeUndefined();
    expect(await send(failure, tab('https://www.netflix.com/watch/1'))).toEqual({ ok: true });
    expect(calls).toEqual([['sourceFailed', failure]]);
  });

  it("the generic detector's question is heard only from an origin switched on, about its own page", async () => {
    const unsure = { type: 'generic-unsure', url: `${ENABLED}/watch/1`, candidate: {} };
    expect(await send(unsure, tab(`${ENABLED}/watch/1`))).toEqual({ ok: true });
    expect(await send(unsure, tab('https://other.example/watch/1'))).toBeUndefined();
    expect(await send({ ...unsure, url: 'https://other.example/watch/1' }, tab(`${ENABLED}/watch/1`))).toBeUndefined();
    expect(await send({ ...unsure, type: 'site-unsure', site: 'generic' }, tab(`${ENABLED}/watch/1`))).toBeUndefined();
    expect(calls).toEqual([['genericUnsure', unsure, 7]]);
  });
});
