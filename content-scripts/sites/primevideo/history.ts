// Prime Video watch history of the profile the tab is signed in as, on the account's own Amazon
// site (HISTORY.md §3): the home region from the startup config, the history widget page by page
// (`nextToken`), day groups flattened to what was played, and each title's catalog metadata for
// what it is (movie, episode with its numbers, or trailer and bonus content, which are left out).
import { z } from 'zod';
import type { MediaGuess } from '../../../lib/messages/media';
import { importSourceKey } from '../../../lib/import/dedupe';
import type { Viewing } from '../../../lib/import/viewing';
import {
  finish,
  optionalTabJson,
  readPages,
  SiteReadError,
  tabJson,
  toSecond,
  viewingOfGuess,
  type ReadDeps,
  type SiteReading,
} from '../../../lib/import/sites/read';

export const PRIME_SOURCE = 'primevideo-history';
export const ATV_ORIGIN = 'https://atv-ps.primevideo.com';
const DEVICE_TYPE = 'AOAGZA014O5RE';
const XHR = { 'x-requested-with': 'XMLHttpRequest' };

const StartupSchema = z.object({
  customerConfig: z.object({ homeRegion: z.string().regex(/^[A-Za-z]{2,8}$/u) }),
  territoryConfig: z
    .object({ defaultVideoWebsite: z.string().max(200) })
    .partial()
    .optional(),
});
const ProfilesSchema = z.object({
  profiles: z.array(z.object({ id: z.string().min(1).max(200), name: z.string().max(200), isSelected: z.boolean().optional() })),
});

interface TitleNode {
  gti: string;
  time: number;
  children?: TitleNode[] | undefined;
}
const gti = z.string().regex(/^amzn1\.dv\.gti\.[A-Za-z0-9._-]{1,100}$/u);
const NodeSchema: z.ZodType<TitleNode> = z.lazy(() => z.object({ gti, time: z.number().int().positive(), children: z.array(NodeSchema).optional() }));
const HistoryContentSchema = z.union([
  z.object({ nextToken: z.string().max(4000).nullable().optional(), titles: z.array(z.object({ date: z.string().max(100), titles: z.array(NodeSchema) })) }),
  // An empty history: a header and a message instead of titles.
  z.object({ header: z.string().optional(), message: z.string() }),
]);
const WidgetsSchema = z.object({ widgets: z.array(z.object({ widgetType: z.string(), content: z.object({ content: z.unknown().optional() }).optional() })) });

const CatalogSchema = z.object({
  catalogMetadata: z.object({
    catalog: z.object({
      id: z.string().optional(),
      title: z.string().min(1).max(500),
      entityType: z.string(),
      episodeNumber: z.number().int().nonnegative().optional(),
    }),
    family: z
      .object({
        tvAncestors: z
          .array(
            z.object({
              catalog: z.object({ id: z.string().optional(), title: z.string().optional(), seasonNumber: z.number().int().nonnegative().optional() }),
            }),
          )
          .optional(),
      })
      .optional(),
  }),
});
type Catalog = z.infer<typeof CatalogSchema>['catalogMetadata'];

/** `Title [dt./OV]`: the store's version tag is no part of the work's name. */
const stripVersionTag = (title: string) => title.replace(/\s*\[[^\]]{1,20}\]\s*$/u, '').trim() || title.trim();

/** Where this tab's site keeps the API: primevideo.com names the region, an Amazon store does not. */
export function apiBase(tabUrl: string, region: string, accountSite: string | undefined): string {
  const host = new URL(tabUrl).hostname;
  if (host.endsWith('primevideo.com')) return `/region/${region.toLowerCase()}/api`;
  const home = accountSite ? /^(?:https?:\/\/)?(www\.amazon\.[a-z.]+)/u.exec(accountSite)?.[1] : undefined;
  // Another store's history would be another account's region (HISTORY.md: #177/#211).
  if (home && home !== host) throw new SiteReadError(`your Prime Video account is on ${home}: open Prime Video there`);
  return '/gp/video/api';
}

function leavesOf(nodes: readonly TitleNode[]): TitleNode[] {
  return nodes.flatMap((node) => (node.children && node.children.length > 0 ? leavesOf(node.children) : [node]));
}

export function metadataUrl(asin: string, deviceId: string): string {
  const query = new URLSearchParams({
    asin,
    desiredResources: 'CatalogMetadata',
    consumptionType: 'Streaming',
    deviceID: deviceId,
    deviceTypeID: DEVICE_TYPE,
    firmware: '1',
    gascEnabled: 'true',
    resourceUsage: 'CacheResources',
    videoMaterialType: 'Feature',
    titleDecorationScheme: 'primary-content',
    uxLocale: 'en_US',
  });
  return `${ATV_ORIGIN}/cdp/catalog/GetPlaybackResources?${query}`;
}

function guessOf(leaf: TitleNode, catalog: Catalog): MediaGuess | null {
  const { entityType, title, episodeNumber } = catalog.catalog;
  if (entityType === 'Movie') return { site: 'primevideo', siteItemId: leaf.gti, kind: 'movie', title: stripVersionTag(title) };
  if (entityType !== 'TV Show' || episodeNumber === undefined) return null; // trailers, bonus content
  const [season, show] = catalog.family?.tvAncestors ?? [];
  const showTitle = show?.catalog.title;
  if (!showTitle) return null;
  return {
    site: 'primevideo',
    siteItemId: leaf.gti,
    ...(show.catalog.id ? { siteShowId: show.catalog.id.slice(0, 128) } : {}),
    kind: 'episode',
    title: stripVersionTag(showTitle),
    season: season?.catalog.seasonNumber ?? 1,
    episode: episodeNumber,
    episodeTitle: stripVersionTag(title),
  };
}

function viewingOf(leaf: TitleNode, guess: MediaGuess, profile: string): Viewing {
  return viewingOfGuess({ watchedAt: toSecond(leaf.time), exactTime: true, profile, guess }, guess, guess.kind === 'episode' ? `Season ${guess.season}` : '');
}

async function readPage(deps: ReadDeps, base: string, token: string, index: number): Promise<{ entries: TitleNode[]; next: string | null }> {
  const args = encodeURIComponent(JSON.stringify(token ? { nextToken: token } : {}));
  const what = `history page ${index + 1}`;
  const page = await tabJson(deps, { url: `${base}/getWatchHistorySettingsPage?widgetArgs=${args}`, headers: XHR }, WidgetsSchema, what);
  const widget = page.widgets.find((candidate) => candidate.widgetType === 'watch-history');
  if (!widget) throw new SiteReadError(`${what}: the answer has no watch-history widget`);
  const content = HistoryContentSchema.safeParse(widget.content?.content);
  if (!content.success) throw new SiteReadError(`${what}: the watch-history widget changed shape`);
  if (!('titles' in content.data)) return { entries: [], next: null };
  const entries = leavesOf(content.data.titles.flatMap((day) => day.titles));
  const next = content.data.nextToken || null;
  if (entries.length === 0 && next !== null) throw new SiteReadError(`${what} is empty but names a next page`);
  return { entries, next };
}

export async function readPrimeHistory(deps: ReadDeps, deviceId: string = crypto.randomUUID()): Promise<SiteReading> {
  const startup = await tabJson(
    deps,
    { url: `${ATV_ORIGIN}/cdp/usage/GetAppStartupConfig?deviceID=&deviceTypeID=${DEVICE_TYPE}&firmware=1&gascEnabled=false&version=1`, credentials: 'include' },
    StartupSchema,
    'the startup config',
  );
  const base = apiBase(deps.tab.url, startup.customerConfig.homeRegion, startup.territoryConfig?.defaultVideoWebsite);
  const { profiles } = await tabJson(deps, { url: `${base}/getProfiles`, headers: XHR }, ProfilesSchema, 'the profiles');
  const profile = profiles.find((candidate) => candidate.isSelected) ?? profiles[0];
  if (!profile) throw new SiteReadError('no profile is signed in');
  const { entries, failure } = await readPages(deps, '', (token, index) => readPage(deps, base, token, index));
  const catalogs = new Map<string, Promise<z.infer<typeof CatalogSchema> | null>>();
  const viewings: Viewing[] = [];
  let skipped = 0;
  for (const leaf of entries) {
    if (!catalogs.has(leaf.gti))
      catalogs.set(
        leaf.gti,
        optionalTabJson(deps, { url: metadataUrl(leaf.gti, deviceId), credentials: 'include' }, CatalogSchema, `the details of ${leaf.gti}`),
      );
    const answer = await catalogs.get(leaf.gti);
    const guess = answer ? guessOf(leaf, answer.catalogMetadata) : null;
    if (guess) viewings.push(viewingOf(leaf, guess, profile.name));
    else skipped += 1;
  }
  return finish({ source: importSourceKey(PRIME_SOURCE, profile.id), profile: profile.name, viewings, skipped }, failure);
}

/** The library's import reads with this (a fresh device id per read). */
export default (deps: ReadDeps): Promise<SiteReading> => readPrimeHistory(deps);
