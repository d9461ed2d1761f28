import type { NowPlaying, Status } from '../messages/popup';
import { loadSettings } from '../settings/settings';
import { guessKey } from './now-playing-item';
import type { StateStore } from './state';

/** The parts of the status about the card: its resolved item and whether its site and tab are scrobbled. */
export async function nowPlayingExtras(state: StateStore, nowPlaying: NowPlaying | undefined): Promise<Pick<Status, 'nowPlayingItem' | 'scrobbling'>> {
  if (!nowPlaying) return { nowPlayingItem: null };
  const [guess, resolved, settings, pausedTabs] = await Promise.all([
    state.get('nowPlayingGuess'),
    state.get('nowPlayingItem'),
    loadSettings().catch(() => null),
    state.get('pausedTabs'),
  ]);
  const current = guess && resolved && resolved.guessKey === guessKey(guess);
  return {
    nowPlayingItem: current ? { item: resolved.item, ...(resolved.poster !== undefined ? { poster: resolved.poster } : {}) } : null,
    scrobbling: {
      siteEnabled: !(settings?.disabledSites.includes(nowPlaying.site) ?? false),
      tabPaused: nowPlaying.tabId !== undefined && (pausedTabs ?? []).includes(nowPlaying.tabId),
    },
  };
}
