import { parseHTML } from 'linkedom';
import { beforeEach, describe, expect, it } from 'vitest';
import { readGuessOutcome, siteItemIdOf, type PageContext, type SiteDefinition } from '../../player/site';
import { AARYA_S1E1, AARYA_S1E2, contentPath, expectedOf, HOME_PATH, HOTSTAR_ITEMS, PREMAM, urlOf, watchPath } from './fixture/catalog';
import { viewOf } from './fixture/pages';
import { hotstarFixtureHandler } from './fixture/serve';
import { labelOf, urlNames } from './metadata';
import { hotstarSite } from './site';

// Each test starts from a fresh adapter: the labels it read are remembered for the script's life.
let hotstar: SiteDefinition;
beforeEach(() => {
  hotstar = hotstarSite();
});

function documentOf(url: string, cookie = ''): Document {
  const res = hotstarFixtureHandler({ url, headers: cookie ? { cookie } : {} });
  expect(res.status).toBe(200);
  return parseHTML(String(res.body)).document as unknown as Document;
}

function pageOf(url: string, document = documentOf(url)): PageContext {
  const at = new URL(url);
  return { url: at, document, siteItemId: siteItemIdOf(hotstar, at) ?? '' };
}

/** What the app does on next-episode autoplay: a new address, the heading and label follow, the JSON-LD stays. */
function movedTo(document: Document, url: string, lang: 'en' | 'hi' = 'en'): PageContext {
  const item = HOTSTAR_ITEMS.find((each) => urlOf(watchPath(each)) === url)!;
  const view = viewOf(item, lang);
  document.querySelector('h1')!.textContent = view.heading;
  const overlay = document.querySelector('[aria-label] > p')!.parentElement!;
  overlay.setAttribute('aria-label', view.label);
  document.title = 'JioHotstar';
  return pageOf(url, document);
}

const guessOf = (item: (typeof HOTSTAR_ITEMS)[number]) => ({ ...expectedOf(item), siteItemId: item.id, site: 'hotstar' });

describe('hotstar adapter: watch paths', () => {
  it.each([
    [watchPath(PREMAM), PREMAM.id],
    [watchPath(AARYA_S1E1), AARYA_S1E1.id],
    ['/shows/anupama/1260022017/anupama-anuj-share-a-moment/1000282843/watch/', '1000282843'],
    [contentPath(PREMAM), null],
    ['/in/shows/anupama/1260022017/anupama-anuj-share-a-moment/1000282843', null],
    ['/in/clips/aarya-official-trailer/1100012345', null],
    ['/in/sports/cricket/ind-vs-aus-1st-odi/1540012345/watch', null],
    [HOME_PATH, null],
  ])('%s -> %s', (path, expected) => {
    expect(siteItemIdOf(hotstar, new URL(path, 'https://www.hotstar.com'))).toBe(expected);
  });
});

describe('hotstar adapter: a full load names the item from its JSON-LD', () => {
  it.each([
    [urlOf(watchPath(PREMAM)), PREMAM],
    [urlOf(watchPath(AARYA_S1E1)), AARYA_S1E1],
    [urlOf(watchPath(AARYA_S1E2), 'www.jiohotstar.com'), AARYA_S1E2],
  ])('%s', async (url, item) => {
    expect(await readGuessOutcome(hotstar, pageOf(url))).toEqual({ guess: guessOf(item), source: 'hotstar-json-ld' });
  });

  it('the same in the Hindi UI (the data is not translated)', async () => {
    const url = urlOf(watchPath(AARYA_S1E1));
    expect(await readGuessOutcome(hotstar, pageOf(url, documentOf(url, 'wm_lang=hi')))).toEqual({ guess: guessOf(AARYA_S1E1), source: 'hotstar-json-ld' });
  });

  it("takes a node whose url is the item's content page or its /watch address, and no other", () => {
    expect(urlNames('https://www.hotstar.com/in/movies/premam/1000091195', '1000091195')).toBe(true);
    expect(urlNames('/in/movies/premam/1000091195/watch/', '1000091195')).toBe(true);
    expect(urlNames('https://www.hotstar.com/in/movies/premam/1000091195/watch', '100009119')).toBe(false);
    expect(urlNames(undefined, '1000091195')).toBe(false);
  });

  it('reads nothing from JSON-LD whose name is not the heading the app shows', async () => {
    const url = urlOf(watchPath(PREMAM));
    const document = documentOf(url);
    document.querySelector('h1')!.textContent = 'Premam 2';
    expect(await hotstar.guess[0]!(pageOf(url, document))).toBeNull();
  });
});

describe('hotstar adapter: after next-episode autoplay the stale JSON-LD is left, the player label names the item', () => {
  it.each([
    ['en', 'Aarya, Season 1, Episode 2, Episode 2'],
    ['hi', 'Aarya, सीज़न 1, एपिसोड 2, Episode 2'],
  ] as const)('%s: %s', async (lang, label) => {
    const first = urlOf(watchPath(AARYA_S1E1));
    const document = documentOf(first, lang === 'hi' ? 'wm_lang=hi' : '');
    expect(await readGuessOutcome(hotstar, pageOf(first, document))).toMatchObject({ source: 'hotstar-json-ld' });
    const page = movedTo(document, urlOf(watchPath(AARYA_S1E2)), lang);
    expect(labelOf(document)).toBe(label);
    expect(await hotstar.guess[0]!(page)).toBeNull();
    expect(await readGuessOutcome(hotstar, page)).toEqual({ guess: guessOf(AARYA_S1E2), source: 'hotstar-player-label' });
  });

  it('a label still reading as it did for the episode before is the render lag: nothing yet', async () => {
    const first = urlOf(watchPath(AARYA_S1E1));
    const document = documentOf(first);
    document.querySelector('script[type="application/ld+json"]')!.remove();
    expect(await readGuessOutcome(hotstar, pageOf(first, document))).toMatchObject({ source: 'hotstar-player-label' });
    expect(await readGuessOutcome(hotstar, pageOf(urlOf(watchPath(AARYA_S1E2)), document))).toEqual({ guess: null, refused: false });
  });

  it('reads Indic digits, and never the up-next rail (another show than the heading)', () => {
    const document = documentOf(urlOf(watchPath(AARYA_S1E1)));
    const overlay = document.querySelector('[aria-label^="Aarya,"]')!;
    overlay.setAttribute('aria-label', 'Aarya, सीज़न १, एपिसोड ३, Episode 3');
    expect(labelOf(document)).toBe('Aarya, सीज़न 1, एपिसोड 3, Episode 3');
    overlay.removeAttribute('aria-label');
    expect(document.querySelector('[aria-label^="Special Ops,"]')).not.toBeNull();
    expect(labelOf(document)).toBeNull();
  });

  it('a film reached in-app is named by the heading, without the year only its JSON-LD states', async () => {
    const url = urlOf(watchPath(PREMAM));
    const document = documentOf(url);
    document.querySelector('script[type="application/ld+json"]')!.remove();
    expect(await readGuessOutcome(hotstar, pageOf(url, document))).toEqual({
      guess: { kind: 'movie', title: 'Premam', siteItemId: PREMAM.id, site: 'hotstar' },
      source: 'hotstar-heading',
    });
  });
});

describe('hotstar adapter: ads and previews', () => {
  const playing = (video: Element, paused: boolean) => Object.defineProperties(video, { paused: { value: paused }, ended: { value: false } });

  it("the ad's own element and the home hero are previews; the programme's is not", () => {
    const document = documentOf(urlOf(watchPath(PREMAM)));
    const [ad, programme] = [...document.querySelectorAll('video')] as unknown as HTMLVideoElement[];
    expect(hotstar.isPreview!(ad!)).toBe(true);
    expect(hotstar.isPreview!(programme!)).toBe(false);
    expect(hotstar.isPreview!(documentOf(urlOf(HOME_PATH)).querySelector('video') as unknown as HTMLVideoElement)).toBe(true);
  });

  it('an ad break lasts while the ad element plays', () => {
    const document = documentOf(urlOf(watchPath(PREMAM)));
    const ad = document.querySelector('#ad-video-container video')!;
    playing(ad, false);
    expect(hotstar.isAdPlaying!(document)).toBe(true);
    const ended = documentOf(urlOf(watchPath(PREMAM)));
    playing(ended.querySelector('#ad-video-container video')!, true);
    expect(hotstar.isAdPlaying!(ended)).toBe(false);
  });
});
