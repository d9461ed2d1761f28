import type { PlaybackReport } from '../../messages/media';
import { createServices, type Services } from '../composition-root';

// For the playback tests: the real services on an in-memory IndexedDB (fake-indexeddb), emptied.

export const TAB = 12;
export const AT = Date.parse('2026-11-26T20:00:00Z');

/** A report from the Netflix tab `TAB`, about one episode. */
export const report = (state: PlaybackReport['state'], position: number, at = AT): PlaybackReport => ({
  type: 'playback',
  guess: { site: 'netflix', siteItemId: '80077209', kind: 'episode', title: 'Stranger Things', season: 1, episode: 2 },
  state,
  position,
  duration: 3000,
  muted: false,
  source: 'netflix-metadata',
  at,
});

export async function emptyServices(): Promise<Services> {
  const services = createServices();
  const db = await services.db();
  for (const store of ['outbox', 'sessions', 'state', 'activity'] as const) await db.clear(store);
  return services;
}

/** The actions of the commands waiting in the outbox, oldest first. */
export const queuedActions = async (services: Services) => (await (await services.db()).getAll('outbox')).map((entry) => entry.command?.action);
