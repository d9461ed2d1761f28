import type { Page } from 'playwright-core';

export interface LayoutProblem {
  element: string;
  problem: string;
}

/**
 * What does not fit at the page's current viewport: a horizontal scrollbar, an element that
 * reaches past the right edge, or text clipped inside a box that hides its overflow. Each visible
 * element is named by tag, class and the start of its text, so a failure says where to look.
 */
export function layoutProblems(page: Page, screenWidth?: number): Promise<LayoutProblem[]> {
  return page.evaluate((screen) => {
    const problems: Array<{ element: string; problem: string }> = [];
    // A mobile browser zooms out to fit content wider than the screen: measure against the screen.
    const width = Math.min(document.documentElement.clientWidth, screen ?? Infinity);
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    if (document.documentElement.scrollWidth > width) {
      problems.push({ element: 'document', problem: `scrolls sideways: ${document.documentElement.scrollWidth}px content in ${width}px` });
    }
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      // Text for screen readers only (.visually-hidden: a 1px box that clips) is meant not to be seen.
      if (box.width <= 1 && box.height <= 1) continue;
      if (box.right > width + 0.5) problems.push({ element: name(element), problem: `right edge at ${Math.round(box.right)}px of ${width}px` });
      const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
      // Progress bars and the like clip on purpose; only text that cannot be read counts.
      if (clips && element.scrollWidth > element.clientWidth + 1 && (element.textContent ?? '').trim() !== '') {
        problems.push({ element: name(element), problem: `text clipped: ${element.scrollWidth}px in ${element.clientWidth}px` });
      }
    }
    return problems;
  }, screenWidth);
}

/**
 * Controls a finger cannot reach: after scrolling each into view, the point at its centre must be
 * inside the viewport and belong to the control itself (nothing on top, nothing cut off).
 */
export async function unreachableControls(page: Page): Promise<string[]> {
  const controls = page.locator('button, a[href], input:not([type=hidden]), select, textarea, [role=button], [tabindex]:not([tabindex="-1"])');
  const unreachable: string[] = [];
  for (const control of await controls.all()) {
    if (!(await control.isVisible())) continue;
    await control.scrollIntoViewIfNeeded();
    const verdict = await control.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      const label = `${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute('aria-label') || '').trim().slice(0, 40)}"`;
      if (x < 0 || y < 0 || x > document.documentElement.clientWidth || y > window.innerHeight) return `${label}: centre outside the screen`;
      const hit = document.elementFromPoint(x, y);
      return hit && (hit === element || element.contains(hit) || hit.contains(element) || (element as HTMLInputElement).labels?.[0]?.contains(hit))
        ? null
        : `${label}: covered by ${hit?.tagName.toLowerCase() ?? 'nothing'}`;
    });
    if (verdict) unreachable.push(verdict);
  }
  return unreachable;
}
