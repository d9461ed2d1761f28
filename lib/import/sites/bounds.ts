// What a site's history read may give, whoever answered: the page's own scripts can hook `fetch`
// in the world the import's requests run in, so every answer is taken as a claim, never as fact.
// A date outside the site's life, a page longer than the site ever sends or more viewings than any
// account holds ends the read; what was read inside the bounds is kept aside for the user to
// import or drop, as with any other broken answer.
import type { Viewing } from '../viewing';
import type { HistorySite } from './tab';

/** The day each site began streaming (first of the month or year where only that is known). */
export const SITE_LAUNCHED: Record<HistorySite, string> = {
  adn: '2013-01-01',
  bbciplayer: '2007-07-01',
  channel4: '2006-11-01',
  crave: '2014-12-01',
  crunchyroll: '2006-05-01',
  mubi: '2007-01-01',
  netflix: '2007-01-01',
  primevideo: '2006-09-01',
  viaplay: '2007-01-01',
};

/** Time zones ahead of UTC and clocks a little off: a viewing may be dated up to a day ahead. */
export const AHEAD_MS = 86_400_000;
/** No account holds more viewings than this; a page script that keeps answering is stopped here. */
export const MAX_VIEWINGS = 20_000;
/** More entries than any site puts on one history page (Netflix 50, Amazon a day's worth). */
export const MAX_ENTRIES_PER_PAGE = 500;

export interface WatchedAtBounds {
  earliest: number;
  latest: number;
}

export function watchedAtBounds(site: HistorySite, now: number): WatchedAtBounds {
  return { earliest: Date.parse(`${SITE_LAUNCHED[site]}T00:00:00Z`), latest: now + AHEAD_MS };
}

/**
 * The viewings inside the bounds, and the first one outside them as the reason the read stops. The
 * check is on the finished viewing, so it holds for every reader and every field it was made of.
 */
export function boundViewings(viewings: readonly Viewing[], bounds: WatchedAtBounds): { kept: Viewing[]; refusal?: string } {
  const kept = viewings.filter((viewing) => Number.isFinite(viewing.watchedAt) && viewing.watchedAt >= bounds.earliest && viewing.watchedAt <= bounds.latest);
  const outside = viewings.find((viewing) => !kept.includes(viewing));
  if (!outside) return { kept };
  const title = `"${outside.rawTitle.slice(0, 80)}"`;
  if (!Number.isFinite(outside.watchedAt)) return { kept, refusal: `${title} has no date: the answers cannot be trusted` };
  const side = outside.watchedAt > bounds.latest ? 'after tomorrow' : 'before the site began';
  return { kept, refusal: `${title} is dated ${new Date(outside.watchedAt).toISOString().slice(0, 10)}, ${side}: the answers cannot be trusted` };
}
