import { z } from 'zod';
import { EARLIEST_YEAR, LATEST_YEAR } from '../media/year';
import { LibraryItemSchema, LibraryWriteSchema, OpenModeSchema } from './library-writes';
import { GENERIC_POPUP_REQUESTS } from './generic';
import { DISCOVER_REQUESTS } from './discover';
import { IMPORT_REQUESTS } from './import';
import { LIBRARY_REQUESTS } from './library';

/** A catalog item the user can pick (search result, correction target). */
export const PickableItemSchema = z.object({
  kind: z.enum(['movie', 'show', 'anime']),
  svcId: z.number().int().positive(),
  title: z.string().min(1).max(300),
  year: z.number().int().min(EARLIEST_YEAR).max(LATEST_YEAR).optional(),
  slug: z.string().max(200).optional(),
});
export type PickableItem = z.infer<typeof PickableItemSchema>;

/** Requests an extension page (popup, options) may send to the background. */
export const PopupRequestSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('status') }),
  z.object({ type: z.literal('activity') }),
  /** Put writes the service refused back in the queue (after the user fixed the cause). */
  z.object({ type: z.literal('retry-failed') }),
  /** "Not now" on a rating offer: never offered again for that title. */
  z.object({ type: z.literal('dismiss-rate-offer') }),
  z.object({ type: z.literal('sign-in') }),
  /** RFC 8628: sign in by entering a code on another device (works in every browser). */
  z.object({ type: z.literal('sign-in-device') }),
  z.object({ type: z.literal('cancel-device') }),
  /** spec 3.1 checkin: "I'm watching this now" for the item on the card, without a position. */
  z.object({ type: z.literal('checkin'), item: LibraryItemSchema.optional() }),
  /** The user's saved places (spec 4.3 /sync/playback), read when the popup opens. */
  z.object({ type: z.literal('continue-watching') }),
  /** Corrections (storage.sync) stay unless the user asks to delete them too. */
  z.object({ type: z.literal('sign-out'), deleteCorrections: z.boolean().optional() }),
  /** Rating, Watchlist status, watched/unwatched: optimistic in the popup, durable in the outbox. */
  z.object({ type: z.literal('library-write'), write: LibraryWriteSchema }),
  /** The user's marks on an item (answer: ItemMarksSchema). */
  z.object({ type: z.literal('item-marks'), item: LibraryItemSchema }),
  /** Open the item's page, trailer or share page (spec 4.2 redirect helper) in a new tab. */
  z.object({ type: z.literal('open-item'), item: LibraryItemSchema, to: OpenModeSchema }),
  /** "Don't scrobble on this site" (kept in the synced settings). */
  z.object({ type: z.literal('set-site-enabled'), site: z.string().regex(/^[a-z0-9-]{2,32}$/), enabled: z.boolean() }),
  /** "Pause scrobbling for this tab", until the tab closes. */
  z.object({ type: z.literal('set-tab-paused'), tabId: z.number().int().nonnegative(), paused: z.boolean() }),
  /** Search the service's movies, shows and anime for the user to pick from (runs in the background). */
  z.object({ type: z.literal('search-items'), text: z.string().trim().min(1).max(200) }),
  /** The user picked the item for parked (unresolved) updates; `always`: for the whole show on this site. */
  z.object({ type: z.literal('pick-parked'), subject: z.string().min(1).max(300), item: PickableItemSchema, always: z.boolean() }),
  /** "Wrong match?": the item now playing is another one; `episodeOffset` shifts the site's numbering. */
  z.object({ type: z.literal('correct-match'), item: PickableItemSchema, always: z.boolean(), episodeOffset: z.number().int().min(-5000).max(5000).optional() }),
  z.object({ type: z.literal('list-corrections') }),
  z.object({ type: z.literal('remove-correction'), site: z.string().min(1).max(32), scope: z.enum(['show', 'item']), siteId: z.string().min(1).max(128) }),
  ...LIBRARY_REQUESTS,
  ...IMPORT_REQUESTS,
  ...DISCOVER_REQUESTS,
  ...GENERIC_POPUP_REQUESTS,
]);
export type PopupRequest = z.infer<typeof PopupRequestSchema>;

export const NowPlayingSchema = z.object({
  title: z.string(),
  kind: z.enum(['movie', 'episode']),
  year: z.number().optional(),
  season: z.number().optional(),
  episode: z.number().optional(),
  episodeTitle: z.string().optional(),
  site: z.string(),
  state: z.enum(['playing', 'paused', 'ended', 'gone']),
  progress: z.number(),
  updatedAt: z.number(),
  /** The tab it plays in (the popup's "pause for this tab" acts on it). */
  tabId: z.number().int().optional(),
  /** Seen but not scrobbled: the user turned scrobbling off for this site or tab, or the settings could not be read. */
  ignored: z.enum(['site', 'tab', 'settings']).optional(),
});
export type NowPlaying = z.infer<typeof NowPlayingSchema>;

export const LastResultSchema = z.object({
  /** Plain-language outcome, e.g. "Marked as watched". */
  summary: z.string(),
  ok: z.boolean(),
  at: z.number(),
});
export type LastResult = z.infer<typeof LastResultSchema>;

export const DeviceCodeSchema = z.object({
  userCode: z.string(),
  verificationUri: z.string(),
  verificationUriComplete: z.string().optional(),
  expiresAt: z.number(),
  expired: z.boolean(),
});
export type DeviceCode = z.infer<typeof DeviceCodeSchema>;

/** Updates waiting for the user to say which item they are about (one row per show or item). */
export const ParkedSubjectSchema = z.object({
  subject: z.string(),
  title: z.string(),
  site: z.string(),
  kind: z.enum(['movie', 'episode']),
  year: z.number().optional(),
  season: z.number().optional(),
  episode: z.number().optional(),
  count: z.number().int(),
});
export type ParkedSubject = z.infer<typeof ParkedSubjectSchema>;

export const StatusSchema = z.object({
  signedIn: z.boolean(),
  signInError: z.string().optional(),
  /** The service refused a write for lack of permission: ask the user to sign in again. */
  needsReauth: z.string().optional(),
  deviceCode: DeviceCodeSchema.nullable(),
  /** Built for the V1 registration, which the service retires around April 2027. */
  authGeneration: z.enum(['v1', 'v2']),
  nowPlaying: NowPlayingSchema.nullable(),
  lastResult: LastResultSchema.nullable(),
  pendingWrites: z.number().int(),
  failedWrites: z.array(z.object({ what: z.string(), reason: z.string() })),
  /** The service item of what the card shows, once resolved, with its poster (null: none on file). */
  nowPlayingItem: z.object({ item: LibraryItemSchema, poster: z.string().nullable().optional() }).nullable().optional(),
  /** Whether the card's site and tab are scrobbled. */
  scrobbling: z.object({ siteEnabled: z.boolean(), tabPaused: z.boolean() }).optional(),
  parked: z.array(ParkedSubjectSchema),
  /** Many updates wait (signed out, refused, unpicked): how many, and the oldest, before any is dropped. */
  queue: z.object({ waiting: z.number().int(), limit: z.number().int(), oldest: z.object({ what: z.string(), at: z.number() }) }).nullable().optional(),
  /** Updates dropped because the queue was full (the activity log names each). */
  droppedWrites: z.object({ count: z.number().int(), at: z.number() }).optional(),
  /** Storage is full: playback updates are kept in memory until they can be saved. */
  storageFull: z.object({ waiting: z.number().int(), since: z.number(), lost: z.number().int() }).optional(),
  /** A title just finished, offered for rating (the user asked for these offers). */
  rateOffer: LibraryItemSchema.optional(),
});
export type Status = z.infer<typeof StatusSchema>;

export const SavedPlaybackSchema = z.object({
  title: z.string(),
  progress: z.number(),
  pausedAt: z.string(),
  season: z.number().optional(),
  episode: z.number().optional(),
});
export type SavedPlayback = z.infer<typeof SavedPlaybackSchema>;
export const ContinueWatchingSchema = z.object({ ok: z.boolean(), items: z.array(SavedPlaybackSchema), error: z.string().optional() });
export type ContinueWatching = z.infer<typeof ContinueWatchingSchema>;

export const SearchItemsResultSchema = z.object({ ok: z.boolean(), items: z.array(PickableItemSchema), error: z.string().optional() });
export type SearchItemsResult = z.infer<typeof SearchItemsResultSchema>;

export const CorrectionRowSchema = z.object({
  site: z.string(),
  scope: z.enum(['show', 'item']),
  siteId: z.string(),
  siteTitle: z.string(),
  item: PickableItemSchema,
  episodeOffset: z.number().int().optional(),
  createdAt: z.number(),
});
export type CorrectionRow = z.infer<typeof CorrectionRowSchema>;
export const CorrectionListSchema = z.object({ ok: z.boolean(), corrections: z.array(CorrectionRowSchema), error: z.string().optional() });
export type CorrectionList = z.infer<typeof CorrectionListSchema>;

export const ActionResultSchema = z.object({ ok: z.boolean(), error: z.string().optional() });
export type ActionResult = z.infer<typeof ActionResultSchema>;
