import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { readGuess, readGuessOutcome, siteItemIdOf, type PageContext } from '../../player/site';
import { BARON_NOIR, bonusUrl, CANALPLUS_TABLE, detailUrl, liveUrl, KROL, TITANE } from './fixture/catalog';
import { canalplusFixtureHandler } from './fixture/serve';
import { episodeLine } from './page-data';
import canalplus, { canalplusSite } from './site';

function pageAt(url: string, address = url): PageContext {
  const response = canalplusFixtureHandler({ url, headers: {} });
  expect(response.status).toBe(200);
  const at = new URL(address);
  return { url: at, document: parseHTML(String(response.body)).document as unknown as Document, siteItemId: siteItemIdOf(canalplus, at) ?? '' };
}

/** The page once the controls hid: the player's title lines are gone. */
function withoutLines(page: PageContext): PageContext {
  page.document.querySelector('[data-controls]')?.remove();
  return page;
}

describe('canalplus adapter: addresses', () => {
  it.each([
    ['https://www.canalplus.com/series/bref/h/4603293_50001', '4603293_50001'],
    ['https://www.canalplus.com/series/bref/h/4603293_50001?episodeId=4603301_50001', '4603301_50001'],
    ['https://www.canalplus.com/cinema/la-ligne-de-vie/h/32098653_50615/streaming/', '32098653_50615'],
    ['https://www.canalplus.com/pl/seriale/powrot-sezon-1/h/12397026_70033', '12397026_70033'],
    ['https://www.canalplus.com/pl/seriale/krol/h/11800604_70026/sezony', '11800604_70026'],
    ['https://www.canalplus.com/series/bref/h/4603293_50001?episodeId=junk', '4603293_50001'],
    ['https://www.canalplus.com/pl/seriale/krol/h/11800604_70026/explorer/bonus/', null],
    ['https://www.canalplus.com/series/bref/h/4603293_50001/bonus', null],
    ['https://www.canalplus.com/live/?channel=450', null],
    ['https://www.canalplus.com/live/tab/direct/sport?channel=823', null],
    ['https://www.canalplus.com/series/', null],
  ])('%s plays %s', (url, id) => {
    expect(siteItemIdOf(canalplus, new URL(url))).toBe(id);
  });
});

describe("canalplus adapter: the page's data, then the player's lines", () => {
  it.each(CANALPLUS_TABLE.filter((row) => row.expected).map((row) => [row.url, row.expected!] as const))('%s', async (url, expected) => {
    expect(await readGuess(canalplusSite(), pageAt(url))).toMatchObject({ site: 'canalplus', ...expected });
  });

  it('names a film and the episode the address picks from the page data, even with the lines gone', async () => {
    const outcome = await readGuessOutcome(canalplusSite(), withoutLines(pageAt(detailUrl(TITANE))));
    expect(outcome).toMatchObject({ source: 'canalplus-page-data', guess: { kind: 'movie', title: 'Titane' } });
    const episode = BARON_NOIR.episodes[1]!;
    expect(await readGuessOutcome(canalplusSite(), withoutLines(pageAt(detailUrl(BARON_NOIR, episode))))).toMatchObject({
      source: 'canalplus-page-data',
      guess: { title: 'Baron Noir', season: 1, episode: 2, episodeTitle: 'La Trahison', siteShowId: BARON_NOIR.contentId },
    });
  });

  it("leaves an address without the episode to the player's lines, and keeps them once the controls hide", async () => {
    const site = canalplusSite();
    const page = pageAt(detailUrl(BARON_NOIR));
    expect(await readGuessOutcome(site, page)).toMatchObject({ source: 'canalplus-player-lines', guess: { title: 'Baron Noir', season: 2, episode: 1 } });
    expect(await readGuess(site, withoutLines(page))).toMatchObject({ season: 2, episode: 1, episodeTitle: 'Le Retour' });
    // A fresh script that never saw them asks the user instead of guessing.
    expect(await readGuessOutcome(canalplusSite(), withoutLines(pageAt(detailUrl(BARON_NOIR))))).toEqual({ guess: null, refused: false });
  });

  it("takes the page's data for the page the tab loaded only: after in-app navigation to another title it is not read", async () => {
    const page = pageAt(detailUrl(TITANE), detailUrl(BARON_NOIR, BARON_NOIR.episodes[0]));
    expect(await readGuessOutcome(canalplusSite(), withoutLines(page))).toEqual({ guess: null, refused: false });
  });

  it('reads Polish labels, and the show from the page where the season line has none', async () => {
    const page = pageAt(detailUrl(KROL));
    const line = [...page.document.querySelectorAll('[data-controls] span')][0]!;
    line.textContent = 'Sezon 1';
    expect(await readGuessOutcome(canalplusSite(), page)).toMatchObject({
      source: 'canalplus-player-lines',
      guess: { title: 'Król', season: 1, episode: 1 },
    });
  });

  it.each([
    ['Épisode 3 : Le Titre', 'Saison 2', { season: 2, episode: 3, episodeTitle: 'Le Titre' }],
    ['Odcinek 2 : Kum Kupa', 'Król - Sezon 1', { season: 1, episode: 2, episodeTitle: 'Kum Kupa' }],
    ['Épisode 4', 'Série', { episode: 4 }],
    ['Bande-annonce', 'Saison 1', null],
    ['Titane', 'Film', null],
  ])('the line %s under %s', (title, subtitle, expected) => {
    expect(episodeLine(title, subtitle)).toEqual(expected);
  });

  it('never watches a live channel or a bonus video', () => {
    expect(siteItemIdOf(canalplus, new URL(liveUrl()))).toBeNull();
    expect(siteItemIdOf(canalplus, new URL(bonusUrl(KROL)))).toBeNull();
  });

  it('takes the teaser beside the player for a preview', () => {
    const { document } = pageAt(detailUrl(TITANE));
    const [teaser, player] = [...document.querySelectorAll('video')] as HTMLVideoElement[];
    expect(canalplus.isPreview?.(teaser!)).toBe(true);
    expect(canalplus.isPreview?.(player!)).toBe(false);
  });
});
