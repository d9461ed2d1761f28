import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { lowestContrast } from './support/contrast';
import { SHOW } from './support/discover-checks';
import { plantMany } from './support/extension-db';
import { giveProfileNumber, signInThroughConsent } from './support/flows';
import { closeStage, openStage, type Harness } from './support/harness';
import { seedLibrary } from './support/library-seed';
import { REPO_ROOT } from './support/paths';
import { differingShare } from './support/pixels';
import { sendFromPage } from './support/popup-page';
import { waitFor } from './support/sim-admin';

/**
 * Each page in light, dark and narrow against committed reference screenshots (issue 31). A
 * change meant to alter the look is accepted by regenerating them with one command:
 *   WATCHMARK_UPDATE_VISUALS=1 npx vitest run --project e2e test/e2e/visual.test.ts
 * which also refreshes the README's copies in docs/screenshots from the same run.
 */
const REFERENCES = path.join(REPO_ROOT, 'test/e2e/visual');
const README_SHOTS = path.join(REPO_ROOT, 'docs/screenshots');
const MISMATCHES = path.join(REPO_ROOT, 'reports/visual-mismatches');
const UPDATE = process.env.WATCHMARK_UPDATE_VISUALS === '1';
/** The screenshots the README shows (README.md, "Using it", "Library" and "Discover"). */
const README_NAMES = new Set([
  'library-light.png',
  'library-dark.png',
  'discover-light.png',
  'discover-dark.png',
  'title-light.png',
  'title-dark.png',
  'popup-waiting-light.png',
  'activity-undo-light.png',
]);
/** Share of pixels that may differ: text anti-aliasing, never a moved or missing block. */
const TOLERANCE = 0.01;

type Look = 'light' | 'dark' | 'narrow';
interface View {
  name: string;
  path: string;
  width: number;
  ready: (page: Page) => Promise<unknown>;
  /** What changes from run to run (times, the calendar's days): covered, so only the design is compared. */
  volatile: (page: Page) => Locator[];
}

const times = (page: Page) => [page.locator('time'), page.getByTestId('freshness')];
const VIEWS: View[] = [
  {
    name: 'library',
    path: 'library.html',
    width: 1200,
    // The calendar is read after the library: shot once it is in, so the page's height is the same each time.
    ready: (page) => page.getByTestId('airing-today').waitFor(),
    volatile: (page) => [...times(page), page.getByTestId('continue-watching').locator('.muted.small'), page.getByTestId('airing')],
  },
  {
    name: 'discover',
    path: 'library.html#/discover',
    width: 1200,
    ready: (page) => page.getByTestId('discover-genres').getByTestId('card').first().waitFor(),
    volatile: (page) => [...times(page), page.getByTestId('discover-airing')],
  },
  {
    name: 'title',
    path: `library.html#/title/show/${SHOW.svc}`,
    width: 1200,
    ready: (page) => page.getByTestId('title-page').waitFor(),
    volatile: times,
  },
  { name: 'options', path: 'options.html', width: 900, ready: (page) => page.getByTestId('account').waitFor(), volatile: times },
  { name: 'activity', path: 'activity.html', width: 900, ready: (page) => page.getByTestId('activity-table').waitFor(), volatile: times },
  { name: 'popup', path: 'popup.html', width: 380, ready: (page) => page.locator('main').waitFor(), volatile: times },
];
const LOOKS: Look[] = ['light', 'dark', 'narrow'];

/** The controls of issue 30 as the README shows them, once a viewing waits and a write was made (light only). */
const CONTROL_VIEWS: View[] = [
  { name: 'popup-waiting', path: 'popup.html', width: 380, ready: (page) => page.getByTestId('waiting-row').first().waitFor(), volatile: times },
  {
    name: 'activity-undo',
    path: 'activity.html',
    width: 900,
    ready: (page) => page.getByTestId('written-row').getByRole('button', { name: 'Undo' }).first().waitFor(),
    volatile: times,
  },
];
const WAITING = [
  {
    guess: { site: 'netflix', siteItemId: '80077209', kind: 'episode', title: 'Dark', season: 1, episode: 3 },
    progress: 97,
    watchedAt: Date.UTC(2026, 0, 9, 21, 4),
  },
  {
    guess: { site: 'hulu', siteItemId: 'shogun-1-2', kind: 'episode', title: 'Shōgun', season: 1, episode: 2 },
    progress: 95,
    watchedAt: Date.UTC(2026, 0, 10, 20, 31),
  },
];

/** The header's fanart (a CSS background, not an <img>) is decoded: its pixels are on screen. */
async function headerPictureDrawn(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    const header = document.querySelector<HTMLElement>('[data-testid="page-header"]');
    const url = header?.style.backgroundImage.match(/url\("([^"]+)"\)/)?.[1];
    if (!url) return false;
    const image = new Image();
    image.src = url;
    return image.decode().then(
      () => true,
      () => false,
    );
  });
}

/** Every picture in view has arrived (or failed to its fallback): the screenshot waits on that, not on time. */
async function picturesSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.images].every((image) => image.getBoundingClientRect().top > innerHeight || (image.complete && image.naturalWidth > 0)),
  );
}

describe('visual reference screenshots in real Chromium', () => {
  const stage = {} as Harness;
  let page: Page;

  beforeAll(async () => {
    Object.assign(stage, await openStage());
    await (await signInThroughConsent(stage.browser, 'pro')).close();
    await giveProfileNumber(stage.browser, 41_002);
    seedLibrary(stage.sim, 'pro');
    page = await stage.browser.context.newPage();
    await mkdir(REFERENCES, { recursive: true });
  });
  afterAll(() => closeStage(stage));

  /** Shoots one view in one look: written as its reference (and README copy) on update, else its share of differing pixels. */
  async function shoot(view: View, look: Look): Promise<[string, number | undefined]> {
    const name = `${view.name}-${look}.png`;
    await page.setViewportSize({ width: look === 'narrow' ? Math.min(view.width, 420) : view.width, height: 900 });
    await page.emulateMedia({ colorScheme: look === 'dark' ? 'dark' : 'light', reducedMotion: 'reduce' });
    await page.goto(`chrome-extension://${stage.browser.extensionId}/${view.path}`);
    await view.ready(page);
    await picturesSettled(page);
    // The README shows the page as a person sees it: real dates, nothing covered.
    const readmeCopy = UPDATE && README_NAMES.has(name) ? await page.screenshot({ animations: 'disabled', caret: 'hide' }) : null;
    // A date's text is as wide as today's date makes it: the same stand-in everywhere keeps the layout the same from day to day.
    await page.locator('time').evaluateAll((times) => times.forEach((time) => (time.textContent = 'Thu, 1 Jan 2026, 00:00')));
    const shot = await page.screenshot({ mask: view.volatile(page), animations: 'disabled', caret: 'hide' });
    if (!UPDATE) {
      const share = await differingShare(page, shot, await readFile(path.join(REFERENCES, name)));
      // What was seen instead, beside the run's other reports, to look at when it does not match.
      if (share > TOLERANCE) await mkdir(MISMATCHES, { recursive: true }).then(() => writeFile(path.join(MISMATCHES, name), shot));
      return [name, share];
    }
    await writeFile(path.join(REFERENCES, name), shot);
    if (readmeCopy) await writeFile(path.join(README_SHOTS, name), readmeCopy);
    return [name, undefined];
  }

  function expectWithinTolerance(shots: Array<[string, number | undefined]>): void {
    const over = shots.filter(([, share]) => share !== undefined && share > TOLERANCE);
    expect(over, 'share of differing pixels past the tolerance').toEqual([]);
  }

  it.each(VIEWS)('$name in light, dark and narrow matches its references', async (view) => {
    const shots: Array<[string, number | undefined]> = [];
    for (const look of LOOKS) shots.push(await shoot(view, look));
    expectWithinTolerance(shots);
  });

  it("the controls (the popup's waiting viewings, the activity page's Undo) match their references", async () => {
    await plantMany(
      await stage.browser.worker(),
      'toConfirm',
      WAITING.map((watch) => [null, watch]),
    );
    const rated = { kind: 'show', svcId: SHOW.svc, title: SHOW.title, year: 2016 };
    await sendFromPage(page, { type: 'library-write', write: { kind: 'rate', item: rated, rating: 9 } });
    // The page is shot once the service's answer is in the log as well as in the Undo list.
    await waitFor('the rating sent', async () =>
      ((await sendFromPage(page, { type: 'activity' })) as Array<{ kind: string }>).some((entry) => entry.kind === 'sent'),
    );
    const shots: Array<[string, number | undefined]> = [];
    for (const view of CONTROL_VIEWS) shots.push(await shoot(view, 'light'));
    expectWithinTolerance(shots);
  });

  // axe-core only flags text over a picture for review: the pixels behind the header's links are read instead.
  it.each(['light', 'dark'] as const)("the header's links stay readable over the real fanart (%s)", async (colorScheme) => {
    await page.setViewportSize({ width: 1200, height: 900 });
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    await page.goto(`chrome-extension://${stage.browser.extensionId}/library.html`);
    await page.getByTestId('freshness').waitFor();
    await headerPictureDrawn(page);
    expect(await seriousViolations(page)).toEqual([]);
    const links = page.getByTestId('page-header').getByRole('link');
    const ratios: Record<string, number> = {};
    for (const link of await links.all()) ratios[(await link.textContent()) ?? ''] = Math.round((await lowestContrast(page, link)) * 10) / 10;
    expect(Object.keys(ratios)).toContain('Activity log');
    // WCAG AA for text this size: 4.5:1 against every pixel it is drawn over.
    expect(Object.entries(ratios).filter(([, ratio]) => ratio < 4.5)).toEqual([]);
  });

  // After the references are compared (or written): the comparison itself is held to catch a
  // change of look, and light against dark is one.
  it('the comparison tells two looks of one page apart', async () => {
    const [light, dark] = await Promise.all(['light', 'dark'].map((look) => readFile(path.join(REFERENCES, `library-${look}.png`))));
    expect(await differingShare(page, light!, dark!)).toBeGreaterThan(TOLERANCE);
    expect(await differingShare(page, light!, light!)).toBe(0);
  });
});
