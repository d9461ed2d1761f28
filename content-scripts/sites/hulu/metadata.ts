import type { MediaGuess } from '../../../lib/messages/media';
import { yearOfDate } from '../../../lib/media/year';
import { arrayAt, checkFields, isCount, isObject, isString, objectAt, orAbsent, ShapeError, type Fields, type JsonObject } from '../../json-shape';
import { namingShapeChanges, siteApiSource, type SiteApiSource } from '../../metadata/site-api';
import { siteJson } from '../../metadata/site-request';

// Hulu's discover API, as MALSync and the Kodi add-ons call it with the hulu.com session cookies:
// GET https://discover.hulu.com/content/v3/entity?language=en&eab_ids={id of /watch/{id}} answers
// { items: [{ _type, id, name, season, number, series_id, series_name, premiere_date, bundle }] }.
// `_type` tells a movie from an episode; `bundle.bundle_type` "LIVE" marks a live airing.

const ENTITY_ENDPOINT = 'https://discover.hulu.com/content/v3/entity';

/** Watchable entity types a tracker lists nothing for (a game and its replay). */
const NOT_PROGRAMS = ['sports_episode'];

/** Hulu writes season and episode numbers as text ("36") in some answers and as numbers in others. */
const isNumberText = (value: unknown): value is number | string => isCount(value) || (isString(value) && /^\d{1,5}$/.test(value));
const isName = (value: unknown): value is string => isString(value) && value.trim().length > 0;

// In the order a changed answer is searched for the first difference.
const ENTITY_FIELDS: Fields = {
  _type: isString,
  id: isString,
  name: isName,
  series_name: orAbsent(isName),
  series_id: orAbsent(isString),
  season: orAbsent(isNumberText),
  number: orAbsent(isNumberText),
  premiere_date: orAbsent(isString),
  bundle: orAbsent(isObject),
};
const BUNDLE_FIELDS: Fields = { bundle_type: orAbsent(isString) };

/** What the API said about one entity: a guess, or "known, and nothing a tracker lists". */
export type EntityVerdict = { kind: 'guess'; guess: Omit<MediaGuess, 'site'> } | { kind: 'refused'; why: string };

function episodeOf(entity: JsonObject, id: string): Omit<MediaGuess, 'site'> {
  const show = entity.series_name;
  if (!isName(show)) throw new ShapeError('items.0.series_name');
  if (!isNumberText(entity.number)) throw new ShapeError('items.0.number');
  return {
    kind: 'episode',
    title: show.trim(),
    siteItemId: id,
    episode: Number(entity.number),
    ...(isNumberText(entity.season) ? { season: Number(entity.season) } : {}),
    episodeTitle: String(entity.name).trim(),
    ...(isString(entity.series_id) ? { siteShowId: entity.series_id } : {}),
  };
}

/** The entity answer, checked; throws a ShapeError naming the first field that changed. */
export function verdictFromEntity(body: unknown, id: string): EntityVerdict | null {
  const items = arrayAt(objectAt(body, '').items, 'items');
  // Nothing known about the id (yet): not an answer about this page.
  if (items.length === 0) return null;
  const entity = checkFields(items[0], ENTITY_FIELDS, 'items.0');
  if (entity.id !== id) throw new ShapeError('items.0.id');
  const bundle = isObject(entity.bundle) ? checkFields(entity.bundle, BUNDLE_FIELDS, 'items.0.bundle') : {};
  // A live airing has no program timeline to report, whatever it is an episode of.
  if (bundle.bundle_type === 'LIVE') return { kind: 'refused', why: 'live' };
  const type = String(entity._type);
  if (type === 'movie') {
    const year = isString(entity.premiere_date) ? yearOfDate(entity.premiere_date) : undefined;
    return { kind: 'guess', guess: { kind: 'movie', title: String(entity.name).trim(), siteItemId: id, ...(year ? { year } : {}) } };
  }
  if (type === 'episode') return { kind: 'guess', guess: episodeOf(entity, id) };
  if (NOT_PROGRAMS.includes(type)) return { kind: 'refused', why: type };
  throw new ShapeError('items.0._type');
}

/** The entity API, asked once per id for as long as the site definition (the script) lives. */
export const huluEntity = (): SiteApiSource =>
  siteApiSource(
    namingShapeChanges('entity answer', async ({ siteItemId: id }) => {
      const endpoint = new URL(ENTITY_ENDPOINT);
      endpoint.search = new URLSearchParams({ language: 'en', eab_ids: id }).toString();
      // Same site as the page (…hulu.com), so the session cookies go along.
      const body = await siteJson(endpoint);
      if (body === null) throw new Error('entity endpoint answered an error');
      return verdictFromEntity(body, id);
    }),
  );
