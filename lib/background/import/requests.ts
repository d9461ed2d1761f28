// The background side of "Import history": the page parses the file; titles are resolved here
// (where the token and the resolver's stores live) and the chosen writes are queued here.
import type { ImportRequest, ImportResolveAnswer, ImportSubject } from '../../messages/import';
import type { HandlersFor } from '../../messages/protocol';
import type { MediaGuess } from '../../messages/media';
import { resolveGuess, UnresolvedError } from '../../resolve/resolver';
import { readEpisodeList } from '../../service/episode-list';
import type { Services } from '../composition-root';
import type { ImportJobs } from './job';
import { t } from '../../i18n/t';
import { siteName } from '../../messages/site-names';

/** A file title as a site guess: no site ids, so the resolver goes by title (redirect helper, search). */
function guessOf(subject: ImportSubject): MediaGuess {
  const siteItemId = `file:${subject.title}`.slice(0, 128);
  if (subject.kind === 'movie') return { site: 'netflix', siteItemId, kind: 'movie', title: subject.title };
  // The resolver answers for the show; the episode is matched in the page from the episode list.
  return { site: 'netflix', siteItemId, kind: 'episode', title: subject.title, season: subject.season ?? 1, episode: 1 };
}

async function resolveSubject(services: Pick<Services, 'http' | 'resolver'>, subject: ImportSubject): Promise<ImportResolveAnswer['results'][number]> {
  try {
    if (subject.guess && !subject.picked) {
      const target = await resolveGuess(services.resolver, subject.guess);
      const episode = target.episode
        ? { ...(target.episode.season !== undefined ? { season: target.episode.season } : {}), number: target.episode.number }
        : undefined;
      return { key: subject.key, item: target.item, ...(episode ? { episode } : {}) };
    }
    const item = subject.picked ?? (await resolveGuess(services.resolver, guessOf(subject))).item;
    if (item.kind === 'movie') return { key: subject.key, item };
    const episodes = await readEpisodeList(services.http, item.kind, item.svcId);
    return { key: subject.key, item, episodes };
  } catch (error) {
    if (error instanceof UnresolvedError) return { key: subject.key };
    throw error;
  }
}

async function signedIn(services: Pick<Services, 'tokenStore'>): Promise<boolean> {
  return (await services.tokenStore.load()) !== null;
}

/** The library page's import: it reads the file, the background resolves, remembers and writes. */
export function importHandlers(
  services: Pick<Services, 'activity' | 'db' | 'epoch' | 'http' | 'resolver' | 'tokenStore'>,
  jobs: ImportJobs,
): HandlersFor<ImportRequest['type']> {
  return {
    'import-resolve': async ({ subjects }) => {
      // Signed out: no lookup is made for, and nothing cached from, a page of an account that left.
      if (!(await signedIn(services))) return { ok: false, error: t('reason_signIn'), results: [] };
      const results: ImportResolveAnswer['results'] = [];
      for (const subject of subjects) results.push(await resolveSubject(services, subject));
      return { ok: true, results };
    },
    'import-known': async ({ source }) => {
      const db = await services.db();
      const [keys, times] = await Promise.all([db.getAllKeys('watched'), db.getAll('watched')]);
      const watches = keys.map((key, i) => ({ key: String(key), watchedAt: times[i] ?? 0 }));
      return { ok: true, watches, imported: await jobs.memory(source) };
    },
    'import-write': async ({ source, writes, first, last }) => {
      // The sign-in the slice is for: one that ends while the job is stored voids it (job.ts#add).
      const guard = services.epoch.bind();
      if (!(await signedIn(services))) return { ok: false, error: t('reason_signIn') };
      if (!(await jobs.add(source, writes, first, last, guard))) return { ok: false, error: t('import_cancelled') };
      if (last) await services.activity.add('queued', t('log_importQueued', source, (await jobs.read())?.total ?? 0));
      return { ok: true };
    },
    'import-status': () => jobs.status(),
    'import-site-failed': async ({ site, reason }) => {
      await services.activity.add('failed', t('import_site_failed', siteName(site), reason));
      return { ok: true };
    },
    'import-cancel': async () => {
      await jobs.cancel();
      return jobs.status();
    },
  };
}
