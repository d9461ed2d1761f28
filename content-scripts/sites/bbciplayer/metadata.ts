import { checkFields, isObject, isString, objectAt, orAbsent, type Fields, type JsonObject } from '../../json-shape';
import type { GuessSource } from '../../player/site';

// What iPlayer states of an episode, in the same words wherever it states it: the redux state the
// server writes into the page, the iBL episodes API, and the history's episode lookups (SITES-2.md
// §1). `title` is the programme (brand); `subtitle` carries the series and episode in words
// ("Series 2: 3. Title", "Series 2: Episode 3"): BBC says "Series", not "Season". A film has no such
// words: it is told by its category (`labels.category` "Films", or `categories` holding "films").

type Guess = NonNullable<Awaited<ReturnType<GuessSource>>>;

/** "Nothing on iPlayer is 30 days long" (PreMiD): a clock past this counts wall-clock seconds (a simulcast). */
export const LIVE_CLOCK_SECONDS = 86400 * 30;

const isText = (value: unknown): value is string => isString(value) && value.trim() !== '';
const RECORD: Fields = { title: isText, subtitle: orAbsent(isString), labels: orAbsent(isObject) };
const SERIES = /^Series (\d{1,2}): (?:Episode )?(\d{1,3})\b\.?\s*(.*)$/iu;

/** The series and episode a subtitle states, and the episode's own title where it has one. */
export function seriesLabel(subtitle: string): { season: number; episode: number; episodeTitle?: string } | null {
  const match = SERIES.exec(subtitle.trim());
  if (!match) return null;
  const episodeTitle = match[3]!.trim();
  return { season: Number(match[1]), episode: Number(match[2]), ...(episodeTitle ? { episodeTitle } : {}) };
}

/** A film, by the category iPlayer files it under (PreMiD's fallback; UTS#463's test). */
export function isFilm(record: JsonObject): boolean {
  const category = isObject(record.labels) ? record.labels.category : undefined;
  const categories = Array.isArray(record.categories) ? record.categories : [];
  return (isString(category) && /^films?\b/iu.test(category)) || categories.includes('films');
}

/**
 * An episode record (the state's `episode`, the API's `episodes[0]`) as a guess; null where it
 * states no numbers and is no film (a one-off: weaker sources, or the user, name it). Throws where
 * the record is not the shape this was written for.
 */
export function guessOfRecord(value: unknown, siteItemId: string, path: string): Guess | null {
  const record = checkFields(value, RECORD, path);
  const title = (record.title as string).trim();
  if (isFilm(record)) return { kind: 'movie', title, siteItemId };
  const label = seriesLabel((record.subtitle as string | null | undefined) ?? '');
  return label && { kind: 'episode', title, ...label, siteItemId };
}

/** A record iPlayer marks live (PreMiD reads `episode.live`). */
export const isLiveRecord = (record: JsonObject): boolean => record.live === true;

const STATE = /^\s*window\.__IPLAYER_REDUX_STATE__\s*=\s*(\{[\s\S]*\})\s*;?\s*$/u;

/**
 * The redux state the server wrote for the page the tab loaded (`window.__IPLAYER_REDUX_STATE__ =
 * {…};`). The page's own world keeps it current as the app moves on; this copy is the loaded
 * page's, so callers check it against the address.
 */
export function reduxState(document: Document): JsonObject | null {
  for (const script of document.querySelectorAll('script:not([src])')) {
    const json = STATE.exec(script.textContent ?? '')?.[1];
    if (json) return objectAt(JSON.parse(json), '__IPLAYER_REDUX_STATE__');
  }
  return null;
}
