import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { PRIME_TABLE, type PrimeRow } from './fixture/catalog';
import { primeFixtureHandler } from './fixture/serve';
import { readTimeline } from '../../page-world/reader';
import { TIMELINE_READERS } from '../../page-world/readers';
import { readGuess, siteItemIdOf } from '../../player/site';
import primevideo from './site';
import { OPEN_PLAYER } from './metadata';

interface Boot {
  first: string;
  idSlot: string;
  items: Record<string, { next: string | null }>;
  players: Record<string, string>;
}

/** The detail page as served, with `player` opened the way its script opens it. */
function pageWithPlayer(url: string, player: 1 | 2 | 0): Document {
  const response = primeFixtureHandler({ url, headers: {} });
  expect(response.status).toBe(200);
  const document = parseHTML(String(response.body)).document as unknown as Document;
  if (player === 0) return document;
  const first = document.getElementById('dv-web-player')!;
  first.classList.add('dv-player-fullscreen');
  if (player === 2) {
    // What the next-up card does: a new container beside the old one, which stays, hidden.
    const boot = JSON.parse(document.getElementById('wm-boot')!.textContent!) as Boot;
    const next = boot.items[boot.first]!.next!;
    first.classList.remove('dv-player-fullscreen');
    document.getElementById('a-page')!.insertAdjacentHTML('beforeend', boot.players[next]!.replace(boot.idSlot, 'dv-web-player-2'));
    document.getElementById('dv-web-player-2')!.classList.add('dv-player-fullscreen');
  }
  return document;
}

describe('primevideo adapter: a detail page is watched only while its player is open', () => {
  const row = PRIME_TABLE.find((candidate) => candidate.player === 2)!;

  it('no open player: nothing plays (the hero trailer is on the same URL)', () => {
    expect(siteItemIdOf(primevideo, new URL(row.url), pageWithPlayer(row.url, 0))).toBeNull();
  });

  it('each player container is its own item although the URL stays', () => {
    const first = siteItemIdOf(primevideo, new URL(row.url), pageWithPlayer(row.url, 1));
    const second = siteItemIdOf(primevideo, new URL(row.url), pageWithPlayer(row.url, 2));
    expect(first).toBe(`${row.detailId}~dv-web-player`);
    expect(second).toBe(`${row.detailId}~dv-web-player-2`);
  });

  it.each([
    ['/detail/0LCQSTWDMN9V770DG2DKXY3GVF/', '0LCQSTWDMN9V770DG2DKXY3GVF'],
    ['/detail/Detectorists-BBC-Series/0U8H58N2QNJJEJVNO91MDGUPVT', '0U8H58N2QNJJEJVNO91MDGUPVT'],
    ['/gp/video/detail/B07F6TYCXZ/ref=atv_dp_amz_det_c_UTPsmN_1_1', 'B07F6TYCXZ'],
    ['/-/de/detail/0LCQSTWDMN9V770DG2DKXY3GVF', '0LCQSTWDMN9V770DG2DKXY3GVF'],
    ['/gp/video/storefront', null],
    ['/dp/B07F6TYCXZ', null],
  ])('%s -> %s', (path, id) => {
    const document = pageWithPlayer(PRIME_TABLE[0]!.url, 1);
    expect(siteItemIdOf(primevideo, new URL(path, 'https://www.primevideo.com'), document)).toBe(id && `${id}~dv-web-player`);
  });

  it('outside a page (no document) the default path matches nothing', () => {
    expect(siteItemIdOf(primevideo, new URL(row.url))).toBeNull();
  });
});

describe('primevideo adapter: the fixture table, read from the open player', () => {
  const label = (row: PrimeRow) => `${row.url} (player ${row.player})`;
  it.each(PRIME_TABLE.map((row) => [label(row), row] as const))('%s', async (_, row) => {
    const document = pageWithPlayer(row.url, row.player);
    const url = new URL(row.url);
    const site = primevideo;
    const siteItemId = siteItemIdOf(site, url, document)!;
    const guess = await readGuess(site, { url, document, siteItemId });
    const numbers = row.expected.kind === 'episode' ? `:S${row.expected.season}E${row.expected.episode}` : '';
    expect(guess).toEqual({ site: 'primevideo', siteItemId: `${row.detailId}${numbers}`, ...row.expected });
  });

  it('the detail page behind the player is never read ("Resume S1 E4", season picker)', async () => {
    const row = PRIME_TABLE.find((candidate) => candidate.player === 2)!;
    const document = pageWithPlayer(row.url, 2);
    expect(document.querySelector('[data-testid="dp-atf-play-button"]')?.textContent).toBe('Resume S1 E4');
    const guess = await readGuess(primevideo, { url: new URL(row.url), document, siteItemId: 'x' });
    expect(guess).toMatchObject({ episode: 5 });
  });
});

describe('primevideo adapter: other title bar layouts', () => {
  it('reads `.atvwebplayersdk-episode-info` where the subtitle line is absent', async () => {
    const row = PRIME_TABLE[1]!;
    const document = pageWithPlayer(row.url, 1);
    const subtitle = document.querySelector(`${OPEN_PLAYER} .atvwebplayersdk-subtitle-text`)!;
    subtitle.outerHTML = '<div class="atvwebplayersdk-episode-info">Season 1, Ep. 4 Cancer Man</div>';
    const guess = await readGuess(primevideo, { url: new URL(row.url), document, siteItemId: 'x' });
    expect(guess).toMatchObject({ kind: 'episode', title: 'Breaking Bad', season: 1, episode: 4, episodeTitle: 'Cancer Man' });
  });

  it('a subtitle that is no episode label (an extra) is not guessed', async () => {
    const row = PRIME_TABLE[1]!;
    const document = pageWithPlayer(row.url, 1);
    document.querySelector(`${OPEN_PLAYER} .atvwebplayersdk-subtitle-text`)!.textContent = 'Behind the scenes';
    expect(await readGuess(primevideo, { url: new URL(row.url), document, siteItemId: 'x' })).toBeNull();
  });
});

describe('primevideo adapter: ads and previews', () => {
  const row = PRIME_TABLE[0]!;

  it('an ad plays only when the open player shows the countdown, not a stale copy elsewhere', () => {
    const document = pageWithPlayer(row.url, 1);
    expect(document.querySelectorAll('.atvwebplayersdk-ad-timer-remaining-time')).toHaveLength(1);
    expect(primevideo.isAdPlaying!(document)).toBe(false);
    document.querySelector(`${OPEN_PLAYER} .atvwebplayersdk-ad-slot`)!.innerHTML = '<span class="atvwebplayersdk-ad-timer-remaining-time">0:38</span>';
    expect(primevideo.isAdPlaying!(document)).toBe(true);
  });

  it('the hero trailer and a replaced player are previews; the open player is not', () => {
    const document = pageWithPlayer(PRIME_TABLE.find((candidate) => candidate.player === 2)!.url, 2);
    const [hero, old, open] = [...document.querySelectorAll('video')] as unknown as HTMLVideoElement[];
    expect(hero!.classList.contains('tst-video-overlay-player-html5')).toBe(true);
    expect(primevideo.isPreview!(hero!)).toBe(true);
    expect(primevideo.isPreview!(old!)).toBe(true);
    expect(primevideo.isPreview!(open!)).toBe(false);
  });
});

describe('primevideo page-world reader', () => {
  const reader = TIMELINE_READERS.primevideo!;
  const windowOf = (document: Document) => ({ document }) as unknown as Window;

  it.each([
    ['1:40 / 2:20', { position: 100, duration: 240 }],
    ['48:25 / 04:11', { position: 2905, duration: 3156 }],
    ['1:02:03 / 0:57', { position: 3723, duration: 3780 }],
  ])('reads "%s" as elapsed / remaining', (text, expected) => {
    const document = pageWithPlayer(PRIME_TABLE[0]!.url, 1);
    document.querySelector(`${OPEN_PLAYER} .atvwebplayersdk-timeindicator-text`)!.textContent = text;
    expect(readTimeline(reader, windowOf(document))).toEqual(expected);
  });

  it('knows nothing while no player is open or while an ad took the indicator down', () => {
    const closed = pageWithPlayer(PRIME_TABLE[0]!.url, 0);
    expect(readTimeline(reader, windowOf(closed))).toBeNull();
    const open = pageWithPlayer(PRIME_TABLE[0]!.url, 1);
    open.querySelector(`${OPEN_PLAYER} .atvwebplayersdk-timeindicator-text`)!.remove();
    expect(readTimeline(reader, windowOf(open))).toBeNull();
  });
});
