import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { describe, expect, it } from 'vitest';
import { newEntry } from '../outbox/entry';
import { command } from '../outbox/executor.fixtures';
import { DB_NAME, openDatabase } from './database';

// A database of the version before the sign-in generation: what it holds belongs to the sign-in
// that is current when the extension updates, and the outbox sends it under that sign-in.

async function seedVersion6(): Promise<void> {
  const old = await openDB(DB_NAME, 6, {
    upgrade(db) {
      db.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true }).createIndex('byStatus', 'status');
      db.createObjectStore('sessions', { keyPath: 'tabId' });
      db.createObjectStore('state');
    },
  });
  await old.add('outbox', newEntry(command(1), 0));
  await old.put('sessions', { tabId: 7, sent: 'watching' });
  await old.put('state', { source: 'netflix', queued: [] }, 'importJob');
  old.close();
}

describe('the upgrade to the sign-in generation', () => {
  it('stamps queued writes, tab sessions and the import job of the earlier version as the current sign-in', async () => {
    await seedVersion6();
    const db = await openDatabase();
    const [entry] = await db.getAll('outbox');
    expect(entry?.signIn).toBe(0);
    expect((await db.get('sessions', 7))?.signIn).toBe(0);
    expect(await db.get('state', 'importJob')).toEqual({ source: 'netflix', queued: [], signIn: 0 });
  });
});
