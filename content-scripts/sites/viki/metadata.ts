import type { MediaGuess } from '../../../lib/messages/media';
import { checkFields, isCount, isObject, isString, objectAt, orMissing } from '../../json-shape';
import { parseEpisodeLabel } from '../../../lib/media/episode-label';
import { shownText } from '../../metadata/shown-text';
import { namingShapeChanges, siteApiSource, type SiteApiSource } from '../../metadata/site-api';
import { siteJson } from '../../metadata/site-request';
import type { GuessSource } from '../../player/site';

// Viki's own video API, GET /api/videos/{id} on www.viki.com (same origin: the user's cookies go
// along). It wants `x-viki-app-ver` and `x-client-user-agent`, as the web app sends them. The
// answer's `video` carries `type` ('episode', 'movie', 'clip', 'trailer'), `number`, `titles` and
// the `container` (series or film) with its `titles` per language.

/** The web app sends its build's version; the API refuses requests without one (JDownloader, 2020). */
const APP_VERSION = '14.10.0';

type Titles = Readonly<Record<string, string>>;

interface VideoAnswer {
  id: string;
  type: string;
  number?: number;
  titles?: Titles;
  container: { id: string; titles: Titles };
}

const isTitles = (value: unknown): value is Titles => isObject(value) && Object.values(value).every(isString);

/** The answer's `video`, checked; throws a ShapeError naming the first field that changed. */
export function readVideoAnswer(body: unknown): VideoAnswer {
  const video = checkFields(objectAt(body, '').video, { id: isString, type: isString, number: orMissing(isCount), titles: orMissing(isTitles) }, 'video');
  checkFields(video.container, { id: isString, titles: isTitles }, 'video.container');
  return video as unknown as VideoAnswer;
}

/** The service's catalog is English: the English title whatever the UI speaks, else the first one given. */
const englishFirst = (titles: Titles | undefined): string | undefined => [titles?.en, ...Object.values(titles ?? {})].find((title) => !!title?.trim())?.trim();

/** What the API said about one video: a guess, or "known, and no program". */
export type VideoVerdict = { kind: 'guess'; guess: Omit<MediaGuess, 'site'> } | { kind: 'refused'; type: string };

export function verdictOf(video: VideoAnswer): VideoVerdict | null {
  const show = englishFirst(video.container.titles);
  if (video.type === 'movie') {
    const title = show ?? englishFirst(video.titles);
    return title ? { kind: 'guess', guess: { kind: 'movie', title, siteItemId: video.id } } : null;
  }
  if (video.type === 'episode') {
    // Viki names no season: the container is the season. None is made up.
    if (!show || video.number === undefined) return null;
    const episodeTitle = englishFirst(video.titles);
    return {
      kind: 'guess',
      guess: {
        kind: 'episode',
        title: show,
        siteItemId: video.id,
        siteShowId: video.container.id,
        episode: video.number,
        ...(episodeTitle ? { episodeTitle } : {}),
      },
    };
  }
  // Clips and trailers: nothing a tracker lists.
  return { kind: 'refused', type: video.type };
}

/** The video API, asked once per video for as long as the site definition (the script) lives. */
export const vikiApi = (): SiteApiSource =>
  siteApiSource(
    namingShapeChanges('video answer', async ({ url, siteItemId }) => {
      const headers = { 'x-viki-app-ver': APP_VERSION, 'x-client-user-agent': globalThis.navigator?.userAgent ?? '' };
      const body = await siteJson(new URL(`/api/videos/${siteItemId}`, url.origin), { headers });
      if (body === null) throw new Error('video API answered an error');
      const video = readVideoAnswer(body);
      if (video.id !== siteItemId) throw new Error('video answer describes another video');
      return verdictOf(video);
    }),
  );

/**
 * `#channel-link > span`: "Heirs: Episode 14", localized ("Herederos: Episodio 14"), split at
 * its last ": " as PreMiD does. Only a numbered episode is named: a film's line is its bare title,
 * which a trailer's line can look like too. One per site definition: the title line changes a
 * render after the address on in-app navigation, so it remembers which item each line was read for.
 */
export function fromChannelLink(): GuessSource {
  const lines = shownText();
  return async ({ document, siteItemId }) => {
    const line = document.querySelector('#channel-link > span')?.textContent?.replace(/\s+/g, ' ').trim();
    const cut = line?.lastIndexOf(': ') ?? -1;
    if (!line || cut <= 0 || lines.isAnother(line, siteItemId)) return null;
    const numbers = parseEpisodeLabel(line.slice(cut + 2));
    if (numbers?.episode === undefined) return null;
    lines.note(line, siteItemId);
    return {
      kind: 'episode',
      title: line.slice(0, cut).trim(),
      siteItemId,
      episode: numbers.episode,
      ...(numbers.season !== undefined ? { season: numbers.season } : {}),
    };
  };
}
