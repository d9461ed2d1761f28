import { type ClientReg, redirectUriAllowed } from '../accounts.ts';
import { checkCommon } from '../common.ts';
import { type Ctx, isRecord, redirect, sendHtml } from '../http.ts';
import type { Router } from '../router.ts';
import { errorPage } from '../web/html.ts';
import { consentPage } from './consent-html.ts';
import { parseScope } from './store.ts';

/**
 * The V2 consent page on the web host (spec 5.2). GET only renders (Firefox loads the
 * authorize URL twice, so it must stay side-effect free); codes are made on the decision POST.
 */
export function registerAuthorize(router: Router): void {
  router.get('/oauth2/authorize', (ctx) => {
    checkCommon(ctx, 'browser');
    const p = Object.fromEntries(ctx.query);
    const v = validate(ctx, p);
    if (!v.ok) return answerInvalid(ctx, p, v);
    const appName = p['app-name'] || v.client.name;
    sendHtml(ctx, 200, consentPage(v.client, appName, v.scope, carried(p), ctx.sim.users), { 'cache-control': 'no-store' });
  });
  router.post('/oauth2/authorize/decision', decision);
}

const CARRIED = ['response_type', 'client_id', 'redirect_uri', 'state', 'scope', 'code_challenge', 'code_challenge_method', 'app-name', 'app-version'];

function carried(p: Record<string, string>): Record<string, string> {
  return Object.fromEntries(CARRIED.filter((k) => p[k] !== undefined).map((k) => [k, p[k] as string]));
}

type Validation = { ok: true; client: ClientReg; scope: string[] } | { ok: false; trusted: boolean; status: number; error: string; description: string };

function validate(ctx: Ctx, p: Record<string, string>): Validation {
  const untrusted = (status: number, error: string, description: string): Validation => ({ ok: false, trusted: false, status, error, description });
  const trusted = (error: string, description: string): Validation => ({ ok: false, trusted: true, status: 302, error, description });
  const client = ctx.sim.clients.find((c) => c.id === p.client_id);
  if (!p.client_id) return untrusted(400, 'invalid_request', 'client_id is required');
  if (!client) return untrusted(401, 'invalid_client', `unknown client_id ${p.client_id}`);
  if (client.version !== 2) return untrusted(401, 'invalid_client', 'this client is not enabled for OAuth 2.0');
  if (!p.redirect_uri || !redirectUriAllowed(client, p.redirect_uri)) {
    return untrusted(400, 'invalid_request', `redirect_uri ${p.redirect_uri ?? '(missing)'} is not registered for this client`);
  }
  if (p.response_type !== 'code') return trusted('unsupported_response_type', 'response_type must be code');
  if (!p.code_challenge) return trusted('invalid_request', 'code_challenge is required (PKCE is mandatory)');
  if (p.code_challenge_method !== 'S256') return trusted('invalid_request', 'code_challenge_method must be S256');
  if (!/^[A-Za-z0-9_-]{43}$/.test(p.code_challenge)) return trusted('invalid_request', 'code_challenge must be a base64url SHA-256 digest');
  return { ok: true, client, scope: parseScope(p.scope) };
}

/** Errors go back to the client when its redirect_uri can be trusted, else they are shown here. */
function answerInvalid(ctx: Ctx, p: Record<string, string>, v: Extract<Validation, { ok: false }>): void {
  if (!v.trusted || !p.redirect_uri) return sendHtml(ctx, v.status, errorPage('Authorization failed', v.error, v.description));
  redirect(ctx, 302, backTo(ctx, p.redirect_uri, { error: v.error, error_description: v.description, state: p.state }));
}

function decision(ctx: Ctx): void {
  const p: Record<string, string> = {};
  if (isRecord(ctx.body)) for (const [k, val] of Object.entries(ctx.body)) if (typeof val === 'string') p[k] = val;
  const v = validate(ctx, p);
  if (!v.ok) return answerInvalid(ctx, p, v);
  const redirectUri = p.redirect_uri as string;
  if (p.decision !== 'approve') return redirect(ctx, 302, backTo(ctx, redirectUri, { error: 'access_denied', state: p.state }));
  const user = ctx.sim.userByName(p.user ?? 'demo');
  if (!user) return sendHtml(ctx, 400, errorPage('Authorization failed', 'invalid_request', `unknown user ${p.user ?? ''}`));
  const code = ctx.sim.auth.issueCode({
    clientId: v.client.id,
    userId: user.id,
    redirectUri,
    challenge: p.code_challenge as string,
    scope: v.scope,
  });
  redirect(ctx, 302, backTo(ctx, redirectUri, { code, state: p.state }));
}

/** `iss` (RFC 9207) lets the client check the answer came from this authorization server. */
function backTo(ctx: Ctx, redirectUri: string, params: Record<string, string | undefined>): string {
  const url = new URL(redirectUri);
  for (const [k, v] of Object.entries({ ...params, iss: ctx.sim.urls.web })) if (v !== undefined) url.searchParams.set(k, v);
  return url.toString();
}
