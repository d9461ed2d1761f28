import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeResults {
  violations: Array<{ id: string; impact?: string | null; help: string; nodes: Array<{ target: unknown[] }> }>;
}

/** A page of either driver: Playwright's (Chromium) or Puppeteer's over WebDriver BiDi (Firefox). */
interface EvaluatesScript {
  evaluate(script: string): Promise<unknown>;
}

/**
 * axe-core's serious and critical violations on the page as it is now, one line each with where.
 * Injected through the browser's debugging protocol: extension pages' CSP would refuse a script
 * tag. Scripts as text, and the answer as JSON, so the same call works in Chromium and Firefox.
 */
export async function seriousViolations(page: EvaluatesScript): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const answer = await page.evaluate('axe.run(document).then((results) => JSON.stringify(results.violations))');
  return (JSON.parse(answer as string) as AxeResults['violations'])
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 4)
          .join(', ')}`,
    );
}

/** The focused element's accessible name, roughly: aria-label, its label, else its text. */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const label = (element as HTMLInputElement | null)?.labels?.[0]?.textContent;
    return (element?.getAttribute('aria-label') ?? label ?? element?.innerText ?? '').trim();
  });
}

/** Presses Tab (as a keyboard user does) until the focus is on the control named `name`. */
export async function tabTo(page: Page, name: string | RegExp, maxPresses = 80): Promise<void> {
  const seen: string[] = [];
  for (let press = 0; press < maxPresses; press += 1) {
    await page.keyboard.press('Tab');
    const focused = await focusedName(page);
    if (typeof name === 'string' ? focused === name : name.test(focused)) return;
    seen.push(focused);
  }
  throw new Error(`Tab never reached "${name}"; focus went through: ${seen.join(' | ')}`);
}
