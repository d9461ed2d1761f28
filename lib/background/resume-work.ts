import { pruneStores } from '../db/prune';
import type { Services } from './composition-root';
import { settleAllSessions } from './playback/playback';

/** Expired matches and the oldest "watched at" rows beyond their bound go (daily, and at every start). */
export async function pruneNow(services: Pick<Services, 'db'>): Promise<void> {
  await pruneStores(await services.db(), Date.now());
}

/**
 * What a worker start picks up where the previous worker left it, once the User-Agent rule is in
 * place: a device sign-in's polling, revokes, settling pauses, an import, an undo, the queue.
 */
export async function resumeWork(services: Services): Promise<void> {
  await services.device.resume();
  // A sign-out whose revoke had not reached the service when the worker stopped: revoke now.
  void services.revokes.tryDue().catch((error: unknown) => console.error('revoke resume failed', error));
  await settleAllSessions(services);
  await pruneNow(services).catch((error: unknown) => console.error('pruning failed', error));
  // An import the worker was feeding when it stopped goes on where it was.
  await services.imports.settle().catch((error: unknown) => console.error('import resume failed', error));
  // An undo the worker was slicing into the queue goes on where it was.
  await services.continueUndos().catch((error: unknown) => console.error('undo resume failed', error));
  await services.outbox.drain();
}
