import type { TokenManager } from '../auth/tokens';
import type { Job } from '../outbox/plan';
import { resolveGuess, type ResolverDeps } from '../resolve/resolver';
import type { ScrobbleCommand } from '../scrobble/session';
import { ServiceError } from '../service/errors';
import { addToHistory, notFoundCount } from '../service/history';
import type { HttpDeps } from '../service/http';
import type { ScrobbleTarget } from '../service/items';
import { sendScrobble } from '../service/scrobble';
import { summariseAlreadyWatched, summariseHistory, summariseScrobble } from './summaries';

export interface SenderDeps {
  http: HttpDeps;
  tokens: TokenManager;
  resolver: ResolverDeps;
}

/** Turns an outbox job into service calls: resolve the item, then scrobble or write history. */
export function createSender(deps: SenderDeps) {
  const targetOf = (command: ScrobbleCommand): Promise<ScrobbleTarget> =>
    command.target ? Promise.resolve(command.target) : resolveGuess(deps.resolver, command.guess);

  return async function send(job: Exclude<Job, { kind: 'drop' }>): Promise<string> {
    if (job.kind === 'history') {
      const commands = job.entries.map((entry) => entry.command);
      const writes = await Promise.all(commands.map(async (command) => ({ target: await targetOf(command), watchedAt: command.at })));
      const response = await deps.tokens.withToken((token) => addToHistory(deps.http, token, writes));
      return summariseHistory(commands, notFoundCount(response));
    }
    const { command } = job;
    const target = await targetOf(command);
    try {
      const response = await deps.tokens.withToken((token) => sendScrobble(deps.http, token, command.action, target, command.progress));
      return summariseScrobble(command, response);
    } catch (error) {
      // spec 7: 409 already_watched is a soft success; the watch is on record (keep its time).
      if (error instanceof ServiceError && error.code === 'already_watched') return summariseAlreadyWatched(command, error.envelope?.watched_at);
      throw error;
    }
  };
}
