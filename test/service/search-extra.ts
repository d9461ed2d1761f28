import { episodeRef, standardMedia } from './catalog/present.ts';
import type { CatalogItem, Kind } from './catalog/types.ts';
import { apiError } from './errors.ts';
import { type Ctx, isRecord, sendJson, violate } from './http.ts';
import type { Router } from './router.ts';
import { normalizeTitle } from './text.ts';
import { isStatus, STATUSES } from './watchlist.ts';

/**
 * POST /search/file, POST /search/random and GET /ratings/{type} (spec 4.1). Body fields of the
 * two searches are "not shown" (spec 4.9): `file_name`, and `type`/`genre`/`year`/`rating`.
 */
export function registerSearchExtra(router: Router): void {
  router.post('/search/file', searchFile, { bearer: 'v2' });
  router.post('/search/random', searchRandom, { bearer: 'v2' });
  router.get('/ratings/:type', bulkRatings, { bearer: 'required' });
}

const QUALITY = /\b(2160p|1080p|720p|480p|4k|uhd|web|webrip|web dl|bluray|bdrip|hdtv|x264|x265|h264|h265|hevc|aac|dts|remux|proper|repack)\b.*$/;

/** Scene-style names: `Show.S01E02...`, `Show 1x02`, `[Group] Anime - 1100 (1080p)`, `Movie.2010.1080p`. */
function searchFile(ctx: Ctx): void {
  const body = isRecord(ctx.body) ? ctx.body : {};
  const raw = body.file_name;
  if (raw === undefined || raw === null || raw === '') return apiError(ctx, 400, 'empty_field', 'file_name is required');
  if (typeof raw !== 'string') return apiError(ctx, 400, 'wrong_parameter', 'file_name must be a string');
  // A file's folders name the user's disks and shares; the file itself is all a lookup needs.
  if (/[\\/]/.test(raw)) violate(ctx, 'file-path-sent', 'file_name carries folders; send the base name only');
  const base = (raw.split(/[\\/]/).pop() ?? raw).replace(/\.[a-z0-9]{2,4}$/i, '').replace(/\[[^\]]*\]|\([^)]*p\)/gi, ' ');
  const text = base.replace(/[._]+/g, ' ').trim();
  const catalog = ctx.sim.catalog;
  const se = /^(.*?)\s*(?:S(\d{1,2})\s*E(\d{1,4})|\b(\d{1,2})x(\d{1,3})\b)/i.exec(text);
  const abs = /^(.*?)\s+-\s+(\d{1,4})\b/.exec(text);
  if (se || abs) {
    const title = clean((se?.[1] ?? abs?.[1]) as string);
    const season = se ? Number(se[2] ?? se[4]) : undefined;
    const number = Number(se ? (se[3] ?? se[5]) : abs?.[2]);
    for (const item of titleHits(ctx, title, ['tv', 'anime'])) {
      const hit = catalog.findEpisode(item, season, number);
      if (hit)
        return sendJson(ctx, 200, [
          { type: 'episode', score: 1, [hit.item.kind === 'tv' ? 'show' : 'anime']: standardMedia(hit.item), episode: episodeRef(hit.episode) },
        ]);
    }
    return sendJson(ctx, 200, []);
  }
  const ym = /^(.*?)\s+\(?((?:19|20)\d{2})\)?(?:\s|$)/.exec(text);
  const title = clean(ym ? (ym[1] as string) : text);
  const year = ym ? Number(ym[2]) : undefined;
  const movies = titleHits(ctx, title, ['movie']).filter((m) => year === undefined || m.year === year);
  sendJson(
    ctx,
    200,
    movies.slice(0, 1).map((m) => ({ type: 'movie', score: 1, movie: standardMedia(m) })),
  );
}

function clean(s: string): string {
  return s.toLowerCase().replace(QUALITY, '').trim();
}

function titleHits(ctx: Ctx, title: string, kinds: Kind[]): CatalogItem[] {
  const want = normalizeTitle(title);
  return kinds.flatMap((k) => ctx.sim.catalog.search(title, k)).filter((i) => normalizeTitle(i.title) === want || normalizeTitle(i.title).startsWith(want));
}

/** One random title matching the optional filters, from the seeded PRNG (reproducible runs); none: `[]`. */
function searchRandom(ctx: Ctx): void {
  const body = ctx.body === undefined ? {} : ctx.body;
  if (!isRecord(body)) return apiError(ctx, 400, 'wrong_parameter', 'body must be a JSON object');
  const { type, genre, year, rating } = body;
  const bad = (field: string, want: string) => apiError(ctx, 400, 'wrong_parameter', `${field} must be ${want}`);
  if (type !== undefined && type !== 'movie' && type !== 'tv' && type !== 'anime') return bad('type', 'movie, tv or anime');
  if (genre !== undefined && typeof genre !== 'string') return bad('genre', 'a string');
  if (year !== undefined && !Number.isInteger(year)) return bad('year', 'an integer');
  if (rating !== undefined && (typeof rating !== 'number' || rating < 0 || rating > 10)) return bad('rating', 'a number 0-10 (the minimum)');
  const pool = ctx.sim.catalog.items.filter(
    (i) =>
      (type === undefined || i.kind === type) &&
      (genre === undefined || i.genres.includes(genre.toLowerCase())) &&
      (year === undefined || i.year === year) &&
      (rating === undefined || (i.ratings.svc?.rating ?? 0) >= rating),
  );
  if (pool.length === 0) return sendJson(ctx, 200, []);
  const pick = pool[Math.floor(ctx.sim.random() * pool.length)] as CatalogItem;
  sendJson(ctx, 200, standardMedia(pick));
}

const BULK_KINDS: Record<string, Kind> = { movies: 'movie', tv: 'tv', anime: 'anime' };

/** Ratings of the titles in the caller's Watchlist with the given statuses (`1` = all), spec 2.4. */
function bulkRatings(ctx: Ctx): void {
  const user = ctx.auth?.user;
  if (!user) return apiError(ctx, 401, 'user_token_required');
  const kind = BULK_KINDS[ctx.params.type ?? ''];
  if (!kind) return apiError(ctx, 400, 'wrong_parameter', `type must be one of ${Object.keys(BULK_KINDS).join(', ')}`);
  const raw = ctx.query.get('user_watchlist');
  if (!raw) return apiError(ctx, 400, 'empty_field', 'user_watchlist is required');
  const parts = raw.split(',').map((s) => s.trim());
  if (raw !== '1' && !parts.every(isStatus))
    return apiError(ctx, 400, 'wrong_parameter', `user_watchlist: one or more of ${STATUSES.join(', ')}, or 1 for all`);
  const entries = ctx.sim.library.watchlist.list(user.id).filter((e) => e.item.kind === kind && (raw === '1' || parts.includes(e.status)));
  sendJson(
    ctx,
    200,
    entries.map((e) => ({
      id: e.item.svc,
      svc: { rating: e.item.ratings.svc?.rating ?? 0, votes: e.item.ratings.svc?.votes ?? 0, droprate: e.item.droprate ?? 0 },
    })),
  );
}
