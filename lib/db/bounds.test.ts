import { describe, expect, it } from 'vitest';
import { newEntry, newLibraryEntry, type OutboxEntry } from '../outbox/entry';
import type { ScrobbleCommand } from '../scrobble/session';
import { outboxVictims, queueNotice, resolveCacheVictims, viewingsVictims, watchedVictims } from './bounds';

const NOW = Date.parse('2026-06-10T12:00:00Z');
const command = (action: ScrobbleCommand['action'], n: number, counts = false): ScrobbleCommand => ({
  action,
  ...(counts ? { counts: true } : {}),
  progress: 50,
  at: NOW,
  tabId: 1,
  guess: { site: 'netflix', siteItemId: String(n), kind: 'movie', title: `Film ${n}` },
});
const entry = (seq: number, createdAt: number, scrobble: ScrobbleCommand): OutboxEntry => ({ ...newEntry(scrobble, createdAt), seq });

describe('every store has a bound and a pruning rule', () => {
  it('expired resolve-cache rows are deleted, then the soonest to expire beyond the limit', () => {
    const rows = [
      { key: 'a', value: { expiresAt: NOW - 1 } },
      { key: 'b', value: { expiresAt: NOW } },
      { key: 'c', value: { expiresAt: NOW + 30 } },
      { key: 'd', value: { expiresAt: NOW + 10 } },
      { key: 'e', value: { expiresAt: NOW + 20 } },
      { key: 'broken', value: { expiresAt: Number.NaN } },
    ];
    expect(resolveCacheVictims(rows, NOW, 10).sort()).toEqual(['a', 'b', 'broken']);
    expect(resolveCacheVictims(rows, NOW, 2).sort()).toEqual(['a', 'b', 'broken', 'd']);
  });

  it('the watched log keeps its newest rows', () => {
    const rows = [
      { key: 'old', value: 1 },
      { key: 'new', value: 3 },
      { key: 'mid', value: 2 },
      { key: 'junk', value: 'x' },
    ];
    expect(watchedVictims(rows, 2)).toEqual(['junk', 'old']);
    expect(watchedVictims(rows, 10)).toEqual(['junk']);
  });

  it('the held viewings keep the items watched most recently', () => {
    const rows = [
      { key: 'old', value: [{ at: 1 }, { at: 2 }] },
      { key: 'new', value: [{ at: 1 }, { at: 9 }] },
      { key: 'mid', value: [{ at: 5 }] },
      { key: 'junk', value: { at: 3 } },
    ];
    expect(viewingsVictims(rows, 2)).toEqual(['junk', 'old']);
    expect(viewingsVictims(rows, 10)).toEqual(['junk']);
  });

  it('a full outbox drops the least valuable oldest entries, never a finished watch while others remain', () => {
    const entries = [
      entry(1, NOW - 5000, command('stop', 1, true)),
      entry(2, NOW - 4000, command('start', 2)),
      entry(3, NOW - 3000, command('pause', 2)),
      { ...newLibraryEntry({ kind: 'rate', item: { kind: 'movie', svcId: 9, title: 'X' }, rating: 8 } as never, NOW - 6000), seq: 4 },
      entry(5, NOW - 1000, command('start', 5)),
    ];
    expect(outboxVictims(entries, 5)).toEqual([]);
    expect(outboxVictims(entries, 3).map((e) => e.seq)).toEqual([2, 3]);
    expect(outboxVictims(entries, 1).map((e) => e.seq)).toEqual([2, 3, 5, 4]);
  });

  it('a long queue is surfaced, with its oldest entry, before anything is dropped', () => {
    const entries = Array.from({ length: 8 }, (_, index) => entry(index + 1, NOW - index * 1000, command('stop', index, true)));
    expect(queueNotice(entries.slice(0, 7), 8, 10)).toBeNull();
    const notice = queueNotice(entries, 8, 10);
    expect(notice).toMatchObject({ waiting: 8, limit: 10, oldest: { at: NOW - 7000 } });
    expect(notice?.oldest.what).toContain('Film 7');
    expect(outboxVictims(entries, 10)).toEqual([]);
  });
});
