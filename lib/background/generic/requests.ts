import { browser } from 'wxt/browser';
import type { Detector, GenericAnswer, GenericConfirm, GenericPage, GenericSites } from '../../messages/generic';
import { genericOriginOf, originPattern, pageAddress } from '../../messages/generic-pages';
import type { ActionResult } from '../../messages/popup';
import type { HandlersFor } from '../../messages/protocol';
import { t } from '../../i18n/t';
import { oneAtATime } from '../../limits/one-at-a-time';
import { notifyStatusChanged } from '../status/status';
import { chooseOrigin, DETECTORS, enabledDetector, everyChosenOrigin, forgetOrigin, isEnabled, isGranted } from './origins';
import { injectInto, openTabsOf, registerOrigin, unregisterOrigin } from './registration';
import { forgetUnsure, unsureFor } from './unsure';
import { sessionValue } from '../../storage/session-value';
import { z } from 'zod';

/**
 * Enabling is asked twice (as the prompt opens, and after it), and the browser's grant event comes
 * in between: one change at a time keeps the registration from being made twice.
 */
const oneChangeAtATime = oneAtATime();

/**
 * Where the user asked for detection (no tab: the options page), kept per origin until the browser
 * grants it (the popup may be gone by then).
 */
const pendingEnable = sessionValue('genericPending', z.object({ tabId: z.number().int().nullable() }));

/**
 * Registers the origin and starts the detector in the tab the user asked from, or, when the site
 * was added on the options page, in every page of it already open.
 */
async function activate(origin: string, detector: Detector, tabId: number | undefined): Promise<void> {
  await registerOrigin(origin, detector);
  const tabIds = tabId !== undefined ? [tabId] : await openTabsOf(origin).catch(() => []);
  for (const id of tabIds) await injectInto(id, detector).catch((error: unknown) => console.warn('[watchmark] generic inject failed', error));
  // An open popup re-reads the page's state.
  await notifyStatusChanged();
}

/** The permission prompt was answered yes (from our popup or the browser's own settings). */
export function onOriginsGranted(patterns: readonly string[]): Promise<void> {
  return oneChangeAtATime(() => activateGranted(patterns));
}

/** The chosen origins a permission event is about (patterns carry no port, origins may). */
async function chosenFor(patterns: readonly string[]): Promise<Array<{ origin: string; detector: Detector }>> {
  return (await everyChosenOrigin()).filter(({ origin }) => patterns.includes(originPattern(origin)));
}

async function activateGranted(patterns: readonly string[]): Promise<void> {
  for (const { origin, detector } of await chosenFor(patterns)) {
    if (!(await isGranted(origin))) continue;
    const pending = await pendingEnable.get(origin);
    await pendingEnable.remove(origin);
    await activate(origin, detector, pending?.tabId ?? undefined);
  }
}

/** Revoked in the browser's settings: stop injecting there. */
export async function onOriginsRevoked(patterns: readonly string[]): Promise<void> {
  for (const { origin, detector } of await chosenFor(patterns)) await unregisterOrigin(origin, detector);
}

async function enable(tabId: number | undefined, origin: string, detector: Detector): Promise<ActionResult> {
  // One detector per origin: a site the user now calls a media server stops being a generic one.
  for (const other of DETECTORS.filter((candidate) => candidate !== detector)) {
    await forgetOrigin(origin, other);
    await unregisterOrigin(origin, other);
  }
  await chooseOrigin(origin, detector);
  // Asked before the prompt is answered: if the grant is already there (or arrived first) act now,
  // otherwise permissions.onAdded finishes the job with the tab remembered here.
  if (await isGranted(origin)) {
    await activate(origin, detector, tabId);
  } else {
    await pendingEnable.set({ tabId: tabId ?? null }, origin);
  }
  return { ok: true };
}

async function disable(origin: string): Promise<ActionResult> {
  for (const detector of DETECTORS) {
    await forgetOrigin(origin, detector);
    await unregisterOrigin(origin, detector);
  }
  await pendingEnable.remove(origin);
  // Least privilege: a site the user switched off keeps no access. Pages already open keep their
  // script until reloaded, but the router drops what it reports from now on.
  await browser.permissions.remove({ origins: [originPattern(origin)] }).catch(() => false);
  return { ok: true };
}

async function answer(tabId: number, url: string, origin: string, given: GenericAnswer): Promise<ActionResult> {
  if ((await enabledDetector(origin)) === null) return { ok: false, error: t('generic_off') };
  const message: GenericConfirm = { type: 'generic-confirm', url: pageAddress(url), answer: given };
  // Top frame only: that is where the detector that asked lives.
  await browser.tabs.sendMessage(tabId, message, { frameId: 0 });
  await forgetUnsure(tabId);
  return { ok: true };
}

async function listSites(): Promise<GenericSites> {
  const chosen = await everyChosenOrigin();
  return { sites: await Promise.all(chosen.map(async ({ origin, detector }) => ({ origin, detector, granted: await isGranted(origin) }))) };
}

type GenericRequestType = 'generic-page' | 'generic-enable' | 'generic-disable' | 'generic-sites' | 'generic-answer';

/** Popup and options requests about sites without an adapter (already validated by the router). */
export const genericHandlers: HandlersFor<GenericRequestType> = {
  'generic-page': async ({ tabId, url }): Promise<GenericPage> => {
    const origin = genericOriginOf(url);
    const detector = origin === null ? null : await enabledDetector(origin);
    return { enabled: detector !== null, detector, unsure: detector ? await unsureFor(tabId, pageAddress(url)) : null };
  },
  'generic-enable': ({ tabId, url, detector }) => withOrigin(url, (origin) => oneChangeAtATime(() => enable(tabId, origin, detector ?? 'site'))),
  'generic-disable': ({ url }) => withOrigin(url, (origin) => oneChangeAtATime(() => disable(origin))),
  'generic-sites': () => listSites(),
  'generic-answer': ({ tabId, url, answer: given }) => withOrigin(url, (origin) => answer(tabId, url, origin, given)),
};

/** Acts on the page's origin where the generic detector can run there at all. */
function withOrigin(url: string, act: (origin: string) => Promise<ActionResult>): Promise<ActionResult> {
  const origin = genericOriginOf(url);
  return origin ? act(origin) : Promise.resolve({ ok: false, error: t('generic_not_possible') });
}
