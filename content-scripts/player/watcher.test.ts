import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages, playingPage, reports, type Sent } from '../../test/unit/support/watched-page';
import { lifetimeOf, type Lifetime } from './lifetime';
import { defineSite, named } from './site';
import { watchSite } from './watcher';

const sent = {
  get length() {
    return reports().length;
  },
  map: <T>(f: (report: Sent) => T) => reports().map(f),
  every: (f: (report: Sent) => boolean) => reports().every(f),
};

const site = defineSite({
  id: 'netflix',
  watchPath: /^\/watch\/(?<siteItemId>\d+)/,
  playerRoot: '.watch-video',
  guess: [async ({ siteItemId }) => ({ kind: 'movie', title: `Film ${siteItemId}`, siteItemId })],
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

beforeEach(() => {
  messages.length = 0;
});
afterEach(() => {
  vi.unstubAllGlobals();
});

// The wiring: lifetimes, guess sources, what is not counted. When a report or a stop goes out and
// where it rests (ads, autoplay, unmute, seeks, page changes) is the player machine's, in tables:
// player-machine.test.ts.

describe('watchSite: a content script lifetime', () => {
  it('reports while its lifetime lasts; once it ended no media, page or DOM event reaches it', async () => {
    const page = playingPage();
    const controller = new AbortController();
    watchSite(site, lifetimeOf(controller), page.win);
    await vi.waitFor(() => expect(sent.map((report) => report.state)).toEqual(['playing']));

    controller.abort();
    Object.defineProperty(page.video, 'paused', { value: true });
    page.fire('pause');
    page.win.dispatchEvent(new Event('popstate'));
    page.win.dispatchEvent(new Event('pagehide'));
    page.document.querySelector('.watch-video')!.setAttribute('data-videoid', '2');
    page.document.body.append(page.document.createElement('video'));
    await settle();
    expect(sent.map((report) => report.state)).toEqual(['playing']);
  });

  it('a copy left behind by an extension reload (its runtime gone) stops at its next report, leaving the stop to the new copy', async () => {
    const page = playingPage();
    const controller = new AbortController();
    let extensionGone = false;
    // WXT's ctx.isInvalid: reading it after the extension went away aborts the context.
    const lifetime: Lifetime = {
      signal: controller.signal,
      get isInvalid() {
        if (extensionGone) controller.abort();
        return controller.signal.aborted;
      },
    };
    watchSite(site, lifetime, page.win);
    await vi.waitFor(() => expect(sent.length).toBe(1));

    extensionGone = true;
    Object.defineProperty(page.video, 'paused', { value: true });
    page.fire('pause');
    await settle();
    expect(controller.signal.aborted).toBe(true);
    expect(sent.length).toBe(1);

    // The copy injected after the reload picks the same playback up and carries it to its end.
    Object.defineProperty(page.video, 'paused', { value: false });
    watchSite(site, lifetimeOf(new AbortController()), page.win);
    await vi.waitFor(() => expect(sent.map((report) => report.state)).toEqual(['playing', 'playing']));
    Object.defineProperty(page.video, 'ended', { value: true });
    page.fire('ended');
    await vi.waitFor(() => expect(sent.map((report) => report.state)).toEqual(['playing', 'playing', 'ended']));
    expect(sent.every((report) => report.guess.title === 'Film 81234567')).toBe(true);
  });
});

describe('watchSite: which source answered, and which broke', () => {
  it('a broken source is told once with its reason; the report names the source that answered', async () => {
    const page = playingPage();
    const broken = named('site-api', async () => {
      throw new Error('metadata endpoint answered 404');
    });
    const fallback = named('title-bar', async ({ siteItemId }) => ({ kind: 'movie' as const, title: `Film ${siteItemId}`, siteItemId }));
    watchSite(defineSite({ ...site, guess: [broken, fallback] }), lifetimeOf(new AbortController()), page.win);
    await vi.waitFor(() => expect(reports()).toHaveLength(1));
    Object.defineProperty(page.video, 'paused', { value: true });
    page.fire('pause');
    Object.defineProperty(page.video, 'paused', { value: false });
    page.fire('playing');
    await vi.waitFor(() => expect(reports()).toHaveLength(3));
    expect(reports().map((report) => report.source)).toEqual(['title-bar', 'title-bar', 'title-bar']);
    expect(messages.filter((message) => message.type === 'source-failed')).toEqual([
      { type: 'source-failed', site: 'netflix', source: 'site-api', reason: 'metadata endpoint answered 404' },
    ]);
  });
});

describe('watchSite: a real video that is not counted says so once', () => {
  const notCounted = () => messages.filter((message) => message.type === 'not-counted');

  it("the site's data refuses it (a trailer): no report, one word to the background however often it plays", async () => {
    const page = playingPage();
    watchSite(defineSite({ ...site, refuses: () => true }), lifetimeOf(new AbortController()), page.win);
    await vi.waitFor(() => expect(notCounted()).toHaveLength(1));
    page.fire('playing');
    await settle();
    expect(notCounted()).toEqual([{ type: 'not-counted', site: 'netflix', url: 'https://www.netflix.com/watch/81234567', reason: 'refused' }]);
    expect(reports()).toEqual([]);
  });

  it('nothing names it where the site does not ask the user: told as unnamed; where it asks, the question goes instead', async () => {
    const nothing = named('none', async () => null);
    watchSite(defineSite({ ...site, guess: [nothing] }), lifetimeOf(new AbortController()), playingPage().win);
    await vi.waitFor(() => expect(notCounted()).toMatchObject([{ reason: 'unnamed' }]));

    messages.length = 0;
    const asked: string[] = [];
    watchSite(
      defineSite({ ...site, guess: [nothing], onUnknown: (page) => void asked.push(page.url.href) }),
      lifetimeOf(new AbortController()),
      playingPage().win,
    );
    await vi.waitFor(() => expect(asked).toEqual(['https://www.netflix.com/watch/81234567']));
    await settle();
    expect(notCounted()).toEqual([]);
  });

  it('a muted video (an autoplaying teaser) is not worth a word', async () => {
    const page = playingPage();
    Object.defineProperty(page.video, 'muted', { value: true });
    watchSite(defineSite({ ...site, refuses: () => true }), lifetimeOf(new AbortController()), page.win);
    await settle();
    page.fire('playing');
    await settle();
    expect(notCounted()).toEqual([]);
  });
});
