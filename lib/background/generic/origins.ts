import { browser } from 'wxt/browser';
import { storage } from 'wxt/utils/storage';
import { z } from 'zod';
import { originPattern } from '../../messages/generic-pages';
import type { Detector } from '../../messages/generic';

// The origins the user switched detection on for: sites for the generic detector, and media
// servers (Plex, Jellyfin, Emby) for their adapters. An origin is one or the other. The lists only
// remember the choice; the browser's granted host permissions are the truth (the user can revoke
// them in the browser's own settings at any time), so "enabled" always asks both.

/** Version 1: origins as `https://host[:port]`, sorted; a new shape migrates from it. */
const ORIGIN_LISTS = {
  site: storage.defineItem<unknown>('local:genericOrigins', { version: 1, migrations: {} }),
  'media-server': storage.defineItem<unknown>('local:mediaServerOrigins', { version: 1, migrations: {} }),
} as const;
const OriginsSchema = z.array(z.string()).catch([]);

export const DETECTORS = Object.keys(ORIGIN_LISTS) as Detector[];

export async function chosenOrigins(detector: Detector = 'site'): Promise<string[]> {
  return OriginsSchema.parse((await ORIGIN_LISTS[detector].getValue()) ?? []);
}

/** Every chosen origin, whichever detector runs there. */
export async function everyChosenOrigin(): Promise<Array<{ origin: string; detector: Detector }>> {
  return (await Promise.all(DETECTORS.map(async (detector) => (await chosenOrigins(detector)).map((origin) => ({ origin, detector }))))).flat();
}

async function saveOrigins(detector: Detector, origins: string[]): Promise<void> {
  await ORIGIN_LISTS[detector].setValue([...new Set(origins)].sort());
}

export async function chooseOrigin(origin: string, detector: Detector = 'site'): Promise<void> {
  await saveOrigins(detector, [...(await chosenOrigins(detector)), origin]);
}

export async function forgetOrigin(origin: string, detector: Detector = 'site'): Promise<void> {
  await saveOrigins(
    detector,
    (await chosenOrigins(detector)).filter((chosen) => chosen !== origin),
  );
}

export function isGranted(origin: string): Promise<boolean> {
  return browser.permissions.contains({ origins: [originPattern(origin)] });
}

export async function isEnabled(origin: string, detector: Detector = 'site'): Promise<boolean> {
  return (await chosenOrigins(detector)).includes(origin) && (await isGranted(origin));
}

/** Which detector the user switched on for this origin (and the browser still grants), if any. */
export async function enabledDetector(origin: string): Promise<Detector | null> {
  for (const detector of DETECTORS) if (await isEnabled(origin, detector)) return detector;
  return null;
}
