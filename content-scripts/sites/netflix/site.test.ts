import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { NETFLIX_CATALOG } from './fixture/catalog';
import { buildNetflixMetadata } from './fixture/metadata';
import { fromTitleBlock } from '../../metadata/title-block';
import { siteItemIdOf } from '../../player/site';
import netflix from './site';
import { guessFromMetadata, readMetadata } from './metadata';

const titleBar = netflix.guess[1]!;

function pageWith(html: string, siteItemId: string) {
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  return { url: new URL(`https://www.netflix.com/watch/${siteItemId}`), document: document as unknown as Document, siteItemId };
}

describe('netflix adapter: watch paths', () => {
  it.each([
    ['/watch/80077209', '80077209'],
    ['/watch/80077209?trackId=13462260&tctx=0%2C0', '80077209'],
    ['/browse', null],
    ['/title/80057281', null],
    ['/watch/', null],
    ['/watchlist/123', null],
  ])('%s -> %s', (path, expected) => {
    expect(siteItemIdOf(netflix, new URL(path, 'https://www.netflix.com'))).toBe(expected);
  });
});

describe('netflix adapter: the metadata endpoint, for every fixture row', () => {
  it.each(NETFLIX_CATALOG.map((row) => [row.watchId, row] as const))('watch %s', (watchId, row) => {
    const metadata = readMetadata(buildNetflixMetadata(watchId, { runtimeSeconds: 300 }));
    const guess = guessFromMetadata(metadata, watchId);
    const { expected } = row;
    expect(guess).toMatchObject({
      kind: expected.kind,
      title: expected.title,
      siteItemId: watchId,
      ...(expected.year ? { year: expected.year } : {}),
      ...(expected.kind === 'episode' ? { season: expected.season, episode: expected.episode, episodeTitle: expected.episodeTitle } : {}),
    });
    if (expected.kind === 'episode') expect(guess?.siteShowId).toBe('80057281');
  });

  it('ignores the numbers of a collection (hiddenEpisodeNumbers)', () => {
    const metadata = readMetadata(buildNetflixMetadata('80077209', { runtimeSeconds: 300 }));
    expect(guessFromMetadata({ ...metadata, video: { ...metadata.video, hiddenEpisodeNumbers: true } }, '80077209')).toBeNull();
  });

  it('reads ids written as text as the same ids as numbers', () => {
    const metadata = readMetadata(buildNetflixMetadata('80077209', { runtimeSeconds: 300 }));
    const asText = JSON.parse(
      JSON.stringify(metadata, (key, value: unknown) =>
        ['id', 'episodeId', 'currentEpisode'].includes(key) && typeof value === 'number' ? String(value) : value,
      ),
    );
    expect(asText.video.currentEpisode).toBe('80077209');
    expect(guessFromMetadata(readMetadata(asText), '80077209')).toEqual(guessFromMetadata(metadata, '80077209'));
  });

  it('a changed answer names the first field that changed (the activity log shows it)', () => {
    const body = buildNetflixMetadata('80077209', { runtimeSeconds: 300 })!;
    const changed = (edit: (video: Record<string, unknown>) => void) => {
      const copy = structuredClone(body) as unknown as { video: Record<string, unknown> };
      edit(copy.video);
      return copy;
    };
    const failureAt = (value: unknown) => {
      try {
        readMetadata(value);
        return 'no failure';
      } catch (error) {
        return (error as { path?: string }).path;
      }
    };
    expect(failureAt([])).toBe('');
    expect(failureAt({})).toBe('video');
    expect(failureAt(changed((video) => (video.title = '')))).toBe('video.title');
    expect(failureAt(changed((video) => (video.year = null)))).toBe('video.year');
    expect(failureAt(changed((video) => ((video.seasons as Array<{ episodes: Array<{ seq: unknown }> }>)[0]!.episodes[1]!.seq = 'two')))).toBe(
      'video.seasons.0.episodes.1.seq',
    );
  });

  it('gives up when the playing episode is not in the seasons list', () => {
    const metadata = readMetadata(buildNetflixMetadata('80077209', { runtimeSeconds: 300 }));
    expect(guessFromMetadata({ ...metadata, video: { ...metadata.video, currentEpisode: '1' } }, '1')).toBeNull();
  });
});

describe('netflix adapter: the title bar fallback', () => {
  it('reads show, label and episode title', async () => {
    const page = pageWith('<div data-uia="video-title"><h4>Stranger Things</h4><span>S2:E1</span><span>Chapter One: MADMAX</span></div>', '80117799');
    expect(await titleBar(page)).toEqual({
      kind: 'episode',
      title: 'Stranger Things',
      siteItemId: '80117799',
      season: 2,
      episode: 1,
      episodeTitle: 'Chapter One: MADMAX',
    });
  });

  it('reads the Korean label form', async () => {
    const page = pageWith('<div data-uia="video-title"><h4>SPYxFAMILY 스파이 패밀리</h4><span>1화</span><span>오퍼레이션 올빼미</span></div>', '1');
    expect(await titleBar(page)).toMatchObject({ kind: 'episode', title: 'SPYxFAMILY 스파이 패밀리', episode: 1 });
  });

  it('a title without a label is a movie', async () => {
    const page = pageWith('<div data-uia="video-title"><h4>Glass Onion: A Knives Out Mystery</h4></div>', '81458416');
    expect(await titleBar(page)).toEqual({ kind: 'movie', title: 'Glass Onion: A Knives Out Mystery', siteItemId: '81458416' });
  });

  it('knows nothing while the controls are hidden', async () => {
    expect(await titleBar(pageWith('<div class="watch-video"></div>', '1'))).toBeNull();
  });

  it('refuses a label it cannot read rather than guessing', async () => {
    const source = fromTitleBlock({ root: '.t', title: 'h4', label: 'span', episodeTitle: 'em' });
    expect(await source(pageWith('<div class="t"><h4>Show</h4><span>Bonus clip</span></div>', '1'))).toBeNull();
  });
});
