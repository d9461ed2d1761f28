import { GenericCandidateSchema, type GenericCandidate } from '../../messages/generic';
import { z } from 'zod';
import { sessionValue } from '../../storage/session-value';

// Videos the detector could not name, per tab, until the user answers or the tab goes. Session
// storage: it outlives the MV3 worker but not the browser, like the tabs it is about.

const unsureOfTab = sessionValue('genericUnsure', z.object({ url: z.string(), candidate: GenericCandidateSchema }));

export async function rememberUnsure(tabId: number, url: string, candidate: GenericCandidate): Promise<void> {
  await unsureOfTab.set({ url, candidate }, tabId);
}

/** The candidate for this tab if it is about the page the tab shows now. */
export async function unsureFor(tabId: number, url: string): Promise<GenericCandidate | null> {
  const stored = await unsureOfTab.get(tabId);
  return stored?.url === url ? stored.candidate : null;
}

export async function forgetUnsure(tabId: number): Promise<void> {
  await unsureOfTab.remove(tabId);
}
