import { tCount } from '../../i18n/t';
import { idbLibraryCache } from '../../library/cache';
import { siteLinksFor } from '../../library/site-links';
import { episodeWatchKeyPrefix, watchKey } from '../../media/keys';
import type { DiscoverRequest, EpisodeView, TitleAnswer, TitleView } from '../../messages/discover';
import type { HandlersFor } from '../../messages/protocol';
import type { LibraryItem, LibraryWrite } from '../../messages/library-writes';
import { fanartUrl, posterUrl } from '../../service/image-urls';
import { readEpisodeList, type ListedEpisode } from '../../service/episode-list';
import { safeWebUrl } from '../../service/safe-urls';
import { SERVICE_TYPE, readTitleDetail, type TitleDetail } from '../../service/title-detail';
import { queueLibraryWrites } from './batch-writes';
import type { Services } from '../composition-root';
import { notifyStatusChanged } from '../status/status';
import { underSignIn } from '../under-sign-in';

type TitleRequest = Extract<DiscoverRequest, { type: 'title-open' | 'title-mark-episodes' }>;
const KIND_OF_TYPE: Record<string, TitleView['kind']> = { movie: 'movie', tv: 'show', show: 'show', anime: 'anime' };

const present = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined && value !== '';

function related(list: TitleDetail['related'], fallback: TitleView['kind']): TitleView['related'] {
  return (list ?? []).map((row) => ({
    kind: KIND_OF_TYPE[String((row as { type?: unknown }).type ?? '')] ?? fallback,
    svcId: row.ids.svcId,
    title: row.title,
    ...(row.year ? { year: row.year } : {}),
  }));
}

/** The detail record as the page shows it: only the fields present, URLs checked before they become links. */
export function titleView(services: Pick<Services, 'http'>, kind: TitleView['kind'], detail: TitleDetail): TitleView {
  const ratings = detail.ratings ?? {};
  return {
    kind,
    svcId: detail.ids.svcId,
    title: detail.title,
    ...(detail.year ? { year: detail.year } : {}),
    ...(detail.ids.slug ? { slug: detail.ids.slug } : {}),
    ...(present(detail.overview) ? { overview: detail.overview } : {}),
    ...(detail.status ? { status: detail.status } : {}),
    genres: detail.genres ?? [],
    ...(present(detail.runtime) ? { runtime: detail.runtime } : {}),
    ...(present(detail.network) ? { network: detail.network } : {}),
    studios: detail.studios ?? [],
    ...(present(detail.certification) ? { certification: detail.certification } : {}),
    ...(present(detail.country) ? { country: detail.country } : {}),
    ...(present(detail.first_aired ?? detail.released) ? { firstAired: (detail.first_aired ?? detail.released) as string } : {}),
    ...(present(detail.last_aired) ? { lastAired: detail.last_aired } : {}),
    ratings: { ...(ratings.svc ? { svc: ratings.svc } : {}), ...(ratings.imdb ? { imdb: ratings.imdb } : {}), ...(ratings.mal ? { mal: ratings.mal } : {}) },
    poster: detail.poster ? posterUrl(services.http.config, detail.poster) : null,
    fanart: detail.fanart ? fanartUrl(services.http.config, detail.fanart) : null,
    // Trailers open on the site that hosts them: https links only.
    trailers: (detail.trailers ?? []).map((url) => safeWebUrl(url)).filter(present),
    related: related(detail.related, kind),
    recommendations: related(detail.recommendations, kind),
    alternateTitles: detail.alternate_titles ?? [],
    ...(present(detail.en_title) ? { enTitle: detail.en_title } : {}),
    ...(detail.anime_type ? { animeType: detail.anime_type } : {}),
  };
}

/** The watch keys of one episode: anime episodes may be keyed without their season (lib/media/keys.ts watchKey). */
function episodeKeys(kind: TitleView['kind'], svcId: number, episode: Pick<ListedEpisode, 'season' | 'number'>): string[] {
  const keyed = watchKey({ item: { kind, svcId }, episode });
  return kind === 'anime' && episode.season !== 0 ? [keyed, watchKey({ item: { kind, svcId }, episode: { number: episode.number } })] : [keyed];
}

/** Watched or not, as this extension knows it: its own writes (marks) first, then what it saw recorded. */
async function watchedEpisodes(
  services: Pick<Services, 'db' | 'marks'>,
  kind: TitleView['kind'],
  svcId: number,
  list: ListedEpisode[],
): Promise<EpisodeView[]> {
  const table = await services.marks.read();
  const database = await services.db();
  const prefix = episodeWatchKeyPrefix({ kind, svcId });
  const seen = new Set((await database.getAllKeys('watched', IDBKeyRange.bound(prefix, `${prefix}\uffff`))).map(String));
  return list.map((episode) => {
    const keys = episodeKeys(kind, svcId, episode);
    const mark = keys.map((key) => table[key]?.watched).find((value) => value !== undefined);
    return { ...episode, watched: mark ? mark.value : keys.some((key) => seen.has(key)) };
  });
}

async function openTitle(services: Pick<Services, 'db' | 'http' | 'marks'>, kind: TitleView['kind'], svcId: number): Promise<TitleAnswer> {
  // Detail and episode reads are exempt from the rates (spec 8): not paced, no token.
  const [detail, list] = await Promise.all([
    readTitleDetail(services.http, SERVICE_TYPE[kind], svcId),
    kind === 'movie' ? Promise.resolve([]) : readEpisodeList(services.http, kind, svcId),
  ]);
  if (!detail) return { ok: true, notFound: true, episodes: [], siteLinks: [] };
  const database = await services.db();
  const [keys, values] = await Promise.all([database.getAllKeys('resolveCache'), database.getAll('resolveCache')]);
  const links = (await idbLibraryCache(services.db).get('siteLinks')) ?? {};
  return {
    ok: true,
    title: titleView(services, kind, detail),
    episodes: await watchedEpisodes(services, kind, svcId, list),
    siteLinks: siteLinksFor(
      { kind, svcId },
      keys.map((key, index) => ({ key, match: values[index]! })),
      links,
    ),
  };
}

async function markEpisodes(
  services: Pick<Services, 'activity' | 'db' | 'keepOutboxBounded' | 'marks' | 'outbox'>,
  request: Extract<TitleRequest, { type: 'title-mark-episodes' }>,
) {
  const { episode: _episode, ...title } = request.item;
  const at = Date.now();
  const writes: LibraryWrite[] = request.episodes.map((episode) => {
    // Anime numbers its regular episodes in one season (spec 1): the number alone names them.
    const item: LibraryItem = { ...title, episode: title.kind === 'anime' && episode.season !== 0 ? { number: episode.number } : episode };
    return request.watched ? { kind: 'watched', item, at } : { kind: 'unwatched', item };
  });
  const summary = request.watched ? tCount('title_logMarked', writes.length, title.title) : tCount('title_logUnmarked', writes.length, title.title);
  return underSignIn(services.db, async (madeUnder) => {
    await queueLibraryWrites(services, writes, summary, madeUnder);
    await services.keepOutboxBounded();
    await notifyStatusChanged();
    void services.outbox.drain();
    return { ok: true };
  });
}

/** The library's title page: open a title with its episodes, mark episodes watched or not. */
export function titleHandlers(
  services: Pick<Services, 'activity' | 'db' | 'http' | 'keepOutboxBounded' | 'marks' | 'outbox'>,
): HandlersFor<TitleRequest['type']> {
  return {
    'title-open': ({ kind, svcId }) =>
      openTitle(services, kind, svcId).catch((error: unknown): TitleAnswer => ({
        ok: false,
        episodes: [],
        siteLinks: [],
        error: error instanceof Error ? error.message : String(error),
      })),
    'title-mark-episodes': (request) => markEpisodes(services, request),
  };
}
