import browser from 'webextension-polyfill';
import { storage } from 'wxt/utils/storage';
import { z } from 'zod';
import { originPattern } from '../../messages/generic-pages';

// The origins the user switched generic detection on for. The list only remembers the choice; the
// browser's granted host permissions are the truth (the user can revoke them in the browser's own
// settings at any time), so "enabled" always asks both.

/** Version 1: origins as `https://host[:port]`, sorted; a new shape migrates from it. */
const originsItem = storage.defineItem<unknown>('local:genericOrigins', { version: 1, migrations: {} });
const OriginsSchema = z.array(z.string()).catch([]);

export async function chosenOrigins(): Promise<string[]> {
  return OriginsSchema.parse((await originsItem.getValue()) ?? []);
}

async function saveOrigins(origins: string[]): Promise<void> {
  await originsItem.setValue([...new Set(origins)].sort());
}

export async function chooseOrigin(origin: string): Promise<void> {
  await saveOrigins([...(await chosenOrigins()), origin]);
}

export async function forgetOrigin(origin: string): Promise<void> {
  await saveOrigins((await chosenOrigins()).filter((chosen) => chosen !== origin));
}

export function isGranted(origin: string): Promise<boolean> {
  return browser.permissions.contains({ origins: [originPattern(origin)] });
}

export async function isEnabled(origin: string): Promise<boolean> {
  return (await chosenOrigins()).includes(origin) && (await isGranted(origin));
}
