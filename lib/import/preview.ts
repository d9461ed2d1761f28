// The preview: every viewing with what it resolved to and whether "Import" would write it,
// grouped by show. Nothing here writes; the user's ticks decide what goes to the outbox.
import { reachesThreshold } from '../scrobble/progress';
import { titleKey, watchKey } from '../media/keys';
import type { ScrobbleTarget } from '../service/items';
import { alreadyInHistory, importMemoryKey } from './dedupe';
import type { Viewing } from './viewing';

export type Resolution = { status: 'resolved'; target: ScrobbleTarget; confidence: 'sure' | 'unsure' } | { status: 'unresolved' };

/**
 * new: will be written if ticked. already-there: the history has it at that time. imported-before:
 * an earlier import of this source wrote it. repeated: the file lists it twice (same day, same
 * title). unresolved: no title found; the user can pick one.
 */
export type RowState = 'new' | 'already-there' | 'imported-before' | 'repeated' | 'unresolved';

export interface PreviewRow {
  index: number;
  viewing: Viewing;
  resolution: Resolution;
  state: RowState;
  /** Ticked rows are written. Only sure, new, whole views start ticked. */
  ticked: boolean;
}

export interface PreviewGroup {
  /** The service item's title, or the file's show name while unresolved. */
  title: string;
  key: string;
  rows: PreviewRow[];
}

export interface PreviewInput {
  viewings: readonly Viewing[];
  resolutions: readonly Resolution[];
  history: ReadonlyMap<string, readonly number[]>;
  imported: ReadonlySet<string>;
}

function stateOf(input: PreviewInput, viewing: Viewing, resolution: Resolution, seen: Set<string>): RowState {
  if (input.imported.has(importMemoryKey(viewing))) return 'imported-before';
  if (resolution.status !== 'resolved') return 'unresolved';
  const key = watchKey(resolution.target);
  if (alreadyInHistory(input.history, key, viewing)) return 'already-there';
  const fileKey = `${key}@${viewing.watchedAt}`;
  if (seen.has(fileKey)) return 'repeated';
  seen.add(fileKey);
  return 'new';
}

function groupOf(viewing: Viewing, resolution: Resolution): { key: string; title: string } {
  if (resolution.status === 'resolved') {
    const { item } = resolution.target;
    return { key: titleKey(item), title: item.title };
  }
  const title = viewing.title.kind === 'movie' ? viewing.title.title : viewing.title.show;
  return { key: `file:${title}`, title };
}

/** The site says it was left before the service's own "watched" line: the user decides. */
export function isPartialView(viewing: Pick<Viewing, 'progress'>): boolean {
  return viewing.progress !== undefined && !reachesThreshold(viewing.progress);
}

export function buildPreview(input: PreviewInput): PreviewGroup[] {
  const groups = new Map<string, PreviewGroup>();
  const seen = new Set<string>();
  input.viewings.forEach((viewing, index) => {
    const resolution = input.resolutions[index] ?? { status: 'unresolved' };
    const state = stateOf(input, viewing, resolution, seen);
    const ticked = state === 'new' && resolution.status === 'resolved' && resolution.confidence === 'sure' && !isPartialView(viewing);
    const { key, title } = groupOf(viewing, resolution);
    const group = groups.get(key) ?? { key, title, rows: [] };
    group.rows.push({ index, viewing, resolution, state, ticked });
    groups.set(key, group);
  });
  return [...groups.values()];
}

/**
 * The user picked a title for a row (search-and-pick): the row takes `resolution`, and every other
 * row keeps the tick the user gave it.
 */
export function withResolution(
  groups: readonly PreviewGroup[],
  input: PreviewInput,
  index: number,
  resolution: Resolution,
): { input: PreviewInput; groups: PreviewGroup[] } {
  const resolutions = [...input.resolutions];
  resolutions[index] = resolution;
  const next = { ...input, resolutions };
  const ticks = new Map(groups.flatMap((group) => group.rows.map((row) => [row.index, row.ticked] as const)));
  const rebuilt = buildPreview(next).map((group) => ({
    ...group,
    rows: group.rows.map((row) => (row.index === index || row.state !== 'new' ? row : { ...row, ticked: ticks.get(row.index) ?? row.ticked })),
  }));
  return { input: next, groups: rebuilt };
}

export interface PreviewCounts {
  toWrite: number;
  alreadyThere: number;
  importedBefore: number;
  unresolved: number;
}

export function countPreview(groups: readonly PreviewGroup[]): PreviewCounts {
  const rows = groups.flatMap((group) => group.rows);
  return {
    toWrite: rows.filter((row) => row.ticked && row.state === 'new').length,
    alreadyThere: rows.filter((row) => row.state === 'already-there' || row.state === 'repeated').length,
    importedBefore: rows.filter((row) => row.state === 'imported-before').length,
    unresolved: rows.filter((row) => row.state === 'unresolved').length,
  };
}

/** What "Import N" writes: each ticked new row's target at the file's time. */
export function toWrite(groups: readonly PreviewGroup[]): Array<{ target: ScrobbleTarget; watchedAt: number; viewing: Viewing }> {
  return groups
    .flatMap((group) => group.rows)
    .filter((row) => row.ticked && row.state === 'new' && row.resolution.status === 'resolved')
    .sort((a, b) => a.index - b.index)
    .map((row) => ({ target: (row.resolution as Extract<Resolution, { status: 'resolved' }>).target, watchedAt: row.viewing.watchedAt, viewing: row.viewing }));
}
