import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Simulator } from '../index.ts';
import { admin, call, startTestSim, violations } from '../test-helpers.ts';

/** Spec 4.7, 2.3, 8 (calendar files): the CDN host. */
let sim: Simulator;
beforeAll(async () => {
  sim = await startTestSim();
});
afterAll(() => sim.close());
beforeEach(async () => {
  await admin(sim, 'reset', {});
});
const cdn = (path: string, opts: { headers?: Record<string, string> } = {}) => call(sim, path, { host: 'cdn', ...opts });

describe('calendars (spec 4.7, 2.3)', () => {
  it('rolling window: yesterday plus the next 33 days, calendar items with absolute URLs', async () => {
    const tv = await cdn('/calendar/tv.json');
    expect(tv.status).toBe(200);
    const days = new Set(tv.json.map((i: { date: string }) => new Date(Date.parse(i.date) - 5 * 3_600_000).toISOString().slice(0, 10)));
    expect([...days].sort()[0]).toBe('2026-04-30');
    expect([...days].sort().at(-1)).toBe('2026-06-03');
    const harbor = tv.json.find((i: { ids: { svc: number } }) => i.ids.svc === 20014);
    expect(harbor).toEqual({
      title: 'Harbor Lights',
      poster: null,
      date: '2026-05-14T21:00:00-05:00',
      release_date: '2026-05-14',
      rank: 2800,
      url: `${sim.urls.web}/tv/20014/harbor-lights`,
      ids: expect.objectContaining({ svc: 20014, slug: 'harbor-lights', imdb: 'tt32000001' }),
      episode: { season: 1, episode: 1, url: `${sim.urls.web}/tv/20014/harbor-lights/season-1/episode-1` },
    });
    expect(harbor.ratings).toBeUndefined();
    const anime = (await cdn('/calendar/anime.json')).json;
    const op = anime.find((i: { ids: { svc: number } }) => i.ids.svc === 30004);
    expect(op).toMatchObject({
      anime_type: 'tv',
      release_date: '1999-10-23',
      ratings: { svc: expect.any(Object), imdb: expect.any(Object), mal: { rating: 8.72, votes: 1_500_000 } },
    });
    expect(op.episode.season).toBeUndefined();
    expect(op.date).toMatch(/\+09:00$/);
    expect(anime.find((i: { ids: { svc: number } }) => i.ids.svc === 30007).rank).toBe(0);
    const movies = (await cdn('/calendar/movie_release.json')).json;
    expect(movies.map((m: { title: string }) => m.title)).toEqual(['The Last Lighthouse', 'Paper Moons']);
    expect(movies[0].episode).toBeUndefined();
  });

  it('monthly archives up to the current month + 3; later months are 404', async () => {
    expect((await cdn('/calendar/2026/08/tv.json')).status).toBe(200);
    expect((await cdn('/calendar/2026/9/tv.json')).status).toBe(404);
    const june = (await cdn('/calendar/2026/06/movie_release.json')).json;
    expect(june.map((m: { title: string }) => m.title)).toEqual(['Red Notice 2']);
    const old = await cdn('/calendar/2019/07/tv.json');
    expect(old.json.some((i: { ids: { svc: number } }) => i.ids.svc === 20001)).toBe(true);
    expect(old.headers.get('last-modified')).toBe(new Date(Date.UTC(2019, 7, 1)).toUTCString());
    // The previous 12 months are regenerated daily (00:00 UTC), the current one every 6 hours.
    expect((await cdn('/calendar/2025/06/tv.json')).headers.get('last-modified')).toBe(new Date('2026-05-01T00:00:00Z').toUTCString());
  });

  it('Last-Modified on every file (6-hourly regeneration); If-Modified-Since answers 304; query strings are ignored', async () => {
    const r = await cdn('/calendar/anime.json');
    expect(r.headers.get('last-modified')).toBe(new Date('2026-05-01T12:00:00Z').toUTCString());
    expect(r.headers.get('cache-control')).toBe('public, max-age=18000');
    expect((await cdn('/calendar/anime.json', { headers: { 'if-modified-since': r.headers.get('last-modified') ?? '' } })).status).toBe(304);
    expect((await call(sim, '/calendar/anime.json', { host: 'cdn', query: { client_id: 'x' } })).status).toBe(200);
  });
});

describe('trending (spec 4.7)', () => {
  it('today/week/month, Top-100 and Top-500, combined/movies/tv/anime, and popular DVD releases', async () => {
    for (const cat of ['anime', 'tv', 'movies', 'combined']) {
      for (const period of ['today', 'week', 'month']) {
        for (const top of ['', '_top500']) {
          const r = await cdn(`/trending/${cat}_${period}${top}.json`);
          expect([cat, period, top, r.status, r.json[0].rank]).toEqual([cat, period, top, 200, 1]);
          expect(r.headers.get('last-modified')).toBeTruthy();
        }
      }
    }
    const dvd = (await cdn('/trending/dvd_releases.json')).json;
    expect(dvd[0]).toMatchObject({ rank: 1, title: 'The Dark Knight' });
    expect((await cdn('/trending/books_today.json')).status).toBe(404);
  });
});

describe('the image host checks what spec 1 asks of every request (images of spec 2.2, 4.5)', () => {
  // Judged in the main log like every host's (GAPS.md "Image host"); the deferred log stays empty.
  const rules = async () => (await violations(sim)).map((v) => v.rule);
  const deferred = async () => (await admin(sim, 'violations?deferred=1')).json as { rule: string; detail: string }[];
  const poster = () => sim.state.catalog.items.find((candidate) => candidate.title === 'Inception')!.poster!;

  it('an image read with the parameters and the app User-Agent is clean', async () => {
    expect((await call(sim, `/posters/${poster()}_m.webp`, { host: 'image' })).status).toBe(200);
    expect(await rules()).toEqual([]);
  });

  it('records missing parameters and a browser User-Agent, and still answers the picture', async () => {
    const read = await call(sim, `/posters/${poster()}_m.webp`, { host: 'image', omit: ['client_id', 'app-version'], ua: 'Mozilla/5.0' });
    expect(read.status).toBe(200);
    expect(await rules()).toEqual(['missing-client-id', 'missing-app-version', 'user-agent-mismatch']);
    expect(await deferred()).toEqual([]);
  });

  it("does not judge the service's own web pages: their <img> is the website's request, not the app's", async () => {
    const page = `${sim.urls.web}/tv/20001/stranger-things`;
    const read = await call(sim, `/posters/${poster()}_m.webp`, {
      host: 'image',
      omit: ['client_id', 'app-name', 'app-version'],
      ua: 'Mozilla/5.0',
      headers: { referer: page },
    });
    expect(read.status).toBe(200);
    expect(await rules()).toEqual([]);
    // Any other page's read is judged as before.
    await call(sim, `/posters/${poster()}_m.webp`, { host: 'image', omit: ['client_id'], headers: { referer: 'http://127.0.0.1:1/elsewhere' } });
    expect(await rules()).toEqual(['missing-client-id']);
  });

  it("records a percent-encoded '/' in the path: a fragment's slash is a path separator, not data", async () => {
    const read = await call(sim, `/posters/a%2Fb_m.webp`, { host: 'image' });
    expect(read.status).toBe(404);
    expect(await rules()).toEqual(['image-path-encoded-slash']);
  });
});
