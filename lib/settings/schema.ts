import { z } from 'zod';
import { SITE_HOSTS } from '../messages/sites';

const SITE_ID = /^[a-z0-9-]{2,32}$/;

/** Every site with an adapter: what "sites not to scrobble" reads as when it cannot be read at all. */
const everySite = (): string[] => Object.keys(SITE_HOSTS);

/**
 * A list of sites ("not to scrobble", "ask before recording"), read entry by entry: one malformed
 * entry (another version, a hand edit, `"Max"` for `max`) must not throw the others away, which
 * would turn scrobbling on (or asking off) everywhere.
 * Names are compared as the adapters spell them (lowercase, trimmed); what still names no site is
 * dropped. Absent (never saved), it is empty; present but no list at all, it fails closed: every
 * site is off until the user says otherwise, since the list may have said "not here".
 */
const SiteListSchema = z
  .union([
    z.undefined().transform((): string[] => []),
    z.array(z.unknown()).transform((entries) => [
      ...new Set(
        entries.flatMap((entry) => {
          const name = typeof entry === 'string' ? entry.trim().toLowerCase() : '';
          return SITE_ID.test(name) ? [name] : [];
        }),
      ),
    ]),
  ])
  .catch(everySite);

/**
 * Percent at which an item counts as watched. Absent (never saved), the service's own 80; present
 * but unreadable (`"95"`, `95.5`, out of range), 100: the user may have raised it, and the strictest
 * threshold records least, as an unreadable off switch does.
 */
const ThresholdSchema = z.union([z.undefined().transform(() => 80), z.number().int().min(80).max(100)]).catch(100);

/** User settings: storage.sync, so they follow the user to every browser they sign in to. */
export const SettingsSchema = z.object({
  /** Percent at which an item counts as watched; the service itself finishes at 80. */
  thresholdPercent: ThresholdSchema,
  /** Sites (adapter ids, e.g. `netflix`) the user said not to scrobble on. */
  disabledSites: SiteListSchema,
  // The switches below default to off: absent or unreadable, each is off.
  /** Desktop notifications for "marked as watched" and refused writes (needs the optional permission). */
  notifications: z.boolean().catch(false),
  /** Offer to rate what was just finished (in the popup, and as a notification when those are on). */
  ratePrompt: z.boolean().catch(false),
  /** Send a second finish of a title as a rewatch (PRO/VIP; the service refuses it on Free). */
  countRewatches: z.boolean().catch(false),
  /** "Ask before recording a watch" on every site: nothing goes live, finished viewings wait for a click. */
  askBeforeRecording: z.boolean().catch(false),
  /** Sites (adapter ids) where the user asked for the same, one by one. A list that cannot be read asks everywhere. */
  askSites: SiteListSchema,
});
export type Settings = z.infer<typeof SettingsSchema>;

/**
 * What storage holds under the settings key, whatever it is, as settings. Nothing saved yet reads
 * as the defaults; something saved that is no settings object at all reads as every field
 * unreadable: every site off, the strictest threshold.
 */
export function parseSettings(stored: unknown): Settings {
  if (stored === undefined || stored === null) return SettingsSchema.parse({});
  return SettingsSchema.parse(typeof stored === 'object' && !Array.isArray(stored) ? stored : { disabledSites: null, thresholdPercent: null });
}

export type OffReason = 'site' | 'tab' | 'settings';

/**
 * Why a report from `site` in `tabId` is not scrobbled, or null when it is. Settings that could not
 * be read (`null`) fail closed: nothing is scrobbled until they can be, since they may say "not here".
 */
export function offReason(settings: Settings | null, pausedTabs: readonly number[] | undefined, tabId: number, site: string): OffReason | null {
  if (!settings) return 'settings';
  if (settings.disabledSites.includes(site)) return 'site';
  if (pausedTabs?.includes(tabId)) return 'tab';
  return null;
}

/**
 * Whether a viewing on `site` waits for the user's click instead of going to the service live.
 * Settings that could not be read never reach here: offReason stops their reports first.
 */
export function asksBeforeRecording(settings: Settings, site: string): boolean {
  return settings.askBeforeRecording || settings.askSites.includes(site);
}

/** Settings that cannot be read ask everywhere: they may say "ask before recording here". */
export function askerOf(settings: Settings | null): (site: string) => boolean {
  return (site) => !settings || asksBeforeRecording(settings, site);
}
