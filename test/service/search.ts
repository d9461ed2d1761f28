import { standardMedia } from './catalog/present.ts';
import type { Kind } from './catalog/types.ts';
import { apiError } from './errors.ts';
import type { Ctx } from './http.ts';
import { sendPage } from './paging.ts';
import type { Router } from './router.ts';

/**
 * GET /search/{movie|tv|anime}?q=<title text> (spec 4.1): paginated Standard Media Objects.
 * Under a V2 client id it needs a user token (spec 5.2: "everything else, including search").
 */
export function registerSearch(router: Router): void {
  router.get('/search/:type', search, { bearer: 'v2' });
}

const KINDS: readonly Kind[] = ['movie', 'tv', 'anime'];
function search(ctx: Ctx): void {
  const type = ctx.params.type ?? '';
  if (!(KINDS as readonly string[]).includes(type)) {
    return apiError(ctx, 400, 'wrong_parameter', `type must be movie, tv or anime, got ${type}`);
  }
  const text = (ctx.query.get('q') ?? '').trim();
  if (!text) return apiError(ctx, 400, 'empty_field', 'q (the title text) is required');
  sendPage(ctx, ctx.sim.catalog.search(text, type as Kind), 10, 50, standardMedia);
}
