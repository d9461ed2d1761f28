import type { User } from '../accounts.ts';
import { type Ctx, isRecord, redirect, sendHtml } from '../http.ts';
import type { Router } from '../router.ts';
import { escapeHtml, page, userSelect } from './html.ts';

/**
 * The website's own sign-in (a cookie session, not an API token): `to=watched` pages of the
 * redirect helper need it, and "unauthenticated users are sent through the authorization page
 * first" (spec 4.2). GET /signin?return_to=<path> shows the form; POST sets the cookie and
 * returns to the page.
 */
export const SESSION_COOKIE = 'svc_session';

export function registerSignin(router: Router): void {
  router.get('/signin', (ctx) => {
    const back = safeReturn(ctx.query.get('return_to'));
    sendHtml(
      ctx,
      200,
      page(
        'Sign in',
        `<main id="signin"><h1>Sign in</h1>
<form method="post" action="/signin"><input type="hidden" name="return_to" value="${escapeHtml(back)}">
<p>${userSelect(ctx.sim.users)}</p><button id="signin-submit" type="submit">Sign in</button></form></main>`,
      ),
      { 'cache-control': 'no-store' },
    );
  });
  router.post('/signin', (ctx) => {
    const form = isRecord(ctx.body) ? ctx.body : {};
    const user = ctx.sim.userByName(typeof form.user === 'string' ? form.user : '');
    const back = safeReturn(typeof form.return_to === 'string' ? form.return_to : null);
    if (!user) return redirect(ctx, 302, `/signin?return_to=${encodeURIComponent(back)}`);
    redirect(ctx, 302, back, { 'set-cookie': `${SESSION_COOKIE}=${encodeURIComponent(user.name)}; Path=/; HttpOnly; SameSite=Lax` });
  });
}

/** The signed-in website user, from the session cookie. */
export function webUser(ctx: Ctx): User | undefined {
  const cookie = ctx.req.headers.cookie ?? '';
  const m = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;]+)`).exec(cookie);
  return m ? ctx.sim.userByName(decodeURIComponent(m[1] as string)) : undefined;
}

/** Only same-site paths: an open redirect on a sign-in page would be a real bug. */
function safeReturn(v: string | null): string {
  return v && v.startsWith('/') && !v.startsWith('//') ? v : '/';
}
