import browser, { type Runtime } from 'webextension-polyfill';
import { PlaybackReportSchema, SourceFailedSchema, type SourceFailed } from '../../messages/media';
import { PopupRequestSchema, type ActionResult } from '../../messages/popup';
import type { AnswerFrom, RequestType } from '../../messages/protocol';
import { stampGenericOrigin } from '../../messages/generic-pages';
import { fromEnabledOrigin, fromSitePage, handleGenericTabMessage, isGenericSite } from '../generic/tab-messages';

export interface RouterHandlers {
  /** `pageUrl`: the reporting tab's page, as the browser names the sender. */
  playback: (tabId: number, report: import('../../messages/media').PlaybackReport, pageUrl: string | undefined) => Promise<void>;
  /** Answers with the protocol's shape for the request (lib/messages/protocol.ts). */
  popup: (request: import('../../messages/popup').PopupRequest) => Promise<AnswerFrom<RequestType>>;
  /** A content script's source broke on its site (checked like a playback report's sender). */
  sourceFailed: (failure: SourceFailed) => Promise<void>;
  /** A supported site's page plays a video none of its sources could name (checks its own sender). */
  siteUnsure: (message: unknown, sender: Runtime.MessageSender) => Promise<{ ok: boolean } | undefined>;
  /** A supported site's page plays a video that is not counted (checks its own sender). */
  notCounted: (message: unknown, sender: Runtime.MessageSender) => Promise<{ ok: boolean } | undefined>;
}

/** One of our own extension pages (popup, library, options...), never a content script or a web page. */
export function fromExtensionPage(sender: Runtime.MessageSender): boolean {
  return sender.id === browser.runtime.id && typeof sender.url === 'string' && sender.url.startsWith(browser.runtime.getURL('/'));
}

/**
 * Every message is validated with zod and its sender checked: playback reports only from a content
 * script in a tab on the reported site's hosts, popup requests only from our own extension pages.
 * Anything else is dropped (and never answered with private data).
 */
export function listen(handlers: RouterHandlers): void {
  browser.runtime.onMessage.addListener((message: unknown, sender: Runtime.MessageSender) => {
    if (sender.id !== browser.runtime.id) return undefined;
    const report = PlaybackReportSchema.safeParse(message);
    if (report.success) {
      const tabId = sender.tab?.id;
      if (tabId !== undefined && isGenericSite(report.data.guess.site)) {
        // Sites without an adapter: only where the user switched detection on and the browser grants
        // it, and only about the sender's own page (whose origin then keys its caches).
        const pageUrl = sender.url ?? sender.tab?.url;
        const guess = stampGenericOrigin(report.data.guess, pageUrl);
        if (!guess) return undefined;
        return fromEnabledOrigin(sender).then((ok) =>
          ok ? handlers.playback(tabId, { ...report.data, guess }, sender.tab?.url ?? sender.url).then(() => ({ ok: true })) : undefined,
        );
      }
      // A site's own pages only; a media server's, where the user added that server.
      return fromSitePage(report.data.guess.site, sender).then((ok) =>
        ok ? handlers.playback(tabId!, report.data, sender.tab?.url ?? sender.url).then(() => ({ ok: true })) : undefined,
      );
    }
    if ((message as { type?: unknown } | null)?.type === 'generic-unsure') return handleGenericTabMessage(message, sender);
    if ((message as { type?: unknown } | null)?.type === 'site-unsure') return handlers.siteUnsure(message, sender);
    if ((message as { type?: unknown } | null)?.type === 'not-counted') return handlers.notCounted(message, sender);
    const failure = SourceFailedSchema.safeParse(message);
    if (failure.success) {
      // Only a site's own pages speak about its sources (the generic detector: where switched on).
      const allowed = isGenericSite(failure.data.site) ? fromEnabledOrigin(sender) : fromSitePage(failure.data.site, sender);
      return allowed.then((ok) => (ok ? handlers.sourceFailed(failure.data).then(() => ({ ok: true })) : undefined));
    }
    const request = PopupRequestSchema.safeParse(message);
    if (request.success && fromExtensionPage(sender)) {
      return handlers.popup(request.data).catch((error: unknown): ActionResult => ({
        ok: false,
        error: error instanceof Error ? error.message : String(error),
      }));
    }
    return undefined;
  });
}
