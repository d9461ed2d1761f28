import type { MediaGuess } from '../../messages/media';
import type { NowPlaying, Status } from '../../messages/popup';
import { askerOf, loadSettings } from '../../settings/settings';
import type { Db } from '../../db/database';
import { nowPlayingKey, watchedKey } from '../../media/keys';
import { knownPlan } from '../state/known-plan';
import type { StateStore } from '../state/state';

/** The parts of the status about the card: its resolved item, whether its site and tab are scrobbled, and whether live or only once confirmed. */
export async function nowPlayingExtras(
  state: StateStore,
  nowPlaying: NowPlaying | undefined,
  db?: () => Promise<Db>,
): Promise<Pick<Status, 'nowPlayingItem' | 'scrobbling' | 'plan'>> {
  if (!nowPlaying) return { nowPlayingItem: null };
  const [guess, resolved, settings, pausedTabs, plan] = await Promise.all([
    state.get('nowPlayingGuess'),
    state.get('nowPlayingItem'),
    loadSettings().catch(() => null),
    state.get('pausedTabs'),
    knownPlan(state).get(),
  ]);
  const current = guess && resolved && resolved.guessKey === nowPlayingKey(guess);
  // The watched log (the rewatch gap's) holds the item's last watch recorded from here.
  const watchedBefore = current && db ? (await (await db()).get('watched', watchedKey(resolved.item))) !== undefined : false;
  return {
    nowPlayingItem: current
      ? { item: resolved.item, ...(resolved.poster !== undefined ? { poster: resolved.poster } : {}), ...(watchedBefore ? { watchedBefore } : {}) }
      : null,
    scrobbling: {
      siteEnabled: !(settings?.disabledSites.includes(nowPlaying.site) ?? false),
      tabPaused: nowPlaying.tabId !== undefined && (pausedTabs ?? []).includes(nowPlaying.tabId),
      // As the playback road decides (hold.ts): settings that cannot be read ask.
      asksFirst: askerOf(settings)(nowPlaying.site),
    },
    // The card's "I'm watching this again" says rewatches are not counted on a plan known Free.
    ...(plan ? { plan } : {}),
  };
}

/** What the card shows for a guess: one writer for the scrobbled and the ignored case alike. */
export async function showNowPlaying(
  state: StateStore,
  guess: MediaGuess,
  shown: Pick<NowPlaying, 'state' | 'progress' | 'updatedAt' | 'tabId' | 'ignored'>,
): Promise<void> {
  await state.set('nowPlayingGuess', guess);
  await state.set('nowPlaying', {
    title: guess.title,
    kind: guess.kind,
    ...(guess.year ? { year: guess.year } : {}),
    ...(guess.season !== undefined ? { season: guess.season } : {}),
    ...(guess.episode !== undefined ? { episode: guess.episode } : {}),
    ...(guess.episodeTitle ? { episodeTitle: guess.episodeTitle } : {}),
    site: guess.site,
    ...shown,
  });
}
