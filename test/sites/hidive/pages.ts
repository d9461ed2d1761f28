// HTML of the HIDIVE fixture, after SITES.md "14. HIDIVE": the watch page of the DICE web player
// (`#dice-player > video`, `.player-title` "E3 - Title", `.time__elapsed` / `.time__duration`, the
// play tooltip "Pause (k)"), in an app whose own markup carries only generated React Native Web
// class names (`css-175oi2r r-1awozwy`); and the season and playlist pages, whose og:title is
// "Show - Season N" or the film's name (PreMiD reads them). The page script drives in-app
// navigation from the episode rail and next-episode autoplay through the History API.
import { HIDIVE_COLLECTIONS, HIDIVE_ORIGIN, nextEpisode, videoById, videosOf, watchPath, type HidiveCollection, type HidiveVideo } from './catalog.js';
import { WATCH_SCRIPT } from './watch-script.js';

export const CLIP_PATH = '/_fixture/media/clip.webm';
const OG_IMAGE = 'https://img.dge-prod.dicelaboratory.com/thumbnails/fixture/original.jpg';

const esc = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
/** React Native Web's atomic class names: generated, and different in every build. */
const rnw = () => `css-175oi2r r-${Math.random().toString(36).slice(2, 8)}`;

function layout(title: string, head: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title>
<meta property="og:site_name" content="HIDIVE">${head}
<style>
  html, body { margin: 0; background: #0b0b0f; color: #fff; font-family: sans-serif; }
  #dice-player { position: relative; width: 960px; height: 540px; background: #000; }
  #dice-player > video { width: 100%; height: 100%; display: block; }
  .dice-player-controls { position: absolute; left: 0; right: 0; bottom: 0; display: flex; gap: 1em; padding: .5em 1em; background: rgba(0,0,0,.5); }
  .up-next { position: absolute; right: 1em; bottom: 4em; }
  .content-pager__item { display: inline-block; margin: .5em; }
</style></head>
<body><div id="root" class="${rnw()}">${body}</div></body></html>`;
}

function card(video: HidiveVideo): string {
  return `<div class="content-pager__item ${rnw()}"><a href="${esc(watchPath(video))}" data-video-id="${video.id}"><div class="card-title__title">${esc(video.playerTitle)}</div></a></div>`;
}

function rail(collection: HidiveCollection): string {
  return `<div class="simple-carousel ${rnw()}">${videosOf(collection).map(card).join('')}</div>`;
}

/** What the player shows per video, for the page script's in-app navigation. */
function playerItems(collection: HidiveCollection) {
  return Object.fromEntries(
    videosOf(collection).map((video) => [video.id, { title: video.playerTitle, path: watchPath(video), next: nextEpisode(video)?.id ?? null }]),
  );
}

/** /video/{id}?seasonId= or ?playlistId=: the player autoplays; the collection's rail lists the rest. */
export function watchPage(id: number): string | null {
  const video = videoById(id);
  if (!video) return null;
  const boot = { current: video.id, items: playerItems(video.collection), clip: CLIP_PATH };
  const body = `<div class="${rnw()}"><div id="dice-player" class="dice-player">
  <video playsinline></video>
  <div class="dice-player-controls">
    <div class="player-title">${esc(video.playerTitle)}</div>
    <div class="dice-player-control"><button type="button" aria-label="play-pause">&#9208;</button><div class="tooltip__message">Play (k)</div></div>
    <span class="time__elapsed">0:00</span><span class="time__duration">0:00</span>
  </div>
</div></div>
${rail(video.collection)}
<script type="application/json" id="wm-boot">${scriptJson(boot)}</script>
<script>(() => {${WATCH_SCRIPT}
})();</script>`;
  return layout('HIDIVE', `\n<meta property="og:image" content="${OG_IMAGE}">`, body);
}

/** /season/{id} or /playlist/{id}: server-rendered og: tags, then the app's heading and list. */
export function collectionPage(kind: HidiveCollection['kind'], id: number): string | null {
  const collection = HIDIVE_COLLECTIONS.find((candidate) => candidate.kind === kind && candidate.id === id);
  if (!collection) return null;
  const head = `
<meta property="og:title" content="${esc(collection.ogTitle)}">
<meta property="og:image" content="${OG_IMAGE}">
<meta property="og:url" content="${HIDIVE_ORIGIN}/${kind}/${id}">`;
  const body = `<main class="${rnw()}"><div class="r-bhdy8w">${esc(collection.ogTitle)}</div>${rail(collection)}</main>`;
  return layout(`${collection.ogTitle} | HIDIVE`, head, body);
}
