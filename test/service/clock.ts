/**
 * Virtual clock. Every time-dependent rule of the contract (10-minute codes, 7-day tokens,
 * the 1-hour duplicate window, retention) reads this clock, never Date.now(), so tests can
 * jump hours ahead in a millisecond.
 *
 * By default it ticks with real time from the start value (so a demo run behaves naturally);
 * a frozen clock only moves when told, which keeps tests deterministic.
 */
export class Clock {
  private base: number;
  private anchor = performance.now();

  constructor(
    private readonly startMs: number,
    private readonly frozen: boolean,
  ) {
    this.base = startMs;
  }

  now(): number {
    return Math.floor(this.base + (this.frozen ? 0 : performance.now() - this.anchor));
  }

  iso(ms: number = this.now()): string {
    return new Date(ms).toISOString();
  }

  advance(ms: number): number {
    return this.set(this.now() + ms);
  }

  set(ms: number): number {
    this.base = ms;
    this.anchor = performance.now();
    return this.now();
  }

  reset(): void {
    this.set(this.startMs);
  }
}
