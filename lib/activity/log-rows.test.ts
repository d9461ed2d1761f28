import { describe, expect, it } from 'vitest';
import type { ActivityEntry } from './entry';
import type { WrittenView } from '../messages/undo';
import { logRows } from './log-rows';

const line = (seq: number, at: number, kind: ActivityEntry['kind'], text: string): ActivityEntry => ({ seq, at, kind, text });
const write = (id: string, at: number, text: string): WrittenView => ({ id, at, text, import: false, undone: false, undoable: true });
const shown = (rows: ReturnType<typeof logRows>) => rows.map((row) => (row.written ? `write ${row.written.id}` : `${row.entry.kind} ${row.entry.seq}`));

describe('the activity page lists each write once', () => {
  const rating = 'Rated Stranger Things (2016) 9/10';

  it('the "sent" line of a write the service took is shown as the write, with its Undo, whichever was stamped first', () => {
    const log = [line(1, 1_000, 'info', 'Signed in (browser)'), line(2, 2_000, 'queued', `Queued: ${rating}`)];
    for (const [sentAt, writtenAt] of [
      [3_000, 3_001],
      [3_001, 3_000],
    ] as const) {
      expect(shown(logRows([...log, line(3, sentAt, 'sent', rating)], [write('w1', writtenAt, rating)]))).toEqual(['write w1', 'queued 2', 'info 1']);
    }
  });

  it('two ratings of the same words stay two rows, each with its own line taken', () => {
    const rows = logRows([line(1, 1_000, 'sent', rating), line(2, 50_000, 'sent', rating)], [write('a', 1_002, rating), write('b', 50_003, rating)]);
    expect(shown(rows)).toEqual(['write b', 'write a']);
  });

  it('lines that are not the write stay: other words, another kind, or far apart in time', () => {
    const rows = logRows(
      [line(1, 1_000, 'sent', 'Rated Dark (2017) 8/10'), line(2, 1_000, 'retry', rating), line(3, 500_000, 'sent', rating)],
      [write('w', 1_001, rating)],
    );
    expect(shown(rows)).toEqual(['sent 3', 'write w', 'sent 1', 'retry 2']);
  });
});
