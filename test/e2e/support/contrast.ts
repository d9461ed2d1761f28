import type { Locator, Page } from 'playwright-core';
import { inPlaywright, pixelsOf } from './pixels';

/**
 * The lowest contrast ratio (WCAG 2 relative luminance) between an element's text colour and any
 * pixel behind its text, as drawn now. axe-core cannot judge text over a background image (it
 * reports such text for manual review, not as a violation), so this reads the real pixels: the
 * text is made transparent for one screenshot of its line boxes, then put back.
 */
export async function lowestContrast(page: Page, text: Locator): Promise<number> {
  const { color, boxes } = await text.evaluate((element: HTMLElement) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const lines = [...range.getClientRects()].map((rect) => ({ x: rect.x, y: rect.y, width: rect.width, height: rect.height }));
    const drawn = getComputedStyle(element).color;
    element.style.setProperty('color', 'transparent', 'important');
    element.style.setProperty('text-decoration-color', 'transparent', 'important');
    return { color: drawn, boxes: lines };
  });
  try {
    let lowest = Infinity;
    for (const box of boxes.filter((line) => line.width > 0 && line.height > 0)) {
      const shot = await page.screenshot({ clip: box, animations: 'disabled', caret: 'hide' });
      lowest = Math.min(lowest, await contrastAgainst(page, shot, color));
    }
    return lowest;
  } finally {
    await text.evaluate((element: HTMLElement) => {
      element.style.removeProperty('color');
      element.style.removeProperty('text-decoration-color');
    });
  }
}

const channel = (value: number) => {
  const share = value / 255;
  return share <= 0.04045 ? share / 12.92 : ((share + 0.055) / 1.055) ** 2.4;
};
const luminance = (r: number, g: number, b: number) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);

/** The lowest ratio between `color` (a CSS rgb() string) and the pixels of a PNG. */
async function contrastAgainst(page: Page, png: Buffer, color: string): Promise<number> {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? []).map(Number);
  const text = luminance(r ?? 0, g ?? 0, b ?? 0);
  const { rgba } = await pixelsOf(inPlaywright(page), png);
  let lowest = Infinity;
  for (let i = 0; i < rgba.length; i += 4) {
    const behind = luminance(rgba[i]!, rgba[i + 1]!, rgba[i + 2]!);
    lowest = Math.min(lowest, (Math.max(behind, text) + 0.05) / (Math.min(behind, text) + 0.05));
  }
  return lowest;
}
