// HTML of the Viki fixture, after SITES.md "17. Viki": a Next.js app (`#__next`, styled-components
// class names with build hashes) around a video.js player (`video.vjs-tech`), the title in
// `#channel-link > span` ("Heirs: Episode 14"), and no og: tags or JSON-LD on the watch page. The
// UI speaks the language of Viki's `locale` parameter.
import { channelLinkText, HEIRS_EPISODES, nextEpisode, VIKI_VIDEOS, videoById, watchPath, type VikiLocale, type VikiVideo } from './catalog.js';
import { PLAYER_SCRIPT } from './player-script.js';

export const CLIP_PATH = '/_fixture/media/clip.webm';
export const AD_CLIP_PATH = '/_fixture/media/ad.webm';
/** Length of every ad break the fixture plays. */
export const AD_SECONDS = 3;

const STRINGS = {
  en: { ad: 'Ad', next: 'Up next', more: 'Episodes', play: 'Play' },
  es: { ad: 'Anuncio', next: 'Siguiente', more: 'Episodios', play: 'Reproducir' },
} as const;

const esc = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
/** styled-components names: `sc-` plus a component hash, then a per-style hash. */
const sc = () => `sc-${Math.random().toString(36).slice(2, 8)}-0 ${Math.random().toString(36).slice(2, 7)}`;

const documentTitle = (video: VikiVideo, locale: VikiLocale) => `${channelLinkText(video, locale)} | Viki`;

/** What the app needs per video for in-app navigation, in the UI's language. */
function playerItems(locale: VikiLocale) {
  return Object.fromEntries(
    VIKI_VIDEOS.map((video) => [
      video.id,
      {
        path: watchPath(video, locale),
        channel: channelLinkText(video, locale),
        documentTitle: documentTitle(video, locale),
        next: nextEpisode(video)?.id ?? null,
        // Free viewing: ads before and inside episodes and films; trailers play straight away.
        preRoll: video.type !== 'trailer',
        midRollAt: video.midRollAt ?? null,
      },
    ]),
  );
}

function episodeList(locale: VikiLocale): string {
  const links = HEIRS_EPISODES.slice(0, 3).map(
    (video) => `<li><a href="${esc(watchPath(video, locale))}" data-video-id="${video.id}">${esc(channelLinkText(video, locale))}</a></li>`,
  );
  return `<section class="${sc()}"><h2>${STRINGS[locale].more}</h2><ol>${links.join('')}</ol></section>`;
}

export function watchPage(id: string, locale: VikiLocale): string | null {
  const video = videoById(id);
  if (!video) return null;
  const boot = { current: video.id, items: playerItems(locale), clip: CLIP_PATH, adClip: AD_CLIP_PATH, adSeconds: AD_SECONDS, strings: STRINGS[locale] };
  const containerPath = `/${video.container.type === 'film' ? 'movies' : 'tv'}/${video.container.id}-${video.container.slug}`;
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><title>${esc(documentTitle(video, locale))}</title>
<style>
  html, body { margin: 0; background: #111; color: #eee; font-family: sans-serif; }
  .video-js { position: relative; width: 960px; height: 540px; background: #000; }
  .video-js video.vjs-tech { width: 100%; height: 100%; display: block; }
  .vjs-control-bar { position: absolute; left: 0; right: 0; bottom: 0; display: flex; gap: 1em; padding: .4em; }
  .vjs-ad-label { position: absolute; left: 1em; top: 1em; background: #fc0; color: #000; padding: .2em .5em; }
  .vjs-up-next { position: absolute; right: 1em; bottom: 3em; }
</style></head>
<body><div id="__next"><div class="page-wrapper"><main class="${sc()}">
  <div class="${sc()}">
    <div id="vjs_video_3" class="video-js vjs-viki-skin vjs-paused" lang="${locale}">
      <video id="vjs_video_3_html5_api" class="vjs-tech" playsinline></video>
      <div class="vjs-ad-label" hidden></div>
      <div class="vjs-control-bar"><button class="vjs-play-control" type="button" title="${STRINGS[locale].play}">&#9199;</button>
        <span class="vjs-current-time-display">0:00</span><span class="vjs-duration-display">0:00</span></div>
    </div>
  </div>
  <div class="${sc()}"><a id="channel-link" href="${containerPath}"><span>${esc(channelLinkText(video, locale))}</span></a></div>
  ${episodeList(locale)}
</main></div></div>
<script type="application/json" id="wm-boot">${scriptJson(boot)}</script>
<script>(() => {${PLAYER_SCRIPT}
})();</script></body></html>`;
}
