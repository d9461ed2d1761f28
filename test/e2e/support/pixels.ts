import type { Page } from 'playwright-core';

/** A pixel differs when its red, green and blue move by more than this in sum (0-765). */
const PIXEL_THRESHOLD = 48;

/**
 * The share of pixels (0-1) that differ between two PNG screenshots of the same size; 1 when the
 * sizes differ. Decoded by the browser itself (no image library in the project), in the page given.
 */
export function differingShare(page: Page, actual: Buffer, reference: Buffer): Promise<number> {
  return page.evaluate(
    async ([actualPng, referencePng, threshold]) => {
      const decode = async (base64: string) => {
        const image = new Image();
        image.src = `data:image/png;base64,${base64}`;
        await image.decode();
        const canvas = new OffscreenCanvas(image.naturalWidth, image.naturalHeight);
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2d canvas');
        context.drawImage(image, 0, 0);
        return { width: canvas.width, height: canvas.height, data: context.getImageData(0, 0, canvas.width, canvas.height).data };
      };
      const [a, b] = await Promise.all([decode(actualPng), decode(referencePng)]);
      if (a.width !== b.width || a.height !== b.height) return 1;
      let differing = 0;
      for (let i = 0; i < a.data.length; i += 4) {
        const distance = Math.abs(a.data[i]! - b.data[i]!) + Math.abs(a.data[i + 1]! - b.data[i + 1]!) + Math.abs(a.data[i + 2]! - b.data[i + 2]!);
        if (distance > threshold) differing++;
      }
      return differing / (a.width * a.height);
    },
    [actual.toString('base64'), reference.toString('base64'), PIXEL_THRESHOLD] as const,
  );
}
