import { storage } from 'wxt/utils/storage';
import { parseSettings, type Settings } from './schema';

export { SettingsSchema, parseSettings, offReason, asksBeforeRecording, askerOf, type OffReason, type Settings } from './schema';

/**
 * The settings in storage.sync, versioned. Version 1 is the shape in ./schema.ts. A change of a
 * field's name or meaning raises the version with a migration from the old shape (WXT runs it
 * once, in whichever context reads first), so the user's choice carries over instead of falling
 * back to its default through the schema's per-field `.catch()`.
 */
export const settingsItem = storage.defineItem<Record<string, unknown>>('sync:settings', {
  version: 1,
  migrations: {},
});

export async function loadSettings(): Promise<Settings> {
  return parseSettings(await settingsItem.getValue());
}

export async function saveSettings(patch: Partial<Settings>): Promise<Settings> {
  const next = parseSettings({ ...(await loadSettings()), ...patch });
  await settingsItem.setValue(next);
  return next;
}

/** Calls back with the settings whenever they change (another window, the popup, a sync). */
export function watchSettings(onChange: (settings: Settings) => void): () => void {
  return settingsItem.watch((value) => onChange(parseSettings(value)));
}
