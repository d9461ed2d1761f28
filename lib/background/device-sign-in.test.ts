import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryTokenStore } from '../auth/tokens.fixtures';
import { resolveConfig } from '../config';
import { createSessionEpoch } from '../service/session-epoch';
import { deviceSignIn } from './device-sign-in';
import type { StateStore } from './state/state';

function memoryState(): StateStore {
  const map = new Map<string, unknown>();
  return {
    get: async (key) => structuredClone(map.get(key)) as never,
    set: async (key, value) => void map.set(key, structuredClone(value)),
    change: async (key, change) => void map.set(key, change(map.get(key) as never)),
    delete: async (key) => void map.delete(key),
  };
}

/** The token endpoint's answer is held until the test releases it: a poll in flight. */
function heldTokenEndpoint() {
  let release: () => void = () => undefined;
  let markAsked: () => void = () => undefined;
  const asked = new Promise<void>((resolve) => {
    markAsked = resolve;
  });
  const fetchStub: typeof fetch = async () => {
    markAsked();
    await new Promise<void>((resolve) => {
      release = resolve;
    });
    return new Response(JSON.stringify({ access_token: 'a', refresh_token: 'r', token_type: 'Bearer', expires_in: 604800 }), { status: 200 });
  };
  return { fetchStub, asked, release: () => release() };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('a device-code poll that answers after sign-out', () => {
  it('does not sign anyone in', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const endpoint = heldTokenEndpoint();
    const epoch = createSessionEpoch();
    const state = memoryState();
    const tokenStore = new MemoryTokenStore(null);
    const signedIn = vi.fn(async () => undefined);
    const device = deviceSignIn({
      http: { config: resolveConfig({}), fetch: endpoint.fetchStub, signal: () => undefined },
      state,
      tokenStore,
      epoch,
      onSignedIn: signedIn,
      onChange: async () => undefined,
    });
    await state.set('deviceFlow', {
      deviceCode: 'dev-1',
      userCode: 'ABCD-EFGH',
      verificationUri: 'https://web.svc.test/device',
      expiresAt: Date.now() + 600_000,
      intervalSec: 5,
    });
    await device.resume();
    await vi.advanceTimersByTimeAsync(5_000);
    await endpoint.asked;
    // Sign-out while the poll waits for its answer.
    await epoch.end(() => state.delete('deviceFlow'));
    endpoint.release();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(tokenStore.saved).toEqual([]);
    expect(signedIn).not.toHaveBeenCalled();
  });
});
