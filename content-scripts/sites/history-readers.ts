// The sites that keep the user's viewing history (a history page in their meta.ts, a history.ts in
// their folder): where their pages live and how each is read.
import { HISTORY_READER_MODULES } from '../../.wxt/sites/history-readers';
import { matchPatternsFor } from '../../lib/messages/sites';
import { HISTORY_PAGES, type HistorySite } from '../../lib/import/sites/tab';
import type { ReadDeps, SiteReading } from '../../lib/import/sites/read';

export const HISTORY_READERS: Record<HistorySite, (deps: ReadDeps) => Promise<SiteReading>> = HISTORY_READER_MODULES;

export { HISTORY_PAGES };

/** The site's pages a tab may be on to be read (the same patterns its content script matches). */
export const historyTabPatterns = (site: HistorySite): string[] => matchPatternsFor(site);

export function isHistorySite(site: string): site is HistorySite {
  return site in HISTORY_READERS;
}
