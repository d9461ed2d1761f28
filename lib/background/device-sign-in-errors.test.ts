import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryTokenStore } from '../auth/tokens.fixtures';
import { resolveConfig } from '../config';
import { deviceSignIn } from './device-sign-in';
import type { StateStore } from './state/state';

function memoryState(): StateStore & { map: Map<string, unknown> } {
  const map = new Map<string, unknown>();
  return {
    map,
    get: async (key) => structuredClone(map.get(key)) as never,
    set: async (key, value) => void map.set(key, structuredClone(value)),
    change: async (key, change) => void map.set(key, change(map.get(key) as never)),
    delete: async (key) => void map.delete(key),
  };
}

/** Every poll gets this answer; the number of polls is counted. */
function answering(status: number, body: unknown) {
  const polls = { count: 0 };
  const fetchStub: typeof fetch = async () => {
    polls.count += 1;
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { fetchStub, polls };
}

async function polledOnce(auth: 'v1' | 'v2', status: number, body: unknown) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const endpoint = answering(status, body);
  const state = memoryState();
  const device = deviceSignIn({
    http: { config: resolveConfig({ WXT_SVC_AUTH: auth }), fetch: endpoint.fetchStub },
    state,
    tokenStore: new MemoryTokenStore(null),
    onSignedIn: async () => undefined,
    onChange: async () => undefined,
  });
  await state.set('deviceFlow', {
    deviceCode: 'dev-1',
    userCode: 'ABCDE',
    verificationUri: 'https://web.svc.test/device',
    expiresAt: Date.now() + 600_000,
    intervalSec: 5,
  });
  await device.resume();
  await vi.advanceTimersByTimeAsync(5_000);
  await vi.advanceTimersByTimeAsync(30_000);
  return { polls: endpoint.polls.count, flow: state.map.get('deviceFlow'), error: state.map.get('signInError') };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('device-code polling ends on any error but authorization_pending / slow_down (spec 3.4, 7)', () => {
  it.each<[number, string]>([
    [400, 'invalid_client'],
    [400, 'invalid_request'],
    [401, 'invalid_client'],
    [400, 'invalid_grant'],
  ])('V2 %d %s: one poll, the flow ends and the reason is shown', async (status, error) => {
    const result = await polledOnce('v2', status, { error, error_description: `the service says ${error}` });
    expect(result.polls).toBe(1);
    expect(result.flow).toBeUndefined();
    expect(String(result.error)).toContain(`the service says ${error}`);
  });

  it('V1 PIN: a 4xx ends the polling with the reason shown', async () => {
    const result = await polledOnce('v1', 400, { error: 'unauthorized_client', code: 400, message: 'this client id is not a V1 registration' });
    expect(result.polls).toBe(1);
    expect(result.flow).toBeUndefined();
    expect(String(result.error)).toContain('this client id is not a V1 registration');
  });

  it('V1 PIN: a KO other than "Authorization pending" ends it too, with its message', async () => {
    const result = await polledOnce('v1', 200, { result: 'KO', message: 'Code revoked by the user' });
    expect(result.polls).toBe(1);
    expect(result.flow).toBeUndefined();
    expect(String(result.error)).toContain('Code revoked by the user');
  });

  it('V1 PIN: "Authorization pending" keeps polling', async () => {
    const result = await polledOnce('v1', 200, { result: 'KO', message: 'Authorization pending' });
    expect(result.polls).toBeGreaterThan(1);
    expect(result.flow).toBeDefined();
  });
});
