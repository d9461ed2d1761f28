/** Seeded client registrations and users (spec 5: a registration is V1 or V2, never both). */

export type Plan = 'free' | 'pro' | 'vip';

export interface User {
  id: number;
  name: string;
  plan: Plan;
}

/**
 * Spec 5.2: "client type is fixed at registration (three kinds)". The three kinds here are a
 * browser/extension app (`public`), a server app with a secret (`confidential`) and an input-less
 * device app (`device`); see GAPS.md.
 */
export type ClientKind = 'public' | 'confidential' | 'device';

export interface ClientReg {
  id: string;
  name: string;
  version: 1 | 2;
  kind: ClientKind;
  /** Confidential clients only; rotatable through the admin API without touching grants. */
  secret?: string;
  /** Exact redirect URIs (spec 5.1: must match exactly). Empty: a PKCE client may omit it. */
  redirectUris: readonly string[];
  /** Dev registrations also take the browser-extension redirect shapes (the extension id varies per build). */
  extensionRedirects?: boolean;
}

export const USERS: readonly User[] = [
  { id: 41_001, name: 'demo', plan: 'free' },
  { id: 41_002, name: 'pro', plan: 'pro' },
  { id: 41_003, name: 'vip', plan: 'vip' },
  // A second Free account, so "another user" cases need no plan change.
  { id: 41_004, name: 'guest', plan: 'free' },
];

export const SERVER_REDIRECT = 'https://server.watchmark.test/oauth/callback';
export const V1_SERVER_REDIRECT = 'https://legacy.watchmark.test/oauth/callback';

export const CLIENTS: readonly ClientReg[] = [
  // The extension (V2, public): chromiumapp.org, extensions.allizom.org and loopback redirects.
  { id: 'watchmark-dev', name: 'Watchmark (dev)', version: 2, kind: 'public', redirectUris: [], extensionRedirects: true },
  // A second V2 app of the same users, for "the daily quota is shared across apps" (spec 8).
  { id: 'watchmark-companion', name: 'Watchmark Companion', version: 2, kind: 'public', redirectUris: ['http://127.0.0.1:8799/callback'] },
  // A confidential V2 server app with a secret (client_secret_basic or client_secret_post).
  { id: 'watchmark-server', name: 'Watchmark Server', version: 2, kind: 'confidential', secret: 'watchmark-server-secret', redirectUris: [SERVER_REDIRECT] },
  // A V2 input-less device app (device flow only in practice).
  { id: 'watchmark-tv', name: 'Watchmark TV', version: 2, kind: 'device', redirectUris: [] },
  // V1, PKCE: the extension built with WXT_SVC_AUTH=v1 (same redirect shapes as the V2 dev app).
  { id: 'watchmark-dev-v1', name: 'Watchmark (dev, V1)', version: 1, kind: 'public', redirectUris: [], extensionRedirects: true },
  // V1 confidential: client_secret + the exact registered redirect_uri.
  {
    id: 'watchmark-server-v1',
    name: 'Watchmark Server (V1)',
    version: 1,
    kind: 'confidential',
    secret: 'watchmark-server-v1-secret',
    redirectUris: [V1_SERVER_REDIRECT],
  },
  // V1 PKCE client with no registered redirect: may omit redirect_uri; the code is shown on a page.
  { id: 'watchmark-cli-v1', name: 'Watchmark CLI (V1)', version: 1, kind: 'public', redirectUris: [] },
];

/**
 * Where a browser extension can receive the redirect: Chrome's identity API uses
 * https://<id>.chromiumapp.org/, Firefox's https://<uuid>.extensions.allizom.org/; loopback
 * on any port serves tests and native helpers (RFC 8252 7.3). Everything else: exact match.
 */
export function redirectUriAllowed(client: ClientReg, uri: string): boolean {
  if (client.redirectUris.includes(uri)) return true;
  if (!client.extensionRedirects) return false;
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return false;
  }
  if (url.hash) return false;
  if (url.protocol === 'https:') {
    return /^[a-z0-9-]+\.chromiumapp\.org$/.test(url.hostname) || /^[a-z0-9-]+\.extensions\.allizom\.org$/.test(url.hostname);
  }
  return url.protocol === 'http:' && url.hostname === '127.0.0.1' && url.port !== '';
}

export const PLAYBACK_RETENTION_DAYS: Record<Plan, number> = { free: 7, pro: 30, vip: 90 };
