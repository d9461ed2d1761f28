import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { genericItemId, genericSite } from '../../../content-scripts/sites/generic/site';
import { withFileName } from '../../../content-scripts/metadata/media-file';
import { candidateOf } from '../../../content-scripts/metadata/standard-sources';
import { readGuess, type PageContext } from '../../../content-scripts/player/site';
import { MediaGuessSchema, type MediaGuess } from '../../../lib/messages/media';
import { GENERIC_ORIGIN, GENERIC_PAGES, GENERIC_TABLE, OTHER_ORIGIN, type GenericTableRow } from './catalog.js';
import { CLIP_PATH, spaTitle } from './pages.js';
import { genericFixtureHandler } from './serve.js';

const dir = mkdtempSync(join(tmpdir(), 'wm-generic-'));
const clipPath = join(dir, 'clip.webm');
writeFileSync(clipPath, Buffer.alloc(1000, 1));

function documentAt(url: string): Document {
  const res = genericFixtureHandler({ url, headers: {} }, { clipPath });
  expect(res.status).toBe(200);
  return parseHTML(String(res.body)).document as unknown as Document;
}

/** The fixture DOM as the detector sees it when the video plays at `row.url`. */
function pageOf(row: GenericTableRow): PageContext {
  const document = documentAt(row.loadedUrl);
  // After the in-page move the app has retitled the document; <head> data is untouched.
  if (row.url !== row.loadedUrl && row.page.spaLink) document.title = spaTitle(row.page.spaLink.heading);
  const url = new URL(row.url);
  return { url, document, siteItemId: genericItemId(url) };
}

const site = (row: GenericTableRow) => genericSite({ userAnswer: () => undefined, onUnknown: () => undefined, loadedUrl: () => row.loadedUrl });
const itemOf = ({ kind, title, year, season, episode }: MediaGuess) =>
  Object.fromEntries(Object.entries({ kind, title, year, season, episode }).filter(([, value]) => value !== undefined));

describe('generic detector against the fixture table', () => {
  it.each(GENERIC_TABLE.map((row) => [row.url, row] as const))('%s', async (_url, row) => {
    const page = pageOf(row);
    const guess = await readGuess(site(row), page);
    if (row.expected) {
      expect(guess && itemOf(guess)).toEqual(row.expected);
      expect(MediaGuessSchema.safeParse(guess).success).toBe(true);
      expect(guess).toMatchObject({ site: 'generic', siteItemId: `${new URL(row.url).host}${new URL(row.url).pathname}` });
    } else {
      expect(guess).toBeNull();
      // What the detector offers the user: the page's reading and, where it plays one, the file's name.
      expect(
        withFileName(
          candidateOf(page, () => row.loadedUrl),
          page.document,
          page.url,
        ),
      ).toEqual(row.candidate);
    }
  });

  it("takes the user's answer for that page over the markup, and only for that page", async () => {
    const row = GENERIC_TABLE.find((candidate) => candidate.expected === null)!;
    const answer = { kind: 'episode' as const, title: 'Dark', season: 1, episode: 3 };
    const answered = genericSite({
      userAnswer: (url) => (url.href === row.url ? answer : undefined),
      onUnknown: () => undefined,
      loadedUrl: () => row.loadedUrl,
    });
    expect(await readGuess(answered, pageOf(row))).toMatchObject({ ...answer, site: 'generic' });
    const other = GENERIC_TABLE.find((candidate) => candidate.expected === null && candidate.url !== row.url)!;
    expect(await readGuess(answered, pageOf(other))).toBeNull();
  });

  it('tells a looping muted autoplay trailer from the player', () => {
    const trailerPage = GENERIC_PAGES.find((page) => page.trailer)!;
    const document = documentAt(`${GENERIC_ORIGIN}${trailerPage.path}`);
    const isPreview = site(GENERIC_TABLE[0]!).isPreview!;
    expect(isPreview(document.querySelector('video.hero-trailer') as HTMLVideoElement)).toBe(true);
    const player = documentAt(GENERIC_TABLE[0]!.url).querySelector('#player video') as HTMLVideoElement;
    expect(isPreview(player)).toBe(false);
  });

  it('names a page by host, path and query, never the fragment', () => {
    expect(genericItemId(new URL('https://www.streamhall.test/watch?v=1#t=30'))).toBe('www.streamhall.test/watch?v=1');
  });
});

describe('generic fixture server', () => {
  it('serves every page on both hosts, media with byte ranges, and 404 elsewhere', () => {
    for (const page of GENERIC_PAGES) expect(documentAt(`${OTHER_ORIGIN}${page.path}`).querySelector('h1')?.textContent).toBe(page.heading);
    const clip = genericFixtureHandler({ url: `${GENERIC_ORIGIN}${CLIP_PATH}`, headers: { Range: 'bytes=0-9' } }, { clipPath });
    expect(clip.status).toBe(206);
    expect(clip.headers['content-range']).toBe('bytes 0-9/1000');
    expect(genericFixtureHandler({ url: 'https://www.netflix.com/us/movie/the-matrix/umc.cmc.1x2b3c4d5e6f', headers: {} }).status).toBe(404);
    expect(genericFixtureHandler({ url: `${GENERIC_ORIGIN}/us/movie/fight-club/umc.cmc.5b6n7m8a9s`, headers: {} }).status).toBe(404);
  });
});
