import { browser } from 'wxt/browser';

export const DRAIN_ALARM = 'outbox-drain';
export const REVOKE_ALARM = 'revoke-retry';

/**
 * Runs `run` at `atMs`, one pending time per alarm name. A timer covers short waits while the
 * worker lives; an alarm is the backstop that wakes a killed worker (Chrome alarms fire no sooner
 * than 30 s). The alarm's listener (index.ts) runs the same work.
 */
function alarmWake(name: string): (atMs: number, run: () => void) => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return (atMs, run) => {
    clearTimeout(timer);
    timer = setTimeout(run, Math.max(0, atMs - Date.now()));
    void browser.alarms.create(name, { when: Math.max(atMs, Date.now() + 30_000) });
  };
}

/** The outbox drains again at `atMs`. */
export const scheduleDrain = alarmWake(DRAIN_ALARM);

/** Pending revokes are tried again at `atMs` (lib/auth/revocations.ts). */
export const scheduleRevokes = alarmWake(REVOKE_ALARM);
