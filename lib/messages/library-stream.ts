import { z } from 'zod';
import { CommunityViewSchema, LibraryViewSchema, PlaybackViewSchema, RatingViewSchema, WatchlistViewSchema, type LibraryView } from './library';

/**
 * The library page's open, streamed over a port: the view without its rows, then the rows a
 * message at a time. One 10,000-title Watchlist with 10,000 saved playbacks in one message is
 * 3.5 MB the page would decode in one task; a message of ROWS_PER_MESSAGE rows decodes and
 * validates in a few ms, and the page paints and answers input between them.
 */
export const LIBRARY_STREAM_PORT = 'library-open';
export const ROWS_PER_MESSAGE = 1_000;

const ROW_SCHEMAS = { playback: PlaybackViewSchema, watchlist: WatchlistViewSchema, ratings: RatingViewSchema, community: CommunityViewSchema } as const;
type Part = keyof typeof ROW_SCHEMAS;
const PARTS = Object.keys(ROW_SCHEMAS) as Part[];

const count = z.number().int().min(0);
const HeadSchema = z.object({
  kind: z.literal('head'),
  view: LibraryViewSchema.extend({ playback: z.tuple([]), watchlist: z.tuple([]), ratings: z.tuple([]), community: z.tuple([]) }),
  counts: z.object({ playback: count, watchlist: count, ratings: count, community: count }),
});
const RowsSchema = z.object({ kind: z.literal('rows'), part: z.enum(PARTS as [Part, ...Part[]]), rows: z.array(z.unknown()).min(1).max(ROWS_PER_MESSAGE) });
const EndSchema = z.object({ kind: z.literal('end') });
const StreamMessageSchema = z.discriminatedUnion('kind', [HeadSchema, RowsSchema, EndSchema]);
export type LibraryStreamMessage = z.infer<typeof StreamMessageSchema>;

/** What the background posts for one open, in order (pure). */
export function* libraryStreamMessages(view: LibraryView): Generator<LibraryStreamMessage> {
  const counts = { playback: view.playback.length, watchlist: view.watchlist.length, ratings: view.ratings.length, community: view.community.length };
  yield { kind: 'head', view: { ...view, playback: [], watchlist: [], ratings: [], community: [] }, counts };
  for (const part of PARTS) {
    const rows: readonly unknown[] = view[part];
    for (let from = 0; from < rows.length; from += ROWS_PER_MESSAGE) yield { kind: 'rows', part, rows: rows.slice(from, from + ROWS_PER_MESSAGE) };
  }
  yield { kind: 'end' };
}

/**
 * Puts the view back together on the page, validating every message as it comes (an extension
 * page trusts no message blindly): `accept` answers 'more' until the end, then 'done'; anything
 * malformed, out of order or miscounted is 'bad' and the whole open failed.
 */
export class LibraryAssembler {
  private head: z.infer<typeof HeadSchema> | null = null;
  private readonly rows: { [P in Part]: Array<LibraryView[P][number]> } = { playback: [], watchlist: [], ratings: [], community: [] };
  private state: 'more' | 'done' | 'bad' = 'more';

  accept(message: unknown): 'more' | 'done' | 'bad' {
    if (this.state !== 'more') return (this.state = 'bad');
    const parsed = StreamMessageSchema.safeParse(message);
    if (!parsed.success || (parsed.data.kind === 'head') === (this.head !== null)) return (this.state = 'bad');
    const next = parsed.data;
    if (next.kind === 'head') this.head = next;
    else if (next.kind === 'rows') {
      const target = this.rows[next.part] as unknown[];
      if (target.length + next.rows.length > this.head!.counts[next.part]) return (this.state = 'bad');
      for (const row of next.rows) {
        const checked = ROW_SCHEMAS[next.part].safeParse(row);
        if (!checked.success) return (this.state = 'bad');
        target.push(checked.data);
      }
    } else this.state = PARTS.every((part) => this.rows[part].length === this.head!.counts[part]) ? 'done' : 'bad';
    return this.state;
  }

  /** The whole view, once `accept` said 'done'. */
  view(): LibraryView | null {
    return this.state === 'done' && this.head ? { ...this.head.view, ...this.rows } : null;
  }
}
