import { isPlausibleYear } from '../../../lib/media/year';
import { arrayAt, checkFields, isCount, isObject, isString, orAbsent, orMissing, type Fields } from '../../json-shape';
import { namingShapeChanges, siteApiSource, type ApiVerdict } from '../../metadata/site-api';
import { siteJson } from '../../metadata/site-request';
import { named, type GuessSource, type PageContext } from '../../player/site';

// Channel 4's own data (SITES-2.md "3. Channel 4", from an open UTS pull request): same-origin
// and with the user's cookies, GET /vod/stream/{programmeId} names the brand's web-safe title and
// the transcode, and GET /player/{brand}/asset/{transcodeId}?json=true the asset: brand title,
// series and episode numbers, and `programmeType` ('FM' is a film). A film's year is only in the
// texts of `actions[0].playNextEpisode`, as a leading "(1996)".

const isText = (value: unknown): value is string => isString(value) && value.trim() !== '';
const STREAM: Fields = { webSafeBrandTitle: isText, transcodeId: (value) => isText(value) || isCount(value) };
const ASSET: Fields = {
  brandTitle: isText,
  programmeType: isText,
  episodeTitle: orAbsent(isString),
  seriesNumber: orAbsent(isCount),
  episodeNumber: orAbsent(isCount),
};
const YEAR_TEXTS = ['summary', 'synopsis', 'shortSynopsis', 'secondarySynopsis', 'secondaryShortSynopsis'] as const;

/** "(1996) Renton, deeply immersed…" → 1996, from the first text that starts so. */
function filmYear(action: unknown): { year?: number } {
  const texts = isObject(action) && isObject(action.playNextEpisode) ? action.playNextEpisode : {};
  for (const key of YEAR_TEXTS) {
    const year = Number(/^\s*\((\d{4})\)/.exec(isString(texts[key]) ? texts[key] : '')?.[1]);
    if (isPlausibleYear(year)) return { year };
  }
  return {};
}

async function askAsset({ url, siteItemId }: PageContext): Promise<ApiVerdict | null> {
  const stream = await siteJson(new URL(`/vod/stream/${encodeURIComponent(siteItemId)}`, url.origin));
  if (stream === null) throw new Error('stream answered an error');
  const { webSafeBrandTitle, transcodeId } = checkFields(stream, STREAM, 'stream');
  const body = await siteJson(new URL(`/player/${encodeURIComponent(webSafeBrandTitle as string)}/asset/${String(transcodeId)}?json=true`, url.origin));
  if (body === null) throw new Error('asset answered an error');
  const top = checkFields(body, { asset: isObject, actions: orMissing(Array.isArray) }, 'asset answer');
  const asset = checkFields(top.asset, ASSET, 'asset');
  const title = asset.brandTitle as string;
  if (asset.programmeType === 'FM') {
    const actions = top.actions === undefined ? [] : arrayAt(top.actions, 'actions');
    return { kind: 'guess', guess: { kind: 'movie', title, siteItemId, ...filmYear(actions[0]) } };
  }
  if (!isCount(asset.episodeNumber)) return null;
  const episodeTitle = isText(asset.episodeTitle) ? { episodeTitle: asset.episodeTitle } : {};
  const season = isCount(asset.seriesNumber) ? { season: asset.seriesNumber } : {};
  return {
    kind: 'guess',
    guess: { kind: 'episode', title, episode: asset.episodeNumber, ...season, ...episodeTitle, siteItemId, siteShowId: webSafeBrandTitle as string },
  };
}

/** The asset data, once per programme id for as long as the site definition lives. */
export const fromAssetData = (): GuessSource => named('channel4-asset', siteApiSource(namingShapeChanges('asset data', askAsset)).guess);

// The player's details (PreMiD, 2025): exact class attributes, as PreMiD matches them.
const TITLE = '[class="all4-brandhubs-details__title--text"]';
const EPISODE_NUMBER = '[class="all4-brandhubs-details__episode-number"]';
const SERIES_EPISODE = /Series\s*(\d+)\s*Episode\s*(\d+)/i;

/**
 * The show or film title and "Series 2 Episode 3" under the player. A title without that line is
 * a film only where the page shows no episode line at all; a line that does not read as one names
 * nothing.
 */
export const fromPlayerDetails: GuessSource = named('channel4-details', async ({ document, siteItemId }) => {
  const title = document.querySelector(TITLE)?.textContent?.trim();
  if (!title) return null;
  const line = document.querySelector(EPISODE_NUMBER)?.textContent;
  if (line === undefined || line === null || line.trim() === '') return { kind: 'movie', title, siteItemId };
  const numbers = SERIES_EPISODE.exec(line);
  return numbers ? { kind: 'episode', title, season: Number(numbers[1]), episode: Number(numbers[2]), siteItemId } : null;
});
