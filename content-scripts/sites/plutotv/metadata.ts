import { yearOfDate } from '../../../lib/media/year';
import { arrayAt, checkFields, isCount, isObject, isString, orMissing, type Fields } from '../../json-shape';
import { answerMemo } from '../../metadata/site-api';
import { siteJson } from '../../metadata/site-request';
import type { GuessSource } from '../../player/site';

// Pluto TV's VOD API (service-vod.clusters.pluto.tv/v4/vod, SITES.md) wants the Bearer token of
// a session, which an anonymous boot (boot.pluto.tv/v4/start, the call downloaders make) hands out.
// /items?ids={slug or id} names a movie, or an episode and its series (seriesID); the series'
// /seasons list every episode with its season and number.

const VOD = 'https://service-vod.clusters.pluto.tv/v4/vod';
const isText = (value: unknown): value is string => isString(value) && value.trim() !== '';
const ITEM: Fields = { _id: isText, name: isText, type: isText, seriesID: orMissing(isText) };

/** One anonymous session for the page: the token is good for hours (`refreshInSec`). */
async function bootSession(): Promise<string> {
  const boot = new URL('https://boot.pluto.tv/v4/start');
  const params = {
    appName: 'web',
    appVersion: 'na',
    deviceVersion: 'na',
    deviceModel: 'web',
    deviceMake: 'na',
    deviceType: 'web',
    clientID: crypto.randomUUID(),
    clientModelNumber: 'na',
    serverSideAds: 'false',
  };
  boot.search = new URLSearchParams(params).toString();
  const body = await siteJson(boot, { credentials: 'omit' });
  if (body === null) throw new Error('boot answered an error');
  return checkFields(body, { sessionToken: isText }, 'boot').sessionToken as string;
}

/**
 * The VOD API; one per site definition, which keeps its session and its answers by path for the
 * script's life: an episode's series is asked once for the whole binge.
 */
export function fromPlutoApi(): GuessSource {
  let session: Promise<string> | null = null;
  const answers = answerMemo<unknown>();
  const vod = (path: string): Promise<unknown> =>
    answers(path, async () => {
      const token = await (session ??= bootSession()).catch((error: unknown) => {
        session = null;
        throw error;
      });
      const body = await siteJson(new URL(VOD + path), { credentials: 'omit', headers: { authorization: `Bearer ${token}` } });
      if (body === null) {
        // A token past its time is refused: the next read boots again.
        session = null;
        throw new Error(`VOD API answered an error for ${path.replace(/\?.*/, '')}`);
      }
      return body;
    });
  return async ({ siteItemId }) => {
    const [first] = arrayAt(await vod(`/items?ids=${encodeURIComponent(siteItemId)}`), 'items');
    if (first === undefined) return null;
    const item = checkFields(first, ITEM, 'items.0');
    if (item.type === 'movie') {
      const year = yearOfDate(isObject(item.clip) && isString(item.clip.originalReleaseDate) ? item.clip.originalReleaseDate : undefined);
      return { kind: 'movie', title: item.name as string, siteItemId, ...(year ? { year } : {}) };
    }
    const seriesId = item.seriesID as string | undefined;
    if (item.type !== 'episode' || !seriesId) return null;
    const series = checkFields(await vod(`/series/${seriesId}/seasons`), { name: isText }, 'series');
    for (const [s, value] of arrayAt(series.seasons, 'series.seasons').entries()) {
      const season = checkFields(value, { number: isCount }, `series.seasons.${s}`);
      for (const [e, entry] of arrayAt(season.episodes, `series.seasons.${s}.episodes`).entries()) {
        const episode = checkFields(entry, { _id: isText, number: isCount }, `series.seasons.${s}.episodes.${e}`);
        if (episode._id !== item._id) continue;
        return {
          kind: 'episode',
          title: series.name as string,
          season: season.number as number,
          episode: episode.number as number,
          episodeTitle: item.name as string,
          siteItemId,
          siteShowId: seriesId,
        };
      }
    }
    return null;
  };
}
