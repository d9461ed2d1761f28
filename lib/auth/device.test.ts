import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator } from '../../test/service';
import { resolveConfig } from '../config';
import type { HttpDeps } from '../service/http';
import { pollDeviceFlow, startDeviceFlow } from './device';
import { pollPinFlow, startPinFlow } from './pin-v1';

/** Device and PIN flows against the real simulator over HTTP (spec 5.1 PIN, 5.2 / RFC 8628 device). */
let sim: Simulator;
const deps = (auth: 'v1' | 'v2'): HttpDeps => ({
  config: resolveConfig({ WXT_SVC_API_URL: sim.urls.api, WXT_SVC_WEB_URL: sim.urls.web, WXT_SVC_AUTH: auth }),
  fetch,
});
const admin = async (path: string, body: unknown) => {
  const response = await fetch(`${sim.urls.api}/__admin${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
};

beforeAll(async () => {
  // The flows' answers are under test, not pacing: on a frozen clock every poll falls in one virtual
  // second, and the sign-in endpoints count against the 1 POST/s rate (spec 8), so the rates are off.
  sim = await startSimulator({ apiPort: 0, webPort: 0, cdnPort: 0, imagePort: 0, frozenClock: true, rates: false });
});
afterAll(async () => {
  await sim.close();
});

describe('V2 device code', () => {
  it('starts with an 8-character code and a link, is pending, then yields tokens once approved', async () => {
    const flow = await startDeviceFlow(deps('v2'), 0);
    expect(flow.userCode.replace('-', '')).toHaveLength(8);
    expect(flow.verificationUri.startsWith(sim.urls.web)).toBe(true);
    expect(flow.intervalSec).toBeGreaterThan(0);
    expect((await pollDeviceFlow(deps('v2'), flow)).kind).toBe('pending');
    await admin('/clock', { advanceMs: flow.intervalSec * 1000 });
    await admin('/approve-device', { user_code: flow.userCode, user: 'demo' });
    const result = await pollDeviceFlow(deps('v2'), flow);
    expect(result.kind).toBe('tokens');
    expect(result.kind === 'tokens' && result.tokens.refresh_token).toBeTruthy();
  });

  it('polling faster than the interval is told to slow down', async () => {
    const flow = await startDeviceFlow(deps('v2'), 0);
    await pollDeviceFlow(deps('v2'), flow);
    expect((await pollDeviceFlow(deps('v2'), flow)).kind).toBe('slow-down');
  });

  it('a code past its lifetime is expired', async () => {
    const flow = await startDeviceFlow(deps('v2'), 0);
    await admin('/clock', { advanceMs: 11 * 60 * 1000 });
    expect((await pollDeviceFlow(deps('v2'), flow)).kind).toBe('expired');
  });

  it('a denied code says so', async () => {
    const flow = await startDeviceFlow(deps('v2'), 0);
    await admin('/approve-device', { user_code: flow.userCode, user: 'demo', deny: true });
    await admin('/clock', { advanceMs: flow.intervalSec * 1000 });
    expect((await pollDeviceFlow(deps('v2'), flow)).kind).toBe('denied');
  });
});

describe('V1 PIN', () => {
  it('shows a 5-character code for {web_url}/pin, is pending (KO), then gives a token (OK)', async () => {
    const flow = await startPinFlow(deps('v1'), 0);
    expect(flow.userCode).toMatch(/^[A-Z0-9]{5}$/);
    expect(flow.intervalSec).toBe(5);
    expect((await pollPinFlow(deps('v1'), flow, 0)).kind).toBe('pending');
    await admin('/approve-pin', { user_code: flow.userCode, user: 'demo' });
    await admin('/clock', { advanceMs: 5000 });
    const result = await pollPinFlow(deps('v1'), flow, 0);
    expect(result.kind).toBe('tokens');
    expect(result.kind === 'tokens' && result.tokens.access_token).toBeTruthy();
  });

  it('a consumed code is replaced by a new one to show', async () => {
    const flow = await startPinFlow(deps('v1'), 0);
    await admin('/approve-pin', { user_code: flow.userCode, user: 'demo' });
    await admin('/clock', { advanceMs: 5000 });
    await pollPinFlow(deps('v1'), flow, 0);
    await admin('/clock', { advanceMs: 5000 });
    const again = await pollPinFlow(deps('v1'), flow, 0);
    expect(again.kind).toBe('replaced');
    expect(again.kind === 'replaced' && again.flow.userCode).not.toBe(flow.userCode);
  });
});
