import browser from 'webextension-polyfill';
import { GenericCandidateSchema, type GenericCandidate } from '../../messages/generic';
import { z } from 'zod';

// Videos the detector could not name, per tab, until the user answers or the tab goes. Session
// storage: it outlives the MV3 worker but not the browser, like the tabs it is about.

const StoredSchema = z.object({ url: z.string(), candidate: GenericCandidateSchema });
const keyOf = (tabId: number) => `genericUnsure:${tabId}`;

export async function rememberUnsure(tabId: number, url: string, candidate: GenericCandidate): Promise<void> {
  await browser.storage.session.set({ [keyOf(tabId)]: { url, candidate } });
}

/** The candidate for this tab if it is about the page the tab shows now. */
export async function unsureFor(tabId: number, url: string): Promise<GenericCandidate | null> {
  const stored = StoredSchema.safeParse((await browser.storage.session.get(keyOf(tabId)))[keyOf(tabId)]);
  return stored.success && stored.data.url === url ? stored.data.candidate : null;
}

export async function forgetUnsure(tabId: number): Promise<void> {
  await browser.storage.session.remove(keyOf(tabId));
}
