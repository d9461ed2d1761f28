import type { MediaGuess, PlaybackReport } from '../../messages/media';
import { progressOf } from '../../scrobble/progress';
import { loadSettings, offReason, type OffReason } from '../../settings/settings';
import { showNowPlaying } from '../status/now-playing-status';
import { notifyStatusChanged } from '../status/status';
import { forgetUnsure } from '../generic/unsure';
import { endSession, feedReport, inTurn, type PlaybackDeps } from './playback';
import { forgetPausedTab } from './scrobbling-switch';

export interface IntakeDeps {
  services: PlaybackDeps;
  /** The background's readiness (the User-Agent rule): nothing is handled before it. */
  ready: Promise<void>;
  /** Remembers the page a report came from, so "open the site" can return to it. */
  rememberSitePage: (guess: MediaGuess, pageUrl: string | undefined) => Promise<void>;
  /** Whether someone is signed in: while nobody is, nothing a tab reports is recorded. */
  signedIn: () => Promise<boolean>;
}

/**
 * The user's off switches: a site ("don't scrobble on Netflix", synced settings) and a tab
 * ("not this tab", until it closes). Reports from either are seen but never sent.
 */
async function scrobblingOff(services: PlaybackDeps, tabId: number, site: string): Promise<OffReason | null> {
  // Settings that cannot be read fail closed (offReason): they may say "not on this site".
  const [settings, paused] = await Promise.all([loadSettings().catch(() => null), services.state.get('pausedTabs')]);
  return offReason(settings, paused, tabId, site);
}

/** The card still shows what plays, marked as not scrobbled, so the user can switch it back on. */
async function showIgnored(services: PlaybackDeps, tabId: number, report: PlaybackReport, why: OffReason): Promise<void> {
  await showNowPlaying(services.state, report.guess, {
    state: report.state,
    progress: progressOf(report.position, report.duration),
    updatedAt: report.at,
    tabId,
    ignored: why,
  });
  await notifyStatusChanged();
}

/**
 * Where a tab's report enters the background, once its sender was checked (requests/router.ts).
 * Everything it does happens in the playback module's one turn (playback.ts#inTurn), so a
 * switch-off or a closing tab that arrives while a report is being checked waits for it, and a
 * report that arrives after a switch-off sees the switch.
 */
export function takeReport(deps: IntakeDeps, tabId: number, report: PlaybackReport, pageUrl: string | undefined): Promise<void> {
  return inTurn(async () => {
    await deps.ready;
    // Signed out: no session, no lookup, no page link, no status. What was recorded now would be
    // held for, and sent to, whoever signs in next, who may be someone else.
    if (!(await deps.signedIn())) return;
    // The tab's page is named now (late metadata, or the user's answer): no question is left.
    void forgetUnsure(tabId).catch(() => undefined);
    const off = await scrobblingOff(deps.services, tabId, report.guess.site);
    if (off) return showIgnored(deps.services, tabId, report, off);
    // Only a scrobbled page is remembered: a site or tab the user switched off leaves no trace.
    void deps.rememberSitePage(report.guess, pageUrl).catch(() => undefined);
    await feedReport(deps.services, tabId, report);
  });
}

/** A tab closed: behind its last reports, its session ends and its "not this tab" switch goes. */
export function tabClosed(services: PlaybackDeps, tabId: number): Promise<void> {
  return inTurn(async () => {
    try {
      await endSession(services, tabId);
    } finally {
      await forgetPausedTab(services, tabId);
    }
  });
}
