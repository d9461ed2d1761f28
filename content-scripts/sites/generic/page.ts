import browser, { type Runtime } from 'webextension-polyfill';
import { GenericConfirmSchema, GenericUnsureSchema, pageAddress, type GenericAnswer } from '../../../lib/messages/generic';
import { watchSite } from '../../player/watcher';
import { genericSite } from './site';
import { candidateOf, navigationUrl } from '../../metadata/standard-sources';

/** Set on the isolated world's window: enabling injects into an open tab that may already have it. */
const STARTED = Symbol.for('watchmark.generic');

/**
 * The generic detector in one page: the player core with the generic adapter, plus the two
 * conversations only it has with the background: "unsure" out, the user's answer in.
 */
export function startGenericDetector(win: Window = window): void {
  const flagged = win as Window & { [STARTED]?: boolean };
  if (flagged[STARTED]) return;
  flagged[STARTED] = true;

  const answers = new Map<string, GenericAnswer>();
  /** Pages already put to the user: asking again on every play would only repeat it. */
  const asked = new Set<string>();

  const watch = watchSite(
    genericSite({
      userAnswer: (url) => answers.get(pageAddress(url)),
      onUnknown: (page) => {
        const key = pageAddress(page.url);
        if (asked.has(key)) return;
        asked.add(key);
        const message = GenericUnsureSchema.safeParse({ type: 'generic-unsure', url: key, candidate: candidateOf(page, navigationUrl, win.navigator.mediaSession) });
        if (message.success) void browser.runtime.sendMessage(message.data).catch(() => undefined);
      },
    }),
    win,
  );

  browser.runtime.onMessage.addListener((message: unknown, sender: Runtime.MessageSender) => {
    // Only our background speaks here: another extension or a content script has no say.
    if (sender.id !== browser.runtime.id || sender.tab) return undefined;
    const confirm = GenericConfirmSchema.safeParse(message);
    // An answer is about one page; if the user has moved on meanwhile it names nothing here.
    if (!confirm.success || confirm.data.url !== pageAddress(new URL(win.location.href))) return undefined;
    answers.set(confirm.data.url, confirm.data.answer);
    watch.recheck();
    return Promise.resolve({ ok: true });
  });
}
