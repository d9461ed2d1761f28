import { isOfSignIn } from '../../auth/sign-in-generation';
import type { Db } from '../../db/database';
import type { PlayingNow } from '../../outbox/stale-start';
import { sameItem } from '../../scrobble/session';
import { playbackWriter } from './writer';

/**
 * What the tab of a stale start plays now (lib/outbox/stale-start.ts): its session, as the last
 * report left it (an outcome kept in memory while storage was full is the newer one), when it is
 * still that start's item and sign-in and is playing with the service told "watching".
 */
export function playingNow(db: () => Promise<Db>): PlayingNow {
  return async ({ command, signIn }) => {
    if (command.tabId === undefined || !command.guess) return null;
    const kept = playbackWriter.session(command.tabId);
    const session = kept ? kept.session : await (await db()).get('sessions', command.tabId);
    if (!session || session.player !== 'playing' || session.sent !== 'watching' || session.pendingPause) return null;
    if (!sameItem(session.guess, command.guess) || (signIn !== undefined && !isOfSignIn(session, signIn))) return null;
    return session.progress;
  };
}
