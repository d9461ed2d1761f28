import { checkCommon } from './common.ts';
import { apiError } from './errors.ts';
import { applyFault } from './faults.ts';
import { corsPreflight, type Ctx, sendEmpty, sendJson, sleep } from './http.ts';

/**
 * The static-file host (spec 4.7). This round it serves the right paths with empty lists and a
 * Last-Modified; calendar and trending content come later. Query strings are ignored by the CDN,
 * so spec 1 problems are logged but never rejected.
 */
const FILE = /^\/(calendar\/(tv|anime|movie_release)|calendar\/\d{4}\/\d{1,2}\/(tv|anime|movie_release)|trending\/(anime|tv|movies|combined)_(today|week|month)(_top500)?)\.json$/;

export async function handleCdn(ctx: Ctx): Promise<void> {
  if (ctx.method === 'OPTIONS') return sendEmpty(ctx, 204, corsPreflight());
  checkCommon(ctx, 'cdn');
  const fault = ctx.sim.faults.take('cdn', ctx.method, ctx.path);
  if (fault && (await applyFault(ctx, fault))) return;
  await sleep(ctx.delayMs);
  if (ctx.method !== 'GET' || !FILE.test(ctx.path)) return apiError(ctx, 404, 'id_err', `no file at ${ctx.path}`);
  const archive = /^\/calendar\/(\d{4})\/(\d{1,2})\//.exec(ctx.path);
  if (archive && monthIndex(Number(archive[1]), Number(archive[2])) > currentMonth(ctx) + 3) {
    return apiError(ctx, 404, 'id_err', 'months later than the current month + 3 do not exist');
  }
  // Files are regenerated every 6 hours; the last regeneration is the Last-Modified.
  const now = ctx.sim.clock.now();
  const generated = now - (now % (6 * 3_600_000));
  sendJson(ctx, 200, [], { 'last-modified': new Date(generated).toUTCString(), 'cache-control': 'public, max-age=18000' });
}

function monthIndex(year: number, month: number): number {
  return year * 12 + (month - 1);
}

function currentMonth(ctx: Ctx): number {
  const d = new Date(ctx.sim.clock.now());
  return monthIndex(d.getUTCFullYear(), d.getUTCMonth() + 1);
}
