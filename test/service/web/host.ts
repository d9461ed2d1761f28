import { registerAuthorize } from '../auth/authorize.ts';
import { registerDevicePages } from '../auth/device.ts';
import { registerV1Web } from '../auth/v1-web.ts';
import { registerDiscovery } from '../auth/discovery.ts';
import { applyFault } from '../faults.ts';
import { type Ctx, sendHtml, violate } from '../http.ts';
import { Router } from '../router.ts';
import { errorPage } from './html.ts';
import { registerPages } from './pages.ts';

/** The browser-facing host: consent page, device page, discovery, item pages. */
export function buildWebRouter(): Router {
  const r = new Router();
  registerDiscovery(r);
  registerAuthorize(r);
  registerDevicePages(r);
  registerV1Web(r);
  registerPages(r);
  return r;
}

/** Item pages the redirect helper's 301 points at (spec 4.2). */
const ITEM_PAGE = /^\/(movies|tv|anime)\/\d+(\/|$)/;

export async function handleWeb(ctx: Ctx, router: Router): Promise<void> {
  // spec 4.2: clients must not follow the 301. A browser tab opening the page sends the browser's
  // User-Agent; the app's own one here means the app fetched the Location itself.
  const ua = ctx.req.headers['user-agent'] ?? '';
  if (ctx.method === 'GET' && ITEM_PAGE.test(ctx.path) && ua.startsWith(`${ctx.sim.opts.appName}/`)) {
    violate(ctx, 'redirect-followed', `GET ${ctx.path} fetched with the app's User-Agent: the 301 from /redirect was followed`);
  }
  const fault = ctx.sim.faults.take('web', ctx.method, ctx.path);
  if (fault && (await applyFault(ctx, fault))) return;
  await ctx.sim.faults.delay(ctx.delayMs);
  const match = router.match(ctx.method, ctx.path);
  if (!match) return sendHtml(ctx, 404, errorPage('Not found', 'id_err', `nothing at ${ctx.path}`));
  ctx.params = match.params;
  await match.route.handler(ctx);
}
