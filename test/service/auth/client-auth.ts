import type { ClientReg } from '../accounts.ts';
import { bodyString, type Ctx } from '../http.ts';

/**
 * Who is calling a token endpoint: HTTP Basic (RFC 6749 2.3.1, id and secret form-urlencoded
 * before base64) or `client_id`/`client_secret` in the body, else the spec 1 query parameter.
 */
export interface ClientCredentials {
  id?: string;
  secret?: string;
  via: 'basic' | 'body' | 'query' | 'none';
  /** The body or query named a different client than the Basic header / each other. */
  conflict?: string;
}

export function readCredentials(ctx: Ctx): ClientCredentials {
  const basic = parseBasic(ctx.req.headers.authorization);
  const bodyId = bodyString(ctx, 'client_id');
  const queryId = ctx.query.get('client_id') ?? undefined;
  const bodySecret = bodyString(ctx, 'client_secret');
  if (basic) {
    const other = [bodyId, queryId].find((x) => x !== undefined && x !== basic.id);
    return { id: basic.id, secret: basic.secret, via: 'basic', ...(other ? { conflict: `Basic names ${basic.id}, the request also names ${other}` } : {}) };
  }
  if (bodyId && queryId && bodyId !== queryId) {
    return { id: bodyId, via: 'body', conflict: `client_id ${bodyId} in the body, ${queryId} in the query` };
  }
  const id = bodyId ?? queryId;
  const via = bodyId ? 'body' : queryId ? 'query' : 'none';
  return { ...(id ? { id } : {}), ...(bodySecret !== undefined ? { secret: bodySecret } : {}), via };
}

/**
 * 'ok' when the secret fits the registration: confidential clients must present their current
 * secret; public and device clients must not present one.
 */
export function secretCheck(client: ClientReg, creds: ClientCredentials): 'ok' | 'missing' | 'wrong' {
  if (client.kind !== 'confidential') return creds.secret === undefined ? 'ok' : 'wrong';
  if (creds.secret === undefined) return 'missing';
  return creds.secret === client.secret ? 'ok' : 'wrong';
}

function parseBasic(header: string | undefined): { id: string; secret: string } | undefined {
  const m = header ? /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header.trim()) : null;
  if (!m) return undefined;
  const decoded = Buffer.from(m[1] as string, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  const dec = (s: string) => {
    try {
      return decodeURIComponent(s.replace(/\+/g, ' '));
    } catch {
      return s;
    }
  };
  return { id: dec(decoded.slice(0, colon)), secret: dec(decoded.slice(colon + 1)) };
}
