import type { BrowserContext, Page } from 'playwright-core';
import { openNetflixWatch, player } from '../e2e/support/flows';
import type { Rng } from './rng';
import type { Watchable } from './titles';

export type Behaviour = 'watch' | 'abandon' | 'scrub' | 'binge';

/** What a viewing should leave in the user's history: the keys it finished. */
export interface ViewingOutcome {
  watched: string[];
  touched: string[];
}

async function waitPlaying(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const video = document.querySelector('video');
    return !!video && !video.paused && video.currentTime > 0.2;
  });
}

/** Plays from `fraction` at full speed until the position passes `until` (a fraction), or the end. */
async function watchFrom(page: Page, fraction: number, until?: number): Promise<void> {
  await player.seekToFraction(page, fraction);
  await player.setRate(page, 16);
  if (until === undefined) {
    await player.waitEnded(page, 60_000);
    return;
  }
  await page.waitForFunction(
    (u) => {
      const video = document.querySelector('video')!;
      return video.currentTime >= u * video.duration;
    },
    until,
    { timeout: 60_000 },
  );
}

/**
 * One person watching one thing, the way people do: sometimes to the end (with a pause on the way),
 * sometimes leaving halfway, sometimes scrubbing to the credits, sometimes letting the next
 * episode start. `between` runs at random moments (worker kills, faults).
 */
export async function view(
  context: BrowserContext,
  rng: Rng,
  item: Watchable,
  behaviour: Behaviour,
  next: Watchable | undefined,
  between: () => Promise<void>,
): Promise<ViewingOutcome> {
  const page = await openNetflixWatch(context, item.watchId);
  try {
    await player.play(page);
    await waitPlaying(page);
    await page.waitForTimeout(rng.int(300, 900));
    await between();
    if (rng.chance(0.3)) {
      await player.pause(page);
      await page.waitForTimeout(rng.int(2_300, 3_000));
      await between();
      await player.play(page);
      await waitPlaying(page);
    }
    switch (behaviour) {
      case 'watch':
        await watchFrom(page, rng.pick([0.82, 0.85, 0.88]));
        await page.waitForTimeout(300);
        await between();
        return { watched: [item.key], touched: [item.key] };
      case 'abandon':
        await player.seekToFraction(page, rng.pick([0.1, 0.3, 0.5, 0.7]));
        await page.waitForTimeout(rng.int(300, 800));
        return { watched: [], touched: [item.key] };
      case 'scrub':
        await player.seekToFraction(page, 0.997);
        await player.waitEnded(page, 30_000);
        await page.waitForTimeout(300);
        return { watched: [], touched: [item.key] };
      case 'binge': {
        await watchFrom(page, 0.84, 0.93);
        await page.locator('[data-uia="next-episode-seamless-button"]').click();
        await page.waitForURL(new RegExp(`/watch/${next?.watchId ?? ''}`));
        await waitPlaying(page);
        await page.waitForTimeout(rng.int(500, 1200));
        return { watched: [item.key], touched: [item.key, ...(next ? [next.key] : [])] };
      }
    }
  } finally {
    await page.close();
  }
}

/**
 * Two tabs on one title at once, both played past the threshold (issue 30, "No double watches"):
 * the service's history must hold it once.
 */
export async function viewInTwoTabs(context: BrowserContext, rng: Rng, item: Watchable, between: () => Promise<void>): Promise<ViewingOutcome> {
  const pages = [await openNetflixWatch(context, item.watchId), await openNetflixWatch(context, item.watchId)];
  try {
    for (const page of pages) {
      await player.play(page);
      await waitPlaying(page);
    }
    await between();
    await Promise.all(pages.map((page) => watchFrom(page, rng.pick([0.82, 0.85, 0.88]))));
    await pages[0]?.waitForTimeout(300);
    return { watched: [item.key], touched: [item.key] };
  } finally {
    for (const page of pages) await page.close();
  }
}
