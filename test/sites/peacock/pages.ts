// HTML of the Peacock fixture, an SPA: the playback page (`.video-player-component` with
// `video#core-video-shaka` whose page-world `cvsdkSession` knows the programme's time, the
// data-testid title and description lines, an episode swiper, and the ad countdown
// `.ad-countdown__container` while a stitched-in ad plays) and a film's detail page whose hero
// autoplays a muted preview in `[data-gsp-shortform-player]` (SITES.md "10. Peacock"). Every view's
// markup is in the boot data, so in-app moves (links, Back, next-episode autoplay) swap views
// without a reload, as the app does; see player-script.ts.
import { assetPath, OPPENHEIMER, OPPENHEIMER_SLUG, PEACOCK_PROGRAMMES, playbackPath, programmeById, type PeacockProgramme } from './catalog.js';
import { PLAYER_SCRIPT } from './player-script.js';

export const CLIP_PATH = '/_fixture/media/stream.webm';

const esc = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

interface View {
  title: string;
  html: string;
  /** The programme the view plays, if it is a playback view. */
  contentId?: string;
}

export function adCountdown(seconds: number): string {
  return `<div class="countdown-container ad-countdown__container"><span class="ad-countdown__guide">Ad</span><span class="ad-countdown__remaining-time">${seconds}</span></div>`;
}

/** The season's episodes, as the player's swiper lists them. */
function episodeSwiper(programme: PeacockProgramme): string {
  if (programme.type !== 'ASSET/EPISODE') return '';
  const slides = PEACOCK_PROGRAMMES.filter((other) => other.series === programme.series)
    .map(
      (other) =>
        `<div class="swiper-slide${other === programme ? ' swiper-slide-active' : ''}"><a class="playlist-item" href="${playbackPath(other)}">` +
        `<span class="playlist-item-overlay__container-title">${esc(other.playerLine)}</span></a></div>`,
    )
    .join('');
  return `<div class="playlist swiper" aria-label="Episodes"><div class="swiper-wrapper">${slides}</div></div>`;
}

function playbackView(programme: PeacockProgramme): View {
  const preroll = programme.ads.find((ad) => ad.at === 0);
  const feature = programme.feature ? programmeById(programme.feature) : undefined;
  const html = `<div class="playback-page"><div class="video-player-component">
  <video id="core-video-shaka" playsinline></video>
  <div class="playback-overlay">
    <div class="playback-metadata"><h1 data-testid="metadata-title">${esc(programme.playerTitle)}</h1><p data-testid="metadata-description">${esc(programme.playerLine)}</p></div>
    ${preroll ? adCountdown(preroll.seconds) : ''}
    ${episodeSwiper(programme)}
    ${feature ? `<a class="playback-cta" href="${playbackPath(feature)}">Watch Now</a>` : ''}
  </div>
</div></div>`;
  return { title: `${programme.playerTitle} - Peacock`, html, contentId: programme.contentId };
}

function assetView(film: PeacockProgramme): View {
  const trailer = PEACOCK_PROGRAMMES.find((programme) => programme.feature === film.contentId);
  const html = `<main class="asset-page">
  <section class="immersive-hero" data-gsp-shortform-player><video src="${CLIP_PATH}" muted autoplay loop playsinline></video>
    <button class="hero-mute" type="button" aria-label="Unmute">&#128264;</button></section>
  <img data-testid="immersive-image" alt="${esc(film.title)}" src="https://imageservice.sky.com/uuid/${film.variantId}/16-9?language=eng">
  <h1 class="asset-title">${esc(film.title)}</h1>
  <p data-testid="synopsis">${esc(film.synopsis)}</p>
  <a class="cta watch-now" href="${playbackPath(film)}">Watch Now</a>
  ${trailer ? `<a class="cta trailer" href="${playbackPath(trailer)}">Trailer</a>` : ''}
</main>`;
  return { title: `${film.title} - Peacock`, html };
}

/** Every route of the app, by path. */
function views(): Record<string, View> {
  return {
    ...Object.fromEntries(PEACOCK_PROGRAMMES.map((programme) => [playbackPath(programme), playbackView(programme)])),
    [assetPath(OPPENHEIMER)]: assetView(OPPENHEIMER),
  };
}

export function peacockPage(path: string, streamSeconds: number): string | null {
  const all = views();
  const view = all[path.replace(/\/$/, '')];
  if (!view) return null;
  const programmes = Object.fromEntries(
    PEACOCK_PROGRAMMES.map((programme) => [
      programme.contentId,
      { ads: programme.ads, next: programme.next ? playbackPath(programmeById(programme.next)!) : null },
    ]),
  );
  const boot = { views: all, programmes, clip: CLIP_PATH, streamSeconds };
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(view.title)}</title>
<style>
  html, body { margin: 0; background: #000; color: #fff; font-family: sans-serif; }
  .video-player-component, .playback-page { position: absolute; inset: 0; }
  #core-video-shaka { width: 100%; height: 100%; display: block; }
  .playback-overlay { position: absolute; top: 1em; left: 1em; right: 1em; }
  .ad-countdown__container { position: absolute; top: 0; right: 0; }
  .playlist { display: flex; gap: .5em; }
  .immersive-hero video { width: 960px; height: 540px; }
</style></head>
<body><div id="app" data-route="${esc(OPPENHEIMER_SLUG)}">${view.html}</div>
<script type="application/json" id="wm-boot">${scriptJson(boot)}</script>
<script>(() => {${PLAYER_SCRIPT}
})();</script></body></html>`;
}
