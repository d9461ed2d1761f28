import { z } from 'zod';

// A site's player in a cross-origin child frame (Crunchyroll's Vilos player) and the watch page
// that frames it talk through the background, never through window messages a page can see,
// imitate or use to detect the extension (content-scripts/player/frame-relay.ts).

/** The media events a player frame relays (content-scripts/player/player-handle.ts, checked there against its list). */
export const RELAYED_EVENTS = ['playing', 'pause', 'ended', 'seeking', 'seeked', 'volumechange', 'emptied', 'ratechange', 'waiting', 'timeupdate'] as const;

const SITE = z.string().regex(/^[a-z0-9-]{2,32}$/);
const seconds = z.number().min(0);

/**
 * The player's state, field by field within the bounds the core can trust: the frame's document
 * may still carry anything (a frame the site itself put there). Unknown fields are dropped, and
 * zod refuses NaN and the infinities.
 */
export const RelayedPlayerSchema = z.object({
  currentTime: seconds,
  duration: seconds,
  paused: z.boolean(),
  ended: z.boolean(),
  muted: z.boolean(),
  volume: z.number().min(0).max(1),
  playbackRate: z.number().min(0).max(16),
});
export type RelayedPlayer = z.infer<typeof RelayedPlayerSchema>;

/** Player frame -> background: a media event of the frame's video, for the tab's top frame. */
export const PlayerRelaySchema = z.object({
  type: z.literal('player-relay'),
  site: SITE,
  event: z.enum(RELAYED_EVENTS),
  player: RelayedPlayerSchema,
});
export type PlayerRelay = z.infer<typeof PlayerRelaySchema>;

/** Top frame -> background: have the player frame relay `timeupdate` too, or stop (off at first). */
export const PlayerTicksRequestSchema = z.object({
  type: z.literal('player-relay-ticks'),
  site: SITE,
  /** The player frame, as the background named it in the relayed event. */
  frameId: z.number().int().positive(),
  wanted: z.boolean(),
});
export type PlayerTicksRequest = z.infer<typeof PlayerTicksRequestSchema>;

/** Background -> the tab's top frame: a relay the background checked, and the frame it came from. */
export interface RelayedEvent {
  type: 'player-relayed';
  frameId: number;
  event: PlayerRelay['event'];
  player: RelayedPlayer;
}

/** Background -> the player frame: the top frame's time-update request. */
export interface TicksWanted {
  type: 'player-ticks';
  wanted: boolean;
}
