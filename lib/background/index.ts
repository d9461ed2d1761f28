import browser from 'webextension-polyfill';
import { config } from '../config';
import { openDatabase } from '../db/database';
import type { PopupRequest } from '../messages/popup';
import { handlePlaybackReport, handleTabGone } from './playback';
import { listen } from './router';
import { createServices } from './services';
import { buildStatus } from './status';
import { installUserAgentRule } from './user-agent-rule';
import { DRAIN_ALARM } from './wake';

/**
 * Background entry: listeners are registered synchronously on every worker start (MV3 delivers
 * the waking event only to listeners present in the first turn), then pending writes resume.
 */
export function startBackground(): void {
  const services = createServices();
  const ready = installUserAgentRule(config).catch((error: unknown) => console.error('User-Agent rule failed', error));

  listen({
    playback: async (tabId, report) => {
      await ready;
      await handlePlaybackReport(services, openDatabase, tabId, report);
    },
    popup: (request: PopupRequest) => {
      switch (request.type) {
        case 'status':
          return buildStatus(services);
        case 'sign-in':
          return ready.then(() => services.signIn()).then(() => ({ ok: true }));
        case 'sign-out':
          return services.signOut().then(() => ({ ok: true }));
      }
    },
  });
  browser.tabs.onRemoved.addListener((tabId) => void handleTabGone(services, openDatabase, tabId));
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === DRAIN_ALARM) void ready.then(() => services.outbox.drain());
  });
  browser.runtime.onStartup.addListener(() => void ready.then(() => services.outbox.drain()));
  void ready.then(() => services.outbox.drain());
}
