import { applyFault } from './faults.ts';
import { type Ctx, sendEmpty, violate } from './http.ts';

/**
 * The image host: any `/posters/…_<size>.webp` or `/fanart/…` is a 1x1 WebP. Images are loaded
 * by <img> tags, which cannot carry the spec 1 parameters, so nothing is checked here.
 */
const PIXEL = Buffer.from('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA', 'base64');

export async function handleImage(ctx: Ctx): Promise<void> {
  // spec 4.7: static files need no Authorization; a user token sent here leaks it to a cache host.
  if (ctx.req.headers.authorization !== undefined) violate(ctx, 'token-to-static-host', `Authorization sent to the image host: ${ctx.method} ${ctx.path}`);
  const fault = ctx.sim.faults.take('image', ctx.method, ctx.path);
  if (fault && (await applyFault(ctx, fault))) return;
  await ctx.sim.faults.delay(ctx.delayMs);
  if (ctx.method !== 'GET' || !/^\/(posters|fanart)\/[^/]+\.webp$/.test(ctx.path)) return sendEmpty(ctx, 404);
  ctx.res.writeHead(200, {
    'content-type': 'image/webp',
    'content-length': PIXEL.length,
    // Image URLs are immutable (spec 4.5).
    'cache-control': 'public, max-age=31536000, immutable',
    'access-control-allow-origin': '*',
  });
  ctx.res.end(PIXEL);
}
