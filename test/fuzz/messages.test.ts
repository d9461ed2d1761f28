import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { ActivityLog } from '../../lib/activity/log';
import { listen } from '../../lib/background/requests/router';
import { handleGenericUnsure } from '../../lib/background/generic/tab-messages';
import { handleNotCounted } from '../../lib/background/requests/not-counted';
import { handleSiteUnsure } from '../../lib/background/requests/site-unsure';
import { SiteUnsureSchema } from '../../lib/messages/generic';
import { NotCountedSchema, PlaybackReportSchema, SourceFailedSchema } from '../../lib/messages/media';
import { PopupRequestSchema } from '../../lib/messages/popup';
import { isSiteHost } from '../../lib/messages/sites';
import { fuzz, hostileText, mutated, prototypeKeys, shapedJson } from './runs';
import { ENABLED_ORIGIN, OURS, SENDERS, isOurPage, mayReportFor, report, validReport, type Sender } from './tab-senders';

// Every message the background accepts, random and mutated, from every kind of sender: pages,
// content scripts of other sites, other extensions, our own pages. Whatever arrives, the router
// never throws, and a handler (every write starts in one) runs only for a valid message from a
// sender allowed to send it.

/** Storage writes seen (the fake browser's own storage, watched): a write needs a right. */
const writes: string[] = [];
function watchWrites(): void {
  for (const area of ['local', 'session'] as const) {
    const storage = fakeBrowser.storage[area];
    for (const method of ['set', 'remove'] as const) {
      const original = storage[method].bind(storage) as (...args: unknown[]) => Promise<void>;
      (storage as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
        writes.push(`storage.${area}.${method}`);
        return original(...args);
      };
    }
  }
}

const calls: Array<{ handler: 'playback' | 'popup' | 'sourceFailed' | 'siteUnsure' | 'notCounted'; payload: unknown; sender: Sender }> = [];
let current: Sender;

const popupRequest = fc.record({
  type: fc.constantFrom(...PopupRequestSchema.options.map((option) => option.shape.type.value)),
  text: hostileText,
  site: fc.constantFrom('netflix', 'Netflix', '../x'),
  enabled: fc.boolean(),
  tabId: fc.integer(),
  deleteCorrections: fc.boolean(),
});
const unsure = fc.record({ type: fc.constant('generic-unsure'), url: fc.oneof(fc.webUrl(), fc.constant(`${ENABLED_ORIGIN}/watch/1`)), candidate: shapedJson });

const sourceFailed = fc.record({
  type: fc.constant('source-failed'),
  site: fc.constantFrom('netflix', 'youtube', 'generic', 'evil', '../x'),
  source: fc.oneof(fc.constantFrom('netflix-metadata', 'json-ld'), hostileText),
  reason: fc.oneof(fc.constant('metadata endpoint answered 404'), hostileText),
});
const siteUnsure = fc.record({
  type: fc.constant('site-unsure'),
  site: fc.constantFrom('netflix', 'youtube', 'generic', 'evil', '../x'),
  url: fc.oneof(fc.constantFrom('https://www.netflix.com/watch/80077209', 'https://evil.example/watch/1'), fc.webUrl()),
  candidate: fc.oneof(shapedJson, fc.constant({ title: 'Dune' })),
});
const notCounted = fc.record({
  type: fc.constant('not-counted'),
  site: fc.constantFrom('netflix', 'youtube', 'generic', 'evil', '../x'),
  url: fc.oneof(fc.constantFrom('https://www.netflix.com/watch/80077209', 'https://evil.example/watch/1'), fc.webUrl()),
  reason: fc.oneof(fc.constantFrom('refused', 'unnamed'), hostileText),
});
const messages = fc.oneof(
  siteUnsure,
  mutated(siteUnsure),
  notCounted,
  mutated(notCounted),
  shapedJson,
  mutated(report),
  report,
  validReport,
  mutated(validReport),
  mutated(popupRequest),
  popupRequest,
  fc.constantFrom({ type: 'status' }, { type: 'sign-out' }),
  mutated(unsure),
  unsure,
  sourceFailed,
  mutated(sourceFailed),
);

beforeAll(async () => {
  // WXT's in-memory browser, as our extension with one origin switched on for generic detection.
  fakeBrowser.reset();
  await fakeBrowser.storage.local.set({ genericOrigins: [ENABLED_ORIGIN] });
  fakeBrowser.permissions.contains = (async () => true) as typeof fakeBrowser.permissions.contains;
  watchWrites();
  const activity = { add: async () => undefined } as unknown as ActivityLog;
  listen({
    tab: {
      playback: async (payload, from) => {
        calls.push({ handler: 'playback', payload: { tabId: from.tabId, payload, pageUrl: from.tabUrl }, sender: current });
      },
      'source-failed': async (failure) => {
        calls.push({ handler: 'sourceFailed', payload: failure, sender: current });
      },
      // The real handlers (they write session storage): the router's sender rules are under test.
      'site-unsure': async (message, from) => {
        await handleSiteUnsure({ activity }, message, from);
        calls.push({ handler: 'siteUnsure', payload: message, sender: current });
      },
      'not-counted': async (message, from) => {
        await handleNotCounted({ activity }, message, from);
        calls.push({ handler: 'notCounted', payload: message, sender: current });
      },
      'generic-unsure': (message, from) => handleGenericUnsure(message, from),
      'page-timeline': async () => ({ timeline: null }),
      // None of these senders is a sub-frame: the relay's own target is page.test.ts's.
      'player-relay': async () => expect.fail('a player relay heard from a top frame'),
      'player-relay-ticks': async () => expect.fail('a time-update request heard for no crunchyroll page'),
    },
    page: async (request) => {
      calls.push({ handler: 'popup', payload: request, sender: current });
      return { ok: true };
    },
  });
});

describe('fuzz: every message the background accepts', () => {
  it('random and mutated messages from every sender: never a crash, never a write from a sender without the right', { timeout: 600_000 }, async () => {
    const before = prototypeKeys();
    const accepted = { playback: 0, popup: 0, sourceFailed: 0, siteUnsure: 0, notCounted: 0 };
    await fuzz('background messages', fc.tuple(messages, fc.constantFrom(...SENDERS)), async ([message, sender]) => {
      calls.length = 0;
      writes.length = 0;
      current = sender;
      // Each message as if from a fresh tab: the router hears a tab only so often (TAB_MESSAGES_PER_MINUTE).
      if (sender.tab?.id !== undefined) await fakeBrowser.tabs.onRemoved.trigger(sender.tab.id, { windowId: 1, isWindowClosing: false });
      // trigger has already awaited every listener (Promise.all): its answers are not needed here.
      void (await fakeBrowser.runtime.onMessage.trigger(message, sender as never, () => undefined));
      for (const call of calls) {
        accepted[call.handler] += 1;
        expect(sender.id).toBe(OURS);
        if (call.handler === 'popup') {
          expect(isOurPage(sender)).toBe(true);
          expect(PopupRequestSchema.safeParse(message).success).toBe(true);
        } else if (call.handler === 'siteUnsure') {
          const parsed = SiteUnsureSchema.parse(message);
          expect(isSiteHost(parsed.site, sender.url ?? sender.tab?.url)).toBe(true);
        } else if (call.handler === 'notCounted') {
          const parsed = NotCountedSchema.parse(message);
          expect(isSiteHost(parsed.site, sender.url ?? sender.tab?.url)).toBe(true);
        } else {
          const parsed = call.handler === 'playback' ? PlaybackReportSchema.safeParse(message) : SourceFailedSchema.safeParse(message);
          expect(parsed.success).toBe(true);
          const site = 'guess' in parsed.data! ? parsed.data.guess.site : parsed.data!.site;
          expect(mayReportFor(site, sender)).toBe(true);
        }
      }
      // Writes: the generic detector's question from a page switched on, or a site's from its own tab.
      const asked = calls.some((call) => call.handler === 'siteUnsure');
      if (!asked && (sender.id !== OURS || !sender.url?.startsWith(ENABLED_ORIGIN))) expect(writes).toEqual([]);
    });
    expect(prototypeKeys()).toEqual(before);
    // Not vacuous: valid messages from allowed senders did get through.
    console.log(`fuzz: background messages accepted: ${JSON.stringify(accepted)}`);
    expect(accepted.playback).toBeGreaterThan(0);
    expect(accepted.popup).toBeGreaterThan(0);
    expect(accepted.sourceFailed).toBeGreaterThan(0);
    expect(accepted.siteUnsure).toBeGreaterThan(0);
    expect(accepted.notCounted).toBeGreaterThan(0);
  });
});
