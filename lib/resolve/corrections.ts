import { z } from 'zod';
import type { MediaGuess } from '../messages/media';
import type { ServiceItem } from '../service/items';

/**
 * A user's "this is the right item" for a site item or a whole show on a site. Corrections never
 * expire (unlike the match cache) and live in storage.sync, so they follow the user.
 */
export interface Correction {
  /** Which site item or show it is for. */
  scope: 'show' | 'item';
  site: string;
  siteId: string;
  /** What the site called it, so the options page can list it. */
  siteTitle: string;
  item: ServiceItem;
  /** Added to the site's episode number (a site that numbers a show differently). */
  episodeOffset?: number;
  createdAt: number;
}

/** storage.sync keys of corrections start with this; one key per correction keeps each small. */
export const CORRECTION_PREFIX = 'wm.fix:';

/**
 * Not lib/media/keys.ts siteItemKey/siteShowKey: its own shorter encoding (`s`/`i`) is stored in
 * storage.sync and read by the user's other browsers, whatever Watchmark version they run.
 */
export function correctionKey(site: string, scope: Correction['scope'], siteId: string): string {
  return `${CORRECTION_PREFIX}${site}:${scope === 'show' ? 's' : 'i'}:${siteId}`;
}

/** The keys that may hold a correction for a guess: its own item first, then its show. */
export function correctionKeysFor(guess: MediaGuess): string[] {
  const keys = [correctionKey(guess.site, 'item', guess.siteItemId)];
  if (guess.kind === 'episode' && guess.siteShowId) keys.push(correctionKey(guess.site, 'show', guess.siteShowId));
  return keys;
}

const short = (max: number) => z.string().min(1).max(max);

/**
 * The stored shape's version, written with every correction. storage.sync carries corrections to
 * the user's other browsers, which may run an older or newer Watchmark: a value from a newer
 * version is left as it is (never misread, never overwritten by a migration here); one without `v`
 * was written before versions and has the version 1 shape. A new shape adds its migration below.
 */
export const CORRECTION_VERSION = 1;
const MIGRATIONS: Record<number, (value: Record<string, unknown>) => Record<string, unknown>> = {};

/** Compact on purpose: storage.sync allows 8 KB per item and ~512 items in all. */
const StoredSchema = z.object({
  v: z.literal(CORRECTION_VERSION).optional(),
  k: z.enum(['m', 's', 'a']),
  i: z.number().int().positive(),
  t: short(200),
  y: z.number().int().optional(),
  g: z.string().max(120).optional(),
  n: short(200),
  o: z.number().int().min(-5000).max(5000).optional(),
  at: z.number().int(),
});
type Stored = z.infer<typeof StoredSchema>;

const KIND_CODE = { movie: 'm', show: 's', anime: 'a' } as const;
const KIND_OF = { m: 'movie', s: 'show', a: 'anime' } as const;

export function encodeCorrection(correction: Correction): Stored {
  const { item } = correction;
  return {
    v: CORRECTION_VERSION,
    k: KIND_CODE[item.kind],
    i: item.svcId,
    t: item.title.slice(0, 200),
    ...(item.year ? { y: item.year } : {}),
    ...(item.slug ? { g: item.slug.slice(0, 120) } : {}),
    n: correction.siteTitle.slice(0, 200),
    ...(correction.episodeOffset ? { o: correction.episodeOffset } : {}),
    at: correction.createdAt,
  };
}

const KEY_PATTERN = /^wm\.fix:([a-z0-9-]+):([si]):(.+)$/;

/** A stored value back to a correction; anything malformed (another version, a hand edit) is skipped. */
export function decodeCorrection(key: string, value: unknown): Correction | null {
  const match = KEY_PATTERN.exec(key);
  const parsed = StoredSchema.safeParse(migrated(value));
  if (!match || !parsed.success) return null;
  const stored = parsed.data;
  return {
    scope: match[2] === 's' ? 'show' : 'item',
    site: match[1]!,
    siteId: match[3]!,
    siteTitle: stored.n,
    item: { kind: KIND_OF[stored.k], svcId: stored.i, title: stored.t, ...(stored.y ? { year: stored.y } : {}), ...(stored.g ? { slug: stored.g } : {}) },
    ...(stored.o ? { episodeOffset: stored.o } : {}),
    createdAt: stored.at,
  };
}

/** A stored value in the current shape; one from a newer version stays unreadable here (null). */
function migrated(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  let current = value as Record<string, unknown>;
  let version = typeof current.v === 'number' ? current.v : 1;
  if (version > CORRECTION_VERSION) return null;
  while (version < CORRECTION_VERSION) {
    const step = MIGRATIONS[version];
    if (!step) return null;
    current = step(current);
    version += 1;
  }
  return current;
}

export interface CorrectionStore {
  /** The correction for this guess (its item first, then its show), if the user made one. */
  find(guess: MediaGuess): Promise<Correction | undefined>;
  save(correction: Correction): Promise<void>;
  list(): Promise<Correction[]>;
  remove(site: string, scope: Correction['scope'], siteId: string): Promise<void>;
  /** Every correction (sign-out with "delete corrections too"). */
  clear(): Promise<void>;
}

/** A correction store over any key-value area shaped like storage.sync. */
export function keyValueCorrectionStore(area: {
  get(keys: string[] | null): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  /** One key or several in one write (storage.sync limits writes per minute). */
  remove(keys: string | string[]): Promise<void>;
}): CorrectionStore {
  return {
    async find(guess) {
      const keys = correctionKeysFor(guess);
      const stored = await area.get(keys);
      for (const key of keys) {
        const correction = decodeCorrection(key, stored[key]);
        if (correction) return correction;
      }
      return undefined;
    },
    async save(correction) {
      await area.set({ [correctionKey(correction.site, correction.scope, correction.siteId)]: encodeCorrection(correction) });
    },
    async list() {
      const all = await area.get(null);
      return Object.entries(all)
        .filter(([key]) => key.startsWith(CORRECTION_PREFIX))
        .map(([key, value]) => decodeCorrection(key, value))
        .filter((correction): correction is Correction => correction !== null)
        .sort((a, b) => b.createdAt - a.createdAt);
    },
    async remove(site, scope, siteId) {
      await area.remove(correctionKey(site, scope, siteId));
    },
    async clear() {
      const keys = Object.keys(await area.get(null)).filter((key) => key.startsWith(CORRECTION_PREFIX));
      if (keys.length > 0) await area.remove(keys);
    },
  };
}
