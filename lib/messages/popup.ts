import { z } from 'zod';
import { EARLIEST_YEAR, LATEST_YEAR } from '../media/year';
import { LibraryItemSchema, LibraryWriteSchema, OpenModeSchema } from './library-writes';
import { UndoChoiceSchema, WrittenIdSchema } from './undo';
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
  /** The writes recorded under the previous sign-in: sent to the account signed in now, or discarded. */
  z.object({ type: z.literal('settle-previous'), send: z.boolean() }),
  /** RFC 8628: sign in by entering a code on another device (works in every browser). */
  z.object({ type: z.literal('sign-in-device') }),
  z.object({ type: z.literal('cancel-device') }),
  /** spec 3.1 checkin: "I'm watching this now" for the item on the card, without a position. */
  z.object({ type: z.literal('checkin'), item: z.optional(LibraryItemSchema) }),
  /** The user's saved places (spec 4.3 /sync/playback), read when the popup opens. */
  z.object({ type: z.literal('continue-watching') }),
  /** Corrections (storage.sync) stay unless the user asks to delete them too. */
  z.object({ type: z.literal('sign-out'), deleteCorrections: z.boolean().optional() }),
  /** Rating, Watchlist status, watched/unwatched: optimistic in the popup, durable in the outbox. */
  z.object({ type: z.literal('library-write'), write: LibraryWriteSchema }),
  /** The writes on record for Undo (answer: WrittenViewSchema[]), and taking one back. */
  z.object({ type: z.literal('written-list') }),
  z.object({ type: z.literal('undo-write'), id: WrittenIdSchema, choice: UndoChoiceSchema.optional() }),
  /** The user's marks on an item (answer: ItemMarksSchema). */
  z.object({ type: z.literal('item-marks'), item: LibraryItemSchema }),
  /** Open the item's page, trailer or share page (spec 4.2 redirect helper) in a new tab. */
  z.object({ type: z.literal('open-item'), item: LibraryItemSchema, to: OpenModeSchema }),
  /** "Don't scrobble on this site" (kept in the synced settings). */
  z.object({ type: z.literal('set-site-enabled'), site: z.string().regex(/^[a-z0-9-]{2,32}$/), enabled: z.boolean() }),
  /** "Pause scrobbling for this tab", until the tab closes. */
  z.object({ type: z.literal('set-tab-paused'), tabId: z.number().int().nonnegative(), paused: z.boolean() }),
  /** "I'm watching this again": the tab's viewing is a deliberate rewatch (issue 30). */
  z.object({ type: z.literal('watching-again'), tabId: z.number().int().nonnegative() }),
  /** Search the service's movies, shows and anime for the user to pick from (runs in the background). */
  z.object({ type: z.literal('search-items'), text: z.string().trim().min(1).max(200) }),
  /** The user picked the item for parked (unresolved) updates; `always`: for the whole show on this site. */
  z.object({ type: z.literal('pick-parked'), subject: z.string().min(1).max(300), item: PickableItemSchema, always: z.boolean() }),
  /** "Wrong match?": the item now playing is another one; `episodeOffset` shifts the site's numbering. */
  z.object({
    type: z.literal('correct-match'),
    item: PickableItemSchema,
    always: z.boolean(),
    episodeOffset: z.number().int().min(-5000).max(5000).optional(),
  }),
  /** Ask before recording: every waiting viewing; Record one (or all, without an id); Not this; Wrong match?. */
  z.object({ type: z.literal('to-confirm-list') }),
  z.object({ type: z.literal('record-waiting'), id: z.number().int().positive().optional() }),
  z.object({ type: z.literal('dismiss-waiting'), id: z.number().int().positive() }),
  z.object({ type: z.literal('pick-waiting'), id: z.number().int().positive(), item: PickableItemSchema }),
  z.object({ type: z.literal('list-corrections') }),
  z.object({ type: z.literal('remove-correction'), site: z.string().min(1).max(32), scope: z.enum(['show', 'item']), siteId: z.string().min(1).max(128) }),
  ...LIBRARY_REQUESTS,
  ...IMPORT_REQUESTS,
  ...DISCOVER_REQUESTS,
  ...GENERIC_POPUP_REQUESTS,
]);
export type PopupRequest = z.infer<typeof PopupRequestSchema>;

export {
  DeviceCodeSchema,
  LastResultSchema,
  NowPlayingSchema,
  ParkedSubjectSchema,
  StatusSchema,
  type DeviceCode,
  type LastResult,
  type NowPlaying,
  type ParkedSubject,
  type Status,
  WaitingListSchema,
  type WaitingRow,
} from './status';

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
/**
 * Undo's answer: `elsewhereAt` when it asked instead of undoing (the item was watched again at that
 * time, not through Watchmark); the caller shows the question, and nothing was taken back.
 */
export const UndoResultSchema = ActionResultSchema.extend({ elsewhereAt: z.number().optional() });
