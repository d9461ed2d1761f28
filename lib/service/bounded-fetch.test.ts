import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createSessionEpoch } from './session-epoch';
import { resolveConfig } from '../config';
import { requestClassOf } from './bounded-fetch';
import { NetworkError, ResponseShapeError, SignedOutError } from './errors';
import { serviceRequest, type HttpDeps } from './http';
import { fetchStaticFile } from './static-files';

// A real server that misbehaves the ways a service or a proxy can: never answers, sends headers and
// then nothing, or answers without end. The client must give up on each, never wait or fill memory.

let server: Server;
let origin: string;
const open = new Set<ServerResponse>();
const LIMITS = { timeoutMs: 300, maxBytes: 4096 };

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    open.add(response);
    response.on('close', () => open.delete(response));
    if (path.endsWith('/hang')) return; // no answer, ever
    if (path.endsWith('/headers-only')) {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.write('{"ok":');
      return; // the body never ends
    }
    if (path.endsWith('/endless')) {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      const chunk = `"${'x'.repeat(1024)}",`;
      response.write('[');
      const pump = () => {
        while (response.write(chunk)) if (response.destroyed) return;
        response.once('drain', pump);
      };
      pump();
      return;
    }
    if (path.endsWith('/declared-huge')) {
      response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': String(10 * 1024 * 1024) });
      response.write('{');
      return;
    }
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end('{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const response of open) response.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const Ok = z.object({ ok: z.literal(true) });
const bounded = (extra: Partial<HttpDeps> = {}): HttpDeps => ({
  config: resolveConfig({ WXT_SVC_API_URL: origin, WXT_SVC_CDN_URL: origin }),
  fetch,
  limits: { read: LIMITS, write: LIMITS, 'sign-in': LIMITS },
  ...extra,
});

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => new Error('expected a failure'),
    (error: unknown) => error,
  );
}

describe('every request is bounded in time and size', () => {
  it('a read, a write and a sign-in step that never get an answer end as a retryable NetworkError', async () => {
    for (const [method, path] of [
      ['GET', '/sync/hang'],
      ['POST', '/scrobble/hang'],
      ['POST', '/oauth2/hang'],
    ] as const) {
      const error = await failure(serviceRequest(bounded(), { method, path, schema: Ok }));
      expect(error).toBeInstanceOf(NetworkError);
      expect((error as Error).message).toContain('no answer within');
    }
  });

  it('headers followed by a body that never ends time out too', async () => {
    const error = await failure(serviceRequest(bounded(), { method: 'GET', path: '/headers-only', schema: Ok }));
    expect(error).toBeInstanceOf(NetworkError);
  });

  it('an answer larger than the cap is cut off and refused, declared or not', async () => {
    for (const path of ['/endless', '/declared-huge']) {
      const error = await failure(serviceRequest(bounded({ limits: { read: { timeoutMs: 10_000, maxBytes: 4096 } } }), { method: 'GET', path, schema: Ok }));
      expect(error).toBeInstanceOf(ResponseShapeError);
      expect((error as Error).message).toContain('larger than 4096 bytes');
    }
  });

  it('CDN files are bounded the same way', async () => {
    expect(await failure(fetchStaticFile(bounded(), '/calendar/hang', undefined))).toBeInstanceOf(NetworkError);
    expect(await failure(fetchStaticFile(bounded({ limits: { read: { timeoutMs: 10_000, maxBytes: 4096 } } }), '/calendar/endless', undefined))).toBeInstanceOf(
      ResponseShapeError,
    );
  });

  it('sign-out aborts a request that is still waiting, as SignedOutError', async () => {
    const epoch = createSessionEpoch();
    const deps = bounded({ limits: { write: { timeoutMs: 10_000, maxBytes: 4096 } }, signal: () => epoch.signal });
    const pending = failure(serviceRequest(deps, { method: 'POST', path: '/scrobble/hang', schema: Ok }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await epoch.end();
    expect(await pending).toBeInstanceOf(SignedOutError);
    // The next sign-in's requests are not affected.
    expect((await serviceRequest(deps, { method: 'GET', path: '/ok', schema: Ok })).data).toEqual({ ok: true });
  });

  it('the default limits differ for sign-in, reads and writes', () => {
    expect(requestClassOf('POST', '/oauth2/token')).toBe('sign-in');
    expect(requestClassOf('GET', '/oauth/pin/ABCDE')).toBe('sign-in');
    expect(requestClassOf('GET', '/sync/activities')).toBe('read');
    expect(requestClassOf('POST', '/scrobble/start')).toBe('write');
  });
});
