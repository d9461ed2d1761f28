import { type ClientReg, redirectUriAllowed } from '../accounts.ts';
import { checkCommon } from '../common.ts';
import { type Ctx, isRecord, redirect, sendHtml } from '../http.ts';
import type { Router } from '../router.ts';
import { errorPage, escapeHtml, page, userSelect } from '../web/html.ts';

/**
 * V1 browser pages on the web host (spec 5.1): the authorize/consent page and the PIN entry page.
 * The API host has no /oauth/authorize (404 there, spec 5.1).
 */
export function registerV1Web(router: Router): void {
  router.get('/oauth/authorize', (ctx) => {
    checkCommon(ctx, 'browser');
    const p = Object.fromEntries(ctx.query);
    const v = validate(ctx, p);
    if (!v.ok) return sendHtml(ctx, v.status, errorPage('Authorization failed', v.error, v.message));
    const hidden = Object.entries(p)
      .map(([k, val]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(val)}">`)
      .join('\n');
    sendHtml(
      ctx,
      200,
      page(
        `Authorize ${v.client.name}`,
        `<main id="consent" data-version="1">
<h1>Authorize <span id="app-name">${escapeHtml(p['app-name'] || v.client.name)}</span></h1>
<p id="client-name">${escapeHtml(v.client.name)} (<code>${escapeHtml(v.client.id)}</code>) would like to read and change your library.</p>
<form id="decision" method="post" action="/oauth/authorize/decision">
${hidden}
<p>${userSelect(ctx.sim.users)}</p>
<button id="approve" type="submit" name="decision" value="approve">Approve</button>
<button id="deny" type="submit" name="decision" value="deny">Deny</button>
</form></main>`,
      ),
      { 'cache-control': 'no-store' },
    );
  });
  router.post('/oauth/authorize/decision', decision);
  router.get('/pin', (ctx) => sendHtml(ctx, 200, pinPage(ctx, ctx.query.get('code') ?? ''), { 'cache-control': 'no-store' }));
  router.post('/pin', (ctx) => {
    const form = isRecord(ctx.body) ? ctx.body : {};
    const code = typeof form.user_code === 'string' ? form.user_code : '';
    const user = ctx.sim.userByName(typeof form.user === 'string' ? form.user : 'demo');
    const approve = form.decision !== 'deny';
    const ok = user !== undefined && ctx.sim.v1.decide(code, user.id, approve);
    const text = !ok ? 'That code is unknown or has expired.' : approve ? 'Device connected.' : 'Access denied.';
    sendHtml(ctx, ok ? 200 : 400, pinPage(ctx, ok ? '' : code, { ok, text }));
  });
}

type Validation = { ok: true; client: ClientReg; method: 'S256' | 'plain' | undefined } | { ok: false; status: number; error: string; message: string };

function validate(ctx: Ctx, p: Record<string, string>): Validation {
  const fail = (status: number, error: string, message: string): Validation => ({ ok: false, status, error, message });
  const client = ctx.sim.clients.find((c) => c.id === p.client_id);
  if (!p.client_id) return fail(400, 'empty_field', 'client_id is required');
  if (!client) return fail(401, 'invalid_client', `unknown client_id ${p.client_id}`);
  if (client.version !== 1) return fail(400, 'unauthorized_client', 'this is a V2 registration; use /oauth2/authorize');
  if (p.response_type !== 'code') return fail(400, 'wrong_parameter', 'response_type must be code');
  let method: 'S256' | 'plain' | undefined;
  if (p.code_challenge) {
    // Case-sensitive; S256 is the default (spec 5.1).
    const m = p.code_challenge_method ?? 'S256';
    if (m !== 'S256' && m !== 'plain') return fail(400, 'invalid_request', 'code_challenge_method must be S256 or plain');
    method = m;
  }
  const registered = client.redirectUris.length > 0 || client.extensionRedirects === true;
  if (p.redirect_uri === undefined) {
    if (registered || !p.code_challenge) return fail(403, 'redirect_failed', 'redirect_uri is required for this client');
  } else if (!redirectUriAllowed(client, p.redirect_uri)) {
    return fail(403, 'redirect_failed', `redirect_uri ${p.redirect_uri} does not match the registered value`);
  }
  if (client.kind !== 'confidential' && !p.code_challenge) return fail(400, 'invalid_request', 'a public client must use PKCE (code_challenge)');
  return { ok: true, client, method };
}

function decision(ctx: Ctx): void {
  const p: Record<string, string> = {};
  if (isRecord(ctx.body)) for (const [k, val] of Object.entries(ctx.body)) if (typeof val === 'string') p[k] = val;
  const v = validate(ctx, p);
  if (!v.ok) return sendHtml(ctx, v.status, errorPage('Authorization failed', v.error, v.message));
  // A denial goes to / on the web host with no error parameter (spec 5.1).
  if (p.decision !== 'approve') return redirect(ctx, 302, `${ctx.sim.urls.web}/`);
  const user = ctx.sim.userByName(p.user ?? 'demo');
  if (!user) return sendHtml(ctx, 400, errorPage('Authorization failed', 'wrong_parameter', `unknown user ${p.user ?? ''}`));
  const code = ctx.sim.v1.issueCode({
    clientId: v.client.id,
    userId: user.id,
    ...(p.redirect_uri !== undefined ? { redirectUri: p.redirect_uri } : {}),
    ...(p.code_challenge ? { challenge: p.code_challenge } : {}),
    method: v.method ?? 'S256',
  });
  if (p.redirect_uri === undefined) {
    // Out of band: a PKCE client without a redirect reads the code off the page.
    return sendHtml(ctx, 200, page('Authorization code', `<main id="oob"><p>Your code: <code id="code">${escapeHtml(code)}</code></p></main>`));
  }
  const url = new URL(p.redirect_uri);
  url.searchParams.set('code', code);
  if (p.state !== undefined) url.searchParams.set('state', p.state);
  redirect(ctx, 302, url.toString());
}

function pinPage(ctx: Ctx, prefill: string, message?: { ok: boolean; text: string }): string {
  const note = message ? `<p id="result" data-ok="${message.ok}">${escapeHtml(message.text)}</p>` : '';
  return page(
    'Enter your PIN',
    `<main id="pin">
<h1>Connect an app</h1>${note}
<form method="post" action="/pin">
<p><label>Code <input id="user_code" name="user_code" autocomplete="off" value="${escapeHtml(prefill)}" maxlength="5"></label></p>
<p>${userSelect(ctx.sim.users)}</p>
<button id="approve" type="submit" name="decision" value="approve">Approve</button>
<button id="deny" type="submit" name="decision" value="deny">Deny</button>
</form></main>`,
  );
}
