import { browser, type Browser } from 'wxt/browser';
import { PopupRequestSchema, type ActionResult, type PopupRequest } from '../../messages/popup';
import { ANSWERS, TAB_MESSAGES, type AnswerFrom, type RequestType, type TabAnswerOf, type TabMessageOf, type TabMessageType } from '../../messages/protocol';
import { slidingCap, type SlidingCap } from '../../limits/sliding-cap';
import { acceptFromTab, fromExtensionPage, type TabSender } from './senders';

/** The background's handler of each tab message, given the message and the tab its sender rule accepted. */
export type TabHandlers = { [Type in TabMessageType]: (message: TabMessageOf<Type>, from: TabSender) => Promise<TabAnswerOf<Type>> };

export interface RouterHandlers {
  tab: TabHandlers;
  /** Answers with the protocol's shape for the request (lib/messages/protocol.ts). */
  page: (request: PopupRequest) => Promise<AnswerFrom<RequestType>>;
}

/**
 * Messages one tab is heard for in any minute, past which a page flooding the background is heard
 * no further. A player's reports (play, pause, seek, an item change) get ten times the room of the
 * rest: a user scrubbing through a film sends a burst of them, and a dropped report could be the
 * one that ends a viewing. The page-world timeline reads that go with them (Chrome) get the same
 * room of their own, and so do a player frame's relayed events (their `timeupdate` four a second
 * while the core follows them).
 */
export const TAB_MESSAGES_PER_MINUTE = 60;
export const PLAYBACK_REPORTS_PER_MINUTE = 600;

const isIn = <Table extends object>(table: Table, type: unknown): type is keyof Table => typeof type === 'string' && Object.hasOwn(table, type);

/** A tab's message: its schema, then its sender rule (requests/senders.ts), its tab's rate, then its handler. */
export async function receiveFromTab<Type extends TabMessageType>(
  type: Type,
  message: unknown,
  sender: Browser.runtime.MessageSender,
  handle: TabHandlers[Type],
  tabRate?: SlidingCap,
): Promise<TabAnswerOf<Type> | { ok: true } | undefined> {
  const parsed = TAB_MESSAGES[type].schema.safeParse(message);
  if (!parsed.success) return undefined;
  const accepted = await acceptFromTab(TAB_MESSAGES[type].sender, parsed.data as TabMessageOf<Type>, sender);
  if (!accepted || (tabRate && !tabRate.allow(accepted.from.tabId))) return undefined;
  const answer = await (handle as (message: TabMessageOf<Type>, from: TabSender) => Promise<TabAnswerOf<Type>>)(accepted.message, accepted.from);
  return answer ?? { ok: true };
}

/**
 * Every message is looked up by its type in one of the two tables (lib/messages/protocol.ts): a
 * tab's messages (`TAB_MESSAGES`, each with its sender rule) and the extension pages' requests
 * (`ANSWERS`, from our own extension pages only). It is validated with its schema and its sender
 * checked; anything else is dropped (and never answered with private data).
 */
export function listen(handlers: RouterHandlers): void {
  const reportRate = slidingCap(PLAYBACK_REPORTS_PER_MINUTE, 60_000);
  const timelineRate = slidingCap(PLAYBACK_REPORTS_PER_MINUTE, 60_000);
  const relayRate = slidingCap(PLAYBACK_REPORTS_PER_MINUTE, 60_000);
  const otherRate = slidingCap(TAB_MESSAGES_PER_MINUTE, 60_000);
  const rateOf = (type: TabMessageType) =>
    type === 'playback' ? reportRate : type === 'page-timeline' ? timelineRate : type === 'player-relay' ? relayRate : otherRate;
  browser.tabs.onRemoved.addListener((tabId) => {
    for (const rate of [reportRate, timelineRate, relayRate, otherRate]) rate.forget(tabId);
  });
  const answer = (message: unknown, sender: Browser.runtime.MessageSender): Promise<unknown> | undefined => {
    if (sender.id !== browser.runtime.id) return undefined;
    const type = (message as { type?: unknown } | null)?.type;
    if (isIn(TAB_MESSAGES, type)) return receiveFromTab(type, message, sender, handlers.tab[type], rateOf(type));
    if (!isIn(ANSWERS, type)) return undefined;
    const request = PopupRequestSchema.safeParse(message);
    if (!request.success || !fromExtensionPage(sender)) return undefined;
    return handlers.page(request.data).catch((error: unknown): ActionResult => ({
      ok: false,
      error: error instanceof Error ? error.message : String(error),
    }));
  };
  // The background's `browser` is webextension-polyfill's (modules/browser-api.ts): it answers the
  // sender with what the returned promise resolves to, which Chromium's own listener type cannot say.
  browser.runtime.onMessage.addListener(answer as OnMessageListener);
}

type OnMessageListener = Parameters<typeof browser.runtime.onMessage.addListener>[0];
