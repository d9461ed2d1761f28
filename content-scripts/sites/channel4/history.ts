// The My4 history of the account the tab is signed in to (SITES-2.md "3. Channel 4", from an open
// UTS pull request): GET /my4/api/v1/myfour.json lists what was watched (`history`) and what is
// being watched (`watching`), each split into available and unavailable items, unpaged (My4 keeps
// the last 50 shows). The list carries no date: as the pull request does, each programme's asset
// JSON (GET /vod/stream/{programmeId}, then /player/{brand}/asset/{transcodeId}?json=true) gives
// `resumeTimeStamp`, the last play, in ms. An item no longer on demand has no asset: it is skipped.
import { z } from 'zod';
import type { MediaGuess } from '../../../lib/messages/media';
import { importSourceKey } from '../../../lib/import/dedupe';
import type { Viewing } from '../../../lib/import/viewing';
import {
  finish,
  optionalTabJson,
  percentOf,
  readPages,
  tabJson,
  toSecond,
  viewingOfGuess,
  type ReadDeps,
  type SiteReading,
} from '../../../lib/import/sites/read';

/** The import's source key: letters and dashes only (ImportSourceSchema), so no digit of the site's id. */
export const CHANNEL4_SOURCE = 'channel-four-history';
export const MYFOUR_PATH = '/my4/api/v1/myfour.json';

const text = z.string().max(500);
const count = z.number().int().nonnegative();
const ItemSchema = z.object({
  brand: z.object({ title: text.min(1), websafeTitle: z.string().regex(/^[\w-]{1,200}$/u), programmeType: text.optional() }),
  episode: z.object({
    seriesNumber: count.nullable().optional(),
    episodeNumber: count.nullable().optional(),
    programmeId: z.string().regex(/^[\w-]{1,64}$/u),
    resume: z.object({ seconds: z.number().nonnegative().optional(), completed: z.boolean().optional() }).optional(),
  }),
});
type Item = z.infer<typeof ItemSchema>;
const ListSchema = z.object({ availableItems: z.array(ItemSchema), unavailableItems: z.array(ItemSchema) });
const MyFourSchema = z.object({ history: ListSchema, watching: ListSchema });
const WhoAmISchema = z.object({ identity: z.object({ displayName: text.min(1) }) });
const StreamSchema = z.object({ webSafeBrandTitle: z.string().regex(/^[\w-]{1,200}$/u), transcodeId: z.union([z.string().regex(/^\w{1,64}$/u), count]) });
const AssetSchema = z.object({
  asset: z.object({ assetDuration: z.number().nonnegative().optional(), resumeTimeStamp: z.number().int().positive().nullable().optional() }),
});

function guessOf(item: Item): MediaGuess | null {
  const { brand, episode } = item;
  const base = { site: 'channel4', siteItemId: episode.programmeId, title: brand.title } as const;
  if (brand.programmeType === 'FM') return { ...base, kind: 'movie' };
  if (episode.episodeNumber === null || episode.episodeNumber === undefined) return null;
  const season = episode.seriesNumber !== null && episode.seriesNumber !== undefined ? { season: episode.seriesNumber } : {};
  return { ...base, kind: 'episode', episode: episode.episodeNumber, ...season, siteShowId: brand.websafeTitle };
}

/** The last play of an available item, from its asset; null where there is none (left the catalogue, never played). */
async function lastPlayOf(deps: ReadDeps, item: Item): Promise<{ at: number; duration?: number } | null> {
  const id = item.episode.programmeId;
  const stream = await optionalTabJson(deps, { url: `/vod/stream/${id}` }, StreamSchema, `the stream of ${id}`);
  if (!stream) return null;
  const asset = await optionalTabJson(
    deps,
    { url: `/player/${stream.webSafeBrandTitle}/asset/${stream.transcodeId}?json=true` },
    AssetSchema,
    `the asset of ${id}`,
  );
  const at = asset?.asset.resumeTimeStamp;
  return at ? { at, ...(asset.asset.assetDuration !== undefined ? { duration: asset.asset.assetDuration } : {}) } : null;
}

function viewingOf(item: Item, played: { at: number; duration?: number }, profile: string): Viewing | null {
  const guess = guessOf(item);
  if (!guess) return null;
  const resume = item.episode.resume;
  const progress = resume?.completed
    ? 100
    : played.duration && resume?.seconds !== undefined
      ? percentOf(resume.seconds * 1000, played.duration * 1000)
      : undefined;
  const base = { watchedAt: toSecond(played.at), exactTime: true, profile, guess, ...(progress !== undefined ? { progress } : {}) };
  return viewingOfGuess(base, guess, guess.season !== undefined ? `Series ${guess.season}` : '');
}

export async function readChannel4History(deps: ReadDeps): Promise<SiteReading> {
  const who = await tabJson(deps, { url: '/identity/whoami' }, WhoAmISchema, 'the signed-in account');
  const profile = who.identity.displayName;
  const lists = await tabJson(deps, { url: MYFOUR_PATH }, MyFourSchema, 'the My4 history');
  // A programme both watched and being watched (rewatched) is one viewing.
  const seen = new Set<string>();
  const available = [...lists.history.availableItems, ...lists.watching.availableItems].filter((item) => {
    const first = !seen.has(item.episode.programmeId);
    seen.add(item.episode.programmeId);
    return first;
  });
  let skipped = lists.history.unavailableItems.length + lists.watching.unavailableItems.length;
  // Each item's asset is a page of the read: one that cannot be read ends it, with the rest kept aside.
  const { entries, failure } = await readPages(deps, 0, async (index) => {
    const item = available[index];
    if (!item) return { entries: [], next: null };
    const played = await lastPlayOf(deps, item);
    const viewing = played && viewingOf(item, played, profile);
    if (!viewing) skipped += 1;
    return { entries: viewing ? [viewing] : [], next: index + 1 < available.length ? index + 1 : null };
  });
  return finish({ source: importSourceKey(CHANNEL4_SOURCE, profile), profile, viewings: entries, skipped }, failure);
}

/** The library's import reads with this (meta.ts names the history page). */
export default readChannel4History;
