import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { BREAKING_BAD_DE_PAGE, BREAKING_BAD_S1_PAGE, chainOf, detailUrl, EEAAO_PAGE, featureSeconds, PRIME_ITEMS, PRIME_TABLE } from './catalog.js';
import { CLIP_PATH, PLAYER_ID_SLOT } from './pages.js';
import { primeFixtureHandler, type PrimeFixtureOptions } from './serve.js';

const clipBytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
const clipPath = join(mkdtempSync(join(tmpdir(), 'wm-prime-')), 'clip.webm');
writeFileSync(clipPath, clipBytes);
const opts: PrimeFixtureOptions = { clipPath, clipSeconds: 300 };

const serve = (url: string, headers: Record<string, string> = {}) => primeFixtureHandler({ url, headers }, opts);
const documentAt = (url: string) => parseHTML(String(serve(url).body)).document as unknown as Document;

describe('Prime Video fixture catalog', () => {
  it('a season page plays the resumed episode, then the next one in a second player', () => {
    expect(chainOf(BREAKING_BAD_S1_PAGE).map((item) => item.key)).toEqual(['bbS1E4', 'bbS1E5']);
    expect(PRIME_TABLE.filter((row) => row.url === detailUrl(BREAKING_BAD_S1_PAGE)).map((row) => row.player)).toEqual([1, 2]);
    expect(PRIME_TABLE).toHaveLength(4);
  });

  it('splices ads into the stream: the feature is the clip less its breaks', () => {
    expect(featureSeconds(PRIME_ITEMS.eeaao!, 300)).toBe(260);
    expect(featureSeconds(PRIME_ITEMS.bbS1E4!, 300)).toBe(270);
    expect(featureSeconds(PRIME_ITEMS.bbS1E5!, 300)).toBe(300);
  });
});

describe('primeFixtureHandler detail pages', () => {
  it.each(PRIME_TABLE.filter((row) => row.player === 1).map((row) => [row.url] as const))('serves %s with hero trailer and hidden player', (url) => {
    const document = documentAt(url);
    const hero = document.querySelector('video.tst-video-overlay-player-html5')!;
    expect(['muted', 'autoplay', 'loop'].every((name) => hero.hasAttribute(name))).toBe(true);
    const player = document.getElementById('dv-web-player')!;
    expect(player.getAttribute('style')).toContain('display:none');
    expect(player.classList.contains('dv-player-fullscreen')).toBe(false);
    expect(player.querySelector('.atvwebplayersdk-video-surface video')).not.toBeNull();
    expect(player.querySelector('.atvwebplayersdk-title-text')).not.toBeNull();
    expect(document.querySelector('[data-testid="dp-atf-play-button"]')).not.toBeNull();
  });

  it('names the work in the title with a service prefix, and speaks German on amazon.de', () => {
    expect(documentAt(detailUrl(EEAAO_PAGE)).title).toBe('Prime Video: Everything Everywhere All at Once');
    const german = documentAt(detailUrl(BREAKING_BAD_DE_PAGE));
    expect(german.documentElement.getAttribute('lang')).toBe('de');
    expect(german.querySelector('.atvwebplayersdk-subtitle-text')!.textContent).toBe("Staffel 1, Folge 6 Crazy Handful of Nothin'");
    expect(german.querySelector('.atvwebplayersdk-title-text')!.textContent).toBe('Breaking Bad [dt./OV]');
  });

  it('carries the next player as markup for the page script, with a slot for its new id', () => {
    const boot = JSON.parse(documentAt(detailUrl(BREAKING_BAD_S1_PAGE)).getElementById('wm-boot')!.textContent!) as { players: Record<string, string> };
    expect(Object.keys(boot.players)).toEqual(['bbS1E5']);
    expect(boot.players.bbS1E5).toContain(`id="${PLAYER_ID_SLOT}"`);
    expect(boot.players.bbS1E5).toContain('Season 1, Ep. 5 Gray Matter');
  });

  it('keeps a stale ad countdown outside the player, as the real page does', () => {
    const document = documentAt(detailUrl(EEAAO_PAGE));
    const stale = document.querySelector('.atvwebplayersdk-ad-timer-remaining-time')!;
    expect(stale.closest('[id^="dv-web-player"]')).toBeNull();
  });

  it.each([
    'https://www.primevideo.com/detail/0QF1XTUREEEAAO2022M0V1E01B',
    'https://www.primevideo.com/',
    'https://www.amazon.de/gp/video/storefront',
    `https://www.amazon.com${BREAKING_BAD_DE_PAGE.path}`,
  ])('answers 404 for %s', (url) => expect(serve(url).status).toBe(404));
});

describe('primeFixtureHandler media', () => {
  it.each(['https://www.primevideo.com', 'https://www.amazon.de'])('answers Range requests on %s', (origin) => {
    const response = serve(`${origin}${CLIP_PATH}`, { range: 'bytes=0-9' });
    expect(response.status).toBe(206);
    expect(response.headers['content-range']).toBe('bytes 0-9/1000');
  });
});
