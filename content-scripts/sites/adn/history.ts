// ADN's viewing history of the profile the tab's app is on (HISTORY.md §6): the app keeps its
// session (`token`) and profile (`profile`, JSON `{id, name}`) in the page's localStorage (UTS);
// GET gw.api.<the page's domain>/viewing/history?limit=25&offset=m until a short page. The token is
// never refreshed here: the refresh token is the app's, and trading it would sign the app out, so
// an expired session asks the user to open ADN once (the app refreshes it itself).
import { z } from 'zod';
import { importSourceKey } from '../../../lib/import/dedupe';
import type { Viewing } from '../../../lib/import/viewing';
import {
  finish,
  percentOf,
  readPages,
  SiteReadError,
  tabJson,
  toSecond,
  viewingOfGuess,
  type ReadDeps,
  type SiteReading,
} from '../../../lib/import/sites/read';
import { verdictOf, type AdnVideo } from './video';

export const ADN_PAGE_SIZE = 25;
export const ADN_SOURCE = 'adn-history';

const text = z.string().max(500);
const VideoSchema = z.object({
  id: z.number().int().nonnegative(),
  type: text,
  number: text.nullable().optional(),
  shortNumber: z.union([text, z.number().int().nonnegative()]).nullable().optional(),
  season: z.union([text, z.number().int().nonnegative()]).nullable().optional(),
  name: text.nullable().optional(),
  duration: z.number().nonnegative().optional(),
  show: z.object({ id: z.number().int().nonnegative(), title: text.min(1), firstReleaseYear: z.number().int().nullable().optional() }),
  user: z.object({ watchDate: z.iso.datetime({ offset: true }), isFullyWatched: z.boolean().optional(), stoptime: z.number().nonnegative().optional() }),
});
type Entry = z.infer<typeof VideoSchema>;
const PageSchema = z.object({ videos: z.array(VideoSchema) });
const ProfileSchema = z.object({ id: z.string().regex(/^[\w-]{1,64}$/u), name: z.string().max(100) });

interface Session {
  token: string;
  profile: z.infer<typeof ProfileSchema>;
}

/** localStorage may hold a value as JSON text ('"abc"'); read it either way. */
function stored(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'string' ? parsed : value;
  } catch {
    return value;
  }
}

async function readSession(deps: ReadDeps): Promise<Session> {
  const [token, profile] = await deps.tab.globals([
    ['localStorage', 'token'],
    ['localStorage', 'profile'],
  ]);
  const bearer = stored(token);
  if (!bearer || !/^[\w.~+/=-]{8,4096}$/u.test(bearer)) throw new SiteReadError('not signed in to ADN on this tab (no session in the page)');
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(String(profile));
  } catch {
    // Checked below.
  }
  const checked = ProfileSchema.safeParse(parsed);
  if (!checked.success) throw new SiteReadError('no profile chosen in the ADN app on this tab');
  return { token: bearer, profile: checked.data };
}

function viewingOf(entry: Entry, profile: string): Viewing | null {
  const verdict = verdictOf(entry as AdnVideo);
  if (verdict?.kind !== 'guess') return null;
  const guess = { site: 'adn', ...verdict.guess };
  const progress = entry.user.isFullyWatched
    ? 100
    : entry.duration && entry.user.stoptime !== undefined
      ? percentOf(entry.user.stoptime, entry.duration)
      : undefined;
  const base = { watchedAt: toSecond(Date.parse(entry.user.watchDate)), exactTime: true, profile, guess, ...(progress !== undefined ? { progress } : {}) };
  return viewingOfGuess(base, guess, guess.season !== undefined ? `Saison ${guess.season}` : '');
}

/** A refused token is an expired session, which only the app itself renews. */
function expired(error: unknown): never {
  if (error instanceof SiteReadError && error.reason.endsWith(' answered 401'))
    throw new SiteReadError('the ADN session has expired: open ADN once, then read again');
  throw error;
}

export async function readAdnHistory(deps: ReadDeps): Promise<SiteReading> {
  const session = await readSession(deps);
  const page = new URL(deps.tab.url);
  const headers = {
    authorization: `Bearer ${session.token}`,
    'x-profile-id': session.profile.id,
    'x-source': 'Web',
    'x-target-distribution': page.pathname.startsWith('/de/') ? 'de' : 'fr',
  };
  const api = `https://gw.api.${page.hostname.replace(/^www\./u, '')}/viewing/history`;
  const { entries, failure } = await readPages(deps, 0, async (offset, index) => {
    const request = { url: `${api}?limit=${ADN_PAGE_SIZE}&offset=${offset}`, headers, credentials: 'include' as const };
    const data = await tabJson(deps, request, PageSchema, `history page ${index + 1}`).catch(expired);
    // A short page is the last one (UTS).
    return { entries: data.videos, next: data.videos.length < ADN_PAGE_SIZE ? null : offset + ADN_PAGE_SIZE };
  });
  const viewings: Viewing[] = [];
  let skipped = 0;
  for (const entry of entries) {
    const viewing = viewingOf(entry, session.profile.name);
    if (viewing) viewings.push(viewing);
    else skipped += 1;
  }
  const source = importSourceKey(ADN_SOURCE, session.profile.id);
  return finish({ source, profile: session.profile.name, viewings, skipped }, failure);
}

/** The library's import reads with this (meta.ts names the history page). */
export default readAdnHistory;
