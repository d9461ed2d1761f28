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

/** Media events the core follows; timeupdate only to remember positions, never to send. */
export const MEDIA_EVENTS = ['playing', 'pause', 'ended', 'timeupdate', 'seeking', 'seeked', 'volumechange', 'emptied'] as const;
export type MediaEventType = (typeof MEDIA_EVENTS)[number];

/** Where the core gets its media events and positions from. */
export interface PlayerSource {
  /** The player being followed now, if any. */
  current(): PlayerHandle | null;
  /** Look again for the player (the page may have swapped the element). Returns true if it changed. */
  refresh(): boolean;
  onEvent(listener: (type: MediaEventType) => void): void;
}
