import { type Ctx, sendJson } from './http.ts';

/**
 * The two error envelopes of spec 7: the standard one `{error, code, message}` everywhere,
 * and the RFC 6749 one `{error, error_description}` (no `code`) on /oauth2/*.
 */
export function apiError(
  ctx: Ctx,
  status: number,
  error: string,
  message?: string,
  headers: Record<string, string> = {},
  extra: Record<string, unknown> = {},
): void {
  sendJson(ctx, status, { error, code: status, ...(message ? { message } : {}), ...extra }, headers);
}

export function oauthError(ctx: Ctx, status: number, error: string, description?: string, headers: Record<string, string> = {}): void {
  sendJson(
    ctx,
    status,
    { error, ...(description ? { error_description: description } : {}) },
    {
      'cache-control': 'no-store',
      ...headers,
    },
  );
}

/**
 * Spec 5.2 writes the challenge as `Bearer realm=<api_host>, error=<error>` with bare values;
 * we follow it literally. The needed scope (RFC 6750 3.1) is quoted, as that grammar requires.
 */
export function bearerChallenge(ctx: Ctx, error: string, scope?: string): Record<string, string> {
  const realm = new URL(ctx.sim.urls.api).host;
  const scopePart = scope ? `, scope="${scope}"` : '';
  return { 'www-authenticate': `Bearer realm=${realm}, error=${error}${scopePart}` };
}

/** The `error` a fault uses when the test gave only a status. */
export function defaultErrorFor(status: number): string {
  const map: Record<number, string> = {
    400: 'wrong_parameter',
    401: 'invalid_token',
    403: 'forbidden',
    404: 'id_err',
    409: 'already_watched',
    412: 'client_id_failed',
    429: 'rate_limit',
    500: 'internal',
  };
  return map[status] ?? (status >= 500 ? 'unavailable' : 'error');
}
