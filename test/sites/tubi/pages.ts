// HTML of the Tubi fixture (SITES.md "15. Tubi"): og:title and og:image on every page, the
// server-rendered store `window.__data`, a plain <video> in the `[data-id="hls"]` container with a
// hidden `[data-id="captionsComponent"]` beside it (FX), `?start=true` to open the player and play.
// Ads are client-side: the programme pauses and an ad creative plays in its own <video> over it.
// Without `?start=true` the same path is the details page, which loops a muted preview; /live/…
// plays a channel. The page script (player-script.ts) does in-app navigation with the History API.
import { pageStore } from './api.js';
import { AD_PATH, apiTitle, CLIP_PATH, nextEpisode, TUBI_LIVE, videoById, watchPath, type TubiVideo, type UiLang } from './catalog.js';
import { PLAYER_SCRIPT } from './player-script.js';

const STRINGS = {
  en: { ad: 'Ad', of: 'of', play: 'Play', unmute: 'Unmute', upNext: 'Up Next', free: 'Free Movies and TV Shows' },
  es: { ad: 'Anuncio', of: 'de', play: 'Reproducir', unmute: 'Activar sonido', upNext: 'A continuación', free: 'Películas y series gratis' },
} as const;

const esc = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
/** CSS-module names as Tubi ships them: short build hashes. */
const hashed = () => Math.random().toString(36).slice(2, 7);

/** The store as the page writes it: a JS object literal, `undefined` where a field is unset. */
function storeScript(store: unknown): string {
  const UNSET = '\u0000unset';
  const json = JSON.stringify(store, (_key, value: unknown) => (value === undefined ? UNSET : value)).replace(/</g, '\\u003c');
  return `window.__data = ${json.replaceAll(JSON.stringify(UNSET), 'undefined')};`;
}

interface PageParts {
  lang: UiLang;
  title: string;
  ogTitle: string;
  ogImage: string;
  body: string;
  store: unknown;
  boot: unknown;
}

function layout(parts: PageParts): string {
  return `<!doctype html>
<html lang="${parts.lang === 'es' ? 'es-MX' : 'en-US'}"><head><meta charset="utf-8"><title>${esc(parts.title)}</title>
<meta property="og:title" content="${esc(parts.ogTitle)}">
<meta property="og:image" content="${esc(parts.ogImage)}">
<style>
  html, body { margin: 0; background: #10141f; color: #fff; font-family: sans-serif; }
  [data-id="webPlayer"] { position: absolute; inset: 0; }
  [data-id="hls"], [data-id="hls"] video { position: absolute; inset: 0; width: 100%; height: 100%; }
  [data-id="adContainer"], [data-id="adContainer"] video { position: absolute; inset: 0; width: 100%; height: 100%; background: #000; }
  [data-id="adCountdown"] { position: absolute; top: 1em; right: 1em; }
  [data-id="playerOverlay"] { position: absolute; top: 1em; left: 1em; }
  .detailsHero video { width: 960px; height: 540px; }
</style></head>
<body><div id="app">${parts.body}</div>
<script>${storeScript(parts.store)}</script>
<script type="application/json" id="wm-boot">${scriptJson(parts.boot)}</script>
<script>(() => {${PLAYER_SCRIPT}
})();</script></body></html>`;
}

const posterOf = (video: TubiVideo) => `https://canvas-lb.tubitv.com/opts/fixture/${video.id}/poster.jpg`;

/** What the player shows for a video, and where autoplay goes after it. */
function playerItem(video: TubiVideo, lang: UiLang) {
  const next = nextEpisode(video);
  return {
    heading: video.series?.title ?? video.name,
    subheading: video.series ? apiTitle(video) : null,
    documentTitle: video.series
      ? `Watch ${video.series.title} ${apiTitle(video)} | Tubi`
      : `Watch ${video.name} (${video.year}) - ${STRINGS[lang].free} | Tubi`,
    ads: video.ads,
    ...(next ? { next: `${watchPath(next, lang)}?start=true`, nextId: next.id } : {}),
  };
}

/** The player as the app renders it; the details page's Play renders the same markup in place. */
export function playerMarkup(video: TubiVideo, lang: UiLang): string {
  const item = playerItem(video, lang);
  return `<div data-id="webPlayer" class="Pl${hashed()}">
  <div data-id="hls" class="Hl${hashed()}"><video playsinline></video></div>
  <div data-id="captionsComponent" style="display: none;"></div>
  <div data-id="playerOverlay" class="Ov${hashed()}"><h1 data-id="videoTitle">${esc(item.heading)}</h1>${item.subheading ? `<h2 data-id="episodeTitle">${esc(item.subheading)}</h2>` : ''}</div>
  <div data-id="adSlot"></div>
</div>`;
}

function boot(video: TubiVideo, lang: UiLang, mode: 'watch' | 'details' | 'live') {
  const items = Object.fromEntries([video, ...siblings(video)].map((candidate) => [candidate.id, playerItem(candidate, lang)]));
  return { mode, current: video.id, items, clip: CLIP_PATH, ad: AD_PATH, words: STRINGS[lang], player: playerMarkup(video, lang) };
}

function siblings(video: TubiVideo): TubiVideo[] {
  const found: TubiVideo[] = [];
  for (let next = nextEpisode(video); next; next = nextEpisode(next)) found.push(next);
  return found;
}

export function watchPage(id: string, lang: UiLang, start: boolean, clipSeconds: number): string | null {
  const video = videoById(id);
  if (!video) return null;
  const item = playerItem(video, lang);
  const details = `<main class="details De${hashed()}">
  <div class="detailsHero"><video src="${CLIP_PATH}" muted autoplay loop playsinline></video><button data-id="heroUnmute">${STRINGS[lang].unmute}</button></div>
  <h1>${esc(item.heading)}</h1>${item.subheading ? `<h2>${esc(item.subheading)}</h2>` : ''}
  <a data-id="playButton" href="${watchPath(video, lang)}?start=true">${STRINGS[lang].play}</a>
</main>`;
  return layout({
    lang,
    title: item.documentTitle,
    ogTitle: video.series?.title ?? video.name,
    ogImage: posterOf(video),
    body: start ? playerMarkup(video, lang) : details,
    store: pageStore(video, clipSeconds),
    boot: boot(video, lang, start ? 'watch' : 'details'),
  });
}

export function livePage(): string {
  return layout({
    lang: 'en',
    title: `Watch ${TUBI_LIVE.name} Live | Tubi`,
    ogTitle: TUBI_LIVE.name,
    ogImage: `https://canvas-lb.tubitv.com/opts/fixture/${TUBI_LIVE.id}/logo.png`,
    body: `<div data-id="webPlayer" class="Li${hashed()}"><div data-id="hls"><video src="${CLIP_PATH}" autoplay loop playsinline></video></div>
  <div data-id="playerOverlay"><h1 data-id="videoTitle">${esc(TUBI_LIVE.name)}</h1><span data-id="liveBadge">LIVE</span></div></div>`,
    store: pageStore(null, 0),
    boot: { mode: 'live' },
  });
}
