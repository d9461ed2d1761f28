import type { Db } from './database';
import { OUTBOX_LIMIT, outboxVictims, resolveCacheVictims, viewingsVictims, watchedVictims } from './bounds';
import type { OutboxEntry } from '../outbox/entry';
import { writtenVictims, type WrittenWrite } from '../undo/written';

/** Applies the pruning rules of bounds.ts to the resolve cache, the watched log, the held viewings and the written record; returns how many went. */
export async function pruneStores(db: Db, now: number): Promise<{ resolveCache: number; watched: number; viewings: number; written: number }> {
  const pruned = { resolveCache: 0, watched: 0, viewings: 0, written: 0 };
  const victimsOf = {
    resolveCache: (rows: never) => resolveCacheVictims(rows, now),
    watched: watchedVictims,
    viewings: viewingsVictims,
    // Undo lasts as long as the service keeps a write's effect; then its record goes.
    written: (rows: Array<{ value: WrittenWrite }>) =>
      writtenVictims(
        rows.map((row) => row.value),
        now,
      ),
  };
  for (const name of ['resolveCache', 'watched', 'viewings', 'written'] as const) {
    const tx = db.transaction(name, 'readwrite');
    const [keys, values] = await Promise.all([tx.store.getAllKeys(), tx.store.getAll()]);
    const rows = keys.map((key, index) => ({ key, value: values[index] }));
    const victims = victimsOf[name](rows as never);
    await Promise.all([...victims.map((key) => tx.store.delete(key)), tx.done]);
    pruned[name] = victims.length;
  }
  return pruned;
}

/** Keeps the outbox within its limit; returns what was dropped (the caller tells the user each one). */
export async function enforceOutboxLimit(db: Db, limit = OUTBOX_LIMIT): Promise<OutboxEntry[]> {
  if ((await db.count('outbox')) <= limit) return [];
  const tx = db.transaction('outbox', 'readwrite');
  const victims = outboxVictims(await tx.store.getAll(), limit);
  await Promise.all([...victims.map((entry) => tx.store.delete(entry.seq!)), tx.done]);
  return victims;
}
