import { browser } from 'wxt/browser';
import type { PlayerRelay, PlayerTicksRequest, RelayedEvent, TicksWanted } from '../../messages/player-relay';
import type { TabSender } from './senders';

// The Crunchyroll-style frame relay, carried by the background (issue 29): the router checked the
// sender of each message (senders.ts) and its fields' bounds (lib/messages/player-relay.ts), so a
// page never sees, imitates or detects the relay. Either side may be gone (a frame navigated, the
// page closed): what could not be delivered is dropped, like a lost media event.

/** Into one frame of a tab; a frame gone (or a browser refusing at once) loses the message only. */
async function deliver(tabId: number, message: RelayedEvent | TicksWanted, frameId: number): Promise<void> {
  try {
    await browser.tabs.sendMessage(tabId, message, { frameId });
  } catch {
    // Nobody listens there any more.
  }
}

/** A player frame's event, to its tab's top frame, with the frame it came from. */
export async function forwardPlayerEvent(relay: PlayerRelay, from: TabSender): Promise<void> {
  const forwarded: RelayedEvent = { type: 'player-relayed', frameId: from.frameId ?? 0, event: relay.event, player: relay.player };
  await deliver(from.tabId, forwarded, 0);
}

/** The top frame's time-update request, to the player frame it names (by the id this background gave it). */
export async function forwardTicksRequest(request: PlayerTicksRequest, from: TabSender): Promise<void> {
  const wanted: TicksWanted = { type: 'player-ticks', wanted: request.wanted };
  await deliver(from.tabId, wanted, request.frameId);
}
