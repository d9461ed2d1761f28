import browser from 'webextension-polyfill';

export const DRAIN_ALARM = 'outbox-drain';

let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * Runs `drain` at `atMs`. A timer covers short waits while the worker lives; an alarm is the
 * backstop that wakes a killed worker (Chrome alarms fire no sooner than 30 s).
 */
export function scheduleDrain(atMs: number, drain: () => void): void {
  clearTimeout(timer);
  timer = setTimeout(drain, Math.max(0, atMs - Date.now()));
  void browser.alarms.create(DRAIN_ALARM, { when: Math.max(atMs, Date.now() + 30_000) });
}
