import type { ScrobbleCommand } from './session';
import type { StepResult } from './machine';
import type { WaitingWatch } from './waiting';

/**
 * Keeps a playback outcome away from the service where the user asked before recording (pure):
 * the site's start, pause and stop commands are dropped, and a stop that would have recorded a
 * watch becomes a waiting watch instead. This is the one road from the session machine to the
 * outbox (playback.ts#feed), so nothing about such a site's viewing can go live.
 */
export function holdForConfirmation(result: StepResult, asks: (site: string) => boolean): StepResult {
  const live: ScrobbleCommand[] = [];
  const waiting: WaitingWatch[] = [...(result.waiting ?? [])];
  for (const command of result.commands) {
    const site = command.guess?.site;
    if (site === undefined || !asks(site)) {
      live.push(command);
      continue;
    }
    if (command.action === 'stop' && command.counts === true && command.guess) {
      const runtime = command.runtimeMs !== undefined ? { runtimeMs: command.runtimeMs } : {};
      waiting.push({ guess: command.guess, progress: command.progress, watchedAt: command.at, ...runtime });
    }
  }
  return { ...result, commands: live, ...(waiting.length > 0 ? { waiting } : {}) };
}
