/** Shared helpers of the simulator's own tests: real HTTP against ephemeral ports. */
import { createHash, randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { type Simulator, startSimulator } from './server.ts';

export const T0 = Date.parse('2026-05-01T12:00:00.000Z');
export const APP = { client_id: 'watchmark-dev', 'app-name': 'watchmark', 'app-version': '0.1.0' } as const;
export const UA = 'watchmark/0.1.0';

/**
 * A simulator on ephemeral ports with a frozen clock. Per-second rates are relaxed unless asked
 * for: on a frozen clock every request falls in the same virtual second. The limits suite turns
 * them on; every other rule is enforced as in production.
 */
export function startTestSim(opts: { rates?: boolean; strict?: boolean } = {}): Promise<Simulator> {
  return startSimulator({
    apiPort: 0,
    webPort: 0,
    cdnPort: 0,
    imagePort: 0,
    now: T0,
    frozenClock: true,
    rates: opts.rates ?? false,
    strict: opts.strict ?? true,
  });
}

export interface CallOpts {
  method?: string;
  token?: string;
  /** JSON body (or a raw string sent as-is with a JSON content type). */
  body?: unknown;
  form?: Record<string, string>;
  query?: Record<string, string>;
  /** Spec 1 query parameters to leave out. */
  omit?: string[];
  ua?: string;
  host?: 'api' | 'web' | 'cdn' | 'image';
  /** Extra request headers (e.g. an HTTP Basic Authorization). */
  headers?: Record<string, string>;
  /** Gives up on the request (a hanging fault answers nothing). */
  signal?: AbortSignal;
}

export interface Reply {
  status: number;
  headers: Headers;
  text: string;
  // Tests read response fields freely; the simulator's own types are checked elsewhere.
  json: any;
}

export function url(sim: Simulator, path: string, opts: Pick<CallOpts, 'query' | 'omit' | 'host'> = {}): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(APP)) if (!opts.omit?.includes(k)) q.set(k, v);
  for (const [k, v] of Object.entries(opts.query ?? {})) q.set(k, v);
  return `${sim.urls[opts.host ?? 'api']}${path}?${q.toString()}`;
}

export async function call(sim: Simulator, path: string, opts: CallOpts = {}): Promise<Reply> {
  const headers: Record<string, string> = { 'user-agent': opts.ua ?? UA, ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: string | undefined;
  if (opts.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(opts.form).toString();
  } else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
  }
  const res = await fetch(url(sim, path, opts), {
    method: opts.method ?? (body ? 'POST' : 'GET'),
    headers,
    body,
    redirect: 'manual',
    ...(opts.signal ? { signal: opts.signal } : {}),
  });
  return reply(res);
}

async function reply(res: Response): Promise<Reply> {
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}

/** fetch always sends a User-Agent; node:http sends none unless told, so this tests "missing". */
export function rawGet(target: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(target, { headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

/** node:http request for what fetch refuses (a GET with a body) or alters. */
export function rawRequest(
  target: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string | Buffer },
): Promise<{ status: number; text: string; json: any }> {
  return new Promise((resolve, reject) => {
    const length = opts.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(opts.body)) };
    const req = request(target, { method: opts.method ?? 'GET', headers: { 'user-agent': UA, ...length, ...opts.headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: unknown;
        try {
          json = text ? JSON.parse(text) : undefined;
        } catch {
          json = undefined;
        }
        resolve({ status: res.statusCode ?? 0, text, json });
      });
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}

export async function admin(sim: Simulator, path: string, body?: unknown, method?: string): Promise<Reply> {
  const res = await fetch(`${sim.urls.api}/__admin/${path}`, {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return reply(res);
}

export async function violations(sim: Simulator): Promise<{ rule: string; path: string; detail: string }[]> {
  return (await admin(sim, 'violations')).json;
}

/** A token through the admin shortcut; the PKCE flow itself is tested in auth.test.ts. */
export async function tokenFor(sim: Simulator, user = 'demo', scope = 'media:read media:write', clientId = 'watchmark-dev'): Promise<string> {
  return (await admin(sim, 'tokens', { user, scope, client_id: clientId })).json.access_token;
}

/** Moves the virtual clock. */
export async function advance(sim: Simulator, ms: number): Promise<void> {
  await admin(sim, 'clock', { advanceMs: ms });
}

export const DAY = 24 * 3_600_000;
export const V1 = { client_id: 'watchmark-dev-v1' } as const;

export function pkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(48).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export const HOUR = 3_600_000;
