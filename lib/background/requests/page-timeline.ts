import { browser } from 'wxt/browser';
import type { PageTimelineAnswer, PageTimelineRequest } from '../../messages/page-world';
import { boundedTimeline, type TimelineReader } from '../../page-world/timeline';
import type { TabSender } from './senders';

const NONE: PageTimelineAnswer = { timeline: null };

/** Every site's page-world reader by site (content-scripts/page-world/readers.ts, handed in by the background's entrypoint). */
export type TimelineReaders = Readonly<Record<string, TimelineReader>>;

/**
 * Chrome: reads the player's timeline in the sending frame's own world with the site's reader,
 * through scripting.executeScript, when the content script asks (one read per report). Nothing of
 * ours is posted to the page, injected into its DOM or web-accessible: the page's scripts see only
 * their own objects being read. The answer is the page's, so it is bounded like any page data.
 * The reader is synchronous: a page cannot hold the read open without hanging itself.
 */
export async function readPageTimeline(readers: TimelineReaders, request: PageTimelineRequest, from: TabSender): Promise<PageTimelineAnswer> {
  const reader = Object.hasOwn(readers, request.site) ? readers[request.site] : undefined;
  if (!reader) return NONE;
  // The very document that asked (Chrome names it), else the frame: never a page navigated to since.
  const target = from.documentId ? { tabId: from.tabId, documentIds: [from.documentId] } : { tabId: from.tabId, frameIds: [from.frameId ?? 0] };
  try {
    const [first] = await browser.scripting.executeScript({
      target,
      world: 'MAIN',
      func: reader.read as (...args: unknown[]) => unknown,
      args: [null, ...reader.args],
    });
    const answer = first?.result as { position?: unknown; duration?: unknown } | null | undefined;
    return { timeline: answer ? boundedTimeline(answer.position, answer.duration) : null };
  } catch {
    // The frame navigated or closed, or the reader threw on a site that changed its globals.
    return NONE;
  }
}
