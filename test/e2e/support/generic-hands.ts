import type { Page } from 'playwright-core';

/** The user's hands on the page's player (the real one, not the hero trailer). */
export const hands = {
  play: (page: Page, selector = '#player video') => page.evaluate((s) => document.querySelector<HTMLVideoElement>(s)!.play(), selector),
  playing: (page: Page, selector = '#player video') =>
    page.waitForFunction((s) => {
      const video = document.querySelector<HTMLVideoElement>(s);
      return !!video && !video.paused && video.currentTime > 1;
    }, selector),
  unmute: (page: Page, selector: string) =>
    page.evaluate((s) => {
      document.querySelector<HTMLVideoElement>(s)!.muted = false;
    }, selector),
  /**
   * Waits until the video has played `seconds` more of its own time: for "nothing happened"
   * checks, long enough for a report the watcher would send at once (on `playing`) to have arrived,
   * and measured by the page rather than by a fixed sleep that a loaded machine stretches.
   */
  playedOn: (page: Page, seconds: number, selector = '#player video') =>
    page
      .evaluate((s) => document.querySelector<HTMLVideoElement>(s)!.currentTime, selector)
      .then((from) => page.waitForFunction(({ s, until }) => document.querySelector<HTMLVideoElement>(s)!.currentTime >= until, { s: selector, until: from + seconds })),
};
