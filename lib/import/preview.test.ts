import { describe, expect, it } from 'vitest';
import type { ScrobbleTarget } from '../service/items';
import { importMemoryKey, indexHistory, isSameWatch, SAME_DAY_MS } from './dedupe';
import { parseNetflixTitle } from './netflix-title';
import { progressOf } from '../scrobble/progress';
import { buildPreview, countPreview, isPartialView, toWrite, withResolution, type PreviewInput, type Resolution } from './preview';
import { percentOf } from './sites/read';
import type { Viewing } from './viewing';

const show = { kind: 'show' as const, svcId: 7, title: 'Example Show' };
const film = { kind: 'movie' as const, svcId: 9, title: 'Example Film: The Sequel' };
const episode = (number: number): ScrobbleTarget => ({ item: show, episode: { season: 2, number } });
const noon = (month: number, day: number) => Date.UTC(2026, month - 1, day, 12);

function viewing(rawTitle: string, watchedAt: number, exactTime = false): Viewing {
  return { title: parseNetflixTitle(rawTitle), rawTitle, watchedAt, exactTime };
}

const viewings = [
  viewing('Example Show: Season 2: The Return', noon(5, 2)),
  viewing('Example Show: Season 2: Homecoming', noon(5, 2)),
  viewing('Example Film: The Sequel', noon(4, 27)),
  viewing('Unknown Thing', noon(4, 26)),
  viewing('Example Show: Season 2: The Return', noon(5, 2)),
];
const resolutions: Resolution[] = [
  { status: 'resolved', target: episode(1), confidence: 'sure' },
  { status: 'resolved', target: episode(2), confidence: 'sure' },
  { status: 'resolved', target: { item: film }, confidence: 'unsure' },
  { status: 'unresolved' },
  { status: 'resolved', target: episode(1), confidence: 'sure' },
];
const base: PreviewInput = { viewings, resolutions, history: new Map(), imported: new Set() };

describe('buildPreview', () => {
  it('groups by show, ticks only sure new matches and counts a repeat once', () => {
    const groups = buildPreview(base);
    expect(groups.map((group) => [group.title, group.rows.map((row) => [row.state, row.ticked])])).toEqual([
      [
        'Example Show',
        [
          ['new', true],
          ['new', true],
          ['repeated', false],
        ],
      ],
      ['Example Film: The Sequel', [['new', false]]],
      ['Unknown Thing', [['unresolved', false]]],
    ]);
    expect(countPreview(groups)).toEqual({ toWrite: 2, alreadyThere: 1, importedBefore: 0, unresolved: 1 });
  });

  it('marks what the history holds on that day "already there" and leaves it unticked', () => {
    const history = indexHistory([
      { key: 'show:7:2:2', watchedAt: Date.UTC(2026, 4, 2, 21, 30) },
      { key: 'show:7:2:1', watchedAt: noon(3, 1) },
    ]);
    const rows = buildPreview({ ...base, history })[0]?.rows ?? [];
    expect(rows.map((row) => [row.state, row.ticked])).toEqual([
      ['new', true],
      ['already-there', false],
      ['repeated', false],
    ]);
  });

  it('skips what an earlier import of the source wrote', () => {
    const imported = new Set([importMemoryKey(viewings[0] as Viewing), importMemoryKey(viewings[1] as Viewing)]);
    const groups = buildPreview({ ...base, imported });
    expect(groups[0]?.rows.map((row) => row.state)).toEqual(['imported-before', 'imported-before', 'imported-before']);
    expect(toWrite(groups)).toEqual([]);
  });

  it("writes each ticked row at the file's time, in file order", () => {
    expect(toWrite(buildPreview(base)).map((write) => [write.target, write.watchedAt])).toEqual([
      [episode(1), noon(5, 2)],
      [episode(2), noon(5, 2)],
    ]);
  });
});

describe('withResolution', () => {
  it("makes a picked unresolved row a sure, ticked match and keeps the user's other ticks", () => {
    const groups = buildPreview(base).map((group) => ({ ...group, rows: group.rows.map((row) => (row.index === 1 ? { ...row, ticked: false } : row)) }));
    const other = { kind: 'movie' as const, svcId: 11, title: 'Unknown Thing' };
    const picked = withResolution(groups, base, 3, { status: 'resolved', target: { item: other }, confidence: 'sure' }).groups;
    expect(picked.find((group) => group.title === 'Unknown Thing')?.rows[0]).toMatchObject({ state: 'new', ticked: true });
    expect(toWrite(picked).map((write) => write.target.item.svcId)).toEqual([7, 11]);
  });
});

describe('isSameWatch', () => {
  it('allows a day for day-only viewings and hours for exact ones', () => {
    expect(isSameWatch({ watchedAt: noon(5, 2), exactTime: false }, noon(5, 2) + SAME_DAY_MS)).toBe(true);
    expect(isSameWatch({ watchedAt: noon(5, 2), exactTime: false }, noon(5, 3))).toBe(false);
    expect(isSameWatch({ watchedAt: noon(5, 2), exactTime: true }, noon(5, 2) + 3600_000)).toBe(true);
    expect(isSameWatch({ watchedAt: noon(5, 2), exactTime: true }, noon(5, 2) + 5 * 3600_000)).toBe(false);
  });
});

describe('a partial view (the site says where it was left)', () => {
  it('judges a place read from a site as playback judges it: 79.6 % is not watched at 80 %', () => {
    const progress = percentOf(796_000, 1_000_000);
    expect(progress).toBe(progressOf(796_000, 1_000_000));
    expect(progress).toBe(79.6);
    expect(isPartialView({ progress })).toBe(true);
  });

  it("starts unticked below the service's 80 % and ticked at or above it or when unknown", () => {
    const at = (progress: number | undefined): Viewing => ({
      ...viewing('Example Show: Season 2: The Return', noon(5, 2), true),
      ...(progress !== undefined ? { progress } : {}),
    });
    const groups = buildPreview({
      viewings: [at(21), at(80), at(undefined)].map((v, i) => ({ ...v, watchedAt: v.watchedAt + i * 86_400_000 })),
      resolutions: [0, 1, 2].map(() => ({ status: 'resolved', target: episode(1), confidence: 'sure' }) as Resolution),
      history: new Map(),
      imported: new Set(),
    });
    expect(groups.flatMap((group) => group.rows.map((row) => [row.state, row.ticked]))).toEqual([
      ['new', false],
      ['new', true],
      ['new', true],
    ]);
  });
});
