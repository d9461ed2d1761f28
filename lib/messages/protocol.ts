import { z } from 'zod';
import { ActivityEntrySchema } from '../activity/entry';
import { BackgroundAnswerSchema, CardsAnswerSchema, TitleAnswerSchema, TitleArtworkAnswerSchema } from './discover';
import { FileIdentitySchema, GenericPageSchema, GenericSitesSchema, GenericUnsureSchema, SiteUnsurePageSchema, SiteUnsureSchema } from './generic';
import { ImportKnownAnswerSchema, ImportResolveAnswerSchema, ImportStatusSchema } from './import';
import { AiringViewSchema, LibraryViewSchema, ListsAnswerSchema, ProfileAnswerSchema } from './library';
import { ItemMarksSchema } from './library-writes';
import { WrittenViewSchema } from './undo';
import { NotCountedSchema, PlaybackReportSchema, SourceFailedSchema } from './media';
import { PageTimelineRequestSchema, type PageTimelineAnswer } from './page-world';
import { PlayerRelaySchema, PlayerTicksRequestSchema } from './player-relay';
import {
  ActionResultSchema,
  UndoResultSchema,
  ContinueWatchingSchema,
  CorrectionListSchema,
  SearchItemsResultSchema,
  StatusSchema,
  WaitingListSchema,
  type PopupRequest,
} from './popup';

/**
 * The protocol between the extension pages and the background: for every request an extension
 * page may send (`PopupRequestSchema`, which the router validates), the answer the background
 * gives. The pages' `ask`, the background's handler table and their types all derive from here,
 * so a request without an answer, or a handler answering another shape, does not compile.
 */
export const ANSWERS = {
  status: StatusSchema,
  activity: z.array(ActivityEntrySchema),
  'retry-failed': ActionResultSchema,
  'dismiss-rate-offer': ActionResultSchema,
  'sign-in': ActionResultSchema,
  'settle-previous': ActionResultSchema,
  'sign-in-device': ActionResultSchema,
  'cancel-device': ActionResultSchema,
  checkin: ActionResultSchema,
  'continue-watching': ContinueWatchingSchema,
  'sign-out': ActionResultSchema,
  'library-write': ActionResultSchema,
  'item-marks': ItemMarksSchema,
  'written-list': z.array(WrittenViewSchema),
  'undo-write': UndoResultSchema,
  'open-item': ActionResultSchema,
  'set-site-enabled': ActionResultSchema,
  'set-tab-paused': ActionResultSchema,
  'watching-again': ActionResultSchema,
  'search-items': SearchItemsResultSchema,
  'pick-parked': ActionResultSchema,
  'correct-match': ActionResultSchema,
  'to-confirm-list': WaitingListSchema,
  'record-waiting': ActionResultSchema,
  'dismiss-waiting': ActionResultSchema,
  'pick-waiting': ActionResultSchema,
  'list-corrections': CorrectionListSchema,
  'remove-correction': ActionResultSchema,
  'library-open': LibraryViewSchema,
  'library-airing': AiringViewSchema,
  'library-remove-playback': ActionResultSchema,
  'library-open-playback': ActionResultSchema,
  'library-lists': ListsAnswerSchema,
  'library-list-items': ListsAnswerSchema,
  'account-profile': ProfileAnswerSchema,
  'account-profile-id': ProfileAnswerSchema,
  'import-resolve': ImportResolveAnswerSchema,
  'import-known': ImportKnownAnswerSchema,
  'import-write': ActionResultSchema,
  'import-status': ImportStatusSchema,
  'import-cancel': ImportStatusSchema,
  'import-site-failed': ActionResultSchema,
  'discover-airing': CardsAnswerSchema,
  'discover-premieres': CardsAnswerSchema,
  'discover-best': CardsAnswerSchema,
  'discover-genre': CardsAnswerSchema,
  'discover-random': CardsAnswerSchema,
  'discover-search': CardsAnswerSchema,
  'title-open': TitleAnswerSchema,
  'title-mark-episodes': ActionResultSchema,
  'library-background': BackgroundAnswerSchema,
  'title-artwork': TitleArtworkAnswerSchema,
  'generic-page': GenericPageSchema,
  'generic-enable': ActionResultSchema,
  'generic-disable': ActionResultSchema,
  'generic-sites': GenericSitesSchema,
  'generic-answer': ActionResultSchema,
  'site-unsure-page': SiteUnsurePageSchema,
  'site-answer': ActionResultSchema,
  'identify-file': FileIdentitySchema,
} as const satisfies { [Type in PopupRequest['type']]: z.core.$ZodType };

export type RequestType = PopupRequest['type'];
export type RequestOf<Type extends RequestType> = Extract<PopupRequest, { type: Type }>;
/** What a page gets back, once validated. */
export type AnswerOf<Type extends RequestType> = z.output<(typeof ANSWERS)[Type]>;
/** What a background handler may answer (before the page's validation). */
export type AnswerFrom<Type extends RequestType> = z.input<(typeof ANSWERS)[Type]>;

/** The background's handlers for some of the requests: one per type, answering its shape. */
export type HandlersFor<Type extends RequestType> = { [T in Type]: (request: RequestOf<T>) => Promise<AnswerFrom<T>> };
/** Every request's handler: the background's whole table. */
export type RequestHandlers = HandlersFor<RequestType>;

/** Requests whose answer is a plain success or an error to show. */
export type ActionType = {
  [T in RequestType]: AnswerOf<T> extends z.output<typeof ActionResultSchema> ? (z.output<typeof ActionResultSchema> extends AnswerOf<T> ? T : never) : never;
}[RequestType];

/** Hands a validated request to its handler (TypeScript cannot pair a union's members with a table's entries itself). */
export function dispatch<Type extends RequestType>(handlers: HandlersFor<Type>, request: RequestOf<Type>): Promise<AnswerFrom<Type>> {
  const handler = handlers[request.type as Type] as unknown as (request: RequestOf<Type>) => Promise<AnswerFrom<Type>>;
  return handler(request);
}

/**
 * Who may send a message (lib/background/requests/senders.ts checks it). Tab messages all come
 * from a content script of this extension in a tab; what differs is which tabs may speak.
 */
export type SenderRule =
  /** A tab on the pages of the site the message names (an added media server's for its kind; for `generic`, an origin switched on). */
  | 'site-tab'
  /** A tab on the pages of the (adapter) site the message names, about a page of the sender's own origin. */
  | 'site-page'
  /** A tab on an origin switched on for the generic detector, about a page of the sender's own origin. */
  | 'generic-page'
  /** A sub-frame on the site's player frame hosts, in a tab whose top frame is the site's watch page (lib/messages/sites.ts, isPlayerFrameOf). */
  | 'player-frame'
  /** The top frame of a tab on the pages of the site the message names. */
  | 'site-top-frame'
  /** One of our own extension pages (popup, library, options...): every request of `ANSWERS`. */
  | 'extension-page';

/** The protocol between the content scripts and the background: every message a tab may send, its schema and its sender rule. */
export const TAB_MESSAGES = {
  playback: { schema: PlaybackReportSchema, sender: 'site-tab' },
  'source-failed': { schema: SourceFailedSchema, sender: 'site-tab' },
  'site-unsure': { schema: SiteUnsureSchema, sender: 'site-page' },
  'not-counted': { schema: NotCountedSchema, sender: 'site-page' },
  'generic-unsure': { schema: GenericUnsureSchema, sender: 'generic-page' },
  'page-timeline': { schema: PageTimelineRequestSchema, sender: 'site-tab' },
  'player-relay': { schema: PlayerRelaySchema, sender: 'player-frame' },
  'player-relay-ticks': { schema: PlayerTicksRequestSchema, sender: 'site-top-frame' },
} as const satisfies Record<string, { schema: z.core.$ZodType<{ type: string }>; sender: SenderRule }>;

export type TabMessageType = keyof typeof TAB_MESSAGES;
export type TabMessageOf<Type extends TabMessageType> = z.output<(typeof TAB_MESSAGES)[Type]['schema']>;
export type TabMessage = TabMessageOf<TabMessageType>;
/** What the background answers a tab's message: a read its value, every other message `{ ok: true }` (void here). */
export type TabAnswerOf<Type extends TabMessageType> = Type extends 'page-timeline' ? PageTimelineAnswer : void;
