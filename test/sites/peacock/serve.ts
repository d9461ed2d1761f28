// Serves the Peacock fixture: the web app on www.peacocktv.com and ATOM on atom.peacocktv.com,
// which wants Sky's proposition header (so a browser asks first: CORS preflight) and no session.
import type { BrowserContext } from 'playwright-core';
import { byteRangeResponse } from '../media.js';
import { header, readClip, routeFixture, text, type FixtureRequest, type FixtureResponse } from '../fixture-http.js';
import { atomNode } from './atom.js';
import { ATOM_HOST, PEACOCK_HOST } from './catalog.js';
import { CLIP_PATH, peacockPage } from './pages.js';
export type { FixtureRequest, FixtureResponse };

export interface PeacockFixtureOptions {
  clipPath?: string;
  /** Length of the clip (the stream, ads included); ATOM's durations follow it. Default 300. */
  clipSeconds?: number;
  /** ATOM answers every node with this status (a test of the fallbacks). */
  atomStatus?: number;
}

export const PEACOCK_ORIGINS = [`https://${PEACOCK_HOST}`, `https://${ATOM_HOST}`] as const;
const NODE_PATH = '/adapter-calypso/v3/query/node/content_id/';
const HTML = 'text/html; charset=utf-8';

const notFound = () => text(404, HTML, '<!doctype html><title>Peacock</title><p>Page not found</p>');

function atom(req: FixtureRequest, url: URL, opts: PeacockFixtureOptions): FixtureResponse {
  const origin = header(req.headers, 'origin');
  const cors: Record<string, string> = origin === `https://${PEACOCK_HOST}` ? { 'access-control-allow-origin': origin, vary: 'Origin' } : {};
  if (req.method === 'OPTIONS') {
    return {
      status: 204,
      headers: {
        ...cors,
        'access-control-allow-methods': 'GET',
        'access-control-allow-headers': 'x-skyott-proposition, x-skyott-territory, x-skyott-provider, x-skyott-language',
      },
      body: '',
    };
  }
  const json = (status: number, body: unknown): FixtureResponse => ({
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...cors },
    body: JSON.stringify(body),
  });
  if (opts.atomStatus) return json(opts.atomStatus, { errorCode: 'OVP_00001', description: 'Unavailable' });
  if (header(req.headers, 'x-skyott-proposition') !== 'NBCUOTT') return json(400, { errorCode: 'ATOM_00400', description: 'Missing proposition' });
  const id = url.pathname.startsWith(NODE_PATH) ? decodeURIComponent(url.pathname.slice(NODE_PATH.length)) : '';
  const node = id ? atomNode(id, opts.clipSeconds ?? 300) : null;
  return node ? json(200, node) : json(404, { errorCode: 'ATOM_00404', description: 'Node not found' });
}

export function peacockFixtureHandler(req: FixtureRequest, opts: PeacockFixtureOptions = {}): FixtureResponse {
  const url = new URL(req.url);
  if (url.hostname === ATOM_HOST) return atom(req, url, opts);
  if (url.hostname !== PEACOCK_HOST) return notFound();
  if (url.pathname === CLIP_PATH) {
    return opts.clipPath ? byteRangeResponse(readClip(opts.clipPath), header(req.headers, 'range'), 'video/webm') : notFound();
  }
  const html = peacockPage(url.pathname, opts.clipSeconds ?? 300);
  return html ? text(200, HTML, html) : notFound();
}

/** Requests served, in order: the page itself never calls ATOM, so those calls are the extension's. */
export interface ServedLog {
  served: Array<{ method: string; host: string; path: string }>;
}

export async function routePeacock(context: BrowserContext, opts: PeacockFixtureOptions & { clipPath: string }): Promise<ServedLog> {
  const log: ServedLog = { served: [] };
  await routeFixture(context, PEACOCK_ORIGINS, (request) => {
    const url = new URL(request.url);
    log.served.push({ method: request.method ?? 'GET', host: url.host, path: url.pathname });
    return peacockFixtureHandler(request, opts);
  });
  return log;
}
