// The background side of "Import history": the page parses the file; titles are resolved here
// (where the token and the resolver's stores live) and the chosen writes are queued here.
import type { ImportKnownAnswer, ImportRequest, ImportResolveAnswer, ImportSubject } from '../../messages/import';
import type { MediaGuess } from '../../messages/media';
import { resolveGuess, UnresolvedError } from '../../resolve/resolver';
import { readEpisodeList } from '../../service/episode-list';
import type { Services } from '../services';
import type { ImportJobs } from './job';
import { t } from '../../i18n/t';

/** A file title as a site guess: no site ids, so the resolver goes by title (redirect helper, search). */
function guessOf(subject: ImportSubject): MediaGuess {
  const siteItemId = `file:${subject.title}`.slice(0, 128);
  if (subject.kind === 'movie') return { site: 'netflix', siteItemId, kind: 'movie', title: subject.title };
  // The resolver answers for the show; the episode is matched in the page from the episode list.
  return { site: 'netflix', siteItemId, kind: 'episode', title: subject.title, season: subject.season ?? 1, episode: 1 };
}

async function resolveSubject(services: Services, subject: ImportSubject): Promise<ImportResolveAnswer['results'][number]> {
  try {
    const item = subject.picked ?? (await resolveGuess(services.resolver, guessOf(subject))).item;
    if (item.kind === 'movie') return { key: subject.key, item };
    const episodes = await readEpisodeList(services.http, item.kind, item.svcId);
    return { key: subject.key, item, episodes };
  } catch (error) {
    if (error instanceof UnresolvedError) return { key: subject.key };
    throw error;
  }
}

export async function handleImportRequest(services: Services, jobs: ImportJobs, request: ImportRequest): Promise<unknown> {
  switch (request.type) {
    case 'import-resolve': {
      const results: ImportResolveAnswer['results'] = [];
      for (const subject of request.subjects) results.push(await resolveSubject(services, subject));
      return { ok: true, results } satisfies ImportResolveAnswer;
    }
    case 'import-known': {
      const db = await services.db();
      const [keys, times] = await Promise.all([db.getAllKeys('watched'), db.getAll('watched')]);
      const watches = keys.map((key, i) => ({ key: String(key), watchedAt: times[i] ?? 0 }));
      return { ok: true, watches, imported: await jobs.memory(request.source) } satisfies ImportKnownAnswer;
    }
    case 'import-write':
      await jobs.add(request.source, request.writes, request.first, request.last);
      if (request.last) await services.activity.add('queued', t('log_importQueued', request.source, (await jobs.read())?.total ?? 0));
      return { ok: true };
    case 'import-status':
      return jobs.status();
    case 'import-cancel':
      await jobs.cancel();
      return jobs.status();
  }
}
