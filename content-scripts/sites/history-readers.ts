// The three history sources by site: where their pages live and how each is read.
import { matchPatternsFor } from '../../lib/messages/sites';
import { readCrunchyrollHistory } from './crunchyroll/history';
import { readNetflixHistory } from './netflix/history';
import { readPrimeHistory } from './primevideo/history';
import type { ReadDeps, SiteReading } from '../../lib/import/sites/read';
import type { HistorySite } from '../../lib/import/sites/tab';

export const HISTORY_READERS: Record<HistorySite, (deps: ReadDeps) => Promise<SiteReading>> = {
  netflix: readNetflixHistory,
  crunchyroll: readCrunchyrollHistory,
  primevideo: (deps) => readPrimeHistory(deps),
};

/** Where "Open <site>" leads when no tab of the site is open: the site's own history page. */
export const HISTORY_PAGES: Record<HistorySite, string> = {
  netflix: 'https://www.netflix.com/settings/viewed/',
  crunchyroll: 'https://www.crunchyroll.com/history',
  primevideo: 'https://www.primevideo.com/settings/watch-history',
};

/** The site's pages a tab may be on to be read (the same patterns its content script matches). */
export const historyTabPatterns = (site: HistorySite): string[] => matchPatternsFor(site);

export function isHistorySite(site: string): site is HistorySite {
  return site in HISTORY_READERS;
}
