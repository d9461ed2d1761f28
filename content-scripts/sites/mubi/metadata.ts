import type { MediaGuess } from '../../../lib/messages/media';
import { checkFields, isInteger, isObject, isString, orAbsent, type Check } from '../../json-shape';
import { namingShapeChanges, siteApiSource, type SiteApiSource } from '../../metadata/site-api';
import { siteJson } from '../../metadata/site-request';
import type { GuessSource, PageContext } from '../../player/site';
import { apiHeaders, sessionOf } from './session';

// MUBI's own sources (SITES-2.md §11). The film API, GET https://api.mubi.com/v3/films/{slug or id},
// answers `{id, slug, title, original_title, year, duration, …}` with the page's Bearer token. The
// page's `#__NEXT_DATA__` holds the same film as `props.initialProps.pageProps.initFilm`, rendered
// for the address the page was loaded at. MUBI lists films only: whatever plays is a movie.

/** The API is asked in English: the service's titles are, whatever language the page speaks. */
const API_LANGUAGE = 'en';
const API_ORIGIN = 'https://api.mubi.com';

interface Film {
  id: number;
  slug: string;
  title: string;
  year?: number | null;
}

const FILM_FIELDS = { id: isInteger, slug: isString, title: isString, year: orAbsent(isInteger) } satisfies Record<keyof Film, Check<unknown>>;

/** A film object (the API's answer, or initFilm); throws a ShapeError naming the first field that changed. */
export const readFilm = (value: unknown, path: string): Film => checkFields(value, FILM_FIELDS, path) as unknown as Film;

/** Is `film` the one the address names (its slug, or its numeric id, as the API takes either)? */
const isFilmOf = (film: Film, siteItemId: string): boolean => film.slug === siteItemId || String(film.id) === siteItemId;

function movieOf(film: Film, siteItemId: string): Omit<MediaGuess, 'site'> | null {
  const title = film.title.trim();
  if (!title) return null;
  return { kind: 'movie', title, siteItemId, ...(film.year ? { year: film.year } : {}) };
}

const nextDataText = (document: Document): string | null => document.getElementById('__NEXT_DATA__')?.textContent ?? null;

/** The film API, asked once per film for as long as the site definition (the script) lives. */
export const mubiFilmApi = (): SiteApiSource =>
  siteApiSource(
    namingShapeChanges('film answer', async ({ document, siteItemId }: PageContext) => {
      const session = sessionOf(nextDataText(document) ?? '');
      // Signed out: the API answers nothing without a token, and the player plays nothing either.
      if (!session) return null;
      const endpoint = new URL(`/v3/films/${encodeURIComponent(siteItemId)}`, API_ORIGIN);
      const body = await siteJson(endpoint, { headers: { ...apiHeaders(session), 'accept-language': API_LANGUAGE } });
      if (body === null) throw new Error('film API answered an error');
      const film = readFilm(body, '');
      if (!isFilmOf(film, siteItemId)) throw new Error('film answer describes another film');
      const guess = movieOf(film, siteItemId);
      return guess ? { kind: 'guess' as const, guess } : null;
    }),
  );

/** The value at `keys` under `value`, where every step is an object. */
const at = (value: unknown, ...keys: string[]): unknown => keys.reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), value);

/**
 * The page's own `__NEXT_DATA__` film, where it is the film of the address: after an in-app move
 * to another film the server-rendered data still describes the first one. It speaks the page's
 * language, so it comes after the API.
 */
export const fromNextData: GuessSource = namingShapeChanges('__NEXT_DATA__', async ({ document, siteItemId }) => {
  const text = nextDataText(document);
  if (!text) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Error('__NEXT_DATA__ is not JSON');
  }
  const initFilm = at(data, 'props', 'initialProps', 'pageProps', 'initFilm');
  // A page about no film (the home page, a list).
  if (initFilm === undefined || initFilm === null) return null;
  const film = readFilm(initFilm, 'initFilm');
  return isFilmOf(film, siteItemId) ? movieOf(film, siteItemId) : null;
});
