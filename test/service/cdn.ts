import { calendar, type CalendarKind, dvdReleases, monthDays, rollingDays, trending } from './cdn-files.ts';
import { checkCommon } from './common.ts';
import { apiError } from './errors.ts';
import { applyFault } from './faults.ts';
import { corsPreflight, type Ctx, sendEmpty, sendJson, violate } from './http.ts';

/**
 * The static-file host (spec 4.7): calendars (rolling window and monthly archives) and trending
 * lists, with Last-Modified (If-Modified-Since answers 304). Query strings are ignored by the CDN,
 * so spec 1 problems are logged but never rejected; no Authorization is needed.
 */
const ROLLING = /^\/calendar\/(tv|anime|movie_release)\.json$/;
const MONTHLY = /^\/calendar\/(\d{4})\/(\d{1,2})\/(tv|anime|movie_release)\.json$/;
const TRENDING = /^\/trending\/(anime|tv|movies|combined)_(today|week|month)(_top500)?\.json$/;
const DVD = '/trending/dvd_releases.json';
const HOUR = 3_600_000;

export async function handleCdn(ctx: Ctx): Promise<void> {
  if (ctx.method === 'OPTIONS') return sendEmpty(ctx, 204, corsPreflight());
  checkCommon(ctx, 'cdn');
  // spec 4.7: static files need no Authorization; a user token sent here leaks it to a cache host.
  if (ctx.req.headers.authorization !== undefined) violate(ctx, 'token-to-static-host', `Authorization sent to the CDN: ${ctx.method} ${ctx.path}`);
  const fault = ctx.sim.faults.take('cdn', ctx.method, ctx.path);
  if (fault && (await applyFault(ctx, fault))) return;
  await ctx.sim.faults.delay(ctx.delayMs);
  const file = ctx.method === 'GET' || ctx.method === 'HEAD' ? resolve(ctx) : undefined;
  if (!file) return apiError(ctx, 404, 'id_err', `no file at ${ctx.path}`);
  if (file === 'future') return apiError(ctx, 404, 'id_err', 'months later than the current month + 3 do not exist');
  const since = Date.parse(ctx.req.headers['if-modified-since'] ?? '');
  const headers = { 'last-modified': new Date(file.modified).toUTCString(), 'cache-control': 'public, max-age=18000' };
  if (!Number.isNaN(since) && Math.floor(file.modified / 1000) * 1000 <= since) return sendEmpty(ctx, 304, headers);
  sendJson(ctx, 200, file.body(), headers);
}

interface File {
  modified: number;
  body: () => unknown;
}

function resolve(ctx: Ctx): File | 'future' | undefined {
  const now = ctx.sim.clock.now();
  const { items } = ctx.sim.catalog;
  const web = ctx.sim.urls.web;
  const floor = (period: number) => now - (((now % period) + period) % period);
  let m = ROLLING.exec(ctx.path);
  if (m) {
    const kind = m[1] as CalendarKind;
    // Calendar files are regenerated every 6 hours.
    return { modified: floor(6 * HOUR), body: () => calendar(items, kind, rollingDays(now), web) };
  }
  m = MONTHLY.exec(ctx.path);
  if (m) {
    const [year, month, kind] = [Number(m[1]), Number(m[2]), m[3] as CalendarKind];
    if (month < 1 || month > 12) return undefined;
    const d = new Date(now);
    const current = d.getUTCFullYear() * 12 + d.getUTCMonth();
    const index = year * 12 + month - 1;
    if (index > current + 3) return 'future';
    // Current and future months: every 6 h; the previous 12 months: every 24 h; older: archived.
    const modified = index >= current ? floor(6 * HOUR) : index >= current - 12 ? floor(24 * HOUR) : Date.UTC(year, month, 1);
    return { modified, body: () => calendar(items, kind, monthDays(year, month), web) };
  }
  m = TRENDING.exec(ctx.path);
  if (m) {
    const [category, period, top] = [m[1] as string, m[2] as string, m[3] ? 500 : 100];
    return { modified: floor(24 * HOUR), body: () => trending(items, category, period, top, now, web) };
  }
  if (ctx.path === DVD) return { modified: floor(24 * HOUR), body: () => dvdReleases(items, now, web) };
  return undefined;
}
