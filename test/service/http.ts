import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ClientReg, User } from './accounts.ts';
import type { SimState } from './state.ts';
import type { HostName } from './violations.ts';
import type { Connection } from './auth/store.ts';
import { stringify } from './json.ts';

/** Everything a handler needs about one request; built once by the server. */
export interface Ctx {
  sim: SimState;
  host: HostName;
  req: IncomingMessage;
  res: ServerResponse;
  method: string;
  path: string;
  query: URLSearchParams;
  params: Record<string, string>;
  rawBody: string;
  /** Parsed JSON or form body; undefined when empty or unparsable. */
  body: unknown;
  /** Set when the body could not be parsed (malformed JSON). */
  bodyError?: string;
  client?: ClientReg;
  auth?: { user: User; scope: string[]; connection: Connection; token: string };
  /** Set when the body exceeded MAX_BODY (answered 400 by the host pipelines). */
  bodyTooLarge?: boolean;
  /** Injected latency still to be served; write routes serve it while holding the lock. */
  delayMs: number;
  /** The JSON answered, kept for the request log of write endpoints. */
  responseJson?: unknown;
  /** Violations of this request go to the deferred log (violations.ts, `Logs.deferred`). */
  deferViolations?: boolean;
}

export const MAX_BODY = 1_000_000;
/** Beyond this the connection is cut: draining a runaway upload forever would be a hang. */
const HARD_CAP = 32_000_000;

/**
 * Reads the body. Past MAX_BODY the rest is drained and discarded, so the client gets a clean
 * 400 instead of a reset mid-upload; past HARD_CAP the socket is destroyed.
 */
export async function readBody(req: IncomingMessage): Promise<{ text: string; tooLarge: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = chunk as Buffer;
    size += buf.length;
    if (size > HARD_CAP) {
      req.socket.destroy();
      throw new Error('body too large');
    }
    if (size <= MAX_BODY) chunks.push(buf);
  }
  return { text: size > MAX_BODY ? '' : Buffer.concat(chunks).toString('utf8'), tooLarge: size > MAX_BODY };
}

/** JSON unless the client says form-urlencoded (the token endpoints accept both). */
export function parseBody(contentType: string | undefined, raw: string): { body: unknown; error?: string } {
  if (raw.trim() === '') return { body: undefined };
  if ((contentType ?? '').includes('application/x-www-form-urlencoded')) {
    return { body: Object.fromEntries(new URLSearchParams(raw)) };
  }
  try {
    return { body: JSON.parse(raw) as unknown };
  } catch (e) {
    return { body: undefined, error: (e as Error).message };
  }
}

export function violate(ctx: Ctx, rule: string, detail: string): void {
  ctx.sim.logs.violation(ctx.sim.clock.iso(), ctx, rule, detail, ctx.deferViolations);
}

/**
 * The request leans on something the contract does not document (a shape only this simulator
 * defines): answered as before, and in strict mode recorded, so a client cannot come to depend on it.
 */
export function undocumented(ctx: Ctx, detail: string): void {
  if (ctx.sim.opts.strict) violate(ctx, 'undocumented-use', detail);
}

export function sendJson(ctx: Ctx, status: number, value: unknown, headers: Record<string, string> = {}): void {
  const text = stringify(value);
  ctx.responseJson = value;
  ctx.res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  ctx.res.end(text);
}

export function sendHtml(ctx: Ctx, status: number, html: string, headers: Record<string, string> = {}): void {
  ctx.res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(html),
    ...headers,
  });
  ctx.res.end(html);
}

export function sendEmpty(ctx: Ctx, status: number, headers: Record<string, string> = {}): void {
  ctx.res.writeHead(status, { 'content-length': 0, ...headers });
  ctx.res.end();
}

export function redirect(ctx: Ctx, status: 301 | 302 | 303, location: string, headers: Record<string, string> = {}): void {
  sendEmpty(ctx, status, { location, ...headers });
}

/** Plain objects only; arrays and primitives are not request records. */
export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A field from the parsed body (JSON or form) as a string, if it is one. */
export function bodyString(ctx: Ctx, key: string): string | undefined {
  if (!isRecord(ctx.body)) return undefined;
  const v = ctx.body[key];
  return typeof v === 'string' ? v : undefined;
}

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** The popup and pages may call the API cross-origin; headers clients must read are exposed. */
export const CORS_HEADERS: Record<string, string> = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers':
    'www-authenticate, retry-after, location, x-pagination-page, x-pagination-limit, x-pagination-page-count, x-pagination-item-count, x-ratelimit-remaining',
};

export function corsPreflight(): Record<string, string> {
  return {
    ...CORS_HEADERS,
    'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
    'access-control-allow-headers': 'authorization, content-type, user-agent',
    'access-control-max-age': '600',
  };
}
