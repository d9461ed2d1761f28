import { currentSignIn, isOfSignIn } from '../../auth/sign-in-generation';
import type { PlaybackReport, PlayerState } from '../../messages/media';
import { SignedOutError } from '../../service/errors';
import { oneAtATime } from '../../limits/one-at-a-time';
import { DEFAULT_MACHINE_CONFIG, type MachineConfig } from '../../scrobble/config';
import { step, type MachineInput } from '../../scrobble/machine';
import { askerOf, loadSettings, type Settings } from '../../settings/settings';
import { holdForConfirmation } from '../../scrobble/hold';
import { showNowPlaying } from '../status/now-playing-status';
import type { Services } from '../composition-root';
import { notifyStatusChanged } from '../status/status';
import { playbackWriter } from './writer';
import { mayLogForTab } from '../requests/tab-lines';
import { viewingsHeld } from '../confirm/held';

/**
 * The playback module's one queue: reports (with their off-switch check, intake.ts), ticks, tabs
 * closing, switch-offs and the settling at worker start each take a turn, in arrival order. Each
 * turn reads the sessions the previous one wrote, so which of a switch-off and a report comes
 * first is decided by when they arrived, never by how long a check took.
 */
export const inTurn = oneAtATime();

/** What the session machine's turns use of the background's services. */
export type PlaybackDeps = Pick<Services, 'db' | 'activity' | 'state' | 'outbox' | 'keepOutboxBounded'>;

const tickTimers = new Map<number, ReturnType<typeof setTimeout>>();

function machineConfig(settings: Settings | null): MachineConfig {
  return { ...DEFAULT_MACHINE_CONFIG, ...(settings ? { thresholdPercent: settings.thresholdPercent } : {}) };
}

/** Feeds one input to the tab's session machine, stores the outcome, and lets the outbox run. Inside a turn only. */
async function feed(services: PlaybackDeps, tabId: number, input: MachineInput, shownState?: PlayerState): Promise<void> {
  const db = await services.db();
  const signIn = await currentSignIn(db.transaction('state').store);
  // An outcome kept in memory while storage was full is newer than what storage holds.
  const kept = playbackWriter.session(tabId);
  const last = kept ? kept.session : ((await db.get('sessions', tabId)) ?? null);
  // A session begun under an earlier sign-in is over: its start went to that account, so what
  // the tab does now goes to this one only as a new session, never as that session's pause or stop.
  const previous = last && isOfSignIn(last, signIn) ? last : null;
  const settings = await loadSettings().catch(() => null);
  const decided = holdForConfirmation(step(previous, input, tabId, machineConfig(settings)), askerOf(settings));
  const result = decided.session ? { ...decided, session: { ...decided.session, signIn } } : decided;
  const stored = await playbackWriter.commit(tabId, result, signIn).catch((error: unknown) => {
    // Signed out or in again since this turn began: the outcome is nobody's, nothing was written.
    if (error instanceof SignedOutError) return 'void' as const;
    throw error;
  });
  if (stored === 'void') return;
  scheduleTick(services, tabId, result.wakeAt);
  if (stored === 'kept') await notifyStatusChanged();
  for (const command of result.commands) await services.activity.commandQueued(command).catch(() => undefined);
  if (result.waiting && stored === 'stored') await viewingsHeld(services, result.waiting);
  if (result.commands.length > 0 && stored === 'stored') {
    await services.keepOutboxBounded();
    void services.outbox.drain();
  }
  const shown = result.session ?? previous;
  if (shown && shownState) {
    const session = result.session ?? shown;
    await showNowPlaying(services.state, session.guess, {
      state: shownState,
      progress: session.progress,
      updatedAt: session.updatedAt,
      tabId: session.tabId,
    });
    await notifyStatusChanged();
  }
}

function scheduleTick(services: PlaybackDeps, tabId: number, wakeAt: number | null): void {
  clearTimeout(tickTimers.get(tabId));
  tickTimers.delete(tabId);
  if (wakeAt === null) return;
  // A worker killed before this fires settles the pause at its next start (settleAllSessions).
  tickTimers.set(
    tabId,
    setTimeout(() => void inTurn(() => feed(services, tabId, { kind: 'tick', at: Date.now() })), Math.max(0, wakeAt - Date.now())),
  );
}

/** A report that passed the intake's checks (intake.ts#takeReport). Inside a turn only. */
export async function feedReport(services: PlaybackDeps, tabId: number, report: PlaybackReport): Promise<void> {
  if (mayLogForTab(tabId)) await services.activity.detected(report);
  await feed(services, tabId, { kind: 'report', report }, report.state);
}

/** The tab's session ends (`at`: when the tab went away). Inside a turn only. */
export function endSession(services: PlaybackDeps, tabId: number, at = Date.now()): Promise<void> {
  return feed(services, tabId, { kind: 'tab-gone', at }, 'gone');
}

/** `at`: when the tab went away; for tabs lost in a browser restart, their last report. */
export function handleTabGone(services: PlaybackDeps, tabId: number, at = Date.now()): Promise<void> {
  return inTurn(() => endSession(services, tabId, at));
}

/** On worker start: pauses that were settling when the worker died are due now (or soon). */
export function settleAllSessions(services: PlaybackDeps): Promise<void> {
  return inTurn(async () => {
    const sessions = await (await services.db()).getAll('sessions');
    for (const session of sessions) {
      if (session.pendingPause) await feed(services, session.tabId, { kind: 'tick', at: Date.now() });
    }
  });
}
