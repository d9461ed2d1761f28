import { describeAction, describeCommand } from '../activity/describe';
import { describeWrite } from '../library/describe';
import type { OutboxEntry } from '../outbox/entry';
import type { CachedMatch } from '../resolve/cache';
import { t } from '../i18n/t';

// Every IndexedDB store has a bound and a pruning rule (design principle 10). The rules are pure
// here; lib/db/prune.ts applies them to the stores.

/** Resolve-cache rows kept at most; beyond it the ones that expire soonest go first. */
export const RESOLVE_CACHE_LIMIT = 5_000;
/**
 * "Seen as watched" times kept (the rewatch rule reads them). The newest stay: a title last
 * finished further back than the newest 10,000 is only sent without the rewatch flag.
 */
export const WATCHED_LIMIT = 10_000;
/**
 * Outbox entries kept at most. A working queue holds a handful; only entries that wait (signed
 * out, refused, waiting for a pick) pile up. From OUTBOX_WARN on, the popup says how many wait and
 * which is oldest, before anything is dropped; beyond the limit the least valuable oldest go,
 * each named in the activity log.
 */
export const OUTBOX_LIMIT = 1_000;
export const OUTBOX_WARN = 800;

/** Keys of resolve-cache rows to delete: every expired one, then the soonest to expire beyond the limit. */
export function resolveCacheVictims(
  rows: ReadonlyArray<{ key: string; value: Pick<CachedMatch, 'expiresAt'> }>,
  now: number,
  limit = RESOLVE_CACHE_LIMIT,
): string[] {
  const expired = rows.filter((row) => !(row.value.expiresAt > now));
  const live = rows.filter((row) => row.value.expiresAt > now).sort((a, b) => a.value.expiresAt - b.value.expiresAt);
  return [...expired, ...live.slice(0, Math.max(0, live.length - limit))].map((row) => row.key);
}

/** Keys of "watched at" rows to delete: the oldest beyond the limit (or with no usable time). */
export function watchedVictims(rows: ReadonlyArray<{ key: string; value: unknown }>, limit = WATCHED_LIMIT): string[] {
  const usable = rows.filter((row): row is { key: string; value: number } => typeof row.value === 'number' && Number.isFinite(row.value));
  const broken = rows.filter((row) => !usable.includes(row as { key: string; value: number }));
  const oldestFirst = [...usable].sort((a, b) => a.value - b.value);
  return [...broken, ...oldestFirst.slice(0, Math.max(0, usable.length - limit))].map((row) => row.key);
}

/** Items whose held viewings go (the duplicate rule's history): as the watched log, by their newest viewing. */
export function viewingsVictims(rows: ReadonlyArray<{ key: string; value: unknown }>, limit = WATCHED_LIMIT): string[] {
  const newest = (value: unknown) => (Array.isArray(value) ? Math.max(...value.map((viewing: { at?: unknown }) => Number(viewing?.at))) : NaN);
  return watchedVictims(
    rows.map((row) => ({ key: row.key, value: newest(row.value) })),
    limit,
  );
}

/** A finished watch is what a user would mind losing most; a start or pause of an old session least. */
function worth(entry: OutboxEntry): number {
  if (entry.write) return 1;
  const { command } = entry;
  if (!command) return 0;
  return (command.action === 'stop' && command.counts) || command.action === 'checkin' ? 2 : 0;
}

/** Entries to drop so that `limit` remain: the least valuable first, oldest first among equals. */
export function outboxVictims(entries: readonly OutboxEntry[], limit = OUTBOX_LIMIT): OutboxEntry[] {
  const extra = entries.length - limit;
  if (extra <= 0) return [];
  return [...entries].sort((a, b) => worth(a) - worth(b) || a.createdAt - b.createdAt || (a.seq ?? 0) - (b.seq ?? 0)).slice(0, extra);
}

/** What the user sees while the queue is long: how many wait and the oldest of them. */
export interface QueueNotice {
  waiting: number;
  limit: number;
  oldest: { what: string; at: number };
}

export function describeEntry(entry: OutboxEntry): string {
  if (entry.command) return `${describeAction(entry.command.action)} ${describeCommand(entry.command)}`;
  return entry.write ? describeWrite(entry.write) : t('log_anUpdate');
}

export function queueNotice(entries: readonly OutboxEntry[], warnAt = OUTBOX_WARN, limit = OUTBOX_LIMIT): QueueNotice | null {
  if (entries.length < warnAt) return null;
  const oldest = entries.reduce((a, b) => (b.createdAt < a.createdAt ? b : a));
  return { waiting: entries.length, limit, oldest: { what: describeEntry(oldest), at: oldest.createdAt } };
}
