import { seriousViolations } from './axe';
import { SHOW } from './discover-checks';
import { openExtensionPage, type FirefoxWithExtension } from './firefox';

/**
 * Firefox's colour scheme is a launch pref (WebDriver BiDi has no prefers-color-scheme override
 * yet): a stage launched with these prefs renders every page dark.
 */
export const DARK_FIREFOX_PREFS = { 'layout.css.prefers-color-scheme.content-override': 0 };

/** Each extension page a user reaches, with what shows once it has read what it shows. */
const PAGES: ReadonlyArray<[string, string]> = [
  ['library.html', '[data-testid="freshness"]'],
  ['library.html#/discover', '[data-testid="discover-genres"] [data-testid="card"]'],
  [`library.html#/title/show/${SHOW.svc}`, 'li.episode'],
  ['popup.html', 'main'],
  ['options.html', '[data-testid="account"]'],
  ['activity.html', '[data-testid="activity-table"]'],
  ['privacy.html', 'h1'],
];

/**
 * axe-core's serious and critical findings on every extension page, in the colour scheme the
 * Firefox was launched in. Throws when the pages are not in that scheme: a check of the other one
 * would pass for the wrong reason.
 */
export async function axeOnEveryPage(ff: FirefoxWithExtension, scheme: 'light' | 'dark'): Promise<string[]> {
  const found: string[] = [];
  for (const [path, ready] of PAGES) {
    const page = await openExtensionPage(ff, path, ready);
    const dark = await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches);
    if (dark !== (scheme === 'dark')) throw new Error(`${path} renders ${dark ? 'dark' : 'light'}, not ${scheme}`);
    found.push(...(await seriousViolations(page)).map((violation) => `${path} (${scheme}): ${violation}`));
    await page.close();
  }
  return found;
}
