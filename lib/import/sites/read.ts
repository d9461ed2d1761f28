// What every history reader shares: asking the tab with retries, checking the answer's shape, and
// stopping with a reason the user can read. A reader never guesses around a changed answer: the
// first page that is not as expected ends the read, and what was read so far is kept aside for
// the user to import or drop.
import type { z } from 'zod';
import type { MediaGuess } from '../../messages/media';
import { progressOf } from '../../scrobble/progress';
import type { Viewing } from '../viewing';
import { MAX_ENTRIES_PER_PAGE, MAX_VIEWINGS } from './bounds';
import type { SiteTab, TabRequest, TabResponse } from './tab';
import { sleep } from '../../limits/sleep';

/** Why a read stopped. The text goes into "<Site> history could not be read: <reason>". */
export class SiteReadError extends Error {
  /** `partial`: what was read before it stopped, of `source` (the profile read). */
  constructor(
    readonly reason: string,
    readonly partial: Viewing[] = [],
    readonly source = '',
    readonly profile = '',
  ) {
    super(reason);
  }
}

export class ReadCancelled extends Error {}

export interface ReadProgress {
  pages: number;
  items: number;
}

export interface ReadDeps {
  tab: SiteTab;
  signal: AbortSignal;
  onProgress: (progress: ReadProgress) => void;
  /** Waits between attempts; tests pass one that does not. */
  sleep?: (ms: number) => Promise<void>;
}

/** What a finished read gives the preview. */
export interface SiteReading {
  /** Import memory key (lib/import/dedupe.ts importSourceKey): the site and the profile read. */
  source: string;
  /** The profile read, as the site names it (shown to the user). */
  profile: string;
  viewings: Viewing[];
  /** Entries left out on purpose (trailers, bonus content, entries without their media). */
  skipped: number;
}

/** Netflix's history endpoint fails now and then and answers on the next try (HISTORY.md). */
export const ATTEMPTS = 3;
const RETRY_BASE_MS = 400;
/** No account has watched this many pages; a site that never stops paging is broken. */
export const MAX_PAGES = 2_000;

const retriable = (response: TabResponse) => response.status === 0 || response.status === 429 || response.status >= 500;

function checkCancelled(deps: ReadDeps): void {
  if (deps.signal.aborted) throw new ReadCancelled();
}

/** The tab's answer to `request`, retried when the site or the network failed (not when it refused). */
export async function askTab(deps: ReadDeps, request: TabRequest, what: string): Promise<TabResponse> {
  let response: TabResponse = { status: 0, body: '' };
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    checkCancelled(deps);
    response = await deps.tab.fetch(request);
    checkCancelled(deps);
    if (!retriable(response)) return response;
    if (attempt < ATTEMPTS) await (deps.sleep ?? sleep)(RETRY_BASE_MS * attempt);
  }
  throw new SiteReadError(response.status === 0 ? `${what}: no answer (${response.error ?? 'network'})` : `${what}: the site answered ${response.status}`);
}

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.join('.') || 'the top'} (${issue.message})` : 'the top';
}

/** The answer's JSON checked against `schema`; any other status, or another shape, ends the read. */
function parseAnswer<T>(response: TabResponse, schema: z.ZodType<T>, what: string): T {
  if (response.status < 200 || response.status > 299) throw new SiteReadError(`${what}: the site answered ${response.status}`);
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    throw new SiteReadError(`${what}: the answer is not JSON`);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new SiteReadError(`${what}: the answer changed shape at ${firstIssue(parsed.error)}`);
  return parsed.data;
}

export async function tabAnswer<T>(deps: ReadDeps, request: TabRequest, schema: z.ZodType<T>, what: string): Promise<{ data: T; response: TabResponse }> {
  const response = await askTab(deps, request, what);
  return { data: parseAnswer(response, schema, what), response };
}

export async function tabJson<T>(deps: ReadDeps, request: TabRequest, schema: z.ZodType<T>, what: string): Promise<T> {
  return parseAnswer(await askTab(deps, request, what), schema, what);
}

/** Like tabJson, but a refusal (4xx) is an answer too: null (e.g. a title that left the catalogue). */
export async function optionalTabJson<T>(deps: ReadDeps, request: TabRequest, schema: z.ZodType<T>, what: string): Promise<T | null> {
  const response = await askTab(deps, request, what);
  if (response.status >= 400 && response.status <= 499) return null;
  return parseAnswer(response, schema, what);
}

/**
 * Reads pages until `read` says there are no more. A page that cannot be read ends it: the entries
 * of the pages before come back with the reason, for the user to import or drop.
 */
export async function readPages<Page, Entry>(
  deps: ReadDeps,
  first: Page,
  read: (page: Page, index: number) => Promise<{ entries: Entry[]; next: Page | null }>,
): Promise<{ entries: Entry[]; failure?: string }> {
  const entries: Entry[] = [];
  let page: Page | null = first;
  for (let index = 0; page !== null; index += 1) {
    if (index >= MAX_PAGES) return { entries, failure: `more than ${MAX_PAGES} pages` };
    checkCancelled(deps);
    try {
      const result = await read(page, index);
      // The page's world answered: no more than a site sends, no more than an account holds.
      if (result.entries.length > MAX_ENTRIES_PER_PAGE)
        return { entries, failure: `page ${index + 1} holds ${result.entries.length} entries, more than any history page` };
      entries.push(...result.entries.slice(0, MAX_VIEWINGS - entries.length));
      if (entries.length >= MAX_VIEWINGS && result.next !== null) return { entries, failure: `more than ${MAX_VIEWINGS} viewings` };
      page = result.next;
    } catch (error) {
      if (error instanceof SiteReadError) return { entries, failure: error.reason };
      throw error;
    }
    deps.onProgress({ pages: index + 1, items: entries.length });
  }
  return { entries };
}

/** The viewings of a read, or the reason it stopped with them kept aside. */
export function finish(reading: SiteReading, failure: string | undefined): SiteReading {
  if (failure !== undefined) throw new SiteReadError(failure, reading.viewings, reading.source, reading.profile);
  return reading;
}

/** Epoch ms to whole seconds: the service keeps watched_at to the second. */
export const toSecond = (ms: number) => Math.floor(ms / 1000) * 1000;

/** Percent watched, when both numbers make sense: by playback's rule, so 79.6 % is not watched. */
export function percentOf(position: number, length: number): number | undefined {
  if (!(length > 0) || !(position >= 0)) return undefined;
  return progressOf(position, length);
}

/**
 * A site's guess as a viewing, titled as the import reads titles; `seasonLabel` is the season as the
 * site writes it ('' where it writes none).
 */
export function viewingOfGuess(base: Omit<Viewing, 'title' | 'rawTitle'>, guess: MediaGuess, seasonLabel: string): Viewing {
  if (guess.kind === 'movie') return { ...base, title: { kind: 'movie', title: guess.title }, rawTitle: guess.title };
  const episodeTitle = guess.episodeTitle ?? `Episode ${guess.episode}`;
  const episode = guess.episode !== undefined ? { episode: guess.episode } : {};
  return {
    ...base,
    title: { kind: 'episode', show: guess.title, season: guess.season, seasonLabel, episodeTitle, ...episode },
    rawTitle: `${guess.title}: ${seasonLabel ? `${seasonLabel}: ` : ''}${episodeTitle}`,
  };
}
