import type { PlayerState } from '../../lib/messages/media';
import type { Lifetime } from './lifetime';
import { followNavigation } from './page-navigation';
import { noted, step, wantsTimeUpdates, type ItemNote, type WatcherEventType, type WatcherState } from './player-machine';
import { lastSeek } from './seek-tracker';
import { playerObserver } from './player-observer';
import type { PlayerHandle, PlayerSource } from './player-handle';
import { positionOf, sendNotCounted, sendReport, sendSourceFailure, timelineOf, type Timeline } from './report';
import { readGuessOutcome, siteItemIdOf, type GuessOutcome, type SiteDefinition } from './site';
import { videoSource } from './video-source';

/** What a running watcher lets its content script do. */
export interface SiteWatch {
  /** The guess sources may know more now (the user named the item): read them again and report. */
  recheck(): void;
}

/** The element's own position, within its length where it knows one. */
const elementPosition = (player: PlayerHandle) => Math.min(player.currentTime, Number.isFinite(player.duration) ? player.duration : player.currentTime);

/**
 * The player core for one site: the pure player machine (player-machine.ts) fed with media events
 * and the page's changes (navigation events and, on watch pages only, a MutationObserver on the
 * player), and what it asks for done here. It runs as long as `lifetime` (the content script's): a
 * copy left behind by an extension reload or update removes every listener and observer and
 * reports nothing more; the copy injected after it takes over.
 */
export function watchSite(site: SiteDefinition, lifetime: Lifetime, win: Window = window): SiteWatch {
  const doc = win.document;
  /** The page's address now (a single-page app moves without reloading this script). */
  const here = () => new URL(win.location.href);
  const { signal } = lifetime;
  const source: PlayerSource = site.playerSource?.(win, signal) ?? videoSource(doc, site, signal);
  /** False once the lifetime ended; reading it is also how an orphan finds out (WXT's isInvalid). */
  const alive = () => !lifetime.isInvalid;
  const send = (...args: Parameters<typeof sendReport>) => void (alive() && sendReport(...args));
  let state: WatcherState = {};
  /** Item `n`'s guess: asked for at its first report, not when the URL changes (pages update their markup late). */
  let guess: { n: number; outcome: Promise<GuessOutcome> } | null = null;

  /** Sources that broke on this page, told to the background once each. */
  const failed = new Set<string>();
  function onSourceFailure(name: string, reason: string): void {
    if (failed.has(name) || !alive()) return;
    failed.add(name);
    void sendSourceFailure(site.id, name, reason);
  }

  function guessFor(n: number, siteItemId: string): Promise<GuessOutcome> {
    guess = { n, outcome: readGuessOutcome(site, { url: here(), document: doc, siteItemId }, onSourceFailure) };
    return guess.outcome;
  }

  async function timeline(player: PlayerHandle): Promise<Timeline> {
    return (await site.timeline?.(player).catch(() => null)) ?? timelineOf(player);
  }

  /** One event through the machine, with what the page shows now; then what it asks for, in order. */
  function dispatch(type: WatcherEventType): void {
    if (!alive()) return;
    const url = here();
    const watchPage = site.watchPath.test(url.pathname);
    // The page may have swapped the element: looked for again where the machine follows a player.
    const refreshed = (type === 'emptied' || (watchPage && type === 'page')) && source.refresh();
    if (refreshed) playerChanges.playerChanged?.();
    const was = state;
    let effects;
    [state, effects] = step(was, {
      now: performance.now(),
      itemId: siteItemIdOf(site, url, doc),
      watchPage,
      ad: !!site.isAdPlaying?.(doc),
      player: source.current(),
      refreshed,
      type,
    });
    // Arriving on a watch page starts the player observer; leaving the watch pages stops it and
    // every media listener until the next.
    if (!was.watchPage !== !state.watchPage) {
      if (state.watchPage) playerChanges.start();
      else {
        playerChanges.stop();
        source.release?.();
      }
    }
    for (const [kind, a, b] of effects) {
      if (kind === 'report') void report(a);
      else send(a.guess, 'gone', b, a.source);
    }
    source.followTimeUpdates(wantsTimeUpdates(state));
  }

  const note = (n: number, itemNote: ItemNote) => void (state = noted(state, n, itemNote));

  /** The item's report: its place in the site's timeline, then its guess. */
  async function report(playerState: PlayerState): Promise<void> {
    const player = source.current();
    const { item } = state;
    if (!player || !item) return;
    const { n, id: siteItemId } = item;
    /** Whether the item is still the one shown: a report of one left is dropped. */
    const current = () => state.item?.n === n;
    const truth = await timeline(player);
    const elementTime = elementPosition(player);
    const where = positionOf(player, truth, lastSeek(state.seeks ?? {}, elementTime, truth.position - elementTime));
    if (where.duration <= 0) return;
    note(n, { last: where, elementTime });
    if (!current()) return;
    let outcome = await (guess?.n === n ? guess.outcome : guessFor(n, siteItemId));
    // The sources were not ready (metadata still loading, title bar hidden): ask again now.
    if (!outcome.guess && !outcome.refused && current()) outcome = await guessFor(n, siteItemId);
    if (!current()) return;
    if (!outcome.guess) {
      // Only a video someone watches deserves a word: not a pause, not a muted teaser.
      if (playerState !== 'playing' || where.muted) return;
      const url = here();
      if (!outcome.refused && site.onUnknown) return site.onUnknown({ url, document: doc, siteItemId });
      if (!state.item?.notCounted && alive()) {
        note(n, { notCounted: true });
        void sendNotCounted(site.id, url.href, outcome.refused ? 'refused' : 'unnamed');
      }
      return;
    }
    note(n, { reported: outcome });
    send(outcome.guess, playerState, where, outcome.source);
  }

  source.onEvent(dispatch);

  const onPageChange = () => dispatch('page');
  /** On watch pages only: the player's subtree (the whole document until the player shows). */
  const playerChanges = (site.observePlayer ?? playerObserver)(doc, site, source, signal, onPageChange);

  followNavigation(win, signal, onPageChange);
  win.addEventListener('pagehide', () => dispatch('hide'), { signal });

  dispatch('page');
  return {
    recheck() {
      guess = null;
      dispatch('recheck');
    },
  };
}
