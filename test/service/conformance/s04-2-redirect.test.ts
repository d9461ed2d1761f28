import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Simulator } from '../index.ts';
import { call, startTestSim } from '../test-helpers.ts';

let sim: Simulator;
beforeAll(async () => {
  sim = await startTestSim();
});
afterAll(() => sim.close());

async function location(query: Record<string, string>): Promise<string> {
  const r = await call(sim, '/redirect', { query });
  expect(r.status).toBe(301);
  expect(r.headers.get('cache-control')).toBe('no-store');
  return (r.headers.get('location') ?? '').replace(sim.urls.web, '{web}');
}

describe('GET /redirect (spec 4.2)', () => {
  it('resolves an imdb id to the item page without following', async () => {
    expect(await location({ imdb: 'tt11564570' })).toBe('{web}/movies/10001/glass-onion-a-knives-out-mystery');
  });

  it('resolves title + year + type, and targets episodes', async () => {
    expect(await location({ title: 'the office', year: '2001', type: 'tv' })).toBe('{web}/tv/20003/the-office-2001');
    expect(await location({ title: 'Stranger Things', type: 'tv', season: '2', episode: '3' })).toBe('{web}/tv/20001/stranger-things/season-2/episode-3');
    expect(await location({ tvdb: '305288', episode: '4' })).toBe('{web}/tv/20001/stranger-things/season-1/episode-4');
  });

  it('type=show matches anime too, and TV-database seasons are remapped', async () => {
    expect(await location({ title: 'SPY x FAMILY', type: 'show' })).toBe('{web}/anime/30001/spy-x-family');
    expect(await location({ mal: '16498', season: '2', episode: '3' })).toBe('{web}/anime/30003/attack-on-titan-season-2/episode-3');
  });

  it('honours to=trailer|share|watched', async () => {
    // A title with a trailer lands off the web host, on the video site, as a real helper's would.
    expect(await location({ imdb: 'tt1375666', to: 'trailer' })).toBe('https://youtube.com/watch?v=inception');
    expect(await location({ title: 'Stranger Things', type: 'tv', to: 'trailer' })).toBe('{web}/tv/20001/stranger-things/trailer');
    expect(await location({ tvdb: '305288', season: '1', episode: '1', to: 'share', ep_title: 'Chapter One' })).toBe(
      '{web}/tv/20001/stranger-things/season-1/episode-1/share?ep_title=Chapter+One',
    );
  });

  it('still answers 301 when nothing matches, to a Location without a numeric id', async () => {
    const loc = await location({ title: 'No Such Film', type: 'movie' });
    expect(loc).toBe('{web}/search?q=No+Such+Film&type=movie');
    expect(loc).not.toMatch(/\/(movies|tv|anime)\/\d+/);
  });

  it('answers 400 empty_field and wrong_parameter', async () => {
    const cases: [Record<string, string>, string][] = [
      [{}, 'empty_field'],
      [{ type: 'tv' }, 'empty_field'],
      [{ imdb: 'tt1375666', to: 'elsewhere' }, 'wrong_parameter'],
      [{ imdb: 'tt1375666', type: 'book' }, 'wrong_parameter'],
      [{ tmdb: '27205' }, 'wrong_parameter'],
      [{ tmdb: '120089', type: 'anime' }, 'wrong_parameter'],
      [{ imdb: 'tt1375666', type: 'movie', episode: '2' }, 'wrong_parameter'],
    ];
    for (const [query, error] of cases) {
      const r = await call(sim, '/redirect', { query });
      expect([query, r.status, r.json?.error]).toEqual([query, 400, error]);
    }
    expect((await call(sim, '/redirect', { query: { tmdb: '27205', type: 'movie' } })).headers.get('location')).toContain('/movies/10004/');
  });

  it('the web host serves the page the Location points at', async () => {
    const loc = (await call(sim, '/redirect', { query: { imdb: 'tt4574334', season: '1', episode: '2' } })).headers.get('location') ?? '';
    const page = await fetch(loc);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('data-svc-id="20001"');
    expect(html).toContain('Chapter Two: The Weirdo on Maple Street');
    const bare = await fetch(`${sim.urls.web}/tv/20001`, { redirect: 'manual' });
    expect([bare.status, bare.headers.get('location')]).toEqual([301, '/tv/20001/stranger-things']);
  });
});
