import type { PlaybackReport } from '../messages/media';
import { roundProgress } from '../service/scrobble';
import { sameItem, type ScrobbleCommand, type ScrobbleCommandAction, type TabSession } from './session';

export interface StepResult {
  /** null: the tab has no session any more. */
  session: TabSession | null;
  commands: ScrobbleCommand[];
}

export function progressOf(position: number, duration: number): number {
  return duration > 0 ? roundProgress((position / duration) * 100) : 0;
}

function command(session: TabSession, action: ScrobbleCommandAction, at: number): ScrobbleCommand {
  return { action, guess: session.guess, progress: session.progress, at, tabId: session.tabId };
}

/** Leaving an item: a stop tells the service; below 80 % it keeps the position as a paused playback. */
function close(session: TabSession, at: number): ScrobbleCommand[] {
  return session.sent === 'watching' || session.sent === 'paused' ? [command(session, 'stop', at)] : [];
}

/**
 * The scrobble session of one tab, as a pure function of (session, report). Sends only on
 * transitions the user caused (spec 4.4: never on a timer): a start when playback begins or
 * resumes, a pause when it pauses, a stop when it ends, is left, or another item replaces it.
 */
export function step(previous: TabSession | null, report: PlaybackReport, tabId: number): StepResult {
  const commands: ScrobbleCommand[] = [];
  let session = previous;
  if (session && !sameItem(session.guess, report.guess)) {
    commands.push(...close(session, report.at));
    session = null;
  }
  const progress = progressOf(report.position, report.duration);
  const base: TabSession = session ?? {
    tabId,
    guess: report.guess,
    sent: 'none',
    player: report.state,
    progress,
    updatedAt: report.at,
  };
  const next: TabSession = { ...base, guess: report.guess, player: report.state, progress, updatedAt: report.at };

  switch (report.state) {
    case 'playing':
      if (next.sent !== 'watching') {
        commands.push(command(next, 'start', report.at));
        next.sent = 'watching';
      }
      return { session: next, commands };
    case 'paused':
      if (next.sent === 'watching') {
        commands.push(command(next, 'pause', report.at));
        next.sent = 'paused';
      }
      return { session: next, commands };
    case 'ended':
      if (next.sent === 'watching' || next.sent === 'paused') {
        commands.push(command(next, 'stop', report.at));
        next.sent = 'finished';
      }
      return { session: next, commands };
    case 'gone':
      commands.push(...close(next, report.at));
      return { session: null, commands };
  }
}

/** The tab closed or left the site without a last report: close with what we knew. */
export function tabGone(session: TabSession, at: number): StepResult {
  return { session: null, commands: close(session, at) };
}
