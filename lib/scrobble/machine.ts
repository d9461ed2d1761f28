import type { PlaybackReport } from '../messages/media';
import { minPlayedAfterSeek, type MachineConfig } from './config';
import { progressOf, reachesThreshold } from './progress';
import { sameItem, type ScrobbleCommand, type ScrobbleCommandAction, type TabSession } from './session';
import type { WaitingWatch } from './waiting';

export type MachineInput =
  | { kind: 'report'; report: PlaybackReport }
  /** The tab closed or left the site without a last report. */
  | { kind: 'tab-gone'; at: number }
  /** The clock: due when a pending pause has settled. */
  | { kind: 'tick'; at: number };

export interface StepResult {
  /** null: the tab has no session any more. */
  session: TabSession | null;
  commands: ScrobbleCommand[];
  /** When the machine wants a tick (a pause settling), or null. */
  wakeAt: number | null;
  /** Finished viewings held for the user's click (waiting.ts#holdForConfirmation), stored with the session. */
  waiting?: WaitingWatch[];
}

function command(session: TabSession, action: ScrobbleCommandAction, progress: number, at: number, counts = false): ScrobbleCommand {
  const runtime = counts && session.runtimeMs !== undefined ? { runtimeMs: session.runtimeMs } : {};
  const rewatch = counts && session.deliberateRewatch ? { deliberateRewatch: true as const } : {};
  return { action, guess: session.guess, progress, at, tabId: session.tabId, ...(counts ? { counts } : {}), ...runtime, ...rewatch };
}

/** What a close of this session claims: the credited progress when a report set one. */
function closingProgress(session: TabSession): number {
  return session.credited ?? session.progress;
}

/**
 * A forward jump that landed near the end and played almost nothing since: the user looked at the
 * credits, they did not watch. Credit only what was reached before the jump.
 */
function creditedProgress(report: PlaybackReport): number {
  const progress = progressOf(report.position, report.duration);
  const { seek } = report;
  if (!seek || seek.to <= seek.from || seek.playedSince >= minPlayedAfterSeek(report.duration)) return progress;
  return Math.min(progress, progressOf(seek.from, report.duration));
}

/**
 * Leaving an item (end, next episode, tab gone). At or past the user's threshold it is a watch (stop).
 * Between the service's 80 and a higher user threshold a stop would mark it watched, so it is a
 * pause. Below 80 a stop tells the service we left, and it keeps the place as a paused playback.
 */
function close(session: TabSession, progress: number, at: number, config: MachineConfig): { commands: ScrobbleCommand[]; sent: TabSession['sent'] } {
  const active = session.sent === 'watching' || session.sent === 'paused';
  if (!active) return { commands: [], sent: session.sent };
  // Already left at this very place (e.g. the end, then the tab closed): nothing new to say.
  if (session.sent === 'paused' && session.sentProgress === progress) return { commands: [], sent: 'paused' };
  if (reachesThreshold(progress, config.thresholdPercent)) return { commands: [command(session, 'stop', progress, at, true)], sent: 'finished' };
  if (reachesThreshold(progress)) return { commands: [command(session, 'pause', progress, at)], sent: 'paused' };
  return { commands: [command(session, 'stop', progress, at)], sent: 'paused' };
}

/** Remembers what was last said about the item, so later closes compare against it. */
function withSent(session: TabSession, commands: ScrobbleCommand[]): TabSession {
  const last = commands.at(-1);
  return last ? { ...session, sentProgress: last.progress } : session;
}

function withoutPendingPause(session: TabSession): TabSession {
  const { pendingPause: _dropped, ...rest } = session;
  return rest;
}

/** A settled pending pause becomes a real pause. */
function settle(session: TabSession, now: number, config: MachineConfig): StepResult {
  const pending = session.pendingPause;
  if (!pending) return { session, commands: [], wakeAt: null };
  const due = pending.at + config.pauseSettleMs;
  if (now < due) return { session, commands: [], wakeAt: due };
  const commands = [command(session, 'pause', pending.progress, pending.at)];
  return { session: withSent({ ...withoutPendingPause(session), sent: 'paused' as const }, commands), commands, wakeAt: null };
}

function onReport(previous: TabSession | null, report: PlaybackReport, tabId: number, config: MachineConfig): StepResult {
  const commands: ScrobbleCommand[] = [];
  let session = previous;
  if (session && !sameItem(session.guess, report.guess)) {
    // Another item in this tab (next episode): the old one ends where it was last seen.
    commands.push(...close(withoutPendingPause(session), closingProgress(session), report.at, config).commands);
    session = null;
  }
  // Clips, trailers and ads are too short to be what the user came for.
  if (report.duration < config.minDurationSec) return { session, commands, wakeAt: null };

  const progress = progressOf(report.position, report.duration);
  const credited = creditedProgress(report);
  const base: TabSession = session ?? { tabId, guess: report.guess, sent: 'none', player: report.state, progress, updatedAt: report.at };
  const runtimeMs = Math.round(report.duration * 1000);
  let next: TabSession = { ...base, guess: report.guess, player: report.state, progress, credited, runtimeMs, updatedAt: report.at };

  switch (report.state) {
    case 'playing': {
      if (next.pendingPause) return { session: withoutPendingPause(next), commands, wakeAt: null };
      // Muted autoplay is how sites show teasers; it starts counting once the user unmutes.
      if (next.sent !== 'watching' && !report.muted) {
        commands.push(command(next, 'start', progress, report.at));
        next = { ...withSent(next, commands), sent: 'watching' };
      }
      return { session: next, commands, wakeAt: null };
    }
    case 'paused': {
      if (next.sent === 'watching' && !next.pendingPause) next.pendingPause = { at: report.at, progress };
      return { session: next, commands, wakeAt: next.pendingPause ? next.pendingPause.at + config.pauseSettleMs : null };
    }
    case 'ended':
    case 'gone': {
      next = withoutPendingPause(next);
      const closed = close(next, credited, report.at, config);
      commands.push(...closed.commands);
      if (report.state === 'gone') return { session: null, commands, wakeAt: null };
      return { session: withSent({ ...next, sent: closed.sent }, closed.commands), commands, wakeAt: null };
    }
  }
}

/**
 * The scrobble session of one tab, as a pure function of (session, input). Sends only on what
 * the user caused (spec 4.4: never on a timer): a start when real playback begins or resumes, a
 * pause once it has settled, a stop when the item ends, is left, or another item replaces it.
 */
export function step(previous: TabSession | null, input: MachineInput, tabId: number, config: MachineConfig): StepResult {
  switch (input.kind) {
    case 'report':
      return onReport(previous, input.report, tabId, config);
    case 'tick':
      return previous ? settle(previous, input.at, config) : { session: null, commands: [], wakeAt: null };
    case 'tab-gone': {
      if (!previous) return { session: null, commands: [], wakeAt: null };
      const session = withoutPendingPause(previous);
      return { session: null, commands: close(session, closingProgress(session), input.at, config).commands, wakeAt: null };
    }
  }
}
