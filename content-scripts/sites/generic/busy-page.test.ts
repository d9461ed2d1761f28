import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { asPlaying, messages, observerCalls, playingPage, reports } from '../../../test/unit/support/watched-page';
import { lifetimeOf } from '../../player/lifetime';
import { watchSite } from '../../player/watcher';
import { genericSite } from './site';

// Issue 17: a page the user switched generic detection on for may be busy around its player (a
// ticker, a chat, a feed). The detector's whole-page player root must not make it pay for that:
// once the video is found, mutations outside its container reach no observer of ours.

const ORIGIN = 'https://www.tickerhall.test';
const PLAYER = '<div id="player"><video></video></div>';
const TICKER = '<aside id="ticker"><ul><li>WMK 1</li><li>WMK 2</li><li>WMK 3</li></ul></aside>';

const site = genericSite({ userAnswer: () => ({ kind: 'movie', title: 'The Matrix', year: 1999 }), onUnknown: () => undefined });
const titles = () => reports().map((report) => `${report.state} ${report.guess.title}`);
/** A macrotask: every observer's records of what happened before are delivered by then. */
const delivered = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  messages.length = 0;
  observerCalls.count = 0;
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** What a ticker does, a hundred batches: quotes added at the top, dropped at the bottom, rewritten, restyled. */
async function tick(document: Document): Promise<void> {
  const list = document.querySelector('#ticker ul')!;
  for (let batch = 0; batch < 100; batch += 1) {
    for (let i = 0; i < 3; i += 1) {
      const quote = document.createElement('li');
      quote.textContent = `WMK ${batch}.${i}`;
      list.prepend(quote);
    }
    list.lastElementChild!.remove();
    list.lastElementChild!.remove();
    list.children[1]!.textContent = `WMK ${batch}`;
    list.children[2]!.setAttribute('class', batch % 2 ? 'up' : 'down');
    await delivered();
  }
}

async function watching(body: string) {
  const page = playingPage('/us/movie/the-matrix/live', { origin: ORIGIN, body });
  watchSite(site, lifetimeOf(new AbortController()), page.win);
  return page;
}

describe('generic detector on a busy page', () => {
  it('a hundred batches of ticker mutations beside the playing video run no observer callback of ours', async () => {
    const page = await watching(`<main>${TICKER}${PLAYER}</main>`);
    await vi.waitFor(() => expect(titles()).toEqual(['playing The Matrix']));
    observerCalls.count = 0;
    await tick(page.document);
    expect(observerCalls.count).toBe(0);
    expect(titles()).toEqual(['playing The Matrix']);
  });

  it('a video added later is found (the whole page is watched until then), and from then on the ticker costs nothing', async () => {
    const page = await watching(`<main>${TICKER}</main>`);
    await delivered();
    expect(reports()).toEqual([]);
    const player = page.document.createElement('div');
    player.id = 'player';
    player.append(asPlaying(page.document.createElement('video')));
    page.document.querySelector('main')!.append(player);
    await vi.waitFor(() => expect(titles()).toEqual(['playing The Matrix']));
    observerCalls.count = 0;
    await tick(page.document);
    expect(observerCalls.count).toBe(0);
  });

  it('the player is still seen: a new <video> in its container, then the container replaced elsewhere on the page', async () => {
    const page = await watching(`<main>${TICKER}${PLAYER}</main>`);
    await vi.waitFor(() => expect(titles()).toEqual(['playing The Matrix']));
    const container = page.document.querySelector('#player')!;
    const next = asPlaying(page.document.createElement('video'));
    container.querySelector('video')!.remove();
    container.append(next);
    await vi.waitFor(() => expect(titles()).toEqual(['playing The Matrix', 'playing The Matrix']));
    // The new element is the one followed now: its pause is reported.
    Object.assign(next, { paused: true });
    page.fire('pause', next);
    await vi.waitFor(() => expect(titles()).toEqual(['playing The Matrix', 'playing The Matrix', 'paused The Matrix']));

    // A single-page app swaps the whole player for one in another part of the page.
    const moved = page.document.createElement('section');
    moved.append(asPlaying(page.document.createElement('video')));
    container.remove();
    page.document.querySelector('#ticker')!.append(moved);
    await vi.waitFor(() => expect(titles()).toHaveLength(4));
    expect(titles()[3]).toBe('playing The Matrix');
  });
});
