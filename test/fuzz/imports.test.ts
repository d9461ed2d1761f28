import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HISTORY_READER_MODULES } from '../../.wxt/sites/history-readers';
import { readNetflixFile } from '../../lib/import/netflix-files';
import { ReadCancelled, SiteReadError, type SiteReading } from '../../lib/import/sites/read';
import { HISTORY_PAGES, type HistorySite, type TabResponse } from '../../lib/import/sites/tab';
import type { Viewing } from '../../lib/import/viewing';
import { MediaGuessSchema } from '../../lib/messages/media';
import { fuzz, hostileField, hostileText, prototypeKeys, shapedJson, share, toJsonText } from './runs';

// What an import reads: a history file the user picked (the CSV import), and every site's history
// reader, whose answers come from the site's tab (which the page may shape). Each gives viewings the
// preview can show and resolve, or a typed refusal; never a crash, never a guess the schema refuses.

const SITES = Object.keys(HISTORY_READER_MODULES) as HistorySite[];
const TARGETS = SITES.length + 1;

function expectUsable(viewings: readonly Viewing[]): void {
  for (const viewing of viewings) {
    expect(Number.isFinite(viewing.watchedAt)).toBe(true);
    expect(typeof viewing.rawTitle).toBe('string');
    if (viewing.guess) expect(MediaGuessSchema.safeParse(viewing.guess).error?.issues ?? []).toEqual([]);
    if (viewing.progress !== undefined) expect(viewing.progress >= 0 && viewing.progress <= 100).toBe(true);
  }
}

describe('fuzz: what an import reads', () => {
  const before = prototypeKeys();

  it('the CSV import (Netflix viewing activity and the full export)', { timeout: 600_000 }, async () => {
    const cell = fc.oneof(
      fc.constantFrom('Title', 'Date', 'Profile Name', 'Start Time', 'Duration', 'Attributes', 'Supplemental Video Type', 'Device Type', 'Bookmark'),
      fc.constantFrom(
        'Stranger Things: Season 1: Chapter One',
        '1/2/24',
        '2024-01-02 20:00:00',
        '00:45:00',
        'Autoplayed: user action: None',
        'TRAILER',
        '31.12.2023',
      ),
      hostileField,
    );
    const quoted = cell.map((text) => (/[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text));
    const row = fc
      .array(
        fc.oneof(
          quoted,
          cell.map((text) => `"${text}`),
        ),
        { minLength: 1, maxLength: 10 },
      )
      .map((cells) => cells.join(','));
    const title = fc.oneof(fc.constantFrom('Stranger Things: Season 1: Chapter One', 'Dune', 'Dark: Staffel 2: Folge 3', 'x: y: z: w'), hostileField);
    const when = fc.date({ min: new Date('2010-01-01'), max: new Date('2025-12-31'), noInvalidDate: true });
    const date = fc.oneof(
      { weight: 12, arbitrary: when.map((day) => `${day.getUTCMonth() + 1}/${day.getUTCDate()}/${String(day.getUTCFullYear()).slice(2)}`) },
      { weight: 12, arbitrary: when.map((day) => day.toISOString().slice(0, 19).replace('T', ' ')) },
      hostileField,
    );
    const activityRow = fc
      .tuple(
        title,
        date.filter((text) => text.includes('/') || !text.includes(':')),
      )
      .map((cells) => cells.map((text) => `"${text.replace(/"/g, '""')}"`).join(','));
    const exportRow = fc
      .tuple(
        hostileField,
        date,
        fc.constantFrom('00:45:00', '00:00:05', '99:99:99'),
        hostileField,
        title,
        fc.constantFrom('', 'TRAILER', 'HOOK'),
        hostileField,
        fc.constantFrom('00:40:00', ''),
        fc.constantFrom('00:40:00', ''),
        fc.constantFrom('DE', ''),
      )
      .map((cells) => cells.map((text) => `"${text.replace(/"/g, '""')}"`).join(','));
    const file = fc.oneof(
      fc.tuple(fc.array(row, { maxLength: 8 }), fc.constantFrom('\n', '\r\n', '\r')).map(([rows, end]) => rows.join(end)),
      fc.array(fc.oneof({ weight: 6, arbitrary: activityRow }, row), { maxLength: 8 }).map((rows) => `\ufeffTitle,Date\n${rows.join('\n')}`),
      fc
        .array(fc.oneof({ weight: 6, arbitrary: exportRow }, row), { maxLength: 8 })
        .map(
          (rows) =>
            `Profile Name,Start Time,Duration,Attributes,Title,Supplemental Video Type,Device Type,Bookmark,Latest Bookmark,Country\r\n${rows.join('\r\n')}`,
        ),
      hostileText,
    );
    let read = 0;
    await fuzz(
      'CSV import',
      file,
      (text) => {
        const reading = readNetflixFile(text);
        if (!reading.ok) return;
        read += 1;
        expect(reading.skipped >= 0).toBe(true);
        expectUsable(reading.viewings);
      },
      share(TARGETS),
    );
    console.log(`fuzz: CSV files read: ${read}`);
    expect(read).toBeGreaterThan(0);
    expect(prototypeKeys()).toEqual(before);
  });

  const answer: fc.Arbitrary<TabResponse> = fc.record({
    status: fc.oneof({ weight: 8, arbitrary: fc.constant(200) }, fc.constantFrom(0, 204, 301, 401, 404, 429, 500)),
    body: fc.oneof({ weight: 8, arbitrary: shapedJson.map(toJsonText) }, hostileText, fc.constant('')),
    account: fc.option(hostileField, { nil: undefined }),
  });
  const globalValue = fc.oneof(hostileField, fc.integer(), fc.boolean(), fc.constant(null));

  it.each(SITES)('the %s history reader', { timeout: 600_000 }, async (site) => {
    const read = HISTORY_READER_MODULES[site] as (deps: unknown) => Promise<SiteReading>;
    // Random answers mostly end a read at its first page: this target hunts crashes, not depth.
    let finished = 0;
    await fuzz(
      `${site} history reader`,
      fc.record({ answers: fc.array(answer, { minLength: 1, maxLength: 6 }), globals: fc.array(globalValue, { maxLength: 6 }) }),
      async ({ answers, globals }) => {
        const queue = [...answers];
        const tab = {
          url: HISTORY_PAGES[site],
          fetch: async () => queue.shift() ?? { status: 404, body: '' },
          globals: async (paths: string[][]) => paths.map((_, index) => globals[index] ?? null),
        };
        const deps = { tab, signal: new AbortController().signal, onProgress: () => undefined, sleep: async () => undefined };
        let reading: SiteReading;
        try {
          reading = await read(deps);
        } catch (error) {
          if (error instanceof SiteReadError) return expectUsable(error.partial);
          if (error instanceof ReadCancelled) return;
          throw error;
        }
        expect(reading.skipped >= 0).toBe(true);
        expectUsable(reading.viewings);
        finished += 1;
      },
      share(TARGETS),
    );
    console.log(`fuzz: ${site} history reads that finished: ${finished}`);
    expect(prototypeKeys()).toEqual(before);
  });
});
