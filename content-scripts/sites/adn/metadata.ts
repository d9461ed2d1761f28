import { checkFields, isInteger, isObject, isString, objectAt, orAbsent, type Check } from '../../json-shape';
import { describesThisPage, navigationUrl } from '../../metadata/standard-sources';
import { wholeNumber } from '../../metadata/json-ld';
import { namingShapeChanges, siteApiSource, type SiteApiSource } from '../../metadata/site-api';
import { siteJson } from '../../metadata/site-request';
import type { GuessSource } from '../../player/site';
import { verdictOf, type AdnVideo } from './video';

// ADN's own sources (SITES-2.md §12). The gateway API, gw.api.<the page's domain>/video/{id}, says
// what a video is; the catalogue (`x-target-distribution`: fr, or de under /de/) follows the path.
// The page's first JSON-LD block is the episode as PreMiD reads it (`name`, `episodeNumber`,
// `partOfSeason.seasonNumber`, `partOfSeries.name`), whatever its @type says.

const isText = orAbsent(isString);
const isTextOrNumber: Check<string | number | null | undefined> = (value): value is string | number | null | undefined => isText(value) || isInteger(value);

/** The answer's `video`, checked; throws a ShapeError naming the first field that changed. */
export function readVideo(body: unknown): AdnVideo {
  const video = checkFields(
    objectAt(body, '').video,
    { id: isInteger, type: isString, number: isText, shortNumber: isTextOrNumber, season: isTextOrNumber, name: isText },
    'video',
  );
  checkFields(video.show, { id: isInteger, title: isString, firstReleaseYear: orAbsent(isInteger) }, 'video.show');
  return video as unknown as AdnVideo;
}

/** The gateway API of the page's own domain (.com, or the old .fr). */
const apiOrigin = (url: URL) => `https://gw.api.${url.hostname.replace(/^www\./u, '')}`;

/** The video API, asked once per video for as long as the site definition (the script) lives. */
export const adnVideoApi = (): SiteApiSource =>
  siteApiSource(
    namingShapeChanges('video answer', async ({ url, siteItemId }) => {
      const headers = { 'x-source': 'Web', 'x-target-distribution': url.pathname.startsWith('/de/') ? 'de' : 'fr' };
      const body = await siteJson(new URL(`/video/${siteItemId}`, apiOrigin(url)), { headers });
      if (body === null) throw new Error('video API answered an error');
      const video = readVideo(body);
      if (String(video.id) !== siteItemId) throw new Error('video answer describes another video');
      return verdictOf(video);
    }),
  );

/** "Épisode 6 : À ce soir" -> "À ce soir" (PreMiD's pattern); a name without the label stays. */
const episodeTitleOf = (name: unknown): string | undefined =>
  isString(name) ? (/[ée]pisode\s*\d+\s*[:\-–—]\s*(\S.*)$/iu.exec(name)?.[1] ?? name).trim() || undefined : undefined;

/**
 * The page's first JSON-LD block (an object, or an array's first), where it is about this address:
 * server-rendered for the page first loaded, it still names that episode after the player moved on.
 */
export const fromAdnJsonLd: GuessSource = async (page) => {
  let node: unknown;
  try {
    node = JSON.parse(page.document.querySelector('script[type="application/ld+json"]')?.textContent ?? '');
  } catch {
    return null;
  }
  node = Array.isArray(node) ? node[0] : node;
  if (!isObject(node)) return null;
  const claimed = [node.url, node['@id']].find(isString);
  if (!describesThisPage(page, claimed, navigationUrl)) return null;
  const series = isObject(node.partOfSeries) && isString(node.partOfSeries.name) ? node.partOfSeries.name.trim() : '';
  const episode = wholeNumber(node.episodeNumber);
  if (!series || episode === undefined) return null;
  const season = isObject(node.partOfSeason) ? wholeNumber(node.partOfSeason.seasonNumber) : undefined;
  const episodeTitle = episodeTitleOf(node.name);
  return {
    kind: 'episode',
    title: series,
    siteItemId: page.siteItemId,
    episode,
    ...(season !== undefined ? { season } : {}),
    ...(episodeTitle ? { episodeTitle } : {}),
  };
};
