import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import packageJson from '../../package.json';
import { resolveConfig } from '../config';
import { NetworkError, ResponseShapeError, ServiceError } from './errors';
import { createQuotaHold } from '../limits/quota-hold';
import { serviceRequest, type HttpDeps } from './http';
import { EmptySchema, ScrobbleResponseSchema, TokenResponseSchema } from './schemas';

interface Seen {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: string;
}

interface Reply {
  status: number;
  headers?: Record<string, string>;
  body?: string;
}

const json = (status: number, value: unknown, headers: Record<string, string> = {}): Reply => ({
  status,
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(value),
});

/** Canned answers by path; every request is recorded. */
const ROUTES: Record<string, Reply> = {
  '/ok': json(200, { ok: true }),
  '/scrobble/start': json(201, { action: 'start', progress: 12.5, id: 1 }),
  '/oauth2/token': json(200, { access_token: 'a', refresh_token: 'r', token_type: 'Bearer', expires_in: 604800 }),
  '/oauth2/revoke': { status: 200 },
  '/no-content': { status: 204 },
  '/rate-limited': json(429, { error: 'rate_limit', code: 429, message: 'Slow down.' }, { 'Retry-After': '7' }),
  '/daily': json(429, { error: 'user_limit_exceeded', code: 429, message: 'Daily limit.' }, { 'Retry-After': '3600' }),
  '/expired': json(
    401,
    { error: 'invalid_token', code: 401, message: 'Token expired.' },
    {
      'WWW-Authenticate': 'Bearer realm="127.0.0.1", error="invalid_token"',
    },
  ),
  '/lock': json(400, { error: 'RATE_LIMIT', code: 400, message: 'Another write is running.' }),
  '/watched': json(409, { error: 'already_watched', code: 409, watched_at: '2026-01-01T00:00:00Z', expires_at: '2026-01-01T01:00:00Z' }),
  '/oauth2/bad-grant': json(400, { error: 'invalid_grant', error_description: 'The code is invalid.' }),
  '/bad-gateway': { status: 502, headers: { 'Content-Type': 'text/html' }, body: '<html><body>Bad Gateway</body></html>' },
  '/unavailable': { status: 503, headers: { 'Retry-After': '30' } },
  '/html-500': { status: 500, headers: { 'Content-Type': 'text/html', 'Retry-After': 'Wed, 21 Oct 2026 07:28:00 GMT' }, body: '<h1>oops</h1>' },
  '/json-without-error': json(500, { message: 'no error key' }),
  '/wrong-shape': json(200, { nope: 1 }),
  '/not-json': { status: 200, headers: { 'Content-Type': 'text/plain' }, body: 'hello' },
};

let server: Server;
let port: number;
let deps: HttpDeps;
/** The test server's own origin, as it reports it (hosts are named only in lib/config.ts). */
let origin: string;
const seen: Seen[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', origin);
      seen.push({ method: request.method ?? '', url, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const reply = ROUTES[url.pathname] ?? json(404, { error: 'id_err', code: 404 });
      response.writeHead(reply.status, reply.headers ?? {});
      response.end(reply.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  port = address.port;
  origin = `http://${address.address}:${port}`;
  deps = { config: resolveConfig({ WXT_SVC_API_URL: origin }), fetch };
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  seen.length = 0;
});

function lastSeen(): Seen {
  const request = seen.at(-1);
  if (!request) throw new Error('the server saw no request');
  return request;
}

async function serviceErrorOf(promise: Promise<unknown>): Promise<ServiceError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ServiceError);
  return error as ServiceError;
}

const OkSchema = z.object({ ok: z.literal(true) });

describe('serviceRequest: what goes on the wire (spec 1)', () => {
  it('puts client_id, app-name and app-version in the query and keeps the caller query', async () => {
    await serviceRequest(deps, { method: 'GET', path: '/ok', query: { q: 'the matrix', limit: 10, skip: undefined }, schema: OkSchema });
    const { url, method } = lastSeen();
    expect(method).toBe('GET');
    expect(url.pathname).toBe('/ok');
    expect(url.searchParams.get('client_id')).toBe('watchmark-dev');
    expect(url.searchParams.get('app-name')).toBe('watchmark');
    expect(url.searchParams.get('app-version')).toBe(packageJson.version);
    expect(url.searchParams.get('q')).toBe('the matrix');
    expect(url.searchParams.get('limit')).toBe('10');
    expect(url.searchParams.has('skip')).toBe(false);
  });

  it('does not let a caller query override the common parameters', async () => {
    await serviceRequest(deps, { method: 'GET', path: '/ok', query: { client_id: 'evil', 'app-name': 'x' }, schema: OkSchema });
    const { url } = lastSeen();
    expect(url.searchParams.getAll('client_id')).toEqual(['watchmark-dev']);
    expect(url.searchParams.getAll('app-name')).toEqual(['watchmark']);
  });

  it('sends User-Agent watchmark/<package.json version>', async () => {
    await serviceRequest(deps, { method: 'GET', path: '/ok', schema: OkSchema });
    expect(lastSeen().headers['user-agent']).toBe(`watchmark/${packageJson.version}`);
  });

  it('sends Authorization: Bearer <token> when a token is given', async () => {
    await serviceRequest(deps, { method: 'GET', path: '/ok', accessToken: 'tok-123', schema: OkSchema });
    expect(lastSeen().headers.authorization).toBe('Bearer tok-123');
  });

  it.each([undefined, ''])('sends no Authorization header for token %j', async (accessToken) => {
    await serviceRequest(deps, { method: 'GET', path: '/ok', accessToken, schema: OkSchema });
    expect(lastSeen().headers).not.toHaveProperty('authorization');
  });

  it('sends a JSON body with Content-Type application/json', async () => {
    const body = { movie: { ids: { svc: 42 }, title: 'Heat', year: 1995 }, progress: 12.5 };
    const result = await serviceRequest(deps, { method: 'POST', path: '/scrobble/start', json: body, accessToken: 't', schema: ScrobbleResponseSchema });
    const request = lastSeen();
    expect(request.method).toBe('POST');
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual(body);
    expect(result.status).toBe(201);
    expect(result.data.action).toBe('start');
  });

  it('sends a form body as application/x-www-form-urlencoded', async () => {
    const form = { grant_type: 'refresh_token', refresh_token: 'r/1+2 3', client_id: 'watchmark-dev' };
    const result = await serviceRequest(deps, { method: 'POST', path: '/oauth2/token', form, schema: TokenResponseSchema });
    const request = lastSeen();
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual(form);
    expect(result.data.access_token).toBe('a');
  });

  it('sends no body on a GET', async () => {
    await serviceRequest(deps, { method: 'GET', path: '/ok', schema: OkSchema });
    expect(lastSeen().body).toBe('');
    expect(lastSeen().headers).not.toHaveProperty('content-type');
  });

  it('talks to the web host when asked', async () => {
    const webDeps: HttpDeps = {
      config: resolveConfig({ WXT_SVC_API_URL: `http://${new URL(origin).hostname}:1`, WXT_SVC_WEB_URL: origin }),
      fetch,
    };
    await serviceRequest(webDeps, { method: 'GET', host: 'web', path: '/ok', schema: OkSchema });
    expect(lastSeen().url.pathname).toBe('/ok');
  });
});

describe('serviceRequest: answers', () => {
  it('parses a 2xx JSON body with the schema', async () => {
    const result = await serviceRequest(deps, { method: 'GET', path: '/ok', schema: OkSchema });
    expect(result.status).toBe(200);
    expect(result.data).toEqual({ ok: true });
  });

  it.each(['/oauth2/revoke', '/no-content'])('accepts an empty 2xx body at %s when the schema allows it', async (path) => {
    const result = await serviceRequest(deps, { method: 'POST', path, form: { token: 't' }, schema: EmptySchema });
    expect(result.data).toBeNull();
  });

  it('turns a 2xx with the wrong shape into ResponseShapeError', async () => {
    await expect(serviceRequest(deps, { method: 'GET', path: '/wrong-shape', schema: OkSchema })).rejects.toBeInstanceOf(ResponseShapeError);
  });

  it('turns a 2xx that is not JSON into ResponseShapeError', async () => {
    await expect(serviceRequest(deps, { method: 'GET', path: '/not-json', schema: OkSchema })).rejects.toBeInstanceOf(ResponseShapeError);
  });

  it('turns an empty 2xx into ResponseShapeError when the schema needs a body', async () => {
    await expect(serviceRequest(deps, { method: 'GET', path: '/no-content', schema: OkSchema })).rejects.toBeInstanceOf(ResponseShapeError);
  });
});

describe('serviceRequest: errors (spec 7)', () => {
  const cases: Array<{
    path: string;
    status: number;
    code: string;
    retryAfterSeconds: number | null;
    wwwAuthenticate: string | null;
  }> = [
    { path: '/rate-limited', status: 429, code: 'rate_limit', retryAfterSeconds: 7, wwwAuthenticate: null },
    { path: '/daily', status: 429, code: 'user_limit_exceeded', retryAfterSeconds: 3600, wwwAuthenticate: null },
    { path: '/expired', status: 401, code: 'invalid_token', retryAfterSeconds: null, wwwAuthenticate: 'Bearer realm="127.0.0.1", error="invalid_token"' },
    { path: '/lock', status: 400, code: 'RATE_LIMIT', retryAfterSeconds: null, wwwAuthenticate: null },
    { path: '/watched', status: 409, code: 'already_watched', retryAfterSeconds: null, wwwAuthenticate: null },
    { path: '/no-such-path', status: 404, code: 'id_err', retryAfterSeconds: null, wwwAuthenticate: null },
    { path: '/oauth2/bad-grant', status: 400, code: 'invalid_grant', retryAfterSeconds: null, wwwAuthenticate: null },
    { path: '/bad-gateway', status: 502, code: 'http_502', retryAfterSeconds: null, wwwAuthenticate: null },
    { path: '/unavailable', status: 503, code: 'http_503', retryAfterSeconds: 30, wwwAuthenticate: null },
    { path: '/html-500', status: 500, code: 'http_500', retryAfterSeconds: null, wwwAuthenticate: null },
    { path: '/json-without-error', status: 500, code: 'http_500', retryAfterSeconds: null, wwwAuthenticate: null },
  ];

  it.each(cases)('$path -> ServiceError $status $code', async ({ path, status, code, retryAfterSeconds, wwwAuthenticate }) => {
    const error = await serviceErrorOf(serviceRequest(deps, { method: 'POST', path, json: {}, schema: OkSchema }));
    expect(error.status).toBe(status);
    expect(error.code).toBe(code);
    expect(error.retryAfterSeconds).toBe(retryAfterSeconds);
    expect(error.wwwAuthenticate).toBe(wwwAuthenticate);
  });

  it('keeps the envelope and its prose message', async () => {
    const error = await serviceErrorOf(serviceRequest(deps, { method: 'GET', path: '/rate-limited', schema: OkSchema }));
    expect(error.message).toBe('Slow down.');
    expect(error.envelope).toMatchObject({ error: 'rate_limit', code: 429 });
  });

  it('reads an oauth2 {error, error_description} envelope', async () => {
    const error = await serviceErrorOf(serviceRequest(deps, { method: 'POST', path: '/oauth2/bad-grant', form: { a: 'b' }, schema: OkSchema }));
    expect(error.code).toBe('invalid_grant');
    expect(error.message).toBe('The code is invalid.');
    expect(error.envelope).toMatchObject({ error: 'invalid_grant', error_description: 'The code is invalid.' });
  });

  it('keeps already_watched details (409)', async () => {
    const error = await serviceErrorOf(serviceRequest(deps, { method: 'POST', path: '/watched', json: {}, schema: OkSchema }));
    expect(error.envelope).toMatchObject({ watched_at: '2026-01-01T00:00:00Z', expires_at: '2026-01-01T01:00:00Z' });
  });

  it('gives a non-JSON error no envelope', async () => {
    const error = await serviceErrorOf(serviceRequest(deps, { method: 'GET', path: '/bad-gateway', schema: OkSchema }));
    expect(error.envelope).toBeNull();
    expect(error.name).toBe('ServiceError');
  });

  it('turns a refused connection into NetworkError', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const offline: HttpDeps = { config: resolveConfig({ WXT_SVC_API_URL: `http://${new URL(origin).hostname}:${closedPort}` }), fetch };
    const error = await serviceRequest(offline, { method: 'GET', path: '/ok', schema: OkSchema }).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).not.toBeInstanceOf(ServiceError);
    expect((error as NetworkError).message).toContain('/ok');
  });
});

describe('serviceRequest: the hold after a daily quota 429 (spec 7: no retries before the reset)', () => {
  it('sends nothing that draws on the quota until the announced reset; sign-in requests still go', async () => {
    const held: HttpDeps = { ...deps, quotaHold: createQuotaHold(Date.now) };
    await serviceErrorOf(serviceRequest(held, { method: 'GET', path: '/daily', schema: OkSchema }));
    const sent = seen.length;
    const refused = await serviceErrorOf(serviceRequest(held, { method: 'GET', path: '/ok', schema: OkSchema }));
    expect([refused.status, refused.code, refused.retryAfterSeconds]).toEqual([429, 'user_limit_exceeded', 3600]);
    expect(seen.length).toBe(sent);
    await serviceRequest(held, { method: 'POST', path: '/oauth2/revoke', form: { token: 't' }, schema: EmptySchema });
    expect(seen.length).toBe(sent + 1);
  });
});
