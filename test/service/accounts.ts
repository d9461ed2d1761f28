/** Seeded client registrations and users (spec 5: a registration is V1 or V2, never both). */

export type Plan = 'free' | 'pro' | 'vip';

export interface User {
  id: number;
  name: string;
  plan: Plan;
}

export interface ClientReg {
  id: string;
  name: string;
  version: 1 | 2;
  kind: 'public' | 'confidential';
}

export const USERS: readonly User[] = [
  { id: 41_001, name: 'demo', plan: 'free' },
  { id: 41_002, name: 'pro', plan: 'pro' },
  { id: 41_003, name: 'vip', plan: 'vip' },
];

export const CLIENTS: readonly ClientReg[] = [
  { id: 'watchmark-dev', name: 'Watchmark (dev)', version: 2, kind: 'public' },
  // Exists so a V1 id on /oauth2/* meets the real answer (401 invalid_client), not 412.
  { id: 'watchmark-dev-v1', name: 'Watchmark (dev, V1)', version: 1, kind: 'public' },
];

/**
 * Where a browser extension can receive the redirect: Chrome's identity API uses
 * https://<id>.chromiumapp.org/, Firefox's https://<uuid>.extensions.allizom.org/; loopback
 * on any port serves tests and native helpers (RFC 8252 7.3).
 */
export function redirectUriAllowed(client: ClientReg, uri: string): boolean {
  if (client.version !== 2) return false;
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
