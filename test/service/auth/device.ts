import type { ClientReg } from '../accounts.ts';
import { bodyString, type Ctx, isRecord, sendHtml, sendJson } from '../http.ts';
import type { Router } from '../router.ts';
import { devicePage } from './consent-html.ts';
import { DEVICE_TTL, parseScope } from './store.ts';

/** POST /oauth2/device (RFC 8628 3.2): an 8-character user code and a QR-friendly complete link. */
export function deviceAuthorization(ctx: Ctx, client: ClientReg): void {
  const g = ctx.sim.auth.startDevice(client.id, parseScope(bodyString(ctx, 'scope')));
  const verification = `${ctx.sim.urls.web}/device`;
  sendJson(
    ctx,
    200,
    {
      device_code: g.deviceCode,
      user_code: g.userCode,
      verification_uri: verification,
      verification_uri_complete: `${verification}?user_code=${g.userCode}`,
      expires_in: DEVICE_TTL / 1000,
      interval: g.intervalS,
    },
    { 'cache-control': 'no-store' },
  );
}

/** The web host's code entry page, where the user approves a device. */
export function registerDevicePages(router: Router): void {
  router.get('/device', (ctx) => {
    sendHtml(ctx, 200, devicePage(ctx.query.get('user_code') ?? '', ctx.sim.users), { 'cache-control': 'no-store' });
  });
  router.post('/device', (ctx) => {
    const form = isRecord(ctx.body) ? ctx.body : {};
    const code = typeof form.user_code === 'string' ? form.user_code : '';
    const user = ctx.sim.userByName(typeof form.user === 'string' ? form.user : 'demo');
    const approve = form.decision !== 'deny';
    const ok = user !== undefined && ctx.sim.auth.decideDevice(code, user.id, approve);
    const text = !ok ? 'That code is unknown or has expired.' : approve ? 'Device connected. You can return to your device.' : 'Access denied.';
    sendHtml(ctx, ok ? 200 : 400, devicePage(ok ? '' : code, ctx.sim.users, { ok, text }));
  });
}
