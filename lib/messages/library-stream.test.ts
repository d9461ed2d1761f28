import { describe, expect, it } from 'vitest';
import type { LibraryView } from './library';
import { LibraryAssembler, libraryStreamMessages, ROWS_PER_MESSAGE } from './library-stream';

const view = (size: number): LibraryView => ({
  ok: true,
  signedIn: true,
  playback: Array.from({ length: size }, (_, n) => ({
    id: String(9_007_199_254_740_993n + BigInt(n)),
    progress: 40,
    pausedAt: '2026-11-20T10:00:00.000Z',
    kind: 'movie' as const,
    svcId: n + 1,
    title: `Film ${n}`,
  })),
  watchlist: Array.from({ length: size }, (_, n) => ({
    kind: 'movie' as const,
    svcId: n + 1,
    title: `Film ${n}`,
    status: 'watching' as const,
    updatedAt: '2026-11-20T10:00:00.000Z',
  })),
  ratings: [{ kind: 'show', svcId: 7, title: 'Dark', rating: 9, ratedAt: '2026-11-20T10:00:00.000Z' }],
  community: [],
  stats: null,
  reread: ['watchlist'],
});

function assemble(messages: unknown[]): { states: string[]; view: LibraryView | null } {
  const assembler = new LibraryAssembler();
  const states = messages.map((message) => assembler.accept(message));
  return { states, view: assembler.view() };
}

describe('the library streamed to its page', () => {
  it('10,000 rows a part arrive in messages of at most ROWS_PER_MESSAGE rows and come back whole', () => {
    const whole = view(10_000);
    const messages = [...libraryStreamMessages(whole)];
    expect(messages.filter((message) => message.kind === 'rows').every((message) => message.kind === 'rows' && message.rows.length <= ROWS_PER_MESSAGE)).toBe(
      true,
    );
    expect(messages.length).toBe(1 + 10 + 10 + 1 + 1);
    const { states, view: rebuilt } = assemble(JSON.parse(JSON.stringify(messages)) as unknown[]);
    expect(states.at(-1)).toBe('done');
    expect(rebuilt).toEqual(whole);
  });

  it('an empty library and a failed open come through as they are', () => {
    const failed: LibraryView = {
      ok: false,
      signedIn: false,
      playback: [],
      watchlist: [],
      ratings: [],
      community: [],
      stats: null,
      reread: [],
      error: 'Signed out.',
    };
    expect(assemble([...libraryStreamMessages(failed)]).view).toEqual(failed);
  });

  it('a malformed row, a missing or extra slice, or rows before the head fail the whole open', () => {
    const messages = [...libraryStreamMessages(view(1_500))];
    const badRow = structuredClone(messages);
    (badRow[1] as { rows: Array<{ progress: unknown }> }).rows[3]!.progress = 'forty';
    const missing = messages.filter((_, index) => index !== 2);
    const extra = [...messages.slice(0, -1), messages[1], messages.at(-1)];
    const headless = messages.slice(1);
    for (const broken of [badRow, missing, extra, headless]) expect(assemble(broken).view).toBeNull();
  });

  it('nothing is accepted after the end', () => {
    const messages = [...libraryStreamMessages(view(2))];
    const { states, view: rebuilt } = assemble([...messages, messages.at(-1)]);
    expect(states.at(-1)).toBe('bad');
    expect(rebuilt).toBeNull();
  });
});
