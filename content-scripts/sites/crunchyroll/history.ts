// Crunchyroll watch history of the account the tab is signed in to (HISTORY.md §2): the v1
// watch-history list, following `next_page` until it is absent. Movies are kept as movies; season
// numbers come from the season's slug ("…-season-2", "…-ova"), since `season_number` counts dubs and
// OVAs as seasons; partial views carry their real progress (playhead seconds of duration_ms).
import { z } from 'zod';
import { stripVersionSuffix } from './metadata';
import type { MediaGuess } from '../../../lib/messages/media';
import { importSourceKey } from '../../../lib/import/dedupe';
import type { Viewing } from '../../../lib/import/viewing';
import {
  finish,
  percentOf,
  readPages,
  SiteReadError,
  tabAnswer,
  toSecond,
  viewingOfGuess,
  type ReadDeps,
  type SiteReading,
} from '../../../lib/import/sites/read';

export const CRUNCHYROLL_PAGE_SIZE = 100;
export const CRUNCHYROLL_SOURCE = 'crunchyroll-history';
/** A season numbered above this that gives a larger episode number counts from the series' first episode. */
const LONGEST_SEASON = 26;

const id = z.string().regex(/^[A-Z0-9]{1,32}$/u);
const text = z.string().max(500);
const EpisodeMetadataSchema = z.object({
  series_id: id,
  series_title: text.min(1),
  series_slug_title: text.optional(),
  season_title: text.optional(),
  season_slug_title: text.optional(),
  season_number: z.number().int().nonnegative().optional(),
  episode: text.optional(),
  episode_number: z.number().int().nonnegative().nullable().optional(),
  sequence_number: z.number().nonnegative().optional(),
  duration_ms: z.number().nonnegative().optional(),
});
const PanelSchema = z.object({
  id,
  type: text,
  title: text,
  episode_metadata: EpisodeMetadataSchema.optional(),
  movie_metadata: z.object({ movie_listing_title: text.optional(), duration_ms: z.number().nonnegative().optional() }).optional(),
});
const ItemSchema = z.object({
  id,
  parent_id: id.optional(),
  parent_type: text.optional(),
  date_played: z.iso.datetime({ offset: true }),
  playhead: z.number().int().nonnegative().optional(),
  fully_watched: z.boolean().optional(),
  // CRS: "in some rare occurrences it's missing" — such an entry is skipped and counted.
  panel: PanelSchema.optional(),
});
type Item = z.infer<typeof ItemSchema>;
const PageSchema = z.object({ items: z.array(ItemSchema), next_page: z.string().max(1000).nullable().optional() });

export const firstPagePath = () => `/content/v1/watch-history/{account_id}?locale=en-US&page=1&page_size=${CRUNCHYROLL_PAGE_SIZE}`;

/** `next_page` is a site-relative URL; only the history's own paths are followed. */
function nextPath(next: string | null | undefined): string | null {
  if (!next) return null;
  if (!/^\/content\/v1\/watch-history\/[A-Za-z0-9-]+\?/u.test(next)) throw new SiteReadError(`the next page is not a history page (${next.slice(0, 80)})`);
  return next;
}

/** "…-season-2" → 2, "…-ova" → 0 (specials), the series' own slug (with a dub tail) → 1. */
export function seasonFromSlug(seasonSlug: string | undefined, seriesSlug: string | undefined): number | undefined {
  if (!seasonSlug) return undefined;
  const numbered = /-season-(\d{1,3})(?:-|$)/u.exec(seasonSlug);
  if (numbered) return Number(numbered[1]);
  if (/(?:^|-)ovas?(?:-|$)/u.test(seasonSlug)) return 0;
  if (seriesSlug && seasonSlug.startsWith(seriesSlug) && /^(?:-[a-z]+-dub)?$/u.test(seasonSlug.slice(seriesSlug.length))) return 1;
  return undefined;
}

function isMovie(item: Item): boolean {
  return item.panel?.type === 'movie' || item.parent_type === 'movie_listing';
}

function guessOf(item: Item, panel: NonNullable<Item['panel']>): MediaGuess | null {
  if (isMovie(item)) {
    const title = stripVersionSuffix(panel.movie_metadata?.movie_listing_title || panel.title);
    return { site: 'crunchyroll', siteItemId: item.id, kind: 'movie', title };
  }
  const episode = panel.episode_metadata;
  if (!episode) return null;
  const season = seasonFromSlug(episode.season_slug_title, episode.series_slug_title) ?? episode.season_number ?? 1;
  const shown = episode.episode_number ?? (Number.isInteger(Number(episode.episode)) ? Number(episode.episode) : undefined);
  const sequence = episode.sequence_number !== undefined && Number.isInteger(episode.sequence_number) ? episode.sequence_number : undefined;
  if (shown === undefined && sequence === undefined) return null;
  const numbers =
    shown !== undefined && season > 1 && shown > LONGEST_SEASON
      ? { episode: sequence !== undefined && sequence !== shown ? sequence : shown, absoluteEpisode: shown }
      : { episode: shown ?? (sequence as number) };
  return {
    site: 'crunchyroll',
    siteItemId: item.id,
    siteShowId: episode.series_id,
    kind: 'episode',
    title: stripVersionSuffix(episode.series_title),
    season,
    ...numbers,
    ...(panel.title.trim() ? { episodeTitle: panel.title.trim() } : {}),
  };
}

function viewingOf(item: Item, account: string): Viewing | null {
  const panel = item.panel;
  const guess = panel ? guessOf(item, panel) : null;
  if (!panel || !guess) return null;
  const duration = panel.episode_metadata?.duration_ms ?? panel.movie_metadata?.duration_ms;
  const progress = item.fully_watched ? 100 : duration && item.playhead !== undefined ? percentOf(item.playhead * 1000, duration) : undefined;
  const base = { watchedAt: toSecond(Date.parse(item.date_played)), exactTime: true, profile: account, guess, ...(progress !== undefined ? { progress } : {}) };
  return viewingOfGuess(base, guess, panel.episode_metadata?.season_title ?? '');
}

export async function readCrunchyrollHistory(deps: ReadDeps): Promise<SiteReading> {
  let account = '';
  const { entries, failure } = await readPages(deps, firstPagePath(), async (path, index) => {
    const { data, response } = await tabAnswer(deps, { url: path, auth: 'crunchyroll' }, PageSchema, `history page ${index + 1}`);
    if (!response.account || !/^[A-Za-z0-9-]{1,64}$/u.test(response.account)) throw new SiteReadError('the sign-in token names no account');
    account ||= response.account;
    const next = nextPath(data.next_page);
    // A page before the last one with nothing on it: the list broke, not the history ended.
    if (data.items.length === 0 && next !== null) throw new SiteReadError(`history page ${index + 1} is empty but names a next page`);
    return { entries: data.items, next };
  });
  const viewings: Viewing[] = [];
  let skipped = 0;
  for (const item of entries) {
    const viewing = viewingOf(item, account);
    if (viewing) viewings.push(viewing);
    else skipped += 1;
  }
  return finish({ source: importSourceKey(CRUNCHYROLL_SOURCE, account), profile: account, viewings, skipped }, failure);
}

/** The library's import reads with this (meta.ts names the history page). */
export default readCrunchyrollHistory;
