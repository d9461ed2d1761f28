import { nowPlayingKey, titleKey } from '../../media/keys';
import type { ScrobbleCommand } from '../../scrobble/session';
import type { LibraryItem } from '../../messages/library-writes';
import type { MediaGuess } from '../../messages/media';
import type { HttpDeps } from '../../service/http';
import { readPosterFragment } from '../../service/details';
import { posterUrl } from '../../service/image-urls';
import type { ScrobbleTarget } from '../../service/items';
import type { StateStore } from '../state/state';

/** Posters of this many titles are remembered (a poster is fetched at most once per title). */
const POSTER_CACHE_LIMIT = 200;

export function libraryItemOf(target: ScrobbleTarget, guess?: MediaGuess): LibraryItem {
  const { item, episode } = target;
  return {
    kind: item.kind,
    svcId: item.svcId,
    title: item.title,
    ...(item.year ? { year: item.year } : {}),
    ...(item.slug ? { slug: item.slug } : {}),
    ...(episode
      ? {
          episode: {
            ...(episode.season !== undefined ? { season: episode.season } : {}),
            number: episode.number,
            ...(guess?.episodeTitle ? { title: guess.episodeTitle } : {}),
          },
        }
      : {}),
  };
}

/**
 * The sender resolved a command's item: if it is what the popup's card shows, remember the
 * service item (the popup acts on it) and fetch its poster once.
 */
export async function rememberResolved(
  deps: { state: StateStore; http: HttpDeps; onChange: () => Promise<void> },
  command: ScrobbleCommand,
  target: ScrobbleTarget,
): Promise<void> {
  const shown = await deps.state.get('nowPlayingGuess');
  if (!command.guess || !shown || nowPlayingKey(shown) !== nowPlayingKey(command.guess)) return;
  const key = nowPlayingKey(command.guess);
  const posters = (await deps.state.get('posters')) ?? {};
  const title = titleKey(target.item);
  const cached = posters[title];
  const item = libraryItemOf(target, command.guess);
  const previous = await deps.state.get('nowPlayingItem');
  if (previous?.guessKey === key && previous.item.svcId === item.svcId && cached !== undefined) return;
  await deps.state.set('nowPlayingItem', { guessKey: key, item, ...(cached !== undefined ? { poster: cached } : {}) });
  await deps.onChange();
  // The scrobble does not wait for the poster: the card fills it in when it arrives.
  if (cached === undefined && !loading.has(title)) {
    loading.add(title);
    void loadPoster(deps, key, target)
      .catch(() => undefined)
      .finally(() => loading.delete(title));
  }
}

/** Titles whose poster is being read now, so two sends in a row read it once. */
const loading = new Set<string>();

async function loadPoster(deps: { state: StateStore; http: HttpDeps; onChange: () => Promise<void> }, key: string, target: ScrobbleTarget): Promise<void> {
  const fragment = await readPosterFragment(deps.http, target.item.kind, target.item.svcId);
  const poster = fragment ? posterUrl(deps.http.config, fragment) : null;
  const posters = (await deps.state.get('posters')) ?? {};
  const kept = Object.entries({ ...posters, [titleKey(target.item)]: poster }).slice(-POSTER_CACHE_LIMIT);
  await deps.state.set('posters', Object.fromEntries(kept));
  const current = await deps.state.get('nowPlayingItem');
  if (current?.guessKey === key) await deps.state.set('nowPlayingItem', { ...current, poster });
  await deps.onChange();
}
