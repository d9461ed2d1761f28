import { browser } from 'wxt/browser';
import { handleTabGone, type PlaybackDeps } from './playback';

/** Sessions whose tab is gone (closed while the browser was down): close them as of their last report. */
export async function closeOrphanSessions(services: PlaybackDeps): Promise<void> {
  const sessions = await (await services.db()).getAll('sessions');
  for (const session of sessions) {
    const alive = await browser.tabs.get(session.tabId).then(
      () => true,
      () => false,
    );
    if (!alive) await handleTabGone(services, session.tabId, session.updatedAt);
  }
  await services.outbox.drain();
}
