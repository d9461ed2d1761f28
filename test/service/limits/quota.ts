import type { Plan } from '../accounts.ts';
import { easternDay, nextEasternMidnight } from './eastern.ts';

/**
 * Daily quotas of spec 8: per V2 user account by plan, shared across every app the user
 * connected (V1 traffic does not draw on it), and one allowance per V1 client_id. Counts reset at
 * midnight America/New_York. The numbers are "not shown"; these defaults are big enough that no
 * normal session meets them, and tests lower them through POST /__admin/limits.
 */
export type QuotaTable = Record<Plan | 'v1', number>;

export const DEFAULT_QUOTAS: QuotaTable = { free: 1_000, pro: 5_000, vip: 20_000, v1: 10_000 };

export interface QuotaSubject {
  /** 'user:<id>' for a V2 user, 'client:<id>' for a V1 registration. */
  key: string;
  limit: number;
  error: 'user_limit_exceeded' | 'app_limit_exceeded';
}

export type QuotaVerdict = { ok: true; remaining: number } | { ok: false; error: QuotaSubject['error']; retryAfterS: number };

export class Quotas {
  /** `<eastern day>|<key>` -> requests counted that day. */
  private readonly used = new Map<string, number>();

  /** Counts one request; refuses it (without counting) once the day's allowance is spent. */
  take(subject: QuotaSubject, now: number): QuotaVerdict {
    const k = `${easternDay(now)}|${subject.key}`;
    const used = this.used.get(k) ?? 0;
    if (used >= subject.limit) return { ok: false, error: subject.error, retryAfterS: secondsToReset(now) };
    this.used.set(k, used + 1);
    return { ok: true, remaining: subject.limit - used - 1 };
  }

  usedToday(key: string, now: number): number {
    return this.used.get(`${easternDay(now)}|${key}`) ?? 0;
  }
}

/** Retry-After is a duration in seconds (spec 7), here until the next New York midnight. */
export function secondsToReset(now: number): number {
  return Math.max(1, Math.ceil((nextEasternMidnight(now) - now) / 1000));
}
