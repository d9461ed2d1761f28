import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../config';
import { serviceRequest, type HttpDeps } from './http';
import { EmptySchema } from './schemas';

/** A fetch that answers 200 {} at once and records what went out, in order with the pacer's turns. */
function recording(log: string[]): HttpDeps['fetch'] {
  return async (input, init) => {
    log.push(`fetch ${init?.method} ${new URL(String(input)).pathname}`);
    return new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
}

describe('serviceRequest: every POST takes its turn from the one POST pacer (spec 8)', () => {
  it('POSTs wait for the pacer before they go out and release it when answered; GETs do not use it', async () => {
    const log: string[] = [];
    const deps: HttpDeps = {
      config: resolveConfig({}),
      fetch: recording(log),
      pacePost: async () => {
        log.push('pace');
        return () => log.push('released');
      },
    };
    await serviceRequest(deps, { method: 'POST', path: '/oauth2/revoke', form: { token: 't' }, schema: EmptySchema });
    await serviceRequest(deps, { method: 'GET', path: '/sync/activities', accessToken: 't', schema: EmptySchema });
    await serviceRequest(deps, { method: 'POST', path: '/users/settings', json: { a: 1 }, accessToken: 't', schema: EmptySchema });
    expect(log).toEqual(['pace', 'fetch POST /oauth2/revoke', 'released', 'fetch GET /sync/activities', 'pace', 'fetch POST /users/settings', 'released']);
  });
});

describe('serviceRequest: nothing goes out before the context is ready (spec 1 User-Agent rule)', () => {
  it('the first request of a context waits for ready(), then goes', async () => {
    const log: string[] = [];
    let markReady: () => void = () => {};
    const rule = new Promise<void>((resolve) => (markReady = resolve));
    const deps: HttpDeps = { config: resolveConfig({}), fetch: recording(log), ready: () => rule };
    const request = serviceRequest(deps, { method: 'GET', path: '/sync/playback', accessToken: 't', schema: EmptySchema });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(log).toEqual([]);
    log.push('rule installed');
    markReady();
    await request;
    expect(log).toEqual(['rule installed', 'fetch GET /sync/playback']);
  });
});
