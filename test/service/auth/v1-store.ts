import { randomInt } from 'node:crypto';
import type { Clock } from '../clock.ts';
import { opaqueToken } from '../ids.ts';

/** V1 sign-in state (spec 5.1, 3.2): authorization codes and PIN codes, on the virtual clock. */

/** V1 code lifetime is not shown; the V2 value (10 minutes) is used (GAPS.md). */
export const V1_CODE_TTL = 600_000;
export const PIN_TTL = 900_000;
export const PIN_INTERVAL_S = 5;
/** spec 5.1: `device_code` is "always a literal placeholder string". */
export const PIN_DEVICE_CODE = 'device_code';

export interface V1Code {
  clientId: string;
  userId: number;
  /** As sent on authorize; undefined when a PKCE client without a registered redirect omitted it. */
  redirectUri?: string;
  challenge?: string;
  method: 'S256' | 'plain';
  expiresAt: number;
  used: boolean;
}

export interface Pin {
  userCode: string;
  clientId: string;
  expiresAt: number;
  status: 'pending' | 'approved';
  userId?: number;
  lastPollAt?: number;
}

export type PinPoll =
  | { kind: 'pending'; tooFast: boolean }
  | { kind: 'approved'; userId: number }
  /** Consumed, expired or never issued: the caller answers with a fresh code (spec 3.2). */
  | { kind: 'unknown' };

/** Unambiguous characters only: no 0/O, 1/I/L, so a code read off a TV survives typing. */
const PIN_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export class V1Store {
  readonly codes = new Map<string, V1Code>();
  readonly pins = new Map<string, Pin>();

  constructor(private readonly clock: Clock) {}

  issueCode(c: Omit<V1Code, 'expiresAt' | 'used'>): string {
    const code = opaqueToken(18);
    this.codes.set(code, { ...c, expiresAt: this.clock.now() + V1_CODE_TTL, used: false });
    return code;
  }

  /** One-use (spec 3.4): the code is burnt by any exchange attempt. */
  takeCode(code: string, clientId: string): V1Code | undefined {
    const rec = this.codes.get(code);
    if (!rec) return undefined;
    const usable = !rec.used && rec.expiresAt > this.clock.now() && rec.clientId === clientId;
    rec.used = true;
    return usable ? rec : undefined;
  }

  issuePin(clientId: string): Pin {
    let userCode = '';
    do {
      userCode = Array.from({ length: 5 }, () => PIN_ALPHABET[randomInt(0, PIN_ALPHABET.length)]).join('');
    } while (this.pins.has(userCode));
    const pin: Pin = { userCode, clientId, expiresAt: this.clock.now() + PIN_TTL, status: 'pending' };
    this.pins.set(userCode, pin);
    return pin;
  }

  /** The user typed the code on {web_url}/pin. A denial deletes the code (GAPS.md). */
  decide(userCode: string, userId: number, approve: boolean): boolean {
    const pin = this.live(userCode.trim().toUpperCase());
    if (!pin || pin.status !== 'pending') return false;
    if (!approve) {
      this.pins.delete(pin.userCode);
      return true;
    }
    pin.status = 'approved';
    pin.userId = userId;
    return true;
  }

  poll(userCode: string, clientId: string): PinPoll {
    const pin = this.live(userCode.toUpperCase());
    if (!pin || pin.clientId !== clientId) return { kind: 'unknown' };
    const now = this.clock.now();
    if (pin.status === 'approved' && pin.userId !== undefined) {
      this.pins.delete(pin.userCode);
      return { kind: 'approved', userId: pin.userId };
    }
    const tooFast = pin.lastPollAt !== undefined && now - pin.lastPollAt < PIN_INTERVAL_S * 1000;
    pin.lastPollAt = now;
    return { kind: 'pending', tooFast };
  }

  private live(userCode: string): Pin | undefined {
    const pin = this.pins.get(userCode);
    if (pin && pin.expiresAt <= this.clock.now()) {
      this.pins.delete(userCode);
      return undefined;
    }
    return pin;
  }
}
