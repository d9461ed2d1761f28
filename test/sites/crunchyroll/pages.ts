// HTML for the Crunchyroll fixture: the watch page on www.crunchyroll.com (either player) and the
// Vilos player page on static.crunchyroll.com. Structure follows SITES.md §3 and the selectors
// public extensions use; CSS-module class names carry a random suffix, as on the real site.
import {
  CRUNCHYROLL_ORIGIN,
  listingPath,
  lookupWatchId,
  PLAYER_ORIGIN,
  PLAYER_PATH,
  seriesPath,
  watchPath,
  type CrunchyrollRef,
  type PlayerKind,
  type UiLang,
} from './catalog.js';
import { cmsLocale } from './cms.js';
import { WATCH_JS } from './watch-script.js';

export const CLIP_PATH = '/_fixture/media/clip.webm';

const UI = {
  en: { next: 'Next Episode', play: 'Play', watchOn: 'Watch on Crunchyroll' },
  de: { next: 'Nächste Folge', play: 'Abspielen', watchOn: 'Auf Crunchyroll ansehen' },
} as const;

function hash(): string {
  return Math.random().toString(36).slice(2, 7).padEnd(5, '0');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

// JSON inside <script> must not be able to close the tag.
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

interface RenderItem {
  path: string;
  heading: string;
  show: string;
  showHref: string;
  nextId?: string;
}

/** What the title block under the player shows for an item (the SPA re-renders it on navigation). */
function renderItem(ref: CrunchyrollRef, lang: UiLang): RenderItem {
  if (ref.type === 'movie') {
    const { movie } = ref;
    return { path: watchPath(movie, lang), heading: movie.title, show: movie.title, showHref: listingPath({ ...movie, lang }) };
  }
  const { series, episode, next } = ref;
  return {
    path: watchPath(episode, lang),
    heading: `E${episode.number} - ${episode.title}`,
    show: series.title,
    showHref: seriesPath({ ...series, lang }),
    ...(next ? { nextId: next.id } : {}),
  };
}

/** The server-rendered JSON-LD: for the URL first loaded only, never updated by the SPA. */
function jsonLd(ref: CrunchyrollRef, lang: UiLang): unknown {
  if (ref.type === 'movie') {
    const { movie } = ref;
    return {
      '@context': 'https://schema.org',
      '@type': 'Movie',
      '@id': `${CRUNCHYROLL_ORIGIN}${watchPath(movie, lang)}`,
      name: movie.title,
      url: `${CRUNCHYROLL_ORIGIN}${watchPath(movie, lang)}`,
    };
  }
  const { series, season, episode } = ref;
  const seriesUrl = `${CRUNCHYROLL_ORIGIN}${seriesPath({ ...series, lang })}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'TVEpisode',
    '@id': `${CRUNCHYROLL_ORIGIN}${watchPath(episode, lang)}`,
    url: `${CRUNCHYROLL_ORIGIN}${watchPath(episode, lang)}`,
    name: episode.title,
    episodeNumber: String(episode.number),
    thumbnailUrl: `https://imgsrv.crunchyroll.com/cdn-cgi/image/fit=contain,format=auto,quality=70,width=1200,height=675/catalog/crunchyroll/${episode.id.toLowerCase()}.jpg`,
    // MAL-Sync reads partOfSeason['@id'] as the series page, locale segment included.
    partOfSeason: { '@type': 'TVSeason', '@id': seriesUrl, name: season.title, seasonNumber: season.number },
    partOfSeries: { '@type': 'TVSeries', '@id': seriesUrl, name: series.title },
  };
}

function itemsFor(ref: CrunchyrollRef, lang: UiLang): Record<string, RenderItem> {
  if (ref.type === 'movie') return { [ref.movie.id]: renderItem(ref, lang) };
  const items: Record<string, RenderItem> = {};
  for (const season of ref.series.seasons) {
    for (const episode of season.episodes) {
      const sibling = lookupWatchId(episode.id);
      if (sibling) items[episode.id] = renderItem(sibling, lang);
    }
  }
  return items;
}

/** The "up next" card, server-rendered like the rest of the block (the SPA redraws it the same way). */
function nextCardHtml(items: Record<string, RenderItem>, id: string, lang: UiLang): string {
  const nextId = items[id]?.nextId;
  const next = nextId ? items[nextId] : undefined;
  if (!next) return '';
  return `<a href="${escapeHtml(next.path)}" class="card--${hash()}"><small class="text--${hash()}">${UI[lang].next}</small><span class="text--${hash()}">${escapeHtml(next.heading)}</span></a>`;
}

function inPagePlayerHtml(lang: UiLang): string {
  return `
      <div id="player-container" class="player-container--${hash()}">
        <div class="bitmovinplayer-container"><video id="bitmovinplayer-video-null" playsinline preload="metadata"></video></div>
        <div data-testid="player-controls-root" class="controls--${hash()}">
          <button data-testid="skip-intro" class="skip--${hash()}" hidden><svg data-testid="skip-intro-icon" viewBox="0 0 24 24"></svg>Skip Intro</button>
          <div data-testid="bottom-controls-autohide" class="bottom--${hash()}">
            <button data-testid="play-pause-button" aria-label="${UI[lang].play}">&#9654;</button>
            <button data-testid="jump-backward-button" aria-label="-10s">&#8630;</button>
            <button data-testid="next-episode-button" aria-label="${UI[lang].next}">&#9197;</button>
            <div data-testid="bottom-right-controls-stack">
              <button data-testid="playback-speed-button">1x</button>
              <button data-testid="fullscreen-button" aria-label="Fullscreen">&#9974;</button>
            </div>
          </div>
        </div>
      </div>`;
}

function framePlayerHtml(): string {
  return `
      <iframe class="video-player" src="${PLAYER_ORIGIN}${PLAYER_PATH}?control=1&amp;advancedsettings=1" allowfullscreen allow="autoplay; encrypted-media *; fullscreen" title="Vilos"></iframe>`;
}

/** What the page's script does once loaded: mount the player (for DOM tests that run no scripts). */
export function mountPlayer(document: Document): void {
  const boot = JSON.parse(document.getElementById('wm-boot')?.textContent ?? '{}') as { playerHtml?: string };
  const wrapper = document.querySelector('.video-player-wrapper');
  if (!wrapper || !boot.playerHtml) throw new Error('not a fixture watch page');
  wrapper.innerHTML = boot.playerHtml;
}

export function watchPage(id: string, opts: { lang: UiLang; player: PlayerKind }): string | null {
  const ref = lookupWatchId(id);
  if (!ref) return null;
  const { lang, player } = opts;
  const item = renderItem(ref, lang);
  const playerHtml = player === 'iframe' ? framePlayerHtml() : inPagePlayerHtml(lang);
  const boot = {
    current: id,
    lang,
    locale: cmsLocale(lang),
    player,
    playerHtml,
    items: itemsFor(ref, lang),
    ui: UI[lang],
    clip: CLIP_PATH,
    playerOrigin: PLAYER_ORIGIN,
  };
  const title = ref.type === 'movie' ? ref.movie.title : ref.episode.title;
  const image = `https://imgsrv.crunchyroll.com/cdn-cgi/image/fit=contain,format=auto,quality=70,width=1200,height=675/catalog/crunchyroll/${id.toLowerCase()}.jpg`;
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8">
<title>${escapeHtml(title)} - ${UI[lang].watchOn}</title>
<meta property="og:image" content="${image}">
<meta property="og:type" content="video.episode">
<script type="application/ld+json">${scriptJson({ '@context': 'https://schema.org', '@type': 'Organization', name: 'Crunchyroll', url: CRUNCHYROLL_ORIGIN })}</script>
<script type="application/ld+json">${scriptJson(jsonLd(ref, lang))}</script>
<style>
  html, body { margin: 0; background: #000; color: #fff; font-family: sans-serif; }
  .video-player-wrapper { position: relative; width: 960px; height: 540px; }
  #player-container, #player-container .bitmovinplayer-container, .video-player-wrapper iframe { position: absolute; inset: 0; width: 100%; height: 100%; border: 0; }
  #player-container video { width: 100%; height: 100%; }
  [data-testid="player-controls-root"] { position: absolute; left: 0; right: 0; bottom: 0; }
  .autohide--hidden { visibility: hidden; }
</style></head>
<body>
<div id="content" class="content"><div class="app-layout--${hash()}">
  <header data-t="header-default" class="erc-large-header"><a href="/">Crunchyroll</a></header>
  <div class="erc-watch-episode"><div class="erc-watch-episode-layout">
    <div class="video-player-wrapper"></div>
    <div class="video-player-spacer"></div>
    <div class="content-wrapper--${hash()}">
      <div class="erc-current-media-info">
        <div class="current-media-parent-ref"><a class="show-title-link" href="${escapeHtml(item.showHref)}"><h4 class="text--${hash()} text--is-l--${hash()}">${escapeHtml(item.show)}</h4></a></div>
        <h1 class="title text--${hash()}">${escapeHtml(item.heading)}</h1>
      </div>
      <div class="videos-wrapper"><div class="erc-prev-next-episode" data-t="next-episode">${nextCardHtml(boot.items, id, lang)}</div></div>
    </div>
  </div></div>
</div></div>
<script type="application/json" id="wm-boot">${scriptJson(boot)}</script>
<script>(() => {${WATCH_JS}
})();</script></body></html>`;
}

// The Vilos player page inside the frame: a video.js-like shell around #player0. It asks the
// watch page what to play, and tells it when the media ended (the page then autoplays the next).
const PLAYER_JS = `
  const TOP = ${JSON.stringify(CRUNCHYROLL_ORIGIN)};
  const video = document.getElementById('player0');
  const skip = document.querySelector('[data-testid="skipButton"]');
  window.addEventListener('message', (event) => {
    if (event.origin !== TOP || event.source !== window.parent) return;
    const data = event.data || {};
    if (data.method !== 'loadMedia') return;
    video.src = ${JSON.stringify(CLIP_PATH)} + '?media=' + encodeURIComponent(data.mediaId);
    if (data.autoplay) void video.play();
  });
  video.addEventListener('ended', () => window.parent.postMessage({ method: 'mediaEnded' }, TOP));
  video.addEventListener('timeupdate', () => { skip.hidden = !(video.currentTime > 3 && video.currentTime < 60); });
  document.getElementById('vilos-play').addEventListener('click', () => (video.paused ? video.play() : video.pause()));
  window.parent.postMessage({ method: 'playerReady' }, TOP);`;

export function playerFramePage(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Vilos</title>
<style>
  html, body, #vilos-player { margin: 0; width: 100%; height: 100%; background: #000; overflow: hidden; }
  #player0 { width: 100%; height: 100%; }
  #velocity-controls-package { position: absolute; left: 0; right: 0; bottom: 0; }
</style></head>
<body>
<div id="vilos-player">
  <video id="player0" class="vjs-tech" playsinline preload="metadata"></video>
  <div id="velocity-controls-package">
    <div data-testid="skipButton" hidden><div role="button" tabindex="0" aria-label="Skip Intro"><span data-testid="skipIntroText">Skip Intro</span></div></div>
    <button id="vilos-play" data-testid="vilos-play_pause_button" aria-label="Play">&#9654;</button>
    <div id="velocity-settings-menu" hidden>
      <div data-testid="vilos-settings_autoplay_toggle" tabindex="0"><div aria-checked="true" data-test-state="true"><div dir="auto">Autoplay</div></div></div>
    </div>
  </div>
</div>
<script>(() => {${PLAYER_JS}
})();</script></body></html>`;
}
