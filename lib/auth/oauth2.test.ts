import { describe, expect, it } from 'vitest';
import packageJson from '../../package.json';
import { resolveConfig, SIMULATOR_URLS } from '../config';
import type { HttpDeps } from '../service/http';
import { buildAuthorizationRequest, readAuthorizationResponse, SignInError, WRITE_SCOPE, type AuthorizationRequest } from './oauth2';
import { codeChallengeS256 } from './pkce';

const deps: HttpDeps = { config: resolveConfig({}), fetch };
const REDIRECT = 'https://abcdefghijklmnop.chromiumapp.org/';
const WEB_ORIGIN = SIMULATOR_URLS.web;

const request: AuthorizationRequest = {
  url: `${WEB_ORIGIN}/oauth2/authorize`,
  state: 'state-123',
  verifier: 'v'.repeat(64),
  redirectUri: REDIRECT,
};

function callback(params: Record<string, string>): string {
  return `${REDIRECT}?${new URLSearchParams(params).toString()}`;
}

function signInError(run: () => unknown): SignInError {
  try {
    run();
  } catch (error) {
    if (error instanceof SignInError) return error;
    throw error;
  }
  throw new Error('expected a SignInError');
}

describe('buildAuthorizationRequest (spec 5.2)', () => {
  it('targets {web_url}/oauth2/authorize with the code flow parameters and the common ones', async () => {
    const built = await buildAuthorizationRequest(deps, REDIRECT);
    const url = new URL(built.url);
    expect(url.origin).toBe(WEB_ORIGIN);
    expect(url.pathname).toBe('/oauth2/authorize');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT);
    expect(url.searchParams.get('client_id')).toBe('watchmark-dev');
    expect(url.searchParams.get('app-name')).toBe('watchmark');
    expect(url.searchParams.get('app-version')).toBe(packageJson.version);
    expect(built.redirectUri).toBe(REDIRECT);
  });

  it('asks for read and write (media:read media:write)', async () => {
    const url = new URL((await buildAuthorizationRequest(deps, REDIRECT)).url);
    expect(url.searchParams.get('scope')).toBe('media:read media:write');
    expect(WRITE_SCOPE).toBe('media:read media:write');
  });

  it('uses PKCE S256 with the challenge of the verifier it returns', async () => {
    const built = await buildAuthorizationRequest(deps, REDIRECT);
    const url = new URL(built.url);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toBe(await codeChallengeS256(built.verifier));
    expect(built.verifier).toMatch(/^[A-Za-z0-9\-._~]{43,128}$/);
    expect(built.url).not.toContain(built.verifier);
  });

  it('sends a random state and returns it', async () => {
    const states = new Set<string>();
    for (let i = 0; i < 20; i += 1) {
      const built = await buildAuthorizationRequest(deps, REDIRECT);
      expect(new URL(built.url).searchParams.get('state')).toBe(built.state);
      expect(built.state.length).toBeGreaterThanOrEqual(16);
      states.add(built.state);
    }
    expect(states.size).toBe(20);
  });

  it('never uses the API host for the consent page', async () => {
    const config = resolveConfig({ WXT_SVC_API_URL: 'https://api.example.com', WXT_SVC_WEB_URL: 'https://www.example.com' });
    const url = new URL((await buildAuthorizationRequest({ config, fetch }, REDIRECT)).url);
    expect(url.origin).toBe('https://www.example.com');
  });
});

describe('readAuthorizationResponse', () => {
  it('returns the code when state matches and iss is the web host', () => {
    expect(readAuthorizationResponse(deps, request, callback({ code: 'abc', state: 'state-123', iss: WEB_ORIGIN }))).toBe('abc');
  });

  it('accepts an absent iss', () => {
    expect(readAuthorizationResponse(deps, request, callback({ code: 'abc', state: 'state-123' }))).toBe('abc');
  });

  const failures: Array<[string, Record<string, string>, string]> = [
    ['state mismatch', { code: 'abc', state: 'other' }, 'state_mismatch'],
    ['state missing', { code: 'abc' }, 'state_mismatch'],
    ['state differs only in case', { code: 'abc', state: 'STATE-123' }, 'state_mismatch'],
    ['iss of another host', { code: 'abc', state: 'state-123', iss: 'https://evil.example.com' }, 'issuer_mismatch'],
    ['iss of the API host', { code: 'abc', state: 'state-123', iss: SIMULATOR_URLS.api }, 'issuer_mismatch'],
    ['empty iss', { code: 'abc', state: 'state-123', iss: '' }, 'issuer_mismatch'],
    ['access_denied', { error: 'access_denied', state: 'state-123' }, 'access_denied'],
    ['invalid_request', { error: 'invalid_request', state: 'state-123' }, 'invalid_request'],
    ['invalid_scope', { error: 'invalid_scope', state: 'state-123' }, 'invalid_scope'],
    ['server_error', { error: 'server_error', state: 'state-123' }, 'server_error'],
    ['temporarily_unavailable', { error: 'temporarily_unavailable', state: 'state-123', iss: WEB_ORIGIN }, 'temporarily_unavailable'],
    ['an unknown error -> access_denied', { error: 'something_new', state: 'state-123' }, 'access_denied'],
    ['an inherited property name as error -> access_denied', { error: 'constructor', state: 'state-123' }, 'access_denied'],
    ['error together with a code', { error: 'server_error', code: 'abc', state: 'state-123' }, 'server_error'],
    ['missing code', { state: 'state-123' }, 'invalid_request'],
    ['empty code', { code: '', state: 'state-123' }, 'invalid_request'],
  ];

  it.each(failures)('%s (callback %j) -> SignInError %s', (_label, params, code) => {
    const error = signInError(() => readAuthorizationResponse(deps, request, callback(params)));
    expect(error.code).toBe(code);
    expect(error.message.length).toBeGreaterThan(0);
  });

  it('checks state before reporting a consent error (an error answer for another request is not ours)', () => {
    const error = signInError(() => readAuthorizationResponse(deps, request, callback({ error: 'access_denied', state: 'other' })));
    expect(error.code).toBe('state_mismatch');
  });

  it('treats a flow that ended without a URL (the window closed) as access_denied', () => {
    expect(signInError(() => readAuthorizationResponse(deps, request, undefined)).code).toBe('access_denied');
  });

  it('treats an unknown error like access_denied, with the same message', () => {
    const unknown = signInError(() => readAuthorizationResponse(deps, request, callback({ error: 'weird', state: 'state-123' })));
    const denied = signInError(() => readAuthorizationResponse(deps, request, callback({ error: 'access_denied', state: 'state-123' })));
    expect(unknown.message).toBe(denied.message);
  });
});
