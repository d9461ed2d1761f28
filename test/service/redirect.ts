import { itemPath } from './catalog/present.ts';
import { isExternalKey } from './catalog/store.ts';
import type { CatalogItem, Kind } from './catalog/types.ts';
import { apiError } from './errors.ts';
import { type Ctx, redirect } from './http.ts';
import { resolveItem } from './resolve.ts';
import type { Router } from './router.ts';

/**
 * GET /redirect (spec 4.2): always 301 + Location + Cache-Control: no-store, never followed by
 * clients; the service id is the numeric segment after /movies/, /tv/ or /anime/. No user token.
 */
export function registerRedirect(router: Router): void {
  router.get('/redirect', redirectHelper, { exempt: true });
}

const TO = ['svc', 'trailer', 'share', 'watched'] as const;
const TYPES: Record<string, readonly Kind[]> = { movie: ['movie'], tv: ['tv'], anime: ['anime'], show: ['tv', 'anime'] };
const NO_STORE = { 'cache-control': 'no-store' };

function redirectHelper(ctx: Ctx): void {
  const q = ctx.query;
  const fail = (error: string, message: string) => apiError(ctx, 400, error, message, NO_STORE);
  const to = q.get('to') ?? 'svc';
  if (!(TO as readonly string[]).includes(to)) return fail('wrong_parameter', `to must be one of ${TO.join(', ')}`);
  const type = q.get('type');
  if (type !== null && !TYPES[type]) return fail('wrong_parameter', 'type must be movie, tv, anime or show');
  const season = intParam(q.get('season'));
  const episode = intParam(q.get('episode'));
  if (season === 'bad' || episode === 'bad') return fail('wrong_parameter', 'season and episode must be positive integers');
  const year = q.get('year') || null;
  if (year !== null && !/^\d{4}$/.test(year)) return fail('wrong_parameter', 'year must be a 4-digit year');

  let kinds: readonly Kind[] = type ? (TYPES[type] ?? []) : ['movie', 'tv', 'anime'];
  if (season !== undefined || episode !== undefined) {
    if (type === 'movie') return fail('wrong_parameter', 'season and episode do not apply to type=movie');
    kinds = kinds.filter((k) => k !== 'movie');
  }
  if (q.has('tmdb') && type !== 'movie' && type !== 'tv') return fail('wrong_parameter', 'tmdb requires type=movie or type=tv');
  const ids = [...q.entries()].filter(([k, v]) => v !== '' && (isExternalKey(k) || k === 'svc' || k === 'svc_id'));
  const title = q.get('title') || undefined;
  if (ids.length === 0 && !title) return fail('empty_field', 'an id parameter or title is required');

  const item = resolveItem(ctx.sim.catalog, { ids: Object.fromEntries(ids), title, year: year ?? undefined }, kinds);
  const web = ctx.sim.urls.web;
  if (!item) {
    // Still a 301 (spec: always), to a search page whose path carries no numeric id.
    const search = new URLSearchParams({ q: title ?? ids[0]?.[1] ?? '' });
    if (type) search.set('type', type);
    return redirect(ctx, 301, `${web}/search?${search.toString()}`, NO_STORE);
  }
  // A real helper's trailer link lands on the video site, off the web host (its own page otherwise).
  if (to === 'trailer' && item.trailer && season === undefined && episode === undefined) return redirect(ctx, 301, item.trailer, NO_STORE);
  const path = targetPath(ctx, item, season, episode);
  const suffix = to === 'svc' ? '' : `/${to}`;
  const epTitle = q.get('ep_title');
  const share = to === 'share' && epTitle ? `?${new URLSearchParams({ ep_title: epTitle }).toString()}` : '';
  redirect(ctx, 301, `${web}${path}${suffix}${share}`, NO_STORE);
}

/** Season defaults to 1; anime episodes are addressed by TV-database season through the mapping. */
function targetPath(ctx: Ctx, item: CatalogItem, season: number | undefined, episode: number | undefined): string {
  if (item.kind === 'movie' || (season === undefined && episode === undefined)) return itemPath(item);
  if (item.kind === 'tv') {
    const s = `${itemPath(item)}/season-${season ?? 1}`;
    return episode === undefined ? s : `${s}/episode-${episode}`;
  }
  if (episode === undefined) {
    const mapped = item.mapped_tvdb_seasons?.find((m) => m.tvdb_season === season);
    const entry = mapped ? ctx.sim.catalog.byId(mapped.svc, ['anime']) : undefined;
    return itemPath(entry ?? item);
  }
  const hit = ctx.sim.catalog.findEpisode(item, season, episode);
  return hit ? `${itemPath(hit.item)}/episode-${hit.episode.number}` : `${itemPath(item)}/episode-${episode}`;
}

function intParam(v: string | null): number | undefined | 'bad' {
  if (v === null || v === '') return undefined;
  return /^\d+$/.test(v) && Number(v) >= 0 ? Number(v) : 'bad';
}
