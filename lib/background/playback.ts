import type { Db } from '../db/database';
import type { PlaybackReport } from '../messages/media';
import { newEntry } from '../outbox/entry';
import { step, tabGone, type StepResult } from '../scrobble/machine';
import type { TabSession } from '../scrobble/session';
import type { Services } from './services';
import { notifyStatusChanged } from './status';

/** Reports of one tab are handled one after another: each reads the session the previous wrote. */
let queue: Promise<unknown> = Promise.resolve();
function serialised<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

async function commit(db: Db, tabId: number, result: StepResult, services: Services): Promise<void> {
  const tx = db.transaction(['sessions', 'outbox'], 'readwrite');
  const now = Date.now();
  // Session and commands land in one transaction: a worker killed mid-way leaves neither or both.
  const writes: Promise<unknown>[] = result.commands.map((command) =>
    tx.objectStore('outbox').add(newEntry(command, now)),
  );
  writes.push(result.session ? tx.objectStore('sessions').put(result.session) : tx.objectStore('sessions').delete(tabId));
  await Promise.all([...writes, tx.done]);
  if (result.commands.length > 0) void services.outbox.drain();
}

async function showNowPlaying(services: Services, session: TabSession, state: TabSession['player']): Promise<void> {
  const { guess } = session;
  await services.state.set('nowPlaying', {
    title: guess.title,
    kind: guess.kind,
    ...(guess.year ? { year: guess.year } : {}),
    ...(guess.season !== undefined ? { season: guess.season } : {}),
    ...(guess.episode !== undefined ? { episode: guess.episode } : {}),
    ...(guess.episodeTitle ? { episodeTitle: guess.episodeTitle } : {}),
    site: guess.site,
    state,
    progress: session.progress,
    updatedAt: session.updatedAt,
  });
  await notifyStatusChanged();
}

export function handlePlaybackReport(services: Services, db: () => Promise<Db>, tabId: number, report: PlaybackReport) {
  return serialised(async () => {
    const database = await db();
    const previous = (await database.get('sessions', tabId)) ?? null;
    const result = step(previous, report, tabId);
    await commit(database, tabId, result, services);
    const shown = result.session ?? previous;
    if (shown) await showNowPlaying(services, { ...shown, progress: result.session?.progress ?? shown.progress }, report.state);
  });
}

export function handleTabGone(services: Services, db: () => Promise<Db>, tabId: number) {
  return serialised(async () => {
    const database = await db();
    const previous = await database.get('sessions', tabId);
    if (!previous) return;
    await commit(database, tabId, tabGone(previous, Date.now()), services);
    await showNowPlaying(services, previous, 'gone');
  });
}
