import type { Clock } from '../clock.ts';
import { opaqueToken, userCode } from '../ids.ts';

/** Token, code and device-grant state of V2 sign-in (spec 5.2, 3.4, 8). All times on the virtual clock. */

export const SCOPES = ['media:read', 'media:write'] as const;
const SECOND = 1000;
const DAY = 86_400 * SECOND;
export const ACCESS_TTL = 7 * DAY;
export const REFRESH_TTL = 180 * DAY;
export const CODE_TTL = 600 * SECOND;
export const DEVICE_TTL = 600 * SECOND;
export const DEVICE_INTERVAL_S = 5;
/** V1 access tokens: expires_in 157680000 s, about 5 years (spec 5.1). */
export const V1_ACCESS_TTL = 157_680_000 * SECOND;

/** Unknown or miscased scopes are dropped silently; nothing valid left means the default media:read. */
export function parseScope(raw: string | undefined): string[] {
  const valid = (raw ?? '').split(/\s+/).filter((s): s is (typeof SCOPES)[number] => (SCOPES as readonly string[]).includes(s));
  const unique = SCOPES.filter((s) => valid.includes(s));
  return unique.length > 0 ? [...unique] : ['media:read'];
}

export interface AuthCode {
  clientId: string;
  userId: number;
  redirectUri: string;
  challenge: string;
  scope: string[];
  expiresAt: number;
  used: boolean;
}

/**
 * How a connection began: a V2 sign-in through the API (authorization code or device grant), the
 * admin shortcut (a test's doing, never judged as a sign-in), or any V1 grant.
 */
export type ConnectionOrigin = 'code' | 'device' | 'admin' | 'v1';

/** One sign-in (one device): its own access and refresh tokens (spec 5.2). */
export interface Connection {
  id: number;
  /** Auth generation of the registration that made it (spec 5). */
  version: 1 | 2;
  origin: ConnectionOrigin;
  clientId: string;
  userId: number;
  scope: string[];
  createdAt: number;
  revoked: boolean;
}

interface TokenRec {
  connection: Connection;
  expiresAt: number;
}

export interface DeviceGrant {
  deviceCode: string;
  userCode: string;
  clientId: string;
  scope: string[];
  expiresAt: number;
  intervalS: number;
  lastPollAt?: number;
  status: 'pending' | 'approved' | 'denied' | 'consumed';
  userId?: number;
}

export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  token_type: 'Bearer';
  expires_in: number;
  scope: string;
  created_at: number;
}

export interface V1TokenResponse {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  created_at: number;
}

export type PollResult = { tokens: TokenResponse } | { error: 'invalid_grant' | 'expired_token' | 'access_denied' | 'slow_down' | 'authorization_pending' };

export class AuthStore {
  readonly codes = new Map<string, AuthCode>();
  readonly access = new Map<string, TokenRec>();
  readonly refresh = new Map<string, TokenRec>();
  readonly devices = new Map<string, DeviceGrant>();
  readonly connections: Connection[] = [];

  constructor(private readonly clock: Clock) {}

  issueCode(c: Omit<AuthCode, 'expiresAt' | 'used'>): string {
    const code = opaqueToken(24);
    this.codes.set(code, { ...c, expiresAt: this.clock.now() + CODE_TTL, used: false });
    return code;
  }

  grant(clientId: string, userId: number, scope: string[], origin: Exclude<ConnectionOrigin, 'v1'>): TokenResponse {
    return this.mint(this.connect(2, origin, clientId, userId, scope));
  }

  /** V1 (spec 5.1): one access token of about 5 years, no refresh token, no scopes. */
  grantV1(clientId: string, userId: number): V1TokenResponse {
    const connection = this.connect(1, 'v1', clientId, userId, ['media:read', 'media:write']);
    const now = this.clock.now();
    const access = opaqueToken(32);
    this.access.set(access, { connection, expiresAt: now + V1_ACCESS_TTL });
    return { access_token: access, token_type: 'Bearer', expires_in: V1_ACCESS_TTL / SECOND, created_at: Math.floor(now / SECOND) };
  }

  /** Ends every connection of one user and client (the user revoking the app on the website). */
  /**
   * Test control: the user's V2 access tokens reach their 7-day end now, without moving the clock
   * (which would also age sessions, playbacks and quotas). Refresh tokens stay valid.
   */
  expireAccess(userId: number): number {
    let expired = 0;
    const now = this.clock.now();
    for (const rec of this.access.values()) {
      if (rec.connection.userId !== userId || rec.connection.version !== 2 || rec.expiresAt <= now) continue;
      rec.expiresAt = now;
      expired += 1;
    }
    return expired;
  }

  revokeApp(userId: number, clientId: string): number {
    const hit = this.connections.filter((c) => c.userId === userId && c.clientId === clientId && !c.revoked);
    for (const c of hit) this.endConnection(c);
    return hit.length;
  }

  private connect(version: 1 | 2, origin: ConnectionOrigin, clientId: string, userId: number, scope: string[]): Connection {
    const connection: Connection = { id: this.connections.length + 1, version, origin, clientId, userId, scope, createdAt: this.clock.now(), revoked: false };
    this.connections.push(connection);
    return connection;
  }

  /** Refresh rotation: the presented refresh token dies; the scope can only stay or narrow. */
  rotate(refreshToken: string, clientId: string, requested: string | undefined): TokenResponse | undefined {
    const rec = this.refresh.get(refreshToken);
    if (!rec || rec.connection.revoked || rec.connection.clientId !== clientId || rec.expiresAt <= this.clock.now()) return undefined;
    this.refresh.delete(refreshToken);
    if (requested !== undefined) {
      const narrowed = parseScope(requested).filter((s) => rec.connection.scope.includes(s));
      if (narrowed.length > 0) rec.connection.scope = narrowed;
    }
    return this.mint(rec.connection);
  }

  /** Revoking either token of a connection ends the whole connection (spec 5.2 "one connection's tokens"). */
  revoke(token: string, clientId: string): void {
    const rec = this.access.get(token) ?? this.refresh.get(token);
    if (!rec || rec.connection.clientId !== clientId) return;
    this.endConnection(rec.connection);
  }

  private endConnection(connection: Connection): void {
    connection.revoked = true;
    for (const map of [this.access, this.refresh]) {
      for (const [t, r] of map) if (r.connection === connection) map.delete(t);
    }
  }

  /** Whether any token of the connection still works (a revoke would still matter). */
  hasLiveTokens(connection: Connection): boolean {
    if (connection.revoked) return false;
    const now = this.clock.now();
    return [this.access, this.refresh].some((map) => [...map.values()].some((r) => r.connection === connection && r.expiresAt > now));
  }

  lookupAccess(token: string): { connection: Connection; expired: boolean } | undefined {
    const rec = this.access.get(token);
    if (!rec || rec.connection.revoked) return undefined;
    return { connection: rec.connection, expired: rec.expiresAt <= this.clock.now() };
  }

  startDevice(clientId: string, scope: string[]): DeviceGrant {
    const grant: DeviceGrant = {
      deviceCode: opaqueToken(32),
      userCode: userCode(8),
      clientId,
      scope,
      expiresAt: this.clock.now() + DEVICE_TTL,
      intervalS: DEVICE_INTERVAL_S,
      status: 'pending',
    };
    this.devices.set(grant.deviceCode, grant);
    return grant;
  }

  /** The user's answer on the /device page (or the admin test aid). */
  decideDevice(code: string, userId: number, approve: boolean): boolean {
    const want = code.toUpperCase().replace(/[^A-Z0-9]/g, '');
    const now = this.clock.now();
    for (const g of this.devices.values()) {
      if (g.userCode !== want || g.status !== 'pending' || g.expiresAt <= now) continue;
      g.status = approve ? 'approved' : 'denied';
      g.userId = userId;
      return true;
    }
    return false;
  }

  /** RFC 8628 3.5 polling; a poll sooner than the interval answers slow_down and adds 5 s. */
  poll(deviceCode: string, clientId: string): PollResult {
    const g = this.devices.get(deviceCode);
    if (!g || g.clientId !== clientId || g.status === 'consumed') return { error: 'invalid_grant' };
    const now = this.clock.now();
    if (g.expiresAt <= now) return { error: 'expired_token' };
    if (g.status === 'denied') return { error: 'access_denied' };
    const tooSoon = g.lastPollAt !== undefined && now - g.lastPollAt < g.intervalS * SECOND;
    g.lastPollAt = now;
    if (tooSoon) {
      g.intervalS += 5;
      return { error: 'slow_down' };
    }
    if (g.status === 'pending' || g.userId === undefined) return { error: 'authorization_pending' };
    g.status = 'consumed';
    return { tokens: this.grant(g.clientId, g.userId, g.scope, 'device') };
  }

  private mint(connection: Connection): TokenResponse {
    const now = this.clock.now();
    const access = opaqueToken(32);
    const refresh = opaqueToken(32);
    this.access.set(access, { connection, expiresAt: now + ACCESS_TTL });
    this.refresh.set(refresh, { connection, expiresAt: now + REFRESH_TTL });
    return {
      access_token: access,
      refresh_token: refresh,
      token_type: 'Bearer',
      expires_in: ACCESS_TTL / SECOND,
      scope: connection.scope.join(' '),
      created_at: Math.floor(now / SECOND),
    };
  }
}
