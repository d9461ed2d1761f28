import { browser, type Browser } from 'wxt/browser';
import type { GenericAnswer, GenericCandidate, GenericUnsure, SiteUnsure } from '../../lib/messages/generic';
import { pageAddress } from '../../lib/messages/generic-pages';
import { confirmedAnswer } from './confirmed-answer';
import { candidateOf, navigationUrl } from '../metadata/standard-sources';
import type { Lifetime } from './lifetime';
import { tell } from './report';
import { named, type GuessSource, type PageContext, type SiteDefinition } from './site';
import { watchSite, type SiteWatch } from './watcher';

/**
 * "A video plays and nothing could tell what it is": the page asks the user through the popup
 * (once per page), and the user's answer, sent back by our background, becomes the guess for that
 * page. Nothing is reported before it: a page that cannot be read degrades to a question, never to
 * a guess.
 */
export interface UserAnswers {
  /** What the user said plays on this page (same address), if they were asked and answered. */
  answerFor: (url: URL) => GenericAnswer | undefined;
  /** The guess source that reads the user's answer for the current page. */
  source: GuessSource;
  /** A real video plays and no source could tell what it is. */
  onUnknown: (page: PageContext) => void;
  /** Reads the sources again when the answer arrives. */
  follow: (watch: SiteWatch) => void;
}

/** `unsure` builds the message to the background for a page and what it could read there. */
export function userAnswers(lifetime: Lifetime, win: Window, unsure: (url: string, candidate: GenericCandidate) => GenericUnsure | SiteUnsure): UserAnswers {
  const answers = new Map<string, GenericAnswer>();
  /** Pages already put to the user: asking again on every play would only repeat it. */
  const asked = new Set<string>();
  let watching: SiteWatch | null = null;

  // The browser's own messaging, not webextension-polyfill (issue 17: weight): the answer goes
  // back through sendResponse, which Chrome and Firefox both take.
  const onMessage = (message: unknown, sender: Browser.runtime.MessageSender, sendResponse: (response: { ok: boolean }) => void) => {
    // Only our background speaks here: another extension or a content script has no say.
    if (sender.id !== browser.runtime.id || sender.tab) return;
    const confirm = confirmedAnswer(message);
    // An answer is about one page; if the user has moved on meanwhile it names nothing here.
    if (!confirm || confirm.url !== pageAddress(new URL(win.location.href))) return;
    answers.set(confirm.url, confirm.answer);
    watching?.recheck();
    sendResponse({ ok: true });
  };
  browser.runtime.onMessage.addListener(onMessage);
  lifetime.signal.addEventListener('abort', () => browser.runtime.onMessage.removeListener(onMessage));

  const answerFor = (url: URL) => answers.get(pageAddress(url));
  return {
    answerFor,
    source: named('user-answer', async ({ url, siteItemId }) => {
      const answer = answerFor(url);
      return answer ? { ...answer, siteItemId } : null;
    }),
    onUnknown: (page) => {
      const key = pageAddress(page.url);
      if (asked.has(key)) return;
      asked.add(key);
      void tell(unsure(key, candidateOf(page, navigationUrl, win.navigator.mediaSession)));
    },
    follow: (watch) => {
      watching = watch;
    },
  };
}

/**
 * A supported site's watcher: its own sources first, the user's answer last (asked only when
 * every source failed, so a redesigned site shows "not recognised" in the popup instead of going
 * silent).
 */
export function watchSupportedSite(site: SiteDefinition, lifetime: Lifetime, win: Window = window): SiteWatch {
  const asking = userAnswers(lifetime, win, (url, candidate): SiteUnsure => ({ type: 'site-unsure', site: site.id, url, candidate }));
  const watch = watchSite({ ...site, guess: [...site.guess, asking.source], onUnknown: asking.onUnknown }, lifetime, win);
  asking.follow(watch);
  return watch;
}
