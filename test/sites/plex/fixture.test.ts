import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { EPISODE, NEXT_EPISODE, PLEX_SERVER_TABLE, PLEX_TABLE, PLEX_TOKEN, SHOW } from './catalog';
import { plexFixtureHandler } from './serve';

const get = (url: string, headers: Record<string, string> = {}) => plexFixtureHandler({ url, headers });

describe('Plex fixture', () => {
  it.each([...PLEX_TABLE, ...PLEX_SERVER_TABLE].map((row) => [row.url] as const))('serves the app at %s', (url) => {
    const res = get(url);
    expect(res.status).toBe(200);
    expect(parseHTML(String(res.body)).document.getElementById('plex')).not.toBeNull();
    // Only a server's own app is signed in to that server.
    expect(String(res.body).includes(PLEX_TOKEN)).toBe(!url.startsWith('https://app.plex.tv'));
  });

  it('answers metadata only with the token, Guids only when asked, and a show’s grandchildren', () => {
    const base = 'http://127.0.0.1:32400/library/metadata';
    expect(get(`${base}/${SHOW.ratingKey}`).status).toBe(401);
    const show = JSON.parse(String(get(`${base}/${SHOW.ratingKey}?includeGuids=1`, { 'X-Plex-Token': PLEX_TOKEN }).body));
    expect(show.MediaContainer.Metadata[0]).toMatchObject({ type: 'show', Guid: [{ id: 'imdb://tt0903747' }, { id: 'tmdb://1396' }, { id: 'tvdb://81189' }] });
    const episodes = JSON.parse(String(get(`${base}/${SHOW.ratingKey}/grandchildren`, { 'X-Plex-Token': PLEX_TOKEN }).body));
    expect(episodes.MediaContainer.Metadata).toEqual([
      expect.objectContaining({ ratingKey: EPISODE.ratingKey, parentIndex: 1, index: 5 }),
      expect.objectContaining({ ratingKey: NEXT_EPISODE.ratingKey, parentIndex: 1, index: 6 }),
    ]);
    expect(episodes.MediaContainer.Metadata[0]).not.toHaveProperty('Guid');
  });
});
