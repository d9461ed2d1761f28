import { pollDeviceFlow, startDeviceFlow, type DeviceFlow, type DevicePoll } from '../auth/device';
import { pollPinFlow, startPinFlow } from '../auth/pin-v1';
import { afterFailedPoll } from '../auth/poll-retry';
import { storedTokensFrom, type TokenStore } from '../auth/tokens';
import { ServiceError } from '../service/errors';
import type { HttpDeps } from '../service/http';
import { NEVER_ENDING, type SessionEpoch } from '../service/session-epoch';
import type { StateStore } from './state/state';
import { t } from '../i18n/t';

export interface DeviceSignInDeps {
  http: HttpDeps;
  state: StateStore;
  tokenStore: TokenStore;
  onSignedIn: () => Promise<void>;
  onChange: () => Promise<void>;
  /** A poll answered after sign-out (or after the flow was cancelled) must not sign anyone in. */
  epoch?: SessionEpoch;
}

function refusedMessage(reason: string, code?: string): string {
  return t('error_deviceStopped', `${reason}${code && !reason.includes(code) ? ` (${code})` : ''}`);
}

/**
 * "Sign in on another device" (RFC 8628): the popup shows a code and a link, the background polls
 * at the service's interval until the user approves, the code expires, or they cancel. The flow
 * lives in IndexedDB so a worker restart picks the polling up again.
 */
export function deviceSignIn(deps: DeviceSignInDeps) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // V1 registrations sign in with the PIN flow; V2 with RFC 8628 device codes. Same shape.
  const v1 = deps.http.config.auth === 'v1';
  const begin = (now: number) => (v1 ? startPinFlow(deps.http, now) : startDeviceFlow(deps.http, now));
  const check = (flow: DeviceFlow): Promise<DevicePoll> => (v1 ? pollPinFlow(deps.http, flow, Date.now()) : pollDeviceFlow(deps.http, flow));

  /** 429 / 5xx answers in a row: they draw on the spec 7 backoff budget. */
  let busyInRow = 0;

  function schedule(flow: DeviceFlow, delayMs = flow.intervalSec * 1000): void {
    clearTimeout(timer);
    timer = setTimeout(() => void poll(), delayMs);
  }

  async function end(message?: string): Promise<void> {
    clearTimeout(timer);
    await deps.state.delete('deviceFlow');
    if (message) await deps.state.set('signInError', message);
    await deps.onChange();
  }

  async function poll(): Promise<void> {
    const guard = (deps.epoch ?? NEVER_ENDING).bind();
    const flow = await deps.state.get('deviceFlow');
    if (!flow) return;
    if (Date.now() >= flow.expiresAt) {
      await deps.state.set('deviceFlow', { ...flow, expired: true });
      await deps.onChange();
      return;
    }
    let result;
    try {
      result = await check(flow);
    } catch (error) {
      if (!guard.alive()) return;
      // spec 3.4 / 7: only authorization_pending and slow_down continue (mapped by the poll); a 429
      // burst or a 5xx backs off; any other refusal ends the flow with its reason.
      const next = afterFailedPoll(error, busyInRow, flow.intervalSec, Math.random);
      if (next.kind === 'end') return end(error instanceof ServiceError ? refusedMessage(error.message, error.code) : undefined);
      busyInRow = next.busy ? busyInRow + 1 : 0;
      schedule(flow, next.delayMs);
      return;
    }
    busyInRow = 0;
    // Signed out, or the flow was cancelled or replaced, while the answer travelled: it is void.
    const current = guard.alive() ? await deps.state.get('deviceFlow') : undefined;
    if (!guard.alive() || current?.deviceCode !== flow.deviceCode) return;
    switch (result.kind) {
      case 'tokens':
        await deps.tokenStore.save(storedTokensFrom(result.tokens, Date.now()));
        await deps.state.delete('signInError');
        await end();
        await deps.onSignedIn();
        return;
      case 'pending':
        return schedule(flow);
      case 'slow-down': {
        const slower = { ...flow, intervalSec: flow.intervalSec + 5 };
        await deps.state.set('deviceFlow', slower);
        return schedule(slower);
      }
      case 'expired':
        await deps.state.set('deviceFlow', { ...flow, expired: true });
        return deps.onChange();
      case 'denied':
        return end('The sign-in was declined on the other device.');
      case 'refused':
        return end(refusedMessage(result.reason));
      case 'replaced':
        await deps.state.set('deviceFlow', result.flow);
        await deps.onChange();
        return schedule(result.flow);
    }
  }

  return {
    async start(): Promise<void> {
      const flow = await begin(Date.now());
      busyInRow = 0;
      await deps.state.set('deviceFlow', flow);
      await deps.onChange();
      schedule(flow);
    },
    cancel: () => end(),
    /** After a worker restart: keep polling a flow that is still open. */
    async resume(): Promise<void> {
      const flow = await deps.state.get('deviceFlow');
      if (flow && !flow.expired) schedule(flow);
    },
  };
}
