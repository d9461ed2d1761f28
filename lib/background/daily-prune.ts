import { browser } from 'wxt/browser';

export const DAILY_PRUNE_ALARM = 'daily-prune';
const DAY_MINUTES = 24 * 60;

/**
 * Pruning runs at every worker start, and Chrome's worker starts often; Firefox's background page
 * lives for the whole browser session, so a daily alarm prunes there too. The alarm is set only
 * where none is: set afresh at each start, Chrome's would be put off a day each time and never come.
 * Resolves once the alarm is in place; the listener is registered at once (MV3 wakes only those).
 */
export function installDailyPrune(prune: () => Promise<void>): Promise<void> {
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === DAILY_PRUNE_ALARM) void prune().catch((error: unknown) => console.error('pruning failed', error));
  });
  return browser.alarms.get(DAILY_PRUNE_ALARM).then(async (existing) => {
    if (!existing) await browser.alarms.create(DAILY_PRUNE_ALARM, { delayInMinutes: DAY_MINUTES, periodInMinutes: DAY_MINUTES });
  });
}
