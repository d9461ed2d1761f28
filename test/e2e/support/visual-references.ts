import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'vitest';
import { REPO_ROOT } from './paths';
import { differingShare, type InPage } from './pixels';
import { waitFor } from './sim-admin';

/**
 * Committed reference screenshots, taken and compared the same way in both browsers (issue 31):
 * every page in Chromium (visual.test.ts), the library and the popup in Firefox
 * (firefox-library.test.ts, popup-firefox.test.ts). A change meant to alter the look is accepted
 * by regenerating them all with one command:
 *   WATCHMARK_UPDATE_VISUALS=1 npx vitest run --project e2e test/e2e/visual.test.ts test/e2e/firefox-library.test.ts test/e2e/popup-firefox.test.ts
 */
export const REFERENCES = path.join(REPO_ROOT, 'test/e2e/visual');
const MISMATCHES = path.join(REPO_ROOT, 'reports/visual-mismatches');
export const UPDATE = process.env.WATCHMARK_UPDATE_VISUALS === '1';
/** Share of pixels that may differ: text anti-aliasing, never a moved or missing block. */
export const TOLERANCE = 0.01;

/** What changes from run to run on every page (times, how fresh the data is): covered, so only the design is compared. */
export const TIMES = ['time', '[data-testid="freshness"]'];
/** The library's own: Continue watching's "paused … ago" lines and the calendar, whose days are today's. */
export const LIBRARY_VOLATILE = [...TIMES, '[data-testid="continue-watching"] .muted.small', '[data-testid="airing"]'];

/** One screenshot's outcome: its share of differing pixels, none when it was written as the reference. */
export interface Shot {
  name: string;
  share?: number;
}

/**
 * Fonts loaded and every picture in view settled: waited on, never timed. Artwork is read lazily,
 * once its frame is in view (entrypoints/shared/Artwork.tsx, TitleArtwork.tsx), and in Firefox
 * fetched before it has an <img>: a frame still asking, a picture still without its <img>, not
 * loaded or not decoded, a header whose fanart is not chosen yet or not drawn yet are all still on
 * their way. A picture that fails shows its title, which is settled too.
 */
export async function picturesSettled(inPage: InPage): Promise<void> {
  await waitFor('fonts and pictures', () =>
    inPage(async () => {
      if (document.fonts.status !== 'loaded') return false;
      const inView = (element: Element) => {
        const box = element.getBoundingClientRect();
        return box.top < innerHeight && box.bottom > 0 && box.left < innerWidth && box.right > 0;
      };
      const pending = [
        ...document.querySelectorAll('.title-artwork[data-asked="waiting"], [data-artwork="picture"]:not(:has(img))'),
        ...document.querySelectorAll('[data-background-read="no"], [data-background]:not([data-background=""]):not([style*="url("])'),
      ];
      if (pending.some(inView)) return false;
      const images = [...document.images].filter(inView);
      if (!images.every((image) => image.complete && image.naturalWidth > 0)) return false;
      const backgrounds = [...document.querySelectorAll<HTMLElement>('[style*="background-image"]')].flatMap((element) => {
        const url = element.style.backgroundImage.match(/url\("([^"]+)"\)/)?.[1];
        return url ? [Object.assign(new Image(), { src: url })] : [];
      });
      // A loaded picture with decoding="async" may not be decoded yet: a shot then draws its frame empty.
      await Promise.all([...images, ...backgrounds].map((image) => image.decode().catch(() => undefined)));
      // And painted: the frame after next has them.
      await new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)));
      return true;
    }, null),
  );
}

/**
 * Makes what is on screen the same from run to run: dates read the same stand-in (a date's text is
 * as wide as today's date makes it, so the layout would move from day to day), nothing moves, no
 * caret blinks, and the volatile parts are covered by flat boxes (after the stand-in, so the boxes
 * fit the final layout). Undone by `unsteady`.
 */
export async function steady(inPage: InPage, volatile: readonly string[]): Promise<void> {
  await inPage((selectors) => {
    for (const time of document.querySelectorAll('time')) time.textContent = 'Thu, 1 Jan 2026, 00:00';
    const still = document.createElement('style');
    still.dataset.visualSteady = '';
    still.textContent = '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }';
    document.head.append(still);
    const cover = document.createElement('div');
    cover.dataset.visualSteady = '';
    cover.style.cssText = 'position: fixed; inset: 0; pointer-events: none; z-index: 2147483647;';
    for (const element of document.querySelectorAll(selectors.join(', '))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const patch = document.createElement('div');
      patch.style.cssText = `position: absolute; left: ${box.left}px; top: ${box.top}px; width: ${box.width}px; height: ${box.height}px; background: #ff00ff;`;
      cover.append(patch);
    }
    document.documentElement.append(cover);
  }, volatile);
}

/** Takes the cover and the stillness away: a route change within the page (library.html#/…) keeps the document. */
async function unsteady(inPage: InPage): Promise<void> {
  await inPage(() => document.querySelectorAll('[data-visual-steady]').forEach((added) => added.remove()), null);
}

/**
 * Shoots a steadied page (`screenshot` is the driver's own, of the viewport) and compares it with
 * its reference, or writes it as the reference on update. The share is printed so a run shows
 * its margin under the tolerance.
 */
export async function shootAgainstReference(inPage: InPage, name: string, volatile: readonly string[], screenshot: () => Promise<Uint8Array>): Promise<Shot> {
  await picturesSettled(inPage);
  await steady(inPage, volatile);
  const shot = Buffer.from(await screenshot());
  await unsteady(inPage);
  if (UPDATE) {
    await writeFile(path.join(REFERENCES, name), shot);
    return { name };
  }
  const share = await differingShare(inPage, shot, await readFile(path.join(REFERENCES, name)));
  console.log(`visual ${name}: ${(share * 100).toFixed(3)}% of pixels differ (tolerance ${TOLERANCE * 100}%)`);
  // What was seen instead, beside the run's other reports, to look at when it does not match.
  if (share > TOLERANCE) await mkdir(MISMATCHES, { recursive: true }).then(() => writeFile(path.join(MISMATCHES, name), shot));
  return { name, share };
}

export function expectWithinTolerance(shots: Shot[]): void {
  const over = shots.filter(({ share }) => share !== undefined && share > TOLERANCE).map(({ name, share }) => [name, share]);
  expect(over, 'share of differing pixels past the tolerance').toEqual([]);
}
