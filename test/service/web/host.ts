import { registerAuthorize } from '../auth/authorize.ts';
import { registerDevicePages } from '../auth/device.ts';
import { registerV1Web } from '../auth/v1-web.ts';
import { registerDiscovery } from '../auth/discovery.ts';
import { applyFault } from '../faults.ts';
import { type Ctx, sendHtml, sleep } from '../http.ts';
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

export async function handleWeb(ctx: Ctx, router: Router): Promise<void> {
  const fault = ctx.sim.faults.take('web', ctx.method, ctx.path);
  if (fault && (await applyFault(ctx, fault))) return;
  await sleep(ctx.delayMs);
  const match = router.match(ctx.method, ctx.path);
  if (!match) return sendHtml(ctx, 404, errorPage('Not found', 'id_err', `nothing at ${ctx.path}`));
  ctx.params = match.params;
  await match.route.handler(ctx);
}
