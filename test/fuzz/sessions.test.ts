import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createServices, type Services } from '../../lib/background/composition-root';
import { listen } from '../../lib/background/requests/router';
import { tabHandlers } from '../../lib/background/requests/tab-handlers';
import { PlaybackReportSchema, type MediaGuess } from '../../lib/messages/media';
import { fuzz, mutated, prototypeKeys, share, shapedJson } from './runs';
import { isMediaServerKind } from '../../lib/messages/media-servers';
import {
  ENABLED_ORIGIN,
  MEDIA_SERVER_ORIGINS,
  MEDIA_SERVER_SENDERS,
  SENDERS,
  isOurPage,
  mayReportFor,
  mediaServerReport,
  report,
  validReport,
  type Sender,
} from './tab-senders';

// Session acceptance, end to end in the background: a tab's message of any shape from any sender
// goes through the real router and the real tab handlers (playback intake, the session machine,
// the outbox's queue) on an in-memory IndexedDB. The router rejects what is invalid without
// throwing, and a session (or a start queued for the service) exists only for a valid report from
// a sender allowed to report for its site, on that sender's tab: a media server's (Plex, Jellyfin,
// Emby) only from a server the user added, to its exact origin, or the kind's hosted app. Signed in; the service is not
// reached (no token is stored: the outbox holds what it would send).

let services: Services;
let pageRequests = 0;
let current: Sender;

/** What a case leaves behind starts from nothing: the stores a report writes to are emptied. */
async function emptyStores(): Promise<void> {
  const db = await services.db();
  const tx = db.transaction(['sessions', 'outbox', 'state', 'activity'], 'readwrite');
  await Promise.all([...(['sessions', 'outbox', 'state', 'activity'] as const).map((name) => tx.objectStore(name).clear()), tx.done]);
}

beforeAll(async () => {
  fakeBrowser.reset();
  await fakeBrowser.storage.local.set({ genericOrigins: [ENABLED_ORIGIN], mediaServerOrigins: MEDIA_SERVER_ORIGINS });
  // The browser grants what the user switched on (the fake has no permissions API).
  fakeBrowser.permissions.contains = (async () => true) as typeof fakeBrowser.permissions.contains;
  services = createServices();
  const intake = { services, ready: Promise.resolve(), rememberSitePage: async () => undefined, signedIn: async () => true };
  // The worker's own tab handlers (lib/background/index.ts).
  listen({
    tab: tabHandlers(services, intake, {}),
    // Extension pages' requests are another target's (messages.test.ts): here only who reaches them.
    page: async () => {
      pageRequests += 1;
      expect(isOurPage(current)).toBe(true);
      return { ok: true };
    },
  });
});

/**
 * The report's item as a checked sender vouches for it: a generic report names a page on the
 * sender's own host (scheme added: lib/messages/generic-pages.ts), every other site's as sent.
 */
function asAccepted(guess: MediaGuess, sender: Sender): MediaGuess {
  const senderUrl = new URL(sender.url ?? sender.tab!.url!);
  if (isMediaServerKind(guess.site)) {
    // A media server's item names its sender's server (lib/messages/media-server-origin.ts).
    expect(guess.siteItemId.startsWith(`${senderUrl.host}:`)).toBe(true);
    return { ...guess, siteItemId: `${senderUrl.origin}/${guess.siteItemId.slice(senderUrl.host.length + 1)}`.slice(0, 128) };
  }
  if (guess.site !== 'generic') return guess;
  expect(guess.siteItemId.split('/')[0]).toBe(senderUrl.host);
  return { ...guess, siteItemId: `https://${guess.siteItemId}`.slice(0, 128) };
}

const messages = fc.oneof(
  { weight: 3, arbitrary: validReport },
  { weight: 3, arbitrary: mediaServerReport },
  { weight: 1, arbitrary: mutated(mediaServerReport) },
  { weight: 2, arbitrary: mutated(validReport) },
  { weight: 2, arbitrary: report },
  { weight: 1, arbitrary: mutated(report) },
  { weight: 1, arbitrary: shapedJson },
);

describe('fuzz: session acceptance through the router and the real handlers', () => {
  it('a session starts only from a valid report of a sender allowed for its site, on its tab', { timeout: 1_800_000 }, async () => {
    const before = prototypeKeys();
    let started = 0;
    let fromMediaServers = 0;
    await fuzz(
      'session acceptance',
      fc.tuple(messages, fc.constantFrom(...SENDERS, ...MEDIA_SERVER_SENDERS)),
      async ([message, sender]) => {
        await emptyStores();
        current = sender;
        // A fresh tab each time: the router hears one tab only so often (router.ts).
        if (sender.tab?.id !== undefined) await fakeBrowser.tabs.onRemoved.trigger(sender.tab.id, { windowId: 1, isWindowClosing: false });
        // Resolves once every listener has: a handler that threw would reject it here.
        void (await fakeBrowser.runtime.onMessage.trigger(message, sender as never, () => undefined));
        await services.outbox.drain();
        const db = await services.db();
        const sessions = await db.getAll('sessions');
        const starts = (await db.getAll('outbox')).flatMap((entry) => (entry.command?.action === 'start' ? [entry.command] : []));
        if (sessions.length === 0 && starts.length === 0) return;
        started += 1;
        if (MEDIA_SERVER_SENDERS.includes(sender)) fromMediaServers += 1;
        const parsed = PlaybackReportSchema.safeParse(message);
        expect(parsed.success).toBe(true);
        expect(mayReportFor(parsed.data!.guess.site, sender)).toBe(true);
        const guess = asAccepted(parsed.data!.guess, sender);
        for (const session of sessions) expect({ tabId: session.tabId, guess: session.guess }).toEqual({ tabId: sender.tab?.id, guess });
        for (const start of starts) expect({ tabId: start.tabId, guess: start.guess }).toEqual({ tabId: sender.tab?.id, guess });
      },
      share(5),
    );
    expect(prototypeKeys()).toEqual(before);
    // Not vacuous: valid reports from allowed senders did start sessions.
    console.log(`fuzz: session acceptance: ${started} cases started a session, ${pageRequests} reached the pages' handler`);
    expect(started).toBeGreaterThan(0);
    // And media servers' reports from the servers the user added (and their hosted apps) did too.
    console.log(`fuzz: session acceptance: ${fromMediaServers} of them from media servers' pages`);
    expect(fromMediaServers).toBeGreaterThan(0);
  });
});
