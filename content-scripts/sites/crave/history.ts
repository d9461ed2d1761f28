// Crave watch history of the profile the tab is signed in as (HISTORY.md §6, UTS CraveApi.ts):
// GraphQL `watchHistoryItemsPage(limit, cursor)` until the cursor runs out, then `contents` for the
// listed ids (at most 30 a call) for type, numbers and the last-played time. The page's own
// `ce_access` token signs every request inside the tab (lib/import/sites/tab.ts); its profile is
// named through the account's profile list. Promos are skipped.
import { z } from 'zod';
import type { MediaGuess } from '../../../lib/messages/media';
import { importSourceKey } from '../../../lib/import/dedupe';
import type { Viewing } from '../../../lib/import/viewing';
import { askTab, finish, readPages, SiteReadError, tabAnswer, tabJson, viewingOfGuess, type ReadDeps, type SiteReading } from '../../../lib/import/sites/read';
import type { TabRequest } from '../../../lib/import/sites/tab';

export const CRAVE_SOURCE = 'crave-history';
export const CRAVE_PAGE_SIZE = 30;
const GRAPHQL = 'https://rte-api.bellmedia.ca/graphql';
const PROFILES = 'https://account.bellmedia.ca/api/profile/v1.1';
const SESSION = { userMaturity: 'ADULT', userLanguage: 'EN' };

const HISTORY_QUERY =
  'query GetWatchHistory($sessionContext: SessionContext!, $limit: Int, $cursor: String) { watchHistoryItemsPage(sessionContext: $sessionContext, limit: $limit, cursor: $cursor) { cursor items { contentId mediaName displayLabel createdDateSecs } } }';
const CONTENTS_QUERY =
  'query GetContents($sessionContext: SessionContext!, $ids: [String!]!) { contents(sessionContext: $sessionContext, ids: $ids) { id title seasonNumber episodeNumber contentType duration { progressPercentage lastModifiedTimestamp } media { mediaId title productionYear } } }';

const text = z.string().max(500);
const numberText = z.union([z.string().regex(/^\d{1,5}$/u), z.number().int().nonnegative()]).transform(Number);
const seconds = z.number().int().positive();
const ItemSchema = z.object({ contentId: text.min(1), mediaName: text, displayLabel: text.nullable().optional(), createdDateSecs: seconds });
type Item = z.infer<typeof ItemSchema>;
const ContentSchema = z.object({
  id: text.min(1),
  title: text.min(1),
  seasonNumber: numberText.nullable().optional(),
  episodeNumber: numberText.nullable().optional(),
  contentType: z.enum(['EPISODE', 'FEATURE', 'PROMO']),
  duration: z
    .object({ progressPercentage: z.number().min(0).max(100).optional(), lastModifiedTimestamp: seconds.optional() })
    .nullable()
    .optional(),
  media: z.object({ mediaId: text.optional(), title: text.min(1), productionYear: numberText.nullable().optional() }),
});
type Content = z.infer<typeof ContentSchema>;
const ErrorsSchema = z.array(z.object({ message: text.optional() })).optional();
const HistorySchema = z.object({
  errors: ErrorsSchema,
  data: z.object({ watchHistoryItemsPage: z.object({ cursor: text.nullable().optional(), items: z.array(ItemSchema) }) }).nullable(),
});
const ContentsSchema = z.object({ errors: ErrorsSchema, data: z.object({ contents: z.array(ContentSchema) }).nullable() });
const ProfilesSchema = z.array(z.object({ id: text.min(1), nickname: text }));

const graphql = (query: string, variables: Record<string, unknown>): TabRequest => ({
  url: GRAPHQL,
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query, variables }),
  auth: 'crave',
});

/** GraphQL answers its errors with 200: an error list ends the read with the site's words. */
function dataOf<T>(answer: { errors?: Array<{ message?: string }> | undefined; data: T | null }, what: string): T {
  if (answer.errors?.length || answer.data === null) throw new SiteReadError(`${what}: ${answer.errors?.[0]?.message ?? 'the site answered no data'}`);
  return answer.data;
}

/** The signed-in profile: its id from the tab's token, its name from the account's list. */
async function readProfile(deps: ReadDeps): Promise<{ id: string; name: string }> {
  const response = await askTab(deps, { url: PROFILES, auth: 'crave' }, 'the profile list');
  if (!response.account) throw new SiteReadError(`not signed in to Crave (${response.error ?? 'the sign-in names no profile'})`);
  const id = response.account;
  // The name is only shown: a list that cannot be read leaves the profile's id.
  let name: string | undefined;
  try {
    const parsed = ProfilesSchema.safeParse(JSON.parse(response.body));
    if (response.status === 200 && parsed.success) name = parsed.data.find((profile) => profile.id === id)?.nickname.trim();
  } catch {
    // Not JSON: no name.
  }
  return { id, name: name || id };
}

function guessOf(content: Content): MediaGuess | null {
  const year = content.media.productionYear ? { year: content.media.productionYear } : {};
  if (content.contentType === 'FEATURE') return { site: 'crave', siteItemId: content.id, kind: 'movie', title: content.title, ...year };
  if (content.contentType !== 'EPISODE' || content.episodeNumber == null) return null;
  return {
    site: 'crave',
    siteItemId: content.id,
    kind: 'episode',
    title: content.media.title,
    ...year,
    ...(content.seasonNumber != null ? { season: content.seasonNumber } : {}),
    episode: content.episodeNumber,
    episodeTitle: content.title,
    ...(content.media.mediaId ? { siteShowId: content.media.mediaId } : {}),
  };
}

function viewingOf(item: Item, content: Content | undefined, profile: string): Viewing | null {
  const guess = content ? guessOf(content) : null;
  if (!content || !guess) return null;
  // The last play is the watch (UTS); the history entry's own time is the first play.
  const watchedAt = (content.duration?.lastModifiedTimestamp ?? item.createdDateSecs) * 1000;
  const progress = content.duration?.progressPercentage;
  const base = { watchedAt, exactTime: true, profile, guess, ...(progress !== undefined ? { progress } : {}) };
  return viewingOfGuess(base, guess, guess.season !== undefined ? `Season ${guess.season}` : '');
}

async function contentsOf(deps: ReadDeps, items: readonly Item[]): Promise<Map<string, Content>> {
  const found = new Map<string, Content>();
  const ids = [...new Set(items.map((item) => item.contentId))];
  for (let at = 0; at < ids.length; at += CRAVE_PAGE_SIZE) {
    const what = `the details of entries ${at + 1}-${Math.min(at + CRAVE_PAGE_SIZE, ids.length)}`;
    const answer = await tabJson(deps, graphql(CONTENTS_QUERY, { sessionContext: SESSION, ids: ids.slice(at, at + CRAVE_PAGE_SIZE) }), ContentsSchema, what);
    for (const content of dataOf(answer, what).contents) found.set(content.id, content);
  }
  return found;
}

export async function readCraveHistory(deps: ReadDeps): Promise<SiteReading> {
  const profile = await readProfile(deps);
  const { entries, failure } = await readPages(deps, { cursor: null as string | null }, async ({ cursor }, index) => {
    const what = `history page ${index + 1}`;
    const { data } = await tabAnswer(deps, graphql(HISTORY_QUERY, { sessionContext: SESSION, limit: CRAVE_PAGE_SIZE, cursor }), HistorySchema, what);
    const page = dataOf(data, what).watchHistoryItemsPage;
    if (page.cursor && page.cursor === cursor) throw new SiteReadError(`${what} names itself as the next page`);
    return { entries: page.items, next: page.cursor ? { cursor: page.cursor } : null };
  });
  // Details of what was read, even when a page failed: the user may import those.
  let contents = new Map<string, Content>();
  let detailsFailure: string | undefined;
  try {
    contents = await contentsOf(deps, entries);
  } catch (error) {
    if (!(error instanceof SiteReadError)) throw error;
    detailsFailure = error.reason;
  }
  const viewings: Viewing[] = [];
  let skipped = 0;
  for (const item of entries) {
    const viewing = viewingOf(item, contents.get(item.contentId), profile.name);
    if (viewing) viewings.push(viewing);
    else skipped += 1;
  }
  return finish({ source: importSourceKey(CRAVE_SOURCE, profile.id), profile: profile.name, viewings, skipped }, failure ?? detailsFailure);
}

/** The library's import reads with this (meta.ts names the history page). */
export default readCraveHistory;
