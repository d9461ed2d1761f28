import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildAdminRouter, handleAdmin } from './admin.ts';
import { buildApiRouter, handleApi } from './api.ts';
import { handleCdn } from './cdn.ts';
import { apiError } from './errors.ts';
import { CORS_HEADERS, type Ctx, parseBody, readBody } from './http.ts';
import { handleImage } from './image.ts';
import { SimState, type Urls } from './state.ts';
import type { HostName, Violation } from './violations.ts';
import { buildWebRouter, handleWeb } from './web/host.ts';

export interface SimulatorOptions {
  host?: '127.0.0.1';
  apiPort?: number;
  webPort?: number;
  cdnPort?: number;
  imagePort?: number;
  /** Virtual clock start, epoch ms (default: now). */
  now?: number;
  /** Freeze the virtual clock so it moves only through the admin API (tests). Default: ticks. */
  frozenClock?: boolean;
  /**
   * Enforce the per-second rates and the 412 throttle (spec 8). Default true; the admin API
   * (POST /__admin/limits) can relax them at run time, and reset restores this value.
   */
  rates?: boolean;
  /** Record `undocumented-use` (GAPS.md, "Strict mode"). Default true: tests, the demo and the chaos run. */
  strict?: boolean;
  /** The app-name the client must send (spec 1). Default 'watchmark'. */
  appName?: string;
  /** Called for every contract violation as it is recorded (the CLI prints them). */
  onViolation?: (v: Violation) => void;
}

export interface Simulator {
  /** Origins without a trailing slash, e.g. http://127.0.0.1:8787. */
  urls: Urls;
  /** Direct state access for tests (same data as the admin API). */
  state: SimState;
  close(): Promise<void>;
}

const DEFAULT_PORTS: Record<HostName, number> = { api: 8787, web: 8788, cdn: 8789, image: 8790 };

export async function startSimulator(opts: SimulatorOptions = {}): Promise<Simulator> {
  const sim = new SimState({
    appName: opts.appName ?? 'watchmark',
    startMs: opts.now ?? Date.now(),
    frozenClock: opts.frozenClock ?? false,
    rates: opts.rates ?? true,
    strict: opts.strict ?? true,
    ...(opts.onViolation ? { onViolation: opts.onViolation } : {}),
  });
  const api = buildApiRouter();
  const web = buildWebRouter();
  const admin = buildAdminRouter();
  const handlers: Record<HostName, (ctx: Ctx) => Promise<void>> = {
    api: (ctx) => handleApi(ctx, api, (c) => handleAdmin(c, admin)),
    web: (ctx) => handleWeb(ctx, web),
    cdn: handleCdn,
    image: handleImage,
  };
  const ports: Record<HostName, number | undefined> = { api: opts.apiPort, web: opts.webPort, cdn: opts.cdnPort, image: opts.imagePort };
  const host = opts.host ?? '127.0.0.1';
  const servers: Server[] = [];
  try {
    for (const name of ['api', 'web', 'cdn', 'image'] as const) {
      const server = createServer((req, res) => void onRequest(sim, name, req, res, handlers[name]));
      servers.push(server);
      const port = await listen(server, ports[name] ?? DEFAULT_PORTS[name], host);
      sim.urls[name] = `http://${host}:${port}`;
    }
  } catch (e) {
    await closeAll(servers);
    throw e;
  }
  return { urls: { ...sim.urls }, state: sim, close: () => closeAll(servers) };
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

async function closeAll(servers: Server[]): Promise<void> {
  await Promise.all(
    servers.map(
      (s) =>
        new Promise<void>((resolve) => {
          if (!s.listening) return resolve();
          s.close(() => resolve());
          // Keep-alive connections of fetch clients would otherwise hold close() open.
          s.closeAllConnections();
        }),
    ),
  );
}

async function onRequest(sim: SimState, host: HostName, req: IncomingMessage, res: ServerResponse, handler: (ctx: Ctx) => Promise<void>): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://simulator.invalid');
  const ctx: Ctx = {
    sim,
    host,
    req,
    res,
    method: (req.method ?? 'GET').toUpperCase(),
    path: url.pathname,
    query: url.searchParams,
    params: {},
    rawBody: '',
    body: undefined,
    delayMs: 0,
  };
  if (host === 'api' || host === 'cdn') for (const [k, v] of Object.entries(CORS_HEADERS)) res.setHeader(k, v);
  if (!(host === 'api' && ctx.path.startsWith('/__admin'))) {
    const at = sim.clock.iso();
    res.on('close', () => {
      sim.logs.request({
        at,
        host,
        method: ctx.method,
        path: ctx.path,
        query: Object.fromEntries(url.searchParams),
        userAgent: req.headers['user-agent'] ?? null,
        hasAuth: req.headers.authorization !== undefined,
        status: res.writableFinished ? res.statusCode : 0,
        ...(loggedBody(ctx.path) ? { body: ctx.body, response: ctx.responseJson } : {}),
      });
    });
  }
  try {
    const read = await readBody(req);
    ctx.rawBody = read.text;
    if (read.tooLarge) ctx.bodyTooLarge = true;
    const parsed = parseBody(req.headers['content-type'], ctx.rawBody);
    ctx.body = parsed.body;
    if (parsed.error !== undefined) ctx.bodyError = parsed.error;
    await handler(ctx);
  } catch (e) {
    if (res.headersSent) res.destroy();
    else apiError(ctx, 500, 'internal', `simulator error: ${(e as Error).message}`);
    if (!(e instanceof Error && e.message === 'body too large')) console.error('[service simulator]', e);
  }
}

/** Write payloads are what a test reads back; sign-in payloads hold codes and tokens, never logged. */
function loggedBody(path: string): boolean {
  // /search/file too: what a client sends of a user's file names is part of what tests judge.
  return path.startsWith('/scrobble/') || path.startsWith('/sync/') || path === '/search/file';
}
