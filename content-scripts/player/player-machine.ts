import type { MediaGuess, PlayerState } from '../../lib/messages/media';
import { anchorClock, estimate, holdClock, STOPPED_CLOCK, type PlaybackClock } from './playback-clock';
import { isMuted, type MediaEventType, type PlayerHandle } from './player-handle';
import type { Position } from './report';
import { lastSeek, seeked, seeking, type Seeks } from './seek-tracker';

/** What a report named an item as: leaving it (`gone`) names it the same way. */
export type Reported = { guess: MediaGuess; source: string };

/** The item the page shows, and what its reports told so far. */
export interface Item {
  /** The site's id of it (the page's `siteItemId`, as the view's `itemId`). */
  id: string;
  /** Counts the items of this page: what a report learns after its item was left is dropped. */
  n: number;
  /** Set once a report went out, so leaving the item tells the background. */
  reported?: Reported;
  /** Set once the background heard this item is not counted (told once). */
  notCounted?: true;
  /** Where it was at the last report (noted before `reported`). */
  last?: Position;
  /**
   * The element's own time at the last report: where the site's timeline differs (ads spliced
   * in), a resting place from the clock is moved by the same offset.
   */
  elementTime?: number;
}

/** What a report learnt about its item (the wiring reads the timeline and the guess). */
export type ItemNote = Pick<Item, 'reported' | 'notCounted' | 'last' | 'elementTime'>;

/**
 * Everything the player core remembers between events. A field not there has its start value: no
 * item, none opened, not settling, not muted, no ad, no watch page, the clock stopped at 0, no jump.
 */
export interface WatcherState {
  item?: Item | null;
  /** Items opened so far (numbers them). */
  opened?: number;
  /**
   * The item changed under a player that keeps playing (next-episode autoplay): where the element
   * was then. Sites switch the URL before they reset the media, so the position is the old item's
   * until the reset shows.
   */
  settling?: number | null;
  muted?: boolean;
  /** An ad break plays in the main player (seen as it began: the clock holds the item's place). */
  ad?: boolean;
  /** One of the site's watch pages: the wiring runs the player observer there only. */
  watchPage?: boolean;
  clock?: PlaybackClock;
  seeks?: Seeks;
}

/** What the page shows when an event arrives, read by the wiring: the machine reads no DOM. */
export interface PageView {
  /** The wall clock, in ms (performance.now()). */
  now: number;
  /** The item the address (and the site's markup) names, if any. */
  itemId: string | null;
  watchPage: boolean;
  /** An ad plays in the main player now. */
  ad: boolean;
  player: PlayerHandle | null;
  /**
   * The wiring looked for the player again before this event (`page` on a watch page, `emptied`)
   * and found another one (or lost it): `player` is the new one.
   */
  refreshed?: boolean;
}

/**
 * A media event of the player, or: the page may have moved (address, player markup; the first is
 * when the script starts), the page is left, the guess sources may know more.
 */
export type WatcherEventType = MediaEventType | 'page' | 'hide' | 'recheck';

export interface WatcherEvent extends PageView {
  type: WatcherEventType;
}

/** What the wiring is asked to do, in order. */
export type Effect =
  /** Read the item's place and guess, and report it (noting what it learnt). */
  | ['report', PlayerState]
  /** Tell the background an item was left, resting there. */
  | ['gone', Reported, Position];

/** What a report of item `n` learnt, kept while the item is still the one shown. */
export const noted = (state: WatcherState, n: number, note: ItemNote): WatcherState =>
  state.item?.n === n ? { ...state, item: { ...state.item, ...note } } : state;

/** `timeupdate` is followed only while an item change settles or an ad break is on. */
export const wantsTimeUpdates = (state: WatcherState): boolean => state.settling != null || !!state.ad;

/**
 * The player core for one site as a pure function of (state, event): follows the main player
 * through media events and the page through its changes, and says when to report what. No
 * polling, and `timeupdate` only in the windows that need it (issue 17).
 */
export function step(state: WatcherState, event: WatcherEvent): [WatcherState, Effect[]] {
  // Locals, not a copy's properties: a minifier renames locals, never property names (issue 17: weight).
  let { item, opened = 0, settling, muted, ad, watchPage, clock = STOPPED_CLOCK, seeks = {} } = state;
  const effects: Effect[] = [];
  const { now, player } = event;
  /** A player that plays now (not paused, not gone). */
  const plays = !!player && !player.paused;

  /** An ad break began (the clock holds the item's place through it) or is over. */
  const noteAd = (on: boolean) => {
    if (on && !ad) clock = holdClock(clock, now);
    // Over: the element's time is the item's again (a break that opened the next item held the one before's).
    else if (!on && ad && player) clock = anchorClock(player, now);
    ad = on;
  };

  /**
   * Leaving a reported item tells where it rests now: the clock's position in the site's
   * timeline. During an ad break seen as it began the clock holds where the item was; one not seen
   * until now (`unseenAd`) may have moved the clock already, so the last report's place is the
   * better guess.
   */
  const gone = ({ reported, last, elementTime }: Item, unseenAd?: boolean) => {
    if (!reported || !last) return;
    let where = last;
    if (!unseenAd && elementTime !== undefined) {
      const at = estimate(clock, now);
      const offset = last.position - elementTime;
      where = { ...last, position: Math.max(0, Math.min(last.duration, at + offset)), seek: lastSeek(seeks, at, offset) };
    }
    effects.push(['gone', reported, where]);
  };

  /** The page moved to another item (or away from watching): close the old one first. */
  const syncItem = () => {
    const { itemId } = event;
    if (itemId === (item?.id ?? null)) return false;
    if (item) gone(item);
    item = itemId ? { id: itemId, n: ++opened } : null;
    seeks = {};
    return true;
  };

  const report = (playerState: PlayerState) => {
    syncItem();
    if (!item || !player) return;
    // An ad in the main player is not the item: its time and length are the ad's. Its end is
    // told by time, so timeupdate is followed until then.
    if (event.ad) return noteAd(true);
    // The page shows no ad (any more) as the item is reported: a break is over.
    noteAd(false);
    effects.push(['report', playerState]);
  };

  const playing = () => {
    settling = null;
    report('playing');
  };

  /** Another player (or none) is followed now: it starts with no jumps behind it. */
  const attached = () => {
    if (!event.refreshed) return;
    muted = !!player && isMuted(player);
    seeks = {};
    if (!player) return;
    if (!ad) clock = anchorClock(player, now);
    if (plays) playing();
  };

  switch (event.type) {
    case 'page': {
      // The first look (the script started) has nothing before it: nothing settles, no break ends.
      const first = watchPage === undefined;
      // Next-episode autoplay swaps the item while the same player keeps playing: open the new one.
      const changed = syncItem();
      watchPage = event.watchPage;
      if (!watchPage) {
        // Leaving the watch pages (to browse, to a series page) ends what went on in the player.
        ad = false;
        settling = null;
        break;
      }
      attached();
      if (first) break;
      if (changed && plays) settling = player?.currentTime;
      // The end of an ad break: the item plays again, report it with its own timeline.
      const ended = ad && !event.ad && plays;
      noteAd(event.ad);
      if (ended) playing();
      break;
    }
    case 'hide':
      // Left during an ad break: the element's time is the ad's; the item's is where the break began.
      if (item) gone(item, event.ad && !ad);
      break;
    case 'recheck':
      if (plays) playing();
      break;
    case 'emptied':
      // Its time is no longer the item's: the clock holds. (The wiring looked for the player again.)
      clock = holdClock(clock, now);
      attached();
      break;
    default: {
      if (!player) break;
      const { type } = event;
      // Each event tells where the element is, but: at `seeking` it already shows the target (the
      // clock's estimate is where the jump began), and during an ad break it is the ad's, also when
      // the ad's own events come before the page showed the break.
      if (type !== 'seeking' && !ad && !event.ad) clock = anchorClock(player, now, type === 'waiting');
      if (type === 'playing') playing();
      else if (type === 'pause') report(player.ended ? 'ended' : 'paused');
      else if (type === 'ended') report('ended');
      else if (type === 'timeupdate') {
        // Only inside a window: an item change settling, or an ad break on.
        if (settling != null) {
          // Reset (jumped back) or genuinely continuing: either way the position is the new item's now.
          if (player.currentTime < settling - 0.5 || player.currentTime > settling + 2) {
            seeks = {};
            playing();
          }
        } else if (ad && !event.ad && plays) {
          // An ad break's end may show only inside a shadow root the observer cannot see: time tells.
          noteAd(false);
          playing();
        } else noteAd(event.ad);
      } else if (type === 'seeking') {
        if (settling == null) seeks = seeking(seeks, estimate(clock, now));
      } else if (type === 'seeked') {
        if (settling == null) seeks = seeked(seeks, estimate(clock, now), player.currentTime);
        else {
          seeks = {};
          playing();
        }
      } else if (type === 'volumechange') {
        // Unmuting a playing video is when a muted teaser becomes something the user watches.
        const nowMuted = isMuted(player);
        if (muted && !nowMuted && plays) playing();
        muted = nowMuted;
      }
    }
  }
  return [{ item, opened, settling, muted, ad, watchPage, clock, seeks }, effects];
}
