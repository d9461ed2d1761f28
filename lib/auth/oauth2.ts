import { serviceRequest, serviceUrl, type HttpDeps } from '../service/http';
import { EmptySchema, TokenResponseSchema, type TokenResponse } from '../service/schemas';
import { codeChallengeS256, createCodeVerifier, randomToken } from './pkce';
import { t, type MessageKey } from '../i18n/t';

export const WRITE_SCOPE = 'media:read media:write';

export interface AuthorizationRequest {
  url: string;
  state: string;
  verifier: string;
  redirectUri: string;
}

export async function buildAuthorizationRequest(deps: HttpDeps, redirectUri: string): Promise<AuthorizationRequest> {
  const verifier = createCodeVerifier();
  const state = randomToken(32);
  const v1 = deps.config.auth === 'v1';
  // V1 (spec 5.1) has the same code flow under /oauth/, PKCE optional and no scopes.
  const url = serviceUrl(deps.config, 'web', v1 ? '/oauth/authorize' : '/oauth2/authorize', {
    response_type: 'code',
    redirect_uri: redirectUri,
    state,
    scope: v1 ? undefined : WRITE_SCOPE,
    code_challenge: await codeChallengeS256(verifier),
    code_challenge_method: 'S256',
  });
  return { url: url.toString(), state, verifier, redirectUri };
}

/** A consent that did not produce a code; `code` is the RFC 6749 error, `access_denied` if unknown. */
export class SignInError extends Error {
  override name = 'SignInError';
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const KNOWN_CONSENT_ERRORS: Readonly<Record<string, MessageKey>> = {
  access_denied: 'signin_access_denied',
  invalid_request: 'signin_invalid_request',
  invalid_scope: 'signin_invalid_scope',
  server_error: 'signin_server_error',
  temporarily_unavailable: 'signin_temporarily_unavailable',
};

/** Reads the redirect the consent page sent the browser to: checks `state` and `iss`, returns the code. */
export function readAuthorizationResponse(deps: HttpDeps, request: AuthorizationRequest, callbackUrl: string | undefined): string {
  // Chromium may end the auth flow without a URL (the window closed before any redirect).
  if (callbackUrl === undefined) throw new SignInError('access_denied', t('signin_access_denied'));
  const params = new URL(callbackUrl).searchParams;
  if (params.get('state') !== request.state) {
    throw new SignInError('state_mismatch', t('signin_state_mismatch'));
  }
  const issuer = params.get('iss');
  if (issuer !== null && issuer !== new URL(deps.config.webUrl).origin) {
    throw new SignInError('issuer_mismatch', t('signin_issuer_mismatch'));
  }
  const error = params.get('error');
  if (error !== null) {
    const known = Object.hasOwn(KNOWN_CONSENT_ERRORS, error) ? KNOWN_CONSENT_ERRORS[error] : undefined;
    throw known ? new SignInError(error, t(known)) : new SignInError('access_denied', t('signin_access_denied'));
  }
  const code = params.get('code');
  if (!code) throw new SignInError('invalid_request', 'The service sent no authorization code.');
  return code;
}

export async function exchangeCode(deps: HttpDeps, request: AuthorizationRequest, code: string): Promise<TokenResponse> {
  const { data } = await serviceRequest(deps, {
    method: 'POST',
    path: deps.config.auth === 'v1' ? '/oauth/token' : '/oauth2/token',
    form: {
      grant_type: 'authorization_code',
      code,
      code_verifier: request.verifier,
      redirect_uri: request.redirectUri,
      client_id: deps.config.clientId,
    },
    schema: TokenResponseSchema,
  });
  return data;
}

export async function refreshTokens(deps: HttpDeps, refreshToken: string): Promise<TokenResponse> {
  const { data } = await serviceRequest(deps, {
    method: 'POST',
    path: '/oauth2/token',
    form: { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: deps.config.clientId },
    schema: TokenResponseSchema,
  });
  return data;
}

/** spec 5.2: revoke always answers 200, so a failure here is only ever the network. */
export async function revokeToken(deps: HttpDeps, token: string): Promise<void> {
  await serviceRequest(deps, {
    method: 'POST',
    path: '/oauth2/revoke',
    form: { token, client_id: deps.config.clientId },
    schema: EmptySchema,
  });
}
