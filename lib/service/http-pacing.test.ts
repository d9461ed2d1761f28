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
  it('POSTs wait for the pacer before they go out; GETs do not use it', async () => {
    const log: string[] = [];
    const deps: HttpDeps = {
      config: resolveConfig({}),
      fetch: recording(log),
      pacePost: async () => {
        log.push('pace');
      },
    };
    await serviceRequest(deps, { method: 'POST', path: '/oauth2/revoke', form: { token: 't' }, schema: EmptySchema });
    await serviceRequest(deps, { method: 'GET', path: '/sync/activities', accessToken: 't', schema: EmptySchema });
    await serviceRequest(deps, { method: 'POST', path: '/users/settings', json: { a: 1 }, accessToken: 't', schema: EmptySchema });
    expect(log).toEqual(['pace', 'fetch POST /oauth2/revoke', 'fetch GET /sync/activities', 'pace', 'fetch POST /users/settings']);
  });
});
