import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { readGuessOutcome, siteItemIdOf, type PageContext } from '../../player/site';
import { BAY_OF_FIRES, BUMP, detailsUrl, playUrl, STAN_PROGRAMS, THE_DRY } from './fixture/catalog';
import { stanFixtureHandler } from './fixture/serve';
import { episodeLine, fromStanPlayer } from './metadata';
import stan from './site';

function pageAt(url: string): PageContext {
  const res = stanFixtureHandler({ url, headers: {} });
  expect(res.status).toBe(200);
  const address = new URL(url);
  return { url: address, document: parseHTML(String(res.body)).document as unknown as Document, siteItemId: siteItemIdOf(stan, address) ?? '' };
}

/** The player page with its episode line as another build might write it. */
function withLine(line: string | null): PageContext {
  const page = pageAt(playUrl(BUMP[1]));
  const heading = page.document.querySelector('h2.vjs-metadata--subtitle')!;
  if (line === null) heading.remove();
  else heading.textContent = line;
  return page;
}

describe('stan adapter: watch paths', () => {
  it.each([
    ['/programs/1234567/play', '1234567'],
    ['/programs/1234567/play/', '1234567'],
    ['/programs/1234567', null],
    ['/my/history', null],
    ['/search', null],
  ])('%s -> %s', (path, expected) => {
    expect(siteItemIdOf(stan, new URL(path, 'https://play.stan.com.au'))).toBe(expected);
  });
});

describe("stan adapter: the player's headings", () => {
  it.each(STAN_PROGRAMS.map((program) => [program.id, program] as const))('%s', async (_id, program) => {
    const { year: _year, ...item } = program;
    const expected =
      program.kind === 'movie'
        ? { kind: 'movie', title: item.title, siteItemId: program.id }
        : { kind: 'episode', title: item.title, season: item.season, episode: item.episode, episodeTitle: item.episodeTitle, siteItemId: program.id };
    expect(await fromStanPlayer(pageAt(playUrl(program)))).toEqual(expected);
  });

  it.each([
    ['S1 E2', { season: 1, episode: 2 }],
    ['S1 E2 - The Test', { season: 1, episode: 2, episodeTitle: 'The Test' }],
    ['S1:E2 The Test', null],
    ['Season 1 Episode 2: The Test', { season: 1, episode: 2, episodeTitle: 'The Test' }],
    ['Season 1, Episode 2', { season: 1, episode: 2 }],
    ['The Test - S1 E2', { season: 1, episode: 2, episodeTitle: 'The Test' }],
    ['Episode 7', { episode: 7 }],
    ['Ocean 11: The Test', null],
    ['Part Two', null],
  ])('episode line %s', (line, expected) => {
    expect(episodeLine(line)).toEqual(expected);
  });

  it('no episode line, or an empty one, is a film', async () => {
    expect(await fromStanPlayer(withLine(null))).toMatchObject({ kind: 'movie', title: 'Bump' });
    expect(await fromStanPlayer(withLine(' '))).toMatchObject({ kind: 'movie', title: 'Bump' });
  });

  it('a line it cannot read is a failure with the words, and the item is put to the user, not guessed', async () => {
    const failures: string[] = [];
    const outcome = await readGuessOutcome(stan, withLine('Part Two'), (source, why) => failures.push(`${source}: ${why}`));
    expect(outcome).toEqual({ guess: null, refused: false });
    expect(failures).toEqual(['stan-player: episode line "Part Two" names no episode']);
  });

  it('the headings not there (yet) name nothing', async () => {
    const page = pageAt(playUrl(THE_DRY));
    page.document.querySelector('.vjs-metadata-container')!.remove();
    expect(await fromStanPlayer(page)).toBeNull();
  });

  it("the details page is no watch page, and the unknown title's page still names it", async () => {
    expect(pageAt(detailsUrl(THE_DRY)).siteItemId).toBe('');
    expect(await fromStanPlayer(pageAt(playUrl(BAY_OF_FIRES)))).toMatchObject({ title: 'Bay of Fires', season: 1, episode: 1 });
  });
});
