import { z } from 'zod/mini';
import { LibraryItemSchema } from './library-item';

// zod's mini build: the popup checks its cached status before the first paint, and the classic
// build (with every other message schema) would double what it loads for that (issue 17: popup 100 ms).

const int = () => z.number().check(z.int());

export const NowPlayingSchema = z.object({
  title: z.string(),
  kind: z.enum(['movie', 'episode']),
  year: z.optional(z.number()),
  season: z.optional(z.number()),
  episode: z.optional(z.number()),
  episodeTitle: z.optional(z.string()),
  site: z.string(),
  state: z.enum(['playing', 'paused', 'ended', 'gone']),
  progress: z.number(),
  updatedAt: z.number(),
  /** The tab it plays in (the popup's "pause for this tab" acts on it). */
  tabId: z.optional(int()),
  /** Seen but not scrobbled: the user turned scrobbling off for this site or tab, or the settings could not be read. */
  ignored: z.optional(z.enum(['site', 'tab', 'settings'])),
  /** The user said "I'm watching this again" for this tab's viewing: its finish is a rewatch. */
  watchingAgain: z.optional(z.boolean()),
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
  verificationUriComplete: z.optional(z.string()),
  expiresAt: z.number(),
  expired: z.boolean(),
});
export type DeviceCode = z.infer<typeof DeviceCodeSchema>;

/** How a site named what was watched, as a row of the popup shows it. */
const GuessFields = {
  title: z.string(),
  site: z.string(),
  kind: z.enum(['movie', 'episode']),
  year: z.optional(z.number()),
  season: z.optional(z.number()),
  episode: z.optional(z.number()),
};

/** Updates waiting for the user to say which item they are about (one row per show or item). */
export const ParkedSubjectSchema = z.object({
  subject: z.string(),
  ...GuessFields,
  count: int(),
});
export type ParkedSubject = z.infer<typeof ParkedSubjectSchema>;

/** A finished viewing waiting for the user's Record or Not this (ask before recording). */
export const WaitingRowSchema = z.object({
  id: int(),
  ...GuessFields,
  /** Epoch ms when the viewing finished: the time Record writes to history. */
  watchedAt: z.number(),
  /** The title the user picked with "Wrong match?", when they did. */
  picked: z.optional(z.string()),
});
export type WaitingRow = z.infer<typeof WaitingRowSchema>;
/** Every waiting viewing, oldest first (the library page's full list). */
export const WaitingListSchema = z.object({ rows: z.array(WaitingRowSchema) });

export const StatusSchema = z.object({
  signedIn: z.boolean(),
  signInError: z.optional(z.string()),
  /** The service refused a write for lack of permission: ask the user to sign in again. */
  needsReauth: z.optional(z.string()),
  deviceCode: z.nullable(DeviceCodeSchema),
  /** Built for the V1 registration, which the service retires around April 2027. */
  authGeneration: z.enum(['v1', 'v2']),
  nowPlaying: z.nullable(NowPlayingSchema),
  lastResult: z.nullable(LastResultSchema),
  pendingWrites: int(),
  failedWrites: z.array(z.object({ what: z.string(), reason: z.string() })),
  /** The service item of what the card shows, once resolved, with its poster (null: none on file). */
  nowPlayingItem: z.optional(
    z.nullable(
      z.object({
        item: LibraryItemSchema,
        poster: z.optional(z.nullable(z.string())),
        /** The history the extension holds shows it watched: the card offers "I'm watching this again". */
        watchedBefore: z.optional(z.boolean()),
      }),
    ),
  ),
  /** Whether the card's site and tab are scrobbled. */
  scrobbling: z.optional(
    z.object({
      siteEnabled: z.boolean(),
      tabPaused: z.boolean(),
      /** The user asked before recording on this site: nothing of what plays is sent live. */
      asksFirst: z.optional(z.boolean()),
    }),
  ),
  /** What the service's answers showed of the plan (lib/scrobble/rewatch.ts#KnownPlan): Free counts no rewatches. */
  plan: z.optional(z.enum(['free', 'paid'])),
  parked: z.array(ParkedSubjectSchema),
  /** Many updates wait (signed out, refused, unpicked): how many, and the oldest, before any is dropped. */
  queue: z.optional(z.nullable(z.object({ waiting: int(), limit: int(), oldest: z.object({ what: z.string(), at: z.number() }) }))),
  /** Updates dropped because the queue was full (the activity log names each). */
  droppedWrites: z.optional(z.object({ count: int(), at: z.number() })),
  /** Storage is full: playback updates are kept in memory until they can be saved. */
  storageFull: z.optional(z.object({ waiting: int(), since: z.number(), lost: int() })),
  /** A title just finished, offered for rating (the user asked for these offers). */
  rateOffer: z.optional(LibraryItemSchema),
  /** Writes recorded under the sign-in a new one replaced: the user sends them to this account or discards them. */
  previousSignIn: z.optional(int()),
  /** Viewings waiting for the user's confirmation: how many, and the oldest few for the popup. */
  toConfirm: z.optional(z.object({ count: int(), rows: z.array(WaitingRowSchema) })),
});
export type Status = z.infer<typeof StatusSchema>;
