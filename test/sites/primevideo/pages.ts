// Prime Video fixture: a detail page whose hero trailer autoplays muted, with a hidden player
// overlay that opens on Play; ads spliced into the stream; the next episode in a new player
// container (dv-web-player-2) without any URL change.
import { chainOf, featureSeconds, PRIME_PAGES, type PrimeDetailPage, type PrimeItem } from './catalog.js';

export const CLIP_PATH = '/wm-fixture/dv/clip.webm';
/** Where the page script puts a new container's id. */
export const PLAYER_ID_SLOT = '__PLAYER_ID__';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');
// Hashed CSS-module names change often (SITES.md); detectors must not need them.
const hashed = (): string => `f${Math.random().toString(36).slice(2, 8)}`;

function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const hms = [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60];
  return hms[0] ? `${hms[0]}:${String(hms[1]).padStart(2, '0')}:${String(hms[2]).padStart(2, '0')}` : `${hms[1]}:${String(hms[2]).padStart(2, '0')}`;
}

/** One player container as Prime's web player SDK lays it out (class names from SITES.md). */
export function playerMarkup(item: PrimeItem, id: string, clipSeconds: number): string {
  const length = featureSeconds(item, clipSeconds);
  return `
<div id="${id}" class="webPlayerSDKContainer ${hashed()}" style="display:none">
  <div class="webPlayerSDKUiContainer">
    <div class="atvwebplayersdk-video-surface"><video class="${hashed()}"></video></div>
    <div class="atvwebplayersdk-captions-overlay"><span class="atvwebplayersdk-captions-text"></span></div>
    <div class="atvwebplayersdk-overlays-container ${hashed()}">
      <div class="atvwebplayersdk-infobar-container ${hashed()}">
        <div class="atvwebplayersdk-title-text ${hashed()}">${escapeHtml(item.shownTitle)}</div>
        <div class="atvwebplayersdk-subtitle-text ${hashed()}">${escapeHtml(item.subtitle)}</div>
      </div>
      <div class="atvwebplayersdk-ad-slot ${hashed()}"></div>
      <div class="atvwebplayersdk-bottompanel-container ${hashed()}">
        <button id="atvwebplayersdk-play-pause-button" aria-label="Play"></button>
        <div class="atvwebplayersdk-timeindicator-text ${hashed()}">0:00 / ${clock(length)}</div>
      </div>
      <div class="atvwebplayersdk-nextup-slot"></div>
    </div>
  </div>
</div>`;
}

// Runs in the page's world, as the site's player SDK does.
const DETAIL_JS = `
  const B = JSON.parse(document.getElementById('wm-boot').textContent);
  const hero = document.querySelector('video.tst-video-overlay-player-html5');
  let containers = 1;
  const two = (n) => String(n).padStart(2, '0');
  const clock = (seconds) => {
    const s = Math.max(0, Math.floor(seconds));
    const h = Math.floor(s / 3600), m = Math.floor((s % 3600) / 60);
    return h ? h + ':' + two(m) + ':' + two(s % 60) : m + ':' + two(s % 60);
  };
  const featureLength = (item) => B.clipSeconds - item.ads.reduce((total, ad) => total + ad[1], 0);
  const adAt = (item, t) => item.ads.find(([start, length]) => t >= start && t < start + length);
  // Feature time: stream time less the ad seconds already played.
  const featureTime = (item, t) => item.ads.reduce((c, [start, length]) => c - Math.max(0, Math.min(length, t - start)), t);

  async function load(video) {
    const source = new MediaSource();
    video.src = URL.createObjectURL(source);
    await new Promise((resolve) => source.addEventListener('sourceopen', resolve, { once: true }));
    const buffer = source.addSourceBuffer('video/webm; codecs="vp8, opus"');
    const bytes = await (await fetch(B.clip)).arrayBuffer();
    buffer.addEventListener('updateend', () => source.endOfStream(), { once: true });
    buffer.appendBuffer(bytes);
  }

  function setText(element, text) {
    if (element.textContent !== text) element.textContent = text;
  }

  function render(container, key, video) {
    if (!container.classList.contains('dv-player-fullscreen')) return;
    const item = B.items[key];
    const ad = adAt(item, video.currentTime);
    const adSlot = container.querySelector('.atvwebplayersdk-ad-slot');
    const bottom = container.querySelector('.atvwebplayersdk-bottompanel-container');
    let indicator = container.querySelector('.atvwebplayersdk-timeindicator-text');
    if (ad) {
      // During an ad the time indicator is taken down and the ad countdown shows instead.
      if (indicator) indicator.remove();
      if (!adSlot.firstChild) {
        adSlot.innerHTML = '<span class="atvwebplayersdk-adtimeindicator-text">' + B.words.ad + '</span> <span class="atvwebplayersdk-ad-timer-remaining-time"></span>';
      }
      setText(adSlot.querySelector('.atvwebplayersdk-ad-timer-remaining-time'), clock(ad[0] + ad[1] - video.currentTime));
      return;
    }
    adSlot.replaceChildren();
    if (!indicator) {
      indicator = document.createElement('div');
      indicator.className = 'atvwebplayersdk-timeindicator-text';
      bottom.append(indicator);
    }
    const elapsed = Math.floor(featureTime(item, video.currentTime));
    setText(indicator, clock(elapsed) + ' / ' + clock(featureLength(item) - elapsed));
    const slot = container.querySelector('.atvwebplayersdk-nextup-slot');
    if (item.next && elapsed >= 0.9 * featureLength(item) && !slot.firstChild) {
      slot.innerHTML = '<div class="atvwebplayersdk-nextupcard-wrapper"><div class="atvwebplayersdk-nextupcard-episode"></div><button class="atvwebplayersdk-nextupcard-button"></button></div>';
      slot.querySelector('.atvwebplayersdk-nextupcard-episode').textContent = item.nextCard;
      const button = slot.querySelector('button');
      button.textContent = B.words.next;
      button.addEventListener('click', () => playNext(container, key));
    }
  }

  function start(container, key) {
    const video = container.querySelector('video');
    container.style.display = '';
    container.classList.add('dv-player-fullscreen');
    document.body.style.overflow = 'hidden';
    hero.pause();
    for (const type of ['timeupdate', 'seeked']) video.addEventListener(type, () => render(container, key, video));
    const button = container.querySelector('#atvwebplayersdk-play-pause-button');
    button.addEventListener('click', () => (video.paused ? video.play() : video.pause()));
    render(container, key, video);
    void load(video);
    void video.play();
  }

  // The next episode gets a new container; the old one stays behind, hidden. The URL stays.
  function playNext(container, key) {
    const next = B.items[key].next;
    const old = container.querySelector('video');
    container.classList.remove('dv-player-fullscreen');
    container.style.display = 'none';
    old.pause();
    containers += 1;
    const id = 'dv-web-player-' + containers;
    document.getElementById('a-page').insertAdjacentHTML('beforeend', B.players[next].replace(B.idSlot, id));
    start(document.getElementById(id), next);
  }

  document.querySelector('[data-testid="dp-atf-play-button"]').addEventListener('click', (event) => {
    event.preventDefault();
    start(document.getElementById('dv-web-player'), B.first);
  });`;

const WORDS = {
  en: { ad: 'Ad', next: 'Next episode', season: 'Season' },
  de: { ad: 'Werbung', next: 'Nächste Folge', season: 'Staffel' },
} as const;

export function detailPage(page: PrimeDetailPage, clipSeconds: number): string {
  const chain = chainOf(page);
  const words = WORDS[page.lang];
  const first = chain[0]!;
  const boot = {
    first: first.key,
    clip: CLIP_PATH,
    clipSeconds,
    idSlot: PLAYER_ID_SLOT,
    words,
    items: Object.fromEntries(chain.map((item) => [item.key, { ads: item.ads, next: item.next ?? null, nextCard: item.nextCard ?? null }])),
    players: Object.fromEntries(chain.slice(1).map((item) => [item.key, playerMarkup(item, PLAYER_ID_SLOT, clipSeconds)])),
  };
  const seasons =
    first.kind === 'episode'
      ? `<div class="dv-node-dp-seasons"><select aria-label="${words.season}"><option selected>${words.season} 1</option><option>${words.season} 2</option></select></div>`
      : '';
  return `<!doctype html>
<html lang="${page.lang}"><head><meta charset="utf-8"><title>${escapeHtml(page.documentTitle)}</title>
<style>
  html, body { margin: 0; background: #0f171e; color: #fff; font-family: sans-serif; }
  [data-automation-id="hero-background"] video { width: 960px; height: 540px; }
  .webPlayerSDKContainer { position: fixed; inset: 0; background: #000; z-index: 10; }
  .webPlayerSDKContainer video { width: 100%; height: 100%; }
  .atvwebplayersdk-overlays-container { position: absolute; left: 0; right: 0; top: 0; }
</style></head>
<body>
<div id="a-page">
  <main id="main"><div class="DVWebNode-detail-atf-wrapper ${hashed()}">
    <div data-automation-id="hero-background"><video class="tst-video-overlay-player-html5 ${hashed()}" src="${CLIP_PATH}" muted autoplay loop playsinline></video></div>
    <h1 data-automation-id="title">${escapeHtml(page.heading)}</h1>
    ${seasons}
    <a data-testid="dp-atf-play-button" href="#" class="${hashed()}">${escapeHtml(page.playLabel)}</a>
  </div></main>
  <!-- A stale copy of the ad countdown: only the one inside .dv-player-fullscreen is live (NPAS). -->
  <div class="atvwebplayersdk-ad-timer-remaining-time" hidden>0:30</div>
  ${playerMarkup(first, 'dv-web-player', clipSeconds)}
</div>
<script type="application/json" id="wm-boot">${scriptJson(boot)}</script>
<script>(() => {${DETAIL_JS}
})();</script>
</body></html>`;
}

export function pageFor(origin: string, pathname: string): PrimeDetailPage | undefined {
  return PRIME_PAGES.find((page) => page.origin === origin && new URL(page.path, origin).pathname.replace(/\/+$/, '') === pathname.replace(/\/+$/, ''));
}
