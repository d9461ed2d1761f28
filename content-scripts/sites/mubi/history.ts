// MUBI's view logs of the signed-in user (HISTORY.md §6): the session (the API's Bearer token and
// the country) is scraped from the page's own `__NEXT_DATA__`, as UTS does, then GET
// https://api.mubi.com/v3/view_logs?page=n until `meta.next_page` is null. Films only. MUBI has
// no profiles: the account's user is what the preview names.
import { z } from 'zod';
import type { MediaGuess } from '../../../lib/messages/media';
import { importSourceKey } from '../../../lib/import/dedupe';
import type { Viewing } from '../../../lib/import/viewing';
import { askTab, finish, readPages, SiteReadError, tabJson, toSecond, viewingOfGuess, type ReadDeps, type SiteReading } from '../../../lib/import/sites/read';
import { apiHeaders, sessionOf, type MubiSession } from './session';

export const MUBI_SOURCE = 'mubi-history';
const VIEW_LOGS = 'https://api.mubi.com/v3/view_logs';

const FilmSchema = z.object({
  id: z.number().int().nonnegative(),
  title: z.string().trim().min(1).max(300),
  year: z.number().int().min(1870).max(2100).nullable().optional(),
});
const ViewLogSchema = z.object({ watched_at: z.iso.datetime({ offset: true }), film: FilmSchema });
type ViewLog = z.infer<typeof ViewLogSchema>;
const PageSchema = z.object({
  view_logs: z.array(ViewLogSchema),
  meta: z.object({ next_page: z.number().int().positive().nullable().optional() }),
});

const NEXT_DATA = /<script[^>]*\bid="__NEXT_DATA__"[^>]*>([\s\S]*?)<\/script>/u;
const USER = /"user":\s*\{\s*"id":\s*(\d{1,20})\s*,[^{}]*?"name":\s*"([^"\\]{0,200})"/u;

interface Account {
  session: MubiSession;
  userId: string;
  name: string;
}

/** The session and the user as the tab's own page states them (its HTML, asked again: fresh). */
async function readAccount(deps: ReadDeps): Promise<Account> {
  const page = await askTab(deps, { url: deps.tab.url }, 'the page');
  if (page.status < 200 || page.status > 299) throw new SiteReadError(`the page: the site answered ${page.status}`);
  const nextData = NEXT_DATA.exec(page.body)?.[1];
  if (!nextData) throw new SiteReadError('the page carries no __NEXT_DATA__ (MUBI changed its pages)');
  const session = sessionOf(nextData);
  const user = USER.exec(nextData);
  if (!session || !user) throw new SiteReadError('not signed in to MUBI on this tab (no session in __NEXT_DATA__)');
  return { session, userId: user[1]!, name: user[2]!.trim() || user[1]! };
}

function viewingOf(log: ViewLog, profile: string): Viewing {
  const { film } = log;
  const guess: MediaGuess = { site: 'mubi', siteItemId: String(film.id), kind: 'movie', title: film.title, ...(film.year ? { year: film.year } : {}) };
  return viewingOfGuess({ watchedAt: toSecond(Date.parse(log.watched_at)), exactTime: true, profile, guess }, guess, '');
}

export async function readMubiHistory(deps: ReadDeps): Promise<SiteReading> {
  const account = await readAccount(deps);
  const headers = apiHeaders(account.session);
  const { entries, failure } = await readPages(deps, 1, async (page, index) => {
    // With credentials, as the app asks: the API is another host of the same site.
    const request = { url: `${VIEW_LOGS}?page=${page}`, headers, credentials: 'include' as const };
    const answer = await tabJson(deps, request, PageSchema, `history page ${index + 1}`);
    const next = answer.meta.next_page ?? null;
    if (next !== null && next !== page + 1) throw new SiteReadError(`history page ${index + 1} names page ${next} as the next one`);
    return { entries: answer.view_logs, next };
  });
  const viewings = entries.map((log) => viewingOf(log, account.name));
  return finish({ source: importSourceKey(MUBI_SOURCE, account.userId), profile: account.name, viewings, skipped: 0 }, failure);
}

/** The library's import reads with this (meta.ts names the history page). */
export default readMubiHistory;
