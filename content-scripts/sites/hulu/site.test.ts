import { parseHTML } from 'linkedom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HULU_TABLE, JEOPARDY_LIVE, PARASITE, S36E1, S36E2, THE_SIMPSONS, watchUrl, type HuluTableRow } from './fixture/catalog';
import { entityAnswer } from './fixture/entity';
import { huluFixtureHandler } from './fixture/serve';
import { readGuessOutcome, siteItemIdOf, type PageContext, type SiteDefinition } from '../../player/site';
import { verdictFromEntity } from './metadata';
import { fromPlayerMetadata, readSubtitle } from './player';
import { huluSite } from './site';

// Each test starts from a fresh adapter: the entity verdicts are remembered per id for the script's life.
let hulu: SiteDefinition;
beforeEach(() => {
  hulu = huluSite();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function documentOf(url: string): Document {
  const res = huluFixtureHandler({ url, headers: {} });
  expect(res.status).toBe(200);
  return parseHTML(String(res.body)).document as unknown as Document;
}

function pageOf(url: string, document = documentOf(url)): PageContext {
  const at = new URL(url);
  return { url: at, document, siteItemId: siteItemIdOf(hulu, at) ?? '' };
}

/** The fixture's discover host stands in for the network, with the cookie a signed-in tab sends. */
function serveApi(cookie = '_hulu_session=t'): Array<{ url: string; credentials?: RequestCredentials }> {
  const asked: Array<{ url: string; credentials?: RequestCredentials }> = [];
  vi.stubGlobal('fetch', async (input: URL | string, init?: RequestInit) => {
    asked.push({ url: String(input), ...(init?.credentials ? { credentials: init.credentials } : {}) });
    const res = huluFixtureHandler({ url: String(input), headers: { cookie, origin: 'https://www.hulu.com' } });
    return new Response(String(res.body), { status: res.status, headers: res.headers });
  });
  return asked;
}

const withoutShownOnly = (row: HuluTableRow) => row.expected && { ...row.expected, siteItemId: row.entity.id };

describe('hulu adapter: watch paths', () => {
  it.each([
    [`/watch/${S36E1.id}`, S36E1.id],
    [`/watch/${S36E1.id}/`, S36E1.id],
    [`/watch/the-simpsons-${S36E1.id}`, S36E1.id],
    ['/watch/12345', null],
    [`/series/the-simpsons-${THE_SIMPSONS.id}`, null],
    [`/movie/parasite-${PARASITE.id}`, null],
    ['/live', null],
    ['/hub/home', null],
  ])('%s -> %s', (path, expected) => {
    expect(siteItemIdOf(hulu, new URL(path, 'https://www.hulu.com'))).toBe(expected);
  });
});

describe('hulu adapter: every table row', () => {
  it.each(HULU_TABLE.map((row) => [row.url, row] as const))('%s (discover API)', async (_url, row) => {
    const asked = serveApi();
    const outcome = await readGuessOutcome(hulu, pageOf(row.url));
    if (row.expected) {
      const siteShowId = row.entity.series ? { siteShowId: row.entity.series.id } : {};
      expect(outcome).toEqual({ guess: { ...withoutShownOnly(row), ...siteShowId, site: 'hulu' }, source: 'hulu-entity' });
      expect(asked).toEqual([{ url: `https://discover.hulu.com/content/v3/entity?language=en&eab_ids=${row.entity.id}`, credentials: 'include' }]);
    } else {
      // Live TV: the player's LIVE badge refuses it before anything is asked.
      expect(outcome).toEqual({ guess: null, refused: true });
    }
  });

  it.each(HULU_TABLE.map((row) => [row.url, row] as const))('%s (player title block, API down)', async (_url, row) => {
    serveApi('_hulu_session=t; wm_api=down');
    const failures: string[] = [];
    const outcome = await readGuessOutcome(hulu, pageOf(row.url), (source, reason) => failures.push(`${source}: ${reason}`));
    if (!row.expected) return expect(outcome).toEqual({ guess: null, refused: true });
    // The player shows no year.
    const { year: _notShown, ...shown } = withoutShownOnly(row)!;
    expect(outcome).toEqual({ guess: { ...shown, site: 'hulu' }, source: 'hulu-player-metadata' });
    expect(failures).toEqual(['hulu-entity: entity endpoint answered an error']);
  });
});

describe('hulu adapter: live TV is never a movie or an episode', () => {
  it('the API alone refuses a LIVE bundle (the badge hidden with the controls); no weaker source names it', async () => {
    serveApi();
    const document = documentOf(watchUrl(JEOPARDY_LIVE));
    document.querySelector('[aria-label="LIVE"]')!.remove();
    // Without the API the title block would name the airing as an episode.
    expect(await fromPlayerMetadata()(pageOf(watchUrl(JEOPARDY_LIVE), document))).toMatchObject({ kind: 'episode', title: 'Jeopardy!' });
    expect(await readGuessOutcome(hulu, pageOf(watchUrl(JEOPARDY_LIVE), document))).toEqual({ guess: null, refused: true });
  });

  it('a sports event is refused; an entity type never seen before is a changed answer, not a guess', () => {
    const answer = (type: string) => {
      const body = entityAnswer(S36E1.id, 300) as { items: Array<Record<string, unknown>> };
      body.items[0]!._type = type;
      return body;
    };
    expect(verdictFromEntity(answer('sports_episode'), S36E1.id)).toEqual({ kind: 'refused', why: 'sports_episode' });
    expect(() => verdictFromEntity(answer('clip'), S36E1.id)).toThrow('unexpected value at items.0._type');
  });
});

describe('hulu adapter: a changed API shape throws with the reason; an empty one is no answer', () => {
  it.each([
    ['no items', {}, 'items'],
    ['an episode without its number', { number: null }, 'items.0.number'],
    ['a number that is no number', { number: 'one' }, 'items.0.number'],
    ['another entity than asked for', { id: S36E2.id }, 'items.0.id'],
    ['a bundle that is no object', { bundle: 'VOD' }, 'items.0.bundle'],
  ])('%s', async (_what, change, path) => {
    const body = entityAnswer(S36E1.id, 300) as { items: Array<Record<string, unknown>> };
    const changed = Object.keys(change).length === 0 ? {} : { items: [{ ...body.items[0], ...change }] };
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(changed), { status: 200 }));
    const failures: string[] = [];
    const outcome = await readGuessOutcome({ ...hulu, guess: hulu.guess.slice(0, 1) }, pageOf(watchUrl(S36E1)), (source, reason) =>
      failures.push(`${source}: ${reason}`),
    );
    expect(outcome).toEqual({ guess: null, refused: false });
    expect(failures).toEqual([`hulu-entity: entity answer changed shape at ${path}`]);
  });

  it('numbers written as numbers read the same; nothing known about the id is no answer', () => {
    const body = entityAnswer(S36E1.id, 300) as { items: Array<Record<string, unknown>> };
    expect(verdictFromEntity({ items: [{ ...body.items[0], season: 36, number: 1 }] }, S36E1.id)).toMatchObject({ guess: { season: 36, episode: 1 } });
    expect(verdictFromEntity({ items: [] }, S36E1.id)).toBeNull();
  });
});

describe('hulu adapter: ads and previews', () => {
  it('a page that opens on a pre-roll is in an ad break until the unit goes', () => {
    const document = documentOf(watchUrl(S36E1));
    const ad = document.querySelector('video#ad-video-player') as unknown as HTMLVideoElement;
    expect(hulu.isAdPlaying!(document)).toBe(true);
    document.querySelector('.AdUnitView')!.remove();
    expect(hulu.isAdPlaying!(document)).toBe(false);
    expect(hulu.isPreview!(ad)).toBe(true);
    expect(hulu.isPreview!(document.querySelector('video#content-video-player') as unknown as HTMLVideoElement)).toBe(false);
    expect(hulu.isAdPlaying!(documentOf(watchUrl(JEOPARDY_LIVE)))).toBe(false);
  });

  it('a video outside the player app (a detail page hero) is never the program', () => {
    const { document } = parseHTML('<main><section class="Masthead"><video muted autoplay></video></section></main>');
    expect(hulu.isPreview!(document.querySelector('video') as unknown as HTMLVideoElement)).toBe(true);
  });
});

describe('hulu adapter: the player title block', () => {
  it.each([
    ["S36 E1-Bart's Birthday", { season: 36, episode: 1, episodeTitle: "Bart's Birthday" }],
    ['S1 E3-Pilot • TV-14', { season: 1, episode: 3, episodeTitle: 'Pilot' }],
    ['S2 E10-Part One - The Return', { season: 2, episode: 10, episodeTitle: 'Part One - The Return' }],
    ['Drama • 2019', null],
    ['Extras-Behind the Scenes', null],
  ])('%j', (line, expected) => {
    expect(readSubtitle(line)).toEqual(expected);
  });

  it('right after autoplay the block still shows the last item: that is not the new one', async () => {
    const document = documentOf(watchUrl(S36E1));
    const fromBlock = fromPlayerMetadata();
    expect(await fromBlock(pageOf(watchUrl(S36E1), document))).toMatchObject({ episode: 1 });
    // The URL moved to episode 2 a render before the block did.
    expect(await fromBlock(pageOf(watchUrl(S36E2), document))).toBeNull();
    document.querySelector('.PlayerMetadata__subTitle')!.textContent = 'S36 E2-The Yellow Lotus';
    expect(await fromBlock(pageOf(watchUrl(S36E2), document))).toMatchObject({ episode: 2, episodeTitle: 'The Yellow Lotus' });
  });
});
