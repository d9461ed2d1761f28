// BBC iPlayer's recent plays of the profile the tab is signed in as (SITES-2.md §1, after UTS#463):
// the session names the profiles, the user's plays list names episodes by pid (with `action`
// "ended" for a finished one, `offset` seconds for the rest), and the iBL episodes API names each
// pid as the playback adapter reads it (metadata.ts). iPlayer keeps about the last 50 shows.
// UTS#463 reads the plays in one call; iBL's lists page with `page`, `per_page` and `count`, so
// the reader follows those where the answer has them and stops after one page where it does not.
import { z } from 'zod';
import { importSourceKey } from '../../../lib/import/dedupe';
import type { Viewing } from '../../../lib/import/viewing';
import {
  finish,
  optionalTabJson,
  percentOf,
  readPages,
  SiteReadError,
  tabJson,
  toSecond,
  viewingOfGuess,
  type ReadDeps,
  type SiteReading,
} from '../../../lib/import/sites/read';
import { ShapeError, type JsonObject } from '../../json-shape';
import { guessOfRecord, isLiveRecord } from './metadata';

export const BBC_SOURCE = 'bbciplayer-history';
const PROFILES = 'https://session.bbc.co.uk/session/profiles';
const PLAYS = 'https://user.ibl.api.bbc.co.uk/ibl/v1/user/plays';
const EPISODES = 'https://ibl.api.bbci.co.uk/ibl/v1/episodes/';
const PER_PAGE = 50;

const text = z.string().max(200);
const ProfilesSchema = z.object({
  profileAdmin: z.object({ displayName: text.optional(), username: text.optional() }).optional(),
  // Which profile is in use is not recorded: one marked `active` is taken (an inference), else the account's own.
  profiles: z.array(z.object({ id: text, displayName: text, active: z.boolean().optional() })).optional(),
});
const PlaySchema = z.object({
  id: z.string().regex(/^(?:[pbml][\da-z]{7}|w[\da-z]{7,14})$/u),
  action: text,
  offset: z.number().nonnegative().optional(),
  // "string or number" (UTS#463); its format is not recorded: ISO, or epoch seconds or ms.
  timestamp: z.union([text, z.number().nonnegative()]),
});
type Play = z.infer<typeof PlaySchema>;
const PlaysSchema = z.object({
  plays: z.array(PlaySchema),
  page: z.number().int().positive().optional(),
  per_page: z.number().int().positive().optional(),
  count: z.number().int().nonnegative().optional(),
});
const EpisodesSchema = z.object({ episodes: z.array(z.looseObject({})).min(1) });

/** Epoch ms of a play's time; NaN where it is none of the shapes above. */
export function playedAt(timestamp: string | number): number {
  const value = typeof timestamp === 'number' || /^\d+$/u.test(timestamp) ? Number(timestamp) : Date.parse(timestamp);
  return value > 0 && value < 1e11 ? value * 1000 : value;
}

/** Seconds of an ISO-8601 duration ("PT58M30S"); undefined for anything else. */
export function isoSeconds(value: unknown): number | undefined {
  const match = typeof value === 'string' ? /^PT(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?$/u.exec(value) : null;
  return match ? Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0) : undefined;
}

async function readProfile(deps: ReadDeps): Promise<{ key: string; name: string }> {
  const answer = await optionalTabJson(deps, { url: PROFILES, credentials: 'include' }, ProfilesSchema, 'the profiles');
  if (answer === null) throw new SiteReadError('not signed in to BBC iPlayer (the session has no profiles)');
  const active = answer.profiles?.find((profile) => profile.active);
  if (active) return { key: active.id, name: active.displayName };
  const admin = answer.profileAdmin;
  if (!admin?.username) throw new SiteReadError('not signed in to BBC iPlayer (the session names no account)');
  return { key: admin.username, name: admin.displayName || admin.username };
}

function durationOf(record: JsonObject): number | undefined {
  const version = Array.isArray(record.versions) ? (record.versions[0] as { duration?: { value?: unknown } } | undefined) : undefined;
  return isoSeconds(version?.duration?.value);
}

/** A play as a viewing; null where it names no programme to import (gone, live, a one-off without numbers). */
async function viewingOf(deps: ReadDeps, play: Play, profile: string): Promise<Viewing | null> {
  const answer = await optionalTabJson(deps, { url: EPISODES + play.id }, EpisodesSchema, `episode ${play.id}`);
  const record = answer?.episodes[0];
  if (!record || isLiveRecord(record)) return null;
  let guess;
  try {
    guess = guessOfRecord(record, play.id, 'episodes.0');
  } catch (error) {
    if (error instanceof ShapeError) throw new SiteReadError(`episode ${play.id}: the answer changed shape at ${error.path}`);
    throw error;
  }
  if (!guess) return null;
  const watchedAt = playedAt(play.timestamp);
  if (!Number.isFinite(watchedAt)) throw new SiteReadError(`play ${play.id}: the time "${String(play.timestamp).slice(0, 40)}" is not readable`);
  const duration = durationOf(record);
  const progress = play.action === 'ended' ? 100 : duration && play.offset !== undefined ? percentOf(play.offset, duration) : undefined;
  const base = {
    watchedAt: toSecond(watchedAt),
    exactTime: true,
    profile,
    guess: { site: 'bbciplayer', ...guess },
    ...(progress !== undefined ? { progress } : {}),
  };
  return viewingOfGuess(base, base.guess, guess.kind === 'episode' ? `Series ${guess.season}` : '');
}

export async function readBbcIplayerHistory(deps: ReadDeps): Promise<SiteReading> {
  const profile = await readProfile(deps);
  const viewings: Viewing[] = [];
  let skipped = 0;
  const { failure } = await readPages(deps, 1, async (page) => {
    const answer = await tabJson(deps, { url: `${PLAYS}?page=${page}&per_page=${PER_PAGE}`, credentials: 'include' }, PlaysSchema, `history page ${page}`);
    for (const play of answer.plays) {
      const viewing = await viewingOf(deps, play, profile.name);
      if (viewing) viewings.push(viewing);
      else skipped += 1;
    }
    const perPage = answer.per_page ?? answer.plays.length;
    const more = answer.count !== undefined && answer.plays.length > 0 && page * perPage < answer.count;
    return { entries: answer.plays, next: more ? page + 1 : null };
  });
  return finish({ source: importSourceKey(BBC_SOURCE, profile.key), profile: profile.name, viewings, skipped }, failure);
}

/** The library's import reads with this (meta.ts names the history page). */
export default readBbcIplayerHistory;
