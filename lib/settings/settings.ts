import browser from 'webextension-polyfill';
import { parseSettings, type Settings } from './schema';

export { SettingsSchema, parseSettings, offReason, type OffReason, type Settings } from './schema';

const KEY = 'settings';

export async function loadSettings(): Promise<Settings> {
  return parseSettings((await browser.storage.sync.get(KEY))[KEY]);
}

export async function saveSettings(patch: Partial<Settings>): Promise<Settings> {
  const next = parseSettings({ ...(await loadSettings()), ...patch });
  await browser.storage.sync.set({ [KEY]: next });
  return next;
}
