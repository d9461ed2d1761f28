import { browser, type Browser } from 'wxt/browser';
import { GENERIC_SITE, genericOriginOf, stampGenericOrigin } from '../../messages/generic-pages';
import { stampServerOrigin } from '../../messages/media-server-origin';
import { isMediaServerKind } from '../../messages/media-servers';
import type { SenderRule, TabMessage } from '../../messages/protocol';
import { isPlayerFrameOf, isSiteHost } from '../../messages/sites';
import { isEnabled } from '../generic/origins';

// Every sender check of the background, by the rule each message names (lib/messages/protocol.ts).

/** The tab a content script's message came from, as the browser names it. */
export interface TabSender {
  tabId: number;
  /** The sending frame's page (a frame's own URL, else its tab's). */
  frameUrl: string | undefined;
  /** The tab's page (else the frame's): where "open the site" returns to. */
  tabUrl: string | undefined;
  /** The sending frame (0: the tab's top frame), and in Chrome its document: where a page-world read runs. */
  frameId?: number;
  documentId?: string;
}

/** The page the sender's frame shows (a frame's own URL, else its tab's). */
const senderUrl = (sender: Browser.runtime.MessageSender) => sender.url ?? sender.tab?.url;

export const isGenericSite = (site: string) => site === GENERIC_SITE;

/** One of our own extension pages (popup, library, options...), never a content script or a web page. */
export function fromExtensionPage(sender: Browser.runtime.MessageSender): boolean {
  return sender.id === browser.runtime.id && typeof sender.url === 'string' && sender.url.startsWith(browser.runtime.getURL('/'));
}

/**
 * The generic detector may speak only from a tab on an origin the user switched on and the browser
 * still grants: a page elsewhere cannot report playback under the `generic` name.
 */
export async function fromEnabledOrigin(sender: Browser.runtime.MessageSender): Promise<boolean> {
  const tabId = sender.tab?.id;
  const origin = genericOriginOf(senderUrl(sender));
  return tabId !== undefined && tabId >= 0 && origin !== null && (await isEnabled(origin, 'site'));
}

/**
 * Whether a tab may speak for `site`: a page on the site's own hosts, or, for a media server's
 * kind (Plex, Jellyfin, Emby), a page of a server the user added and the browser still grants.
 */
export async function fromSitePage(site: string, sender: Browser.runtime.MessageSender): Promise<boolean> {
  const tabId = sender.tab?.id;
  if (tabId === undefined || tabId < 0) return false;
  if (isSiteHost(site, senderUrl(sender))) return true;
  const origin = genericOriginOf(senderUrl(sender));
  return isMediaServerKind(site) && origin !== null && (await isEnabled(origin, 'media-server'));
}

/** The message names the page it is about; it must be on the origin the sender is on. */
function aboutOwnOrigin(message: TabMessage, sender: Browser.runtime.MessageSender): boolean {
  return 'url' in message && new URL(message.url).origin === new URL(senderUrl(sender)!).origin;
}

/**
 * A player frame's relay: a sub-frame (never the top frame, which is the page itself) at the site's
 * player origin, in a tab whose top frame shows the site's watch page. The browser names both
 * URLs; the frame's own document cannot.
 */
export function fromPlayerFrame(site: string, sender: Browser.runtime.MessageSender): boolean {
  const tabId = sender.tab?.id;
  const inSubFrame = typeof sender.frameId === 'number' && sender.frameId > 0;
  return tabId !== undefined && tabId >= 0 && inSubFrame && isPlayerFrameOf(site, sender.url, sender.tab?.url);
}

async function allowed(rule: Exclude<SenderRule, 'extension-page'>, message: TabMessage, sender: Browser.runtime.MessageSender): Promise<boolean> {
  if (rule === 'generic-page') return (await fromEnabledOrigin(sender)) && aboutOwnOrigin(message, sender);
  const site = message.type === 'playback' ? message.guess.site : 'site' in message ? message.site : GENERIC_SITE;
  if (rule === 'player-frame') return fromPlayerFrame(site, sender);
  if (rule === 'site-top-frame') return sender.frameId === 0 && isSiteHost(site, senderUrl(sender)) && (await fromSitePage(site, sender));
  if (rule === 'site-page') return (await fromSitePage(site, sender)) && aboutOwnOrigin(message, sender);
  // Sites without an adapter: only where the user switched detection on and the browser grants it.
  return isGenericSite(site) ? fromEnabledOrigin(sender) : fromSitePage(site, sender);
}

/**
 * The message as the background takes it in, with its tab, or null when the rule refuses its
 * sender. A generic report must be about the sender's own page, a media server's about the
 * sender's own server: the sender's origin then keys its caches.
 */
export async function acceptFromTab<M extends TabMessage>(
  rule: Exclude<SenderRule, 'extension-page'>,
  message: M,
  sender: Browser.runtime.MessageSender,
): Promise<{ message: M; from: TabSender } | null> {
  if (sender.id !== browser.runtime.id) return null;
  let accepted: M = message;
  if (accepted.type === 'playback') {
    const { site } = accepted.guess;
    const stamp = isGenericSite(site) ? stampGenericOrigin : isMediaServerKind(site) ? stampServerOrigin : null;
    const guess = stamp ? stamp(accepted.guess, senderUrl(sender)) : accepted.guess;
    if (!guess) return null;
    accepted = { ...accepted, guess };
  }
  if (!(await allowed(rule, accepted, sender))) return null;
  const from: TabSender = { tabId: sender.tab!.id!, frameUrl: senderUrl(sender), tabUrl: sender.tab?.url ?? sender.url, frameId: sender.frameId ?? 0 };
  return { message: accepted, from: sender.documentId ? { ...from, documentId: sender.documentId } : from };
}
