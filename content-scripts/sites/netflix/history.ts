// Netflix viewing activity of the profile the tab is signed in as (HISTORY.md §1): the aui
// pathEvaluator call, 50 entries a page until an empty page. History names episodes only by title;
// their season and episode numbers come from the per-title metadata the playback adapter reads too.
import { z } from 'zod';
import { guessFromMetadata, readMetadata, type Metadata } from './metadata';
import type { MediaGuess } from '../../../lib/messages/media';
import { importSourceKey } from '../../../lib/import/dedupe';
import type { NetflixTitle } from '../../../lib/import/netflix-title';
import type { Viewing } from '../../../lib/import/viewing';
import {
  finish,
  optionalTabJson,
  percentOf,
  readPages,
  SiteReadError,
  tabJson,
  toSecond,
  type ReadDeps,
  type SiteReading,
} from '../../../lib/import/sites/read';

export const NETFLIX_PAGE_SIZE = 50;
export const NETFLIX_SOURCE = 'netflix-history';
const MODELS = ['netflix', 'reactContext', 'models', 'userInfo', 'data'];
const METADATA_PATH = '/nq/website/memberapi/release/metadata';
const ROUTING = JSON.stringify({ path: '/nq/aui/endpoint/%5E1.0.0-web/pathEvaluator', control_tag: 'auinqweb' });

const netflixId = z.union([z.number().int().nonnegative(), z.string().regex(/^\d{1,20}$/u)]).transform(String);
const ViewedItemSchema = z.object({
  movieID: netflixId,
  date: z.number().int().positive(),
  title: z.string().min(1).max(500),
  series: netflixId.optional(),
  seriesTitle: z.string().max(500).optional(),
  episodeTitle: z.string().max(500).optional(),
  bookmark: z.number().nonnegative().optional(),
  duration: z.number().nonnegative().optional(),
});
type ViewedItem = z.infer<typeof ViewedItemSchema>;
const PageSchema = z.object({
  jsonGraph: z.object({ aui: z.object({ viewingActivity: z.object({ value: z.object({ viewedItems: z.array(ViewedItemSchema) }) }) }) }),
});

/** Progress is read from the metadata's bookmark where it has one (the history items rarely do). */
const TimedSchema = z.object({
  id: netflixId.optional(),
  episodeId: netflixId.optional(),
  runtime: z.number().positive(),
  bookmark: z.object({ offset: z.number().nonnegative() }),
});
const TimingsSchema = z.object({ video: z.looseObject({ seasons: z.array(z.object({ episodes: z.array(z.unknown()) })).optional() }) });

export function historyRequest(guid: string, page: number) {
  const callPath = encodeURIComponent(JSON.stringify(['aui', 'viewingActivity', page, NETFLIX_PAGE_SIZE]));
  return {
    url: `/api/aui/pathEvaluator/web/%5E2.0.0?method=call&callPath=${callPath}&falcor_server=0.1.0`,
    method: 'POST' as const,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-netflix.request.routing': ROUTING },
    body: `param=${encodeURIComponent(JSON.stringify({ guid }))}`,
  };
}

async function readProfile(deps: ReadDeps): Promise<{ guid: string; name: string }> {
  const [guid, name] = await deps.tab.globals([
    [...MODELS, 'userGuid'],
    [...MODELS, 'name'],
  ]);
  if (typeof guid !== 'string' || !/^[A-Za-z0-9_-]{1,100}$/u.test(guid))
    throw new SiteReadError('no signed-in profile on the page (netflix.reactContext userGuid)');
  return { guid, name: typeof name === 'string' && name.trim() !== '' ? name.trim().slice(0, 100) : guid };
}

/** One metadata read per show or movie; a title that left the catalogue has none (null). */
async function metadataOf(deps: ReadDeps, cache: Map<string, Promise<unknown>>, id: string): Promise<{ metadata: Metadata; body: unknown } | null> {
  let body = cache.get(id);
  if (!body) {
    body = optionalTabJson(deps, { url: `${METADATA_PATH}?languages=en-US&movieid=${id}` }, z.unknown(), `metadata of ${id}`);
    cache.set(id, body);
  }
  const answer = await body;
  if (answer === null) return null;
  try {
    return { metadata: readMetadata(answer), body: answer };
  } catch {
    return null;
  }
}

function progressOf(item: ViewedItem, body: unknown, movieId: string): number | undefined {
  if (item.bookmark !== undefined && item.duration) return percentOf(item.bookmark, item.duration);
  const parsed = TimingsSchema.safeParse(body);
  if (!parsed.success) return undefined;
  const { video } = parsed.data;
  const timed = [video, ...(video.seasons ?? []).flatMap((season) => season.episodes)]
    .flatMap((candidate) => {
      const timing = TimedSchema.safeParse(candidate);
      return timing.success ? [timing.data] : [];
    })
    .find((timing) => (timing.episodeId ?? timing.id) === movieId);
  // A bookmark of 0 is "not started" or "watched to the end and reset": unknown either way.
  return timed && timed.bookmark.offset > 0 ? percentOf(timed.bookmark.offset, timed.runtime) : undefined;
}

async function viewingOf(deps: ReadDeps, cache: Map<string, Promise<unknown>>, item: ViewedItem, profile: string): Promise<Viewing> {
  const base = { watchedAt: toSecond(item.date), exactTime: true, profile };
  const found = await metadataOf(deps, cache, item.series ?? item.movieID);
  // Read once per show, the metadata's currentEpisode is the show's, not this entry's: found by id.
  const named = found ? guessFromMetadata({ video: { ...found.metadata.video, currentEpisode: undefined } }, item.movieID) : null;
  const guess: MediaGuess | null = named ? { site: 'netflix', ...named } : null;
  const progress = found ? progressOf(item, found.body, item.movieID) : undefined;
  const extra = { ...(guess ? { guess } : {}), ...(progress !== undefined ? { progress } : {}) };
  if (item.series === undefined) {
    const title: NetflixTitle = { kind: 'movie', title: item.title };
    return { ...base, title, rawTitle: item.title, ...extra };
  }
  const show = item.seriesTitle ?? item.title;
  const episodeTitle = item.episodeTitle ?? item.title;
  const title: NetflixTitle =
    guess?.kind === 'episode'
      ? { kind: 'episode', show, season: guess.season, seasonLabel: '', episodeTitle, ...(guess.episode !== undefined ? { episode: guess.episode } : {}) }
      : { kind: 'episode', show, seasonLabel: '', episodeTitle };
  return { ...base, title, rawTitle: `${show}: ${episodeTitle}`, ...extra };
}

export async function readNetflixHistory(deps: ReadDeps): Promise<SiteReading> {
  const profile = await readProfile(deps);
  const { entries, failure } = await readPages(deps, 0, async (page) => {
    const answer = await tabJson(deps, historyRequest(profile.guid, page), PageSchema, `history page ${page + 1}`);
    const items = answer.jsonGraph.aui.viewingActivity.value.viewedItems;
    return { entries: items, next: items.length === 0 ? null : page + 1 };
  });
  const cache = new Map<string, Promise<unknown>>();
  const viewings: Viewing[] = [];
  for (const item of entries) viewings.push(await viewingOf(deps, cache, item, profile.name));
  return finish({ source: importSourceKey(NETFLIX_SOURCE, profile.guid), profile: profile.name, viewings, skipped: 0 }, failure);
}

/** The library's import reads with this (meta.ts names the history page). */
export default readNetflixHistory;
