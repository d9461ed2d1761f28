import browser from 'webextension-polyfill';
import { z } from 'zod';

/** User settings: storage.sync, so they follow the user to every browser they sign in to. */
export const SettingsSchema = z.object({
  /** Percent at which an item counts as watched; the service itself finishes at 80. */
  thresholdPercent: z.number().int().min(80).max(100).catch(80),
  /** Sites (adapter ids, e.g. `netflix`) the user said not to scrobble on. */
  disabledSites: z.array(z.string().regex(/^[a-z0-9-]{2,32}$/)).catch([]),
  /** Desktop notifications for "marked as watched" and refused writes (needs the optional permission). */
  notifications: z.boolean().catch(false),
});
export type Settings = z.infer<typeof SettingsSchema>;

const KEY = 'settings';

export async function loadSettings(): Promise<Settings> {
  const stored = (await browser.storage.sync.get(KEY))[KEY];
  return SettingsSchema.parse(typeof stored === 'object' && stored !== null ? stored : {});
}

export async function saveSettings(patch: Partial<Settings>): Promise<Settings> {
  const next = SettingsSchema.parse({ ...(await loadSettings()), ...patch });
  await browser.storage.sync.set({ [KEY]: next });
  return next;
}
