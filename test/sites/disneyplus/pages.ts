// Disney+ fixture pages: /{locale}/play/{uuid} with the web components, open shadow roots and
// page-world expando SITES.md describes, and an entity page with a muted hero trailer.
import { DISNEY_ITEMS, disneyItem, S36E1, SIMPSONS_ENTITY, subtitleLine, type DisneyItem, type DisneyLocale } from './catalog.js';

export const CLIP_PATH = '/wm-fixture/hive/clip.webm';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
// JSON inside <script> must not be able to close the tag.
const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

const CUSTOM_ELEMENTS = [
  'disney-web-player',
  'main-app-controls-overlay',
  'title-bug',
  'toggle-play-pause',
  'progress-bar',
  'ad-badge-overlay',
  'up-next-lite-v1',
];

function titleFields(item: DisneyItem, locale: DisneyLocale): string {
  const subtitle = subtitleLine(item, locale);
  return `<div class="title-field body-copy"><span>${escapeHtml(item.title)}</span></div>${
    subtitle ? `<div class="subtitle-field"><span>${escapeHtml(subtitle)}</span></div>` : ''
  }`;
}

/**
 * The player: two hivePlayer videos (the first hidden, the second plays), the controls overlay
 * whose shadow root holds a title-bug with its own shadow root (NPAS), or, in the older layout,
 * the title fields in the light DOM (UTS). Declarative shadow roots make the served HTML the
 * whole DOM, so unit tests can read it without running the page script.
 */
function playerMarkup(item: DisneyItem, locale: DisneyLocale, clipSeconds: number): string {
  const length = item.resumeAt + clipSeconds - item.adSeconds;
  const titleBug =
    item.layout === 'shadow'
      ? `<title-bug><template shadowrootmode="open"><div class="title-bug-area">${titleFields(item, locale)}</div></template></title-bug>`
      : '';
  const lightTitle = item.layout === 'light' ? `<div class="title-bug-container">${titleFields(item, locale)}</div>` : '';
  return `
<disney-web-player class="hive-player">
  <div class="btm-media-player">
    <video id="hivePlayer1" class="btm-media-client-element" muted preload="none" style="display:none"></video>
    <video id="hivePlayer2" class="btm-media-client-element"></video>
  </div>
  ${lightTitle}
  <main-app-controls-overlay>
    <template shadowrootmode="open"><div class="overlay overlay__top">${titleBug}</div><div class="overlay overlay__bottom"><slot></slot></div></template>
    <toggle-play-pause><template shadowrootmode="open"><button class="control-icon-btn play-button" aria-label="Play"></button></template></toggle-play-pause>
    <progress-bar><template shadowrootmode="open"><div class="progress-bar__container"><div class="progress-bar__thumb" role="slider" aria-valuemin="0" aria-valuenow="${item.resumeAt}" aria-valuemax="${length}"></div></div></template></progress-bar>
  </main-app-controls-overlay>
</disney-web-player>`;
}

// Runs in the page's world. The expando, the ad badge and the up-next card are made here, as
// the site's own scripts make them: an isolated-world content script cannot see the expando.
const PLAYER_JS = `
  const B = JSON.parse(document.getElementById('wm-boot').textContent);
  for (const tag of B.customElements) if (!customElements.get(tag)) customElements.define(tag, class extends HTMLElement {});
  const host = document.querySelector('disney-web-player');
  const video = document.getElementById('hivePlayer2');
  const overlay = host.querySelector('main-app-controls-overlay');
  let current = B.id;
  let started = false;
  let endStream = null;
  let badge = null;
  let upNext = null;
  const item = () => B.items[current];

  // The stream is [ad][program from resumeAt on]; the element only knows the stream.
  const programSeconds = () => item().resumeAt + Math.max(0, video.currentTime - item().adSeconds);
  const programLength = () => item().resumeAt + B.clipSeconds - item().adSeconds;
  const inAd = () => started && video.currentTime < item().adSeconds;

  host.mediaPlayer = {
    mediaPlaybackCriteria: { metadata: {
      get title() { return { text: item().title }; },
      get subtitle() { return item().subtitle ? { text: item().subtitle } : undefined; },
      images_experience: { standard: { tile: { '1.78': { imageId: B.imageId }, '0.71': { imageId: B.imageId } } } },
    } },
    timeline: { get info() {
      return { playheadPositionMs: Math.round(programSeconds() * 1000), programDurationMs: Math.round(programLength() * 1000) };
    } },
  };

  async function load() {
    const source = new MediaSource();
    video.src = URL.createObjectURL(source);
    await new Promise((resolve) => source.addEventListener('sourceopen', resolve, { once: true }));
    // Presented like a live stream: no end is known until the last segment is signalled.
    source.duration = Infinity;
    const buffer = source.addSourceBuffer('video/webm; codecs="vp8, opus"');
    const bytes = await (await fetch(B.clip)).arrayBuffer();
    buffer.appendBuffer(bytes);
    await new Promise((resolve) => buffer.addEventListener('updateend', resolve, { once: true }));
    endStream = () => { if (source.readyState === 'open' && !buffer.updating) source.endOfStream(); };
  }

  const clock = (s) => Math.floor(s / 60) + ':' + String(Math.floor(s % 60)).padStart(2, '0');
  const shadowPart = (element, selector) => element && element.shadowRoot && element.shadowRoot.querySelector(selector);

  function syncAdBadge() {
    if (inAd()) {
      if (!badge) {
        badge = document.createElement('ad-badge-overlay');
        badge.attachShadow({ mode: 'open' }).innerHTML =
          '<div class="ad-badge-overlay__content"><span class="ad-badge-overlay__content--label">Ad</span> <span class="ad-badge-overlay__content--time-display"></span></div>';
        host.append(badge);
      }
      shadowPart(badge, '.ad-badge-overlay__content--time-display').textContent = clock(Math.ceil(item().adSeconds - video.currentTime));
    } else if (badge) {
      badge.remove();
      badge = null;
    }
  }

  function syncUpNext() {
    const wanted = !!item().next && programSeconds() >= 0.9 * programLength();
    if (wanted && !upNext) {
      upNext = document.createElement('up-next-lite-v1');
      const button = document.createElement('button');
      button.className = 'up-next-lite__button';
      button.textContent = B.locale === 'nl-nl' ? 'Volgende aflevering' : 'Next Episode';
      button.addEventListener('click', goNext);
      upNext.attachShadow({ mode: 'open' }).append(button);
      host.append(upNext);
    } else if (!wanted && upNext) {
      upNext.remove();
      upNext = null;
    }
  }

  function render() {
    const thumb = shadowPart(host.querySelector('progress-bar'), '.progress-bar__thumb');
    thumb.setAttribute('aria-valuenow', String(Math.floor(programSeconds())));
    thumb.setAttribute('aria-valuemax', String(Math.round(programLength())));
    syncAdBadge();
    syncUpNext();
    const end = video.buffered.length ? video.buffered.end(video.buffered.length - 1) : 0;
    if (endStream && end - video.currentTime < 6) { endStream(); endStream = null; }
  }

  function renderTitle() {
    const root = host.querySelector('.title-bug-container') || shadowPart(shadowPart(overlay, 'title-bug'), '.title-bug-area');
    root.innerHTML = '';
    const field = (cls, text) => {
      const div = document.createElement('div');
      div.className = cls;
      div.append(Object.assign(document.createElement('span'), { textContent: text }));
      root.append(div);
    };
    field('title-field body-copy', item().title);
    if (item().subtitle) field('subtitle-field', item().subtitle);
    document.title = item().title + ' | Disney+';
  }

  function goNext() {
    const next = item().next;
    if (!next) return;
    history.pushState({ id: next }, '', '/' + B.locale + '/play/' + next);
    // The router moves the URL first; the player's UI and stream follow on a later render.
    setTimeout(() => void switchTo(next), 60);
  }

  async function switchTo(id) {
    current = id;
    started = false;
    syncAdBadge();
    syncUpNext();
    renderTitle();
    await load();
    await video.play();
  }

  window.addEventListener('popstate', () => {
    const id = location.pathname.split('/').pop();
    if (B.items[id] && id !== current) void switchTo(id);
  });
  const toggle = shadowPart(host.querySelector('toggle-play-pause'), 'button');
  toggle.addEventListener('click', () => (video.paused ? video.play() : video.pause()));
  const syncToggle = () => {
    toggle.className = 'control-icon-btn ' + (video.paused ? 'play-button' : 'pause-button');
    toggle.setAttribute('aria-label', video.paused ? 'Play' : 'Pause');
  };
  video.addEventListener('play', () => { started = true; syncAdBadge(); syncToggle(); });
  video.addEventListener('pause', syncToggle);
  video.addEventListener('timeupdate', render);
  video.addEventListener('seeked', render);
  void load();`;

function layout(locale: DisneyLocale, title: string, body: string, script: string): string {
  return `<!doctype html>
<html lang="${locale.slice(0, 2)}"><head><meta charset="utf-8"><title>${escapeHtml(title)} | Disney+</title>
<style>
  html, body { margin: 0; background: #040714; color: #f9f9f9; font-family: sans-serif; }
  disney-web-player, .btm-media-player { display: block; position: absolute; inset: 0; }
  #hivePlayer2 { width: 100%; height: 100%; }
  main-app-controls-overlay { display: block; position: absolute; left: 0; right: 0; bottom: 0; }
  up-next-lite-v1, ad-badge-overlay { display: block; position: absolute; right: 2em; top: 2em; }
  .hero-trailer video { width: 640px; height: 360px; }
</style></head>
<body><div id="app_body_content"><div id="webAppScene">${body}</div></div>${script}</body></html>`;
}

export function playPage(id: string, locale: DisneyLocale, clipSeconds: number): string | null {
  const item = disneyItem(id);
  if (!item) return null;
  const items = Object.fromEntries(DISNEY_ITEMS.map((entry) => [entry.id, { ...entry, subtitle: subtitleLine(entry, locale) ?? null }]));
  const boot = { id, locale, clip: CLIP_PATH, clipSeconds, items, customElements: CUSTOM_ELEMENTS, imageId: 'C0FFEE0A1B2C3D4E5F60718293A4B5C6D7E8F9012345678' };
  const script = `<script type="application/json" id="wm-boot">${scriptJson(boot)}</script>\n<script>(() => {${PLAYER_JS}\n})();</script>`;
  return layout(locale, item.title, playerMarkup(item, locale, clipSeconds), script);
}

/** A show's detail page: its hero trailer autoplays muted and must never count. */
export function entityPage(entity: string, locale: DisneyLocale): string | null {
  if (entity !== SIMPSONS_ENTITY) return null;
  const body = `
<main id="explore-ui-main-content-container">
  <div class="hero-trailer"><video muted autoplay loop playsinline src="${CLIP_PATH}"></video></div>
  <div data-testid="details-title-treatment"><img alt="The Simpsons"></div>
  <div id="episodes_control" role="tablist"><button role="tab" aria-selected="true">Season 36</button></div>
  <a data-testid="play-button" href="/${locale}/play/${S36E1.id}">Play S36:E1</a>
</main>`;
  return layout(locale, 'The Simpsons', body, '');
}
