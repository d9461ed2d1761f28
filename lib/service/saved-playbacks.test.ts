import { describe, expect, it, vi } from 'vitest';
import { resolveConfig } from '../config';
import type { HttpDeps } from './http';
import { deletePlayback, readPlaybackRows } from './saved-playbacks';

const BIG = '1152921504607894851';

/** A service stand-in at the fetch boundary: records requests, answers the raw text given. */
function fakeService(answer: { status: number; body: string }) {
  const seen: Array<{ method: string; url: URL }> = [];
  const deps: HttpDeps = {
    config: resolveConfig({}),
    fetch: async (input, init) => {
      seen.push({ method: init?.method ?? 'GET', url: new URL(String(input)) });
      return new Response(answer.body || null, { status: answer.status, headers: { 'content-type': 'application/json' } });
    },
  };
  return { deps, seen };
}

describe('saved playbacks with 64-bit ids (spec 2.7, 4.3)', () => {
  it('reads ids as exact digits and the rest as usual, newest first', async () => {
    const body = `[
      {"id": 7, "progress": 10, "paused_at": "2026-05-01T10:00:00.000Z", "type": "movie", "movie": {"title": "M", "year": 2020, "ids": {"svc": 10001, "slug": "m", "imdb": "tt1"}}},
      {"id": ${BIG}, "progress": 63.5, "paused_at": "2026-05-01T11:00:00.000Z", "type": "episode",
       "episode": {"season": 2, "number": 5, "title": "E", "ids": {"svc": 20001005}}, "show": {"title": "S", "year": 2016, "ids": {"svc": 20001, "tvdb": "305288"}}}
    ]`;
    const { deps, seen } = fakeService({ status: 200, body });
    const rows = await readPlaybackRows(deps, 'token');
    expect(rows.map((row) => row.id)).toEqual([BIG, '7']);
    expect(rows[0]).toMatchObject({ kind: 'show', svcId: 20001, season: 2, episode: 5, progress: 63.5, externalIds: { tvdb: '305288' } });
    expect(rows[1]).toMatchObject({ kind: 'movie', svcId: 10001, slug: 'm', externalIds: { imdb: 'tt1' } });
    expect(seen[0]!.url.searchParams.get('hide_watched')).toBe('true');
  });

  it('one odd row is skipped and logged; the rest of the list reads', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const body = `[
      {"id": 7, "progress": 10, "paused_at": "2026-05-01T10:00:00.000Z", "type": "movie", "movie": {"title": "M", "year": 2020, "ids": {"svc": 10001}}},
      {"id": 8, "progress": "half", "paused_at": "2026-05-01T11:00:00.000Z", "type": "movie", "movie": {"title": "N", "year": 2021, "ids": {"svc": 10002}}}
    ]`;
    const rows = await readPlaybackRows(fakeService({ status: 200, body }).deps, 'token');
    expect(rows.map((row) => row.id)).toEqual(['7']);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('deletes with the exact digits, never a rounded double', async () => {
    const { deps, seen } = fakeService({ status: 204, body: '' });
    await deletePlayback(deps, 'token', BIG);
    expect(seen[0]!.method).toBe('DELETE');
    expect(seen[0]!.url.pathname).toBe(`/sync/playback/${BIG}`);
    await expect(deletePlayback(deps, 'token', String(Number(BIG)) + '.5')).rejects.toThrow('not a playback id');
  });
});
