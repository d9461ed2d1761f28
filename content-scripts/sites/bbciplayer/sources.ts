import { arrayAt, isObject, isString, objectAt, ShapeError, type JsonObject } from '../../json-shape';
import { namingShapeChanges, siteApiSource, type SiteApiSource } from '../../metadata/site-api';
import { siteJson } from '../../metadata/site-request';
import { describesThisPage, navigationUrl } from '../../metadata/standard-sources';
import type { GuessSource, PageContext } from '../../player/site';
import { guessOfRecord, isLiveRecord, reduxState } from './metadata';

// The guess sources of iPlayer's own: the page's redux state first (no request), then the iBL
// episodes API, which names any episode by its pid (after the app moved on without a new load).

/**
 * The state's episode where it describes the page: SITES-2.md lists no id in `episode`, so where
 * the record has one (`id`, as the API's records do) it must be the address's pid, and where it
 * has none the tab must still be on the address it loaded (both readings are handled).
 */
function stateEpisode(page: PageContext): { episode: JsonObject; state: JsonObject } | null {
  const state = reduxState(page.document);
  if (!state || !isObject(state.episode)) return null;
  const { episode } = state;
  const claimed = isString(episode.id) ? episode.id : undefined;
  const current = claimed !== undefined ? claimed === page.siteItemId : describesThisPage(page, undefined, navigationUrl);
  return current ? { episode, state } : null;
}

/** A simulcast, as the state says it: the episode marked live, or a version of kind `simulcast`. */
export function stateSaysLive(page: PageContext): boolean {
  const found = stateEpisode(page);
  if (!found) return false;
  const versions = Array.isArray(found.state.versions) ? found.state.versions : [];
  return isLiveRecord(found.episode) || versions.some((version) => isObject(version) && version.kind === 'simulcast');
}

/** The redux state the server wrote into the page. */
export const fromReduxState: GuessSource = async (page) => {
  const found = stateEpisode(page);
  return found && guessOfRecord(found.episode, page.siteItemId, 'episode');
};

const EPISODES_API = 'https://ibl.api.bbci.co.uk/ibl/v1/episodes/';

/**
 * The iBL episodes API (what yt-dlp and UTS#463 call): `{ episodes: [record] }`. Public and on
 * another site than the page: asked without the user's cookies. A live record is refused.
 */
export const iblEpisodes = (): SiteApiSource =>
  siteApiSource(
    namingShapeChanges('episodes answer', async ({ siteItemId }) => {
      const body = await siteJson(new URL(EPISODES_API + siteItemId), { credentials: 'omit' });
      // Thrown, not null: the activity log names a source that broke.
      if (body === null) throw new Error(`episodes API answered an error for ${siteItemId}`);
      const record = objectAt(arrayAt(objectAt(body, '').episodes, 'episodes')[0], 'episodes.0');
      if (record.id !== siteItemId) throw new ShapeError('episodes.0.id');
      if (isLiveRecord(record)) return { kind: 'refused' as const };
      const guess = guessOfRecord(record, siteItemId, 'episodes.0');
      return guess && { kind: 'guess' as const, guess };
    }),
  );
