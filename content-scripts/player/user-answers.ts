import browser, { type Runtime } from 'webextension-polyfill';
import { GenericConfirmSchema, type GenericAnswer, type GenericCandidate } from '../../lib/messages/generic';
import { pageAddress } from '../../lib/messages/generic-pages';
import { candidateOf, navigationUrl } from '../metadata/standard-sources';
import type { Lifetime } from './lifetime';
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

/**
 * `unsure` builds the message to the background for a page and what it could read there (null:
 * nothing worth asking about).
 */
export function userAnswers(lifetime: Lifetime, win: Window, unsure: (url: string, candidate: GenericCandidate) => unknown): UserAnswers {
  const answers = new Map<string, GenericAnswer>();
  /** Pages already put to the user: asking again on every play would only repeat it. */
  const asked = new Set<string>();
  let watching: SiteWatch | null = null;

  const onMessage = (message: unknown, sender: Runtime.MessageSender) => {
    // Only our background speaks here: another extension or a content script has no say.
    if (sender.id !== browser.runtime.id || sender.tab) return undefined;
    const confirm = GenericConfirmSchema.safeParse(message);
    // An answer is about one page; if the user has moved on meanwhile it names nothing here.
    if (!confirm.success || confirm.data.url !== pageAddress(new URL(win.location.href))) return undefined;
    answers.set(confirm.data.url, confirm.data.answer);
    watching?.recheck();
    return Promise.resolve({ ok: true });
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
      const message = unsure(key, candidateOf(page, navigationUrl, win.navigator.mediaSession));
      if (message !== null) void browser.runtime.sendMessage(message).catch(() => undefined);
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
  if (site.unnamedIsNormal) return watchSite(site, lifetime, win);
  const asking = userAnswers(lifetime, win, (url, candidate) => ({ type: 'site-unsure', site: site.id, url, candidate }));
  const watch = watchSite({ ...site, guess: [...site.guess, asking.source], onUnknown: asking.onUnknown }, lifetime, win);
  asking.follow(watch);
  return watch;
}
