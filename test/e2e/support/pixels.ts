import type { Page as PlaywrightPage } from 'playwright-core';
import type { Page as PuppeteerPage } from 'puppeteer-core';

/** A pixel differs when its red, green and blue move by more than this in sum (0-765). */
const PIXEL_THRESHOLD = 48;

export interface Pixels {
  width: number;
  height: number;
  /** Red, green, blue and alpha of each pixel, row by row. */
  rgba: Buffer;
}

/**
 * Runs a function in a page, whichever driver holds it: Playwright for Chromium, puppeteer over
 * WebDriver BiDi for Firefox. The screenshot checks are written once against this.
 */
export type InPage = <Arg, Result>(run: (arg: Arg) => Result | Promise<Result>, arg: Arg) => Promise<Result>;

export const inPlaywright =
  (page: PlaywrightPage): InPage =>
  <Arg, Result>(run: (arg: Arg) => Result | Promise<Result>, arg: Arg) =>
    page.evaluate(run as (arg: unknown) => Promise<Result>, arg);

export const inPuppeteer =
  (page: PuppeteerPage): InPage =>
  <Arg, Result>(run: (arg: Arg) => Result | Promise<Result>, arg: Arg) =>
    page.evaluate(run as (arg: unknown) => Promise<Result>, arg) as Promise<Result>;

/** A PNG screenshot's pixels, decoded by the browser itself (no image library in the project), in the page given. */
export async function pixelsOf(inPage: InPage, png: Buffer): Promise<Pixels> {
  const decoded = await inPage(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = new OffscreenCanvas(image.naturalWidth, image.naturalHeight);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    // Back as base64: a few megabytes as one string cross the debugging protocol quickly, an array of numbers does not.
    const url = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsDataURL(new Blob([data]));
    });
    return { width: canvas.width, height: canvas.height, base64: url.slice(url.indexOf(',') + 1) };
  }, png.toString('base64'));
  return { width: decoded.width, height: decoded.height, rgba: Buffer.from(decoded.base64, 'base64') };
}

/** The share of pixels (0-1) that differ between two PNG screenshots of the same size; 1 when the sizes differ. */
export async function differingShare(inPage: InPage, actual: Buffer, reference: Buffer): Promise<number> {
  const [a, b] = await Promise.all([pixelsOf(inPage, actual), pixelsOf(inPage, reference)]);
  if (a.width !== b.width || a.height !== b.height) return 1;
  let differing = 0;
  for (let i = 0; i < a.rgba.length; i += 4) {
    const distance = Math.abs(a.rgba[i]! - b.rgba[i]!) + Math.abs(a.rgba[i + 1]! - b.rgba[i + 1]!) + Math.abs(a.rgba[i + 2]! - b.rgba[i + 2]!);
    if (distance > PIXEL_THRESHOLD) differing++;
  }
  return differing / (a.width * a.height);
}
