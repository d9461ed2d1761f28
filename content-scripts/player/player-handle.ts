/** The parts of a media element the core reads: a real <video>, or one relayed from a child frame. */
export interface PlayerHandle {
  readonly currentTime: number;
  readonly duration: number;
  readonly paused: boolean;
  readonly ended: boolean;
  readonly muted: boolean;
  readonly volume: number;
  readonly playbackRate: number;
}

/** A muted or silent video (an autoplaying teaser) is not yet something the user watches. */
export const isMuted = (player: PlayerHandle): boolean => player.muted || player.volume === 0;

/**
 * Media events the core always follows: each is rare while an item plays on, and each fixes where
 * the player is (the playback clock's anchors; each anchor reads the length too, so a change of
 * length alone needs no event of its own).
 */
export const MEDIA_EVENTS = ['playing', 'pause', 'ended', 'seeking', 'seeked', 'volumechange', 'emptied', 'ratechange', 'waiting'] as const;
/**
 * Four times a second: followed only in the short windows that need it (an item change settling
 * under a playing player, an ad break on), never while an item plays on (issue 17).
 */
export const TIME_UPDATE = 'timeupdate' as const;
export type MediaEventType = (typeof MEDIA_EVENTS)[number] | typeof TIME_UPDATE;

/** Where the core gets its media events and positions from. */
export interface PlayerSource {
  /** The player being followed now, if any. */
  current(): PlayerHandle | null;
  /** Look again for the player (the page may have swapped the element). Returns true if it changed. */
  refresh(): boolean;
  onEvent(listener: (type: MediaEventType) => void): void;
  /** Whether `timeupdate` reaches the listener (off at first). */
  followTimeUpdates(wanted: boolean): void;
  /** Stop following any player (the page is no watch page now) until the next refresh. */
  release?(): void;
}
