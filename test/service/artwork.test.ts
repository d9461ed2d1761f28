import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artworkSvg } from './artwork.ts';
import type { Simulator } from './server.ts';
import { startTestSim } from './test-helpers.ts';

const film = { svc: 10004, title: 'Inception', year: 2010, kind: 'movie' } as const;
const show = { svc: 20001, title: 'Stranger Things', year: 2016, kind: 'tv' } as const;
const fillOf = (svg: string) => /stop-color="([^"]+)"/.exec(svg)?.[1];

describe('the artwork the image host draws', () => {
  it('is the same picture on every call for one item, and another colour for another item', () => {
    expect(artworkSvg('poster', [300, 450], film)).toBe(artworkSvg('poster', [300, 450], film));
    expect(fillOf(artworkSvg('poster', [300, 450], film))).not.toBe(fillOf(artworkSvg('poster', [300, 450], show)));
  });

  it('sets the title and year, and escapes what XML would read as markup', () => {
    const svg = artworkSvg('poster', [300, 450], { svc: 1, title: 'Tom & Jerry <Uncut> "Rock\'n\'Roll"', year: 1999, kind: 'movie' });
    expect(svg).toContain('Tom &amp;');
    expect(svg).toContain('&lt;Uncut&gt;');
    expect(svg).toContain('&quot;Rock&apos;n&apos;Roll&quot;');
    expect(svg).toContain('1999 · film');
    expect(svg).not.toMatch(/<Uncut>/);
  });

  it('wraps a long title and cuts what does not fit in four lines with an ellipsis', () => {
    const svg = artworkSvg('poster', [300, 450], {
      svc: 7,
      title: 'The Lord of the Rings The Return of the King Extended Edition Part Two',
      year: 2003,
      kind: 'movie',
    });
    expect(svg.match(/<tspan /g)).toHaveLength(4);
    expect(svg).toContain('…');
  });

  it('has the size it is asked for', () => {
    expect(artworkSvg('fanart', [1920, 1080], show)).toMatch(/^<svg [^>]*width="1920" height="1080"/);
  });
});

describe('the image host', () => {
  let sim: Simulator;
  beforeAll(async () => {
    sim = await startTestSim();
  });
  afterAll(() => sim.close());

  it("answers a catalog item's poster and fanart with its picture, immutable", async () => {
    const item = sim.state.catalog.items.find((candidate) => candidate.title === 'Inception')!;
    const poster = await fetch(`${sim.urls.image}/posters/${item.poster}_m.webp`);
    expect(poster.status).toBe(200);
    expect(poster.headers.get('content-type')).toBe('image/svg+xml');
    expect(poster.headers.get('cache-control')).toContain('immutable');
    expect(await poster.text()).toContain('>Inception</tspan>');
    const fanart = await fetch(`${sim.urls.image}/fanart/${item.fanart}_l.webp`);
    expect(await fanart.text()).toMatch(/^<svg [^>]*width="1920" height="1080"/);
  });

  it('answers the placeholder and the premium lists card with a neutral picture, and an unknown fragment or size with 404', async () => {
    expect(await (await fetch(`${sim.urls.image}/posters/placeholder_m.webp`)).text()).toContain('No picture');
    expect(await (await fetch(`${sim.urls.image}/posters/premium-lists_m.webp`)).text()).toContain('>Lists</tspan>');
    expect((await fetch(`${sim.urls.image}/posters/999999-nothing_m.webp`)).status).toBe(404);
    const item = sim.state.catalog.items[0]!;
    expect((await fetch(`${sim.urls.image}/posters/${item.poster}_xxl.webp`)).status).toBe(404);
  });
});
