import type { GenericUnsure } from '../../../lib/messages/generic';
import type { Lifetime } from '../../player/lifetime';
import { withFileName } from '../../metadata/media-file';
import { userAnswers } from '../../player/user-answers';
import { watchSite } from '../../player/watcher';
import { genericSite } from './site';

/** Set on the isolated world's window: enabling injects into an open tab that may already have it. */
const STARTED = Symbol.for('watchmark.generic');

/**
 * The generic detector in one page: the player core with the generic adapter, plus the two
 * conversations only it has with the background: "unsure" out, the user's answer in.
 */
export function startGenericDetector(lifetime: Lifetime, win: Window = window): void {
  const flagged = win as Window & { [STARTED]?: boolean };
  if (flagged[STARTED]) return;
  flagged[STARTED] = true;
  // A copy injected after an extension reload may share this window: it must be able to start.
  lifetime.signal.addEventListener('abort', () => delete flagged[STARTED]);

  const asking = userAnswers(lifetime, win, (url, candidate): GenericUnsure => ({
    type: 'generic-unsure',
    url,
    candidate: withFileName(candidate, win.document, new URL(url)),
  }));
  const watch = watchSite(genericSite({ userAnswer: asking.answerFor, onUnknown: asking.onUnknown }), lifetime, win);
  asking.follow(watch);
}
