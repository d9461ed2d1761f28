import type { MediaGuess } from '../../../lib/messages/media';
import { checkFields, isObject, isString, orMissing, type Check } from '../../json-shape';
import { wholeNumber } from '../../metadata/json-ld';
import { siteApiSource, type SiteApiSource } from '../../metadata/site-api';
import { siteJson } from '../../metadata/site-request';

// Paramount+ keeps its catalogue on thePlatform, under the CBS account whose preview feed answers
// for the contentId of the watch address: GET link.theplatform.com/s/dJ5BDC/media/guid/2198311517/
// {contentId}?format=preview (yt-dlp's CBS extractors and other public downloaders read it). Its
// fields: `title`, `cbs$SeriesTitle`, `cbs$SeasonNumber` (a number), `cbs$EpisodeNumber` (a
// string), `cbs$EpisodeTitle`. The page's JSON-LD describes only the page first loaded, and goes
// stale when the end card moves on to the next episode; the feed answers for any id.

/** /shows/video/{contentId}/ and /movies/video/{contentId}/, behind an optional country (/gb/). */
export const PARAMOUNT_WATCH_PATH = /^(?:\/[a-z]{2})?\/(?<kind>shows|movies)\/video\/(?<siteItemId>[\w-]{32})\/?$/;

const PREVIEW_FEED = 'https://link.theplatform.com/s/dJ5BDC/media/guid/2198311517/';

type Guess = Omit<MediaGuess, 'site'>;

/** A number as the feed writes it: 3 or "3". */
const isNumberLike: Check<number | string> = (value): value is number | string => wholeNumber(value) !== undefined;

const PREVIEW_FIELDS = {
  title: isString,
  cbs$SeriesTitle: orMissing(isString),
  cbs$EpisodeTitle: orMissing(isString),
  cbs$SeasonNumber: orMissing(isNumberLike),
  cbs$EpisodeNumber: orMissing(isNumberLike),
};

/** What the feed said about one id: a guess, or "known, and no film or numbered episode" (a clip). */
export type FeedVerdict = { kind: 'guess'; guess: Guess } | { kind: 'refused' };

/** Throws (ShapeError, naming the field) when the feed answers in a shape it did not use to. */
export function verdictFromPreview(body: unknown, kind: string, contentId: string): FeedVerdict {
  // thePlatform answers errors as {isException: true, title: "<exception>", description}.
  if (isObject(body) && body.isException === true) throw new Error(`preview feed: ${String(body.title)}: ${String(body.description)}`.slice(0, 160));
  const preview = checkFields(body, PREVIEW_FIELDS, '');
  const title = String(preview.title).trim();
  if (kind === 'movies') return title ? { kind: 'guess', guess: { kind: 'movie', title, siteItemId: contentId } } : { kind: 'refused' };
  const show = isString(preview.cbs$SeriesTitle) ? preview.cbs$SeriesTitle.trim() : '';
  const season = wholeNumber(preview.cbs$SeasonNumber);
  const episode = wholeNumber(preview.cbs$EpisodeNumber);
  // Clips and extras of a show play on /shows/video/ too; they carry no episode number.
  if (!show || episode === undefined) return { kind: 'refused' };
  // Some entries write the title as "{Series} - {Episode}" (the feed's own quirk).
  const episodeTitle = (isString(preview.cbs$EpisodeTitle) ? preview.cbs$EpisodeTitle : title.replace(`${show} - `, '')).trim();
  return {
    kind: 'guess',
    guess: {
      kind: 'episode',
      title: show,
      episode,
      siteItemId: contentId,
      ...(season !== undefined ? { season } : {}),
      ...(episodeTitle ? { episodeTitle } : {}),
    },
  };
}

/** The preview feed, asked once per id for as long as the site definition (the script) lives. */
export const previewFeed = (): SiteApiSource =>
  // A feed that changed shape is logged with the ShapeError's own words (no namingShapeChanges).
  siteApiSource(async ({ url, siteItemId }) => {
    const kind = PARAMOUNT_WATCH_PATH.exec(url.pathname)?.groups?.kind;
    if (!kind) return null;
    // A public feed on another site: no cookies (and none needed), so a wildcard CORS answer does.
    const body = await siteJson(new URL(`${PREVIEW_FEED}${siteItemId}?format=preview`), { credentials: 'omit' });
    return body === null ? null : verdictFromPreview(body, kind, siteItemId);
  });
