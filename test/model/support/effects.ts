import type { SimState } from '../../service';
import type { Target } from '../../service/library';

// What each account holds on the service, read from the simulator's own state: every history row,
// saved playback and scrobble session, each named by the key the model gave the write behind it.

export interface Effect {
  key: string;
  what: string;
}

/** An episode by its show and numbers; a movie alone, or with its time for a history row. */
function keyOf(target: Target, watchedAt?: number): string {
  if (target.episode) return `${target.item.svc}:${target.episode.season}x${target.episode.number}`;
  return watchedAt === undefined ? `${target.item.svc}` : `${target.item.svc}@${watchedAt}`;
}

export function effectsOf(sim: SimState, userName: string): Effect[] {
  const user = sim.userByName(userName);
  if (!user) throw new Error(`no simulator user ${userName}`);
  const history = sim.library.history
    .filter((row) => row.userId === user.id)
    .map((row) => ({ key: keyOf(row, row.watchedAt), what: `history via ${row.via}` }));
  const playback = sim.library.playback.filter((row) => row.userId === user.id).map((row) => ({ key: keyOf(row), what: `playback at ${row.progress}%` }));
  const sessions = sim.scrobbles.listFor(user.id).map((session) => ({ key: keyOf(session), what: `scrobble session ${session.state}` }));
  return [...history, ...playback, ...sessions];
}

/** The keys of the account's watch history. */
export function historyKeys(sim: SimState, userName: string): Set<string> {
  return new Set(effectsOf(sim, userName).flatMap((effect) => (effect.what.startsWith('history') ? [effect.key] : [])));
}
