import { isPlausibleYear } from '../../../lib/media/year';
import { checkFields, isInteger, isString, objectAt, orMissing, type Fields } from '../../json-shape';
import { answerMemo } from '../../metadata/site-api';
import { siteJson } from '../../metadata/site-request';
import type { GuessSource } from '../../player/site';

// Tubi's own video records: what its content API (GET /oz/videos/{id}/content, same origin) answers
// and what the server-rendered store (`window.__data`, `video.byId`) holds, in one shape. A movie
// has a title and a year; an episode is titled "S01:E02 - Name" (the numbers yt-dlp reads) and
// names its series by `series_id`, whose record has the show's title and year.

type Guess = NonNullable<Awaited<ReturnType<GuessSource>>>;
/** A record by id; undefined when this place does not have it. */
type Records = (id: string) => Promise<unknown>;

const isText = (value: unknown): value is string => isString(value) && value.trim() !== '';
const VIDEO: Fields = { title: isText, year: orMissing(isInteger), series_id: orMissing(isText) };
const SERIES: Fields = { title: isText, year: orMissing(isInteger) };
const EPISODE_TITLE = /^S(\d+):E(\d+) - (.+)$/;

async function guessFrom(records: Records, siteItemId: string): Promise<Guess | null> {
  const body = await records(siteItemId);
  if (body === undefined) return null;
  const video = checkFields(body, VIDEO, 'video');
  // A year the messages would refuse (0 for "unknown") would drop the whole report: leave it out.
  const year = (record: typeof video) => (isPlausibleYear(record.year as number) ? { year: record.year as number } : {});
  const title = video.title as string;
  const seriesId = video.series_id as string | undefined;
  if (!seriesId) return { kind: 'movie', title, siteItemId, ...year(video) };
  // An episode without its numbers in the title is no longer the shape this was written for.
  const numbers = EPISODE_TITLE.exec(title);
  if (!numbers) throw new Error(`episode title "${title.slice(0, 40)}" has no S01:E01`);
  const seriesBody = await records(seriesId);
  if (seriesBody === undefined) return null;
  const series = checkFields(seriesBody, SERIES, 'series');
  return {
    kind: 'episode',
    title: series.title as string,
    season: Number(numbers[1]),
    episode: Number(numbers[2]),
    episodeTitle: numbers[3]!,
    siteItemId,
    siteShowId: seriesId,
    ...year(series),
  };
}

/** The content API; one per site definition, which asks once per id (the next episode asks for the same series). */
export function fromTubiApi(): GuessSource {
  const answers = answerMemo<unknown>();
  return ({ url, siteItemId }) =>
    guessFrom(
      (id) =>
        answers(id, async () => {
          const body = await siteJson(new URL(`/oz/videos/${id}/content`, url.origin));
          // Thrown, not null: the activity log names a source that broke (readGuessOutcome).
          if (body === null) throw new Error(`content API answered an error for ${id}`);
          return body;
        }),
      siteItemId,
    );
}

/**
 * The store the server wrote into the page (`window.__data = {…};`, a JS literal that may hold
 * `undefined`). It describes the page the tab loaded, but by id: after in-app navigation it still
 * names every video it holds correctly, and knows nothing of the others.
 */
export const fromTubiStore: GuessSource = async ({ document, siteItemId }) => {
  for (const script of document.querySelectorAll('script:not([src])')) {
    const literal = /^\s*window\.__data\s*=\s*(\{[\s\S]*\});?\s*$/.exec(script.textContent ?? '')?.[1];
    if (!literal) continue;
    const store = objectAt(JSON.parse(literal.replace(/:undefined\b/g, ':null')), '__data');
    const byId = objectAt(objectAt(store.video, 'video').byId, 'video.byId');
    return guessFrom(async (id) => byId[id] ?? undefined, siteItemId);
  }
  return null;
};
