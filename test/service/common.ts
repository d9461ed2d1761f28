import type { ClientReg } from './accounts.ts';
import { apiError } from './errors.ts';
import { type Ctx, violate } from './http.ts';

/**
 * Spec 1: every request carries `client_id`, `app-name`, `app-version` as query parameters and
 * `User-Agent: <app-name>/<app-version>`. Only a bad client id has a specified answer (412
 * `client_id_failed`); the rest is "not shown" (spec 5.3), so it is answered normally and
 * recorded as a violation.
 *
 * Modes: 'api' answers 412 itself; 'oauth' leaves the client check to the /oauth2 handler (its
 * own envelope, 401 invalid_client); 'cdn' never rejects (the CDN ignores query strings, spec
 * 4.7); 'browser' skips the User-Agent rule (a browser sends its own).
 */
export type CommonMode = 'api' | 'oauth' | 'cdn' | 'browser';

/** Returns the client registration, undefined when unknown, or 'rejected' after answering 412. */
export function checkCommon(ctx: Ctx, mode: CommonMode): ClientReg | undefined | 'rejected' {
  const q = ctx.query;
  const clientId = q.get('client_id');
  const client = clientId ? ctx.sim.clients.find((c) => c.id === clientId) : undefined;
  if (!clientId) violate(ctx, 'missing-client-id', 'query parameter client_id is missing');
  else if (!client) violate(ctx, 'unknown-client-id', `client_id ${clientId} is not registered`);

  const appName = q.get('app-name');
  const appVersion = q.get('app-version');
  if (!appName) violate(ctx, 'missing-app-name', 'query parameter app-name is missing');
  else if (appName !== appName.toLowerCase()) violate(ctx, 'app-name-not-lowercase', `app-name ${appName} must be lowercase`);
  else if (appName !== ctx.sim.opts.appName) violate(ctx, 'unexpected-app-name', `app-name ${appName}, expected ${ctx.sim.opts.appName}`);
  if (!appVersion) violate(ctx, 'missing-app-version', 'query parameter app-version is missing');

  if (mode !== 'browser') {
    const ua = ctx.req.headers['user-agent'];
    if (!ua) violate(ctx, 'missing-user-agent', 'User-Agent header is missing');
    else if (appName && appVersion && ua !== `${appName}/${appVersion}`) {
      violate(ctx, 'user-agent-mismatch', `User-Agent "${ua}", expected "${appName}/${appVersion}"`);
    }
  }

  if (mode === 'api' && !client) {
    apiError(ctx, 412, 'client_id_failed', clientId ? `unknown client_id ${clientId}` : 'client_id is required');
    return 'rejected';
  }
  return client;
}
