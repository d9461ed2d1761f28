import { artworkSize, artworkSvg, type ArtworkShape } from './artwork.ts';
import { applyFault } from './faults.ts';
import { checkCommon } from './common.ts';
import { type Ctx, sendEmpty, violate } from './http.ts';

/**
 * The image host: `/posters/<poster>_<size>.webp` and `/fanart/<fanart>_<size>.webp` answer a
 * picture of the catalog item the fragment names (test/service/artwork.ts), the placeholder
 * fragment a neutral one. SVG rather than WebP: only <img> tags load these, and they go by the
 * content type.
 *
 * Spec 1 asks every request for the three query parameters and the app's User-Agent, and a
 * fragment is a path (`{image_url}/posters/<poster>_m.webp`): a '/' in it stays a '/'. The host
 * checks both and still answers (the image host is a cache like the CDN, spec 4.7). The client's
 * image URLs carry the parameters (lib/service/image-urls.ts) and its image reads the User-Agent
 * (Chromium's header rule, Firefox's fetch in entrypoints/shared/image-source.ts), so these land in
 * the main log like every other host's.
 */
const IMAGE_PATH = /^\/(?<shape>posters|fanart)\/(?<fragment>.+)_(?<size>[a-z]+)\.webp$/;
/** The deferred log held these until the client's image reads carried the parameters (GAPS.md "Image host"). */
const IMAGE_CHECKS_DEFERRED = false;

/** Fragments the simulator hands out that name no catalog item (all items without a poster share the first). */
const NEUTRAL: Record<string, { label: string } | undefined> = { placeholder: { label: 'No picture' }, 'premium-lists': { label: 'Lists' } };

export async function handleImage(ctx: Ctx): Promise<void> {
  // spec 4.7: static files need no Authorization; a user token sent here leaks it to a cache host.
  if (ctx.req.headers.authorization !== undefined) violate(ctx, 'token-to-static-host', `Authorization sent to the image host: ${ctx.method} ${ctx.path}`);
  checkImageRequest(ctx);
  const fault = ctx.sim.faults.take('image', ctx.method, ctx.path);
  if (fault && (await applyFault(ctx, fault))) return;
  await ctx.sim.faults.delay(ctx.delayMs);
  const match = ctx.method === 'GET' ? IMAGE_PATH.exec(ctx.path)?.groups : undefined;
  const shape: ArtworkShape | undefined = match?.shape === 'posters' ? 'poster' : match?.shape === 'fanart' ? 'fanart' : undefined;
  const size = shape && artworkSize(shape, match!.size!);
  if (!shape || !size) return sendEmpty(ctx, 404);
  const fragment = decodeURIComponent(match!.fragment!);
  const subject = NEUTRAL[fragment] ?? ctx.sim.catalog.items.find((candidate) => (shape === 'poster' ? candidate.poster : candidate.fanart) === fragment);
  if (!subject) return sendEmpty(ctx, 404);
  const body = Buffer.from(artworkSvg(shape, size, subject));
  ctx.res.writeHead(200, {
    'content-type': 'image/svg+xml',
    'content-length': body.length,
    // Image URLs are immutable (spec 4.5).
    'cache-control': 'public, max-age=31536000, immutable',
    'access-control-allow-origin': '*',
  });
  ctx.res.end(body);
}

/** A picture on the service's own website (its item pages, test/service/web/pages.ts): the site's request, not the app's. */
function fromServiceWebsite(ctx: Ctx): boolean {
  const referer = ctx.req.headers.referer;
  if (!referer) return false;
  try {
    return new URL(referer).origin === new URL(ctx.sim.urls.web).origin;
  } catch {
    return false;
  }
}

function checkImageRequest(ctx: Ctx): void {
  if (fromServiceWebsite(ctx)) return;
  ctx.deferViolations = IMAGE_CHECKS_DEFERRED;
  checkCommon(ctx, 'browser');
  // An <img> of a page the app opened goes out with the browser's own User-Agent unless the app
  // sets it: the same rule as every other host, judged even when app-version is missing.
  const ua = ctx.req.headers['user-agent'];
  const version = ctx.query.get('app-version');
  const expected = `${ctx.sim.opts.appName}/${version ?? ''}`;
  if (!ua) violate(ctx, 'missing-user-agent', 'User-Agent header is missing');
  else if (version ? ua !== expected : !ua.startsWith(expected))
    violate(ctx, 'user-agent-mismatch', `User-Agent "${ua}", expected "${expected}${version ? '' : '<app-version>'}"`);
  // The URL parser leaves %2F encoded in the path.
  if (/%2f/i.test(ctx.path)) violate(ctx, 'image-path-encoded-slash', `a percent-encoded '/' in ${ctx.path}: image fragments are paths`);
  ctx.deferViolations = false;
}
