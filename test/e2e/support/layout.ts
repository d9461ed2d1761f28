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
export function layoutProblems(page: Page): Promise<LayoutProblem[]> {
  return page.evaluate(() => {
    const problems: Array<{ element: string; problem: string }> = [];
    const width = document.documentElement.clientWidth;
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    if (document.documentElement.scrollWidth > width) {
      problems.push({ element: 'document', problem: `scrolls sideways: ${document.documentElement.scrollWidth}px content in ${width}px` });
    }
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      if (box.right > width + 0.5) problems.push({ element: name(element), problem: `right edge at ${Math.round(box.right)}px of ${width}px` });
      const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
      // Progress bars and the like clip on purpose; only text that cannot be read counts.
      if (clips && element.scrollWidth > element.clientWidth + 1 && (element.textContent ?? '').trim() !== '') {
        problems.push({ element: name(element), problem: `text clipped: ${element.scrollWidth}px in ${element.clientWidth}px` });
      }
    }
    return problems;
  });
}
