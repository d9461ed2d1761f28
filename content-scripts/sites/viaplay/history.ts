// Viaplay's watched list of the profile the tab's site has active (HISTORY.md §5): the profile from
// the site's /profiles page ("activeProfile", "profilesList"; without its id the owner's list
// answers), then https://content.{host}/pcdash-{region}/watched?profileId=…, following
// `_links.next.href` (which drops the profile id: it is added back) until there is none. Products
// are read as the player's are (metadata.ts): sport and other non-programmes are left out.
import { z } from 'zod';
import { ShapeError } from '../../json-shape';
import { contentBase, productVerdict } from './metadata';
import type { MediaGuess } from '../../../lib/messages/media';
import { importSourceKey } from '../../../lib/import/dedupe';
import type { Viewing } from '../../../lib/import/viewing';
import { askTab, finish, readPages, SiteReadError, tabJson, toSecond, viewingOfGuess, type ReadDeps, type SiteReading } from '../../../lib/import/sites/read';

export const VIAPLAY_SOURCE = 'viaplay-history';

const ProductSchema = z.looseObject({
  type: z.string().max(100),
  system: z.looseObject({ guid: z.string().min(1).max(128) }),
  content: z.looseObject({}),
  user: z
    .looseObject({
      progress: z
        .looseObject({ elapsedPercent: z.number().min(0).max(100).optional(), watched: z.boolean().optional(), updated: z.number().positive().optional() })
        .optional(),
    })
    .optional(),
});
type Product = z.infer<typeof ProductSchema>;
const BlockSchema = z.looseObject({
  _embedded: z.looseObject({ 'viaplay:products': z.array(ProductSchema) }),
  _links: z.looseObject({ next: z.looseObject({ href: z.string().max(2000) }).optional() }).optional(),
});
type Block = z.infer<typeof BlockSchema>;
const FirstPageSchema = z.looseObject({ _embedded: z.looseObject({ 'viaplay:blocks': z.tuple([BlockSchema], z.unknown()) }) });
const ProfilesSchema = z.array(z.looseObject({ id: z.string().min(1).max(100), name: z.string().max(100).nullable().optional() }));

/** The profile the site has active, from its /profiles page's state (as UTS scrapes it). */
async function readProfile(deps: ReadDeps): Promise<{ id: string; name: string }> {
  const response = await askTab(deps, { url: '/profiles' }, 'the profiles page');
  if (response.status < 200 || response.status > 299) throw new SiteReadError(`the profiles page: the site answered ${response.status}`);
  const id = /"activeProfile":"([\w-]{1,100})"/u.exec(response.body)?.[1];
  if (!id) throw new SiteReadError('no active profile on the profiles page (activeProfile)');
  let name: string | undefined;
  try {
    const listed = ProfilesSchema.safeParse(JSON.parse(/"profilesList":(\[.*?\])/su.exec(response.body)?.[1] ?? '[]'));
    name = listed.success ? listed.data.find((profile) => profile.id === id)?.name?.trim() : undefined;
  } catch {
    // Unnamed: the id is what the preview shows.
  }
  return { id, name: name || id };
}

/** The next page, on the same content API, with the profile id added back; null at the end. */
function nextPage(href: string | undefined, base: string, profileId: string): string | null {
  if (!href) return null;
  if (!href.startsWith(base)) throw new SiteReadError(`the next page is not on the watched list (${href.slice(0, 80)})`);
  const next = new URL(href);
  if (!next.searchParams.has('profileId')) next.searchParams.set('profileId', profileId);
  return next.href;
}

/** `updated` is an epoch number (HISTORY.md): taken as ms, or as seconds where it is too small to be ms (inference). */
const epochMs = (updated: number) => (updated < 1e11 ? updated * 1000 : updated);

function viewingOf(product: Product, at: string, profile: string, what: string): Viewing | null {
  const progress = product.user?.progress;
  // An entry with no date is no viewing the service can place.
  if (!progress?.updated) return null;
  let verdict: ReturnType<typeof productVerdict>;
  try {
    verdict = productVerdict(product, at, product.system.guid);
  } catch (error) {
    if (error instanceof ShapeError) throw new SiteReadError(`${what}: the answer changed shape at ${error.path}`);
    throw error;
  }
  if (verdict.kind === 'refused') return null;
  const guess: MediaGuess = { site: 'viaplay', ...verdict.guess };
  const percent = progress.watched ? 100 : progress.elapsedPercent;
  const base = { watchedAt: toSecond(epochMs(progress.updated)), exactTime: true, profile, guess, ...(percent !== undefined ? { progress: percent } : {}) };
  return viewingOfGuess(base, guess, '');
}

const pageOf = async (deps: ReadDeps, url: string, index: number, what: string): Promise<Block> =>
  index === 0
    ? (await tabJson(deps, { url, credentials: 'include' }, FirstPageSchema, what))._embedded['viaplay:blocks'][0]
    : tabJson(deps, { url, credentials: 'include' }, BlockSchema, what);

export async function readViaplayHistory(deps: ReadDeps): Promise<SiteReading> {
  const base = contentBase(new URL(deps.tab.url));
  if (!base) throw new SiteReadError("the tab's address names no Viaplay region");
  const profile = await readProfile(deps);
  const first = `${base}watched?profileId=${encodeURIComponent(profile.id)}`;
  // A page counts whole or not at all: its viewings (null: left out) once every product was read.
  const { entries, failure } = await readPages(deps, first, async (url, index) => {
    const what = `watched list page ${index + 1}`;
    const block = await pageOf(deps, url, index, what);
    const products = block._embedded['viaplay:products'];
    const read = products.map((product, at) => viewingOf(product, `_embedded.viaplay:products.${at}`, profile.name, what));
    return { entries: read, next: nextPage(block._links?.next?.href, base, profile.id) };
  });
  const viewings = entries.filter((entry): entry is Viewing => entry !== null);
  return finish({ source: importSourceKey(VIAPLAY_SOURCE, profile.id), profile: profile.name, viewings, skipped: entries.length - viewings.length }, failure);
}

/** The library's import reads with this (meta.ts names the history page). */
export default readViaplayHistory;
