// HTML of the YouTube fixture: one app shell (ytd-app > ytd-page-manager) that the server renders
// for the route it was opened on, and that app-script.ts then drives as a single-page app.
// Markup follows SITES.md "2. YouTube": ytd-watch-flexy[video-id], #movie_player.html5-video-player
// with video.html5-main-video.video-stream, .ytp-title-link, ytd-watch-metadata h1, the channel
// link, the microformat JSON-LD, ytd-video-preview with its own inline player, #shorts-player.
import { APP_SCRIPT } from './app-script.js';
import { MOVIES_CHANNEL, playlistOf, videoById, watchUrl, YOUTUBE_VIDEOS, type FixtureVideo, type UiLang } from './catalog.js';
import { INNERTUBE } from './innertube.js';

export const CLIP_PATH = '/_fixture/media/clip.webm';
export const AD_CLIP_PATH = '/_fixture/media/ad.webm';
export const SHORTS_CLIP_PATH = '/_fixture/media/short.webm';

const STRINGS = {
  en: { home: 'Home', search: 'Search', subscribe: 'Subscribe', ad: 'Sponsored', skip: 'Skip', upNext: 'Up next in', views: 'views' },
  de: { home: 'Startseite', search: 'Suchen', subscribe: 'Abonnieren', ad: 'Gesponsert', skip: 'Überspringen', upNext: 'Nächstes Video in', views: 'Aufrufe' },
} as const;

export type Route = { kind: 'home' } | { kind: 'watch'; video: FixtureVideo } | { kind: 'shorts'; video: FixtureVideo };

const esc = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function channelHref(video: FixtureVideo): string {
  // YouTube's own channels have no handle and link by id; creators link by handle.
  return video.channel.handle ? `/${video.channel.handle}` : `/channel/${video.channel.id}`;
}

function channelName(video: FixtureVideo, lang: UiLang): string {
  return video.channel.id === MOVIES_CHANNEL.id ? MOVIES_CHANNEL.name[lang] : video.channel.name;
}

/** Everything the app script needs to render any video without asking the server again. */
function bootData(route: Route, lang: UiLang) {
  const videos = Object.fromEntries(
    YOUTUBE_VIDEOS.map((video) => {
      const list = video.playlist ? playlistOf(video.playlist) : [];
      const next = list[list.indexOf(video) + 1];
      return [
        video.id,
        {
          title: video.title,
          channel: channelName(video, lang),
          channelHref: channelHref(video),
          preroll: !!video.preroll,
          url: watchUrl(video, { lang }).replace('https://www.youtube.com', ''),
          ...(next ? { next: next.id } : {}),
        },
      ];
    }),
  );
  return {
    route: route.kind === 'home' ? { kind: 'home' } : { kind: route.kind, id: route.video.id },
    lang,
    strings: STRINGS[lang],
    videos,
    clip: CLIP_PATH,
    adClip: AD_CLIP_PATH,
    shortsClip: SHORTS_CLIP_PATH,
  };
}

function ytcfg(lang: UiLang): string {
  const config = {
    INNERTUBE_API_KEY: INNERTUBE.apiKey,
    INNERTUBE_CLIENT_NAME: INNERTUBE.clientName,
    INNERTUBE_CLIENT_VERSION: INNERTUBE.clientVersion,
    INNERTUBE_CONTEXT_CLIENT_NAME: 1,
    HL: lang,
    GL: lang === 'de' ? 'DE' : 'US',
  };
  return `window.ytcfg = { data_: {}, set(o) { Object.assign(this.data_, o); }, get(k) { return this.data_[k]; } };
window.yt = { config_: ytcfg.data_ };
ytcfg.set(${scriptJson(config)});`;
}

/** Server-rendered for the first video only: it is not refreshed by SPA navigation. */
function microformat(video: FixtureVideo, lengthSeconds: number): string {
  const ld = {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    '@id': `https://www.youtube.com/watch?v=${video.id}`,
    name: video.title,
    description: `${video.title}.`,
    duration: `PT${lengthSeconds}S`,
    embedUrl: `https://www.youtube.com/embed/${video.id}`,
    thumbnailUrl: [`https://i.ytimg.com/vi/${video.id}/maxresdefault.jpg`],
    uploadDate: video.uploadDate,
    genre: video.genre,
    author: video.channel.name,
  };
  return `<div id="microformat" class="style-scope ytd-watch-flexy"><player-microformat-renderer class="style-scope ytd-watch-flexy">
  <script type="application/ld+json">${scriptJson(ld)}</script></player-microformat-renderer></div>`;
}

function playlistPanel(video: FixtureVideo, lang: UiLang): string {
  if (!video.playlist) return '';
  const items = playlistOf(video.playlist)
    .map(
      (entry, i) => `<ytd-playlist-panel-video-renderer class="style-scope ytd-playlist-panel-renderer"${entry === video ? ' selected' : ''}>
      <a id="wc-endpoint" class="yt-simple-endpoint" href="${esc(watchUrl(entry, { lang }).replace('https://www.youtube.com', ''))}"><span id="index">${i + 1}</span>
      <span id="video-title" class="style-scope ytd-playlist-panel-video-renderer">${esc(entry.title)}</span></a></ytd-playlist-panel-video-renderer>`,
    )
    .join('');
  return `<ytd-playlist-panel-renderer id="playlist" class="style-scope ytd-watch-flexy"><div id="items">${items}</div></ytd-playlist-panel-renderer>`;
}

function watchFlexy(video: FixtureVideo, lang: UiLang, lengthSeconds: number | null): string {
  const s = STRINGS[lang];
  return `<ytd-watch-flexy class="style-scope ytd-page-manager hide-skeleton" video-id="${video.id}" role="main" flexy>
  <div id="columns" class="style-scope ytd-watch-flexy"><div id="primary" class="style-scope ytd-watch-flexy">
    <div id="player" class="style-scope ytd-watch-flexy"><div id="player-container" class="style-scope ytd-watch-flexy">
      <div id="movie_player" class="html5-video-player ytp-transparent ytp-large-width-mode unstarted-mode" tabindex="-1" aria-label="YouTube Video Player">
        <div class="html5-video-container" data-layer="0"><video class="video-stream html5-main-video" tabindex="-1" controlslist="nodownload"></video></div>
        <div class="ytp-chrome-top"><div class="ytp-title"><div class="ytp-title-text"><a class="ytp-title-link yt-uix-sessionlink" target="_blank" href="https://www.youtube.com/watch?v=${video.id}">${esc(video.title)}</a></div></div></div>
        <div class="ytp-ad-player-overlay" hidden><span class="ytp-ad-text">${s.ad}</span> <span class="ytp-ad-duration-remaining"></span>
          <button class="ytp-skip-ad-button ytp-ad-skip-button-modern" hidden>${s.skip}</button></div>
        <div class="ytp-autonav-endscreen-countdown-overlay" hidden>${s.upNext} <span class="ytp-autonav-endscreen-upnext-header-countdown-number">1</span></div>
        <div class="ytp-chrome-bottom"><div class="ytp-time-display"><span class="ytp-time-current">0:00</span> / <span class="ytp-time-duration">0:00</span></div>
          <div class="ytp-chapter-title-content"></div></div>
      </div></div></div>
    <div id="below" class="style-scope ytd-watch-flexy"><ytd-watch-metadata class="watch-active-metadata style-scope ytd-watch-flexy">
      <div id="title" class="style-scope ytd-watch-metadata"><h1 class="style-scope ytd-watch-metadata"><yt-formatted-string force-default-style class="style-scope ytd-watch-metadata">${esc(video.title)}</yt-formatted-string></h1></div>
      <div id="top-row" class="style-scope ytd-watch-metadata"><div id="owner" class="item style-scope ytd-watch-metadata"><ytd-video-owner-renderer class="style-scope ytd-watch-metadata">
        <div id="upload-info" class="style-scope ytd-video-owner-renderer"><ytd-channel-name id="channel-name" class="style-scope ytd-video-owner-renderer"><div id="container"><div id="text-container">
          <yt-formatted-string id="text" class="style-scope ytd-channel-name"><a class="yt-simple-endpoint style-scope yt-formatted-string" href="${channelHref(video)}">${esc(channelName(video, lang))}</a></yt-formatted-string>
        </div></div></ytd-channel-name></div></ytd-video-owner-renderer>
        <div id="subscribe-button" class="style-scope ytd-watch-metadata"><button class="yt-spec-button-shape-next">${s.subscribe}</button></div></div></div>
    </ytd-watch-metadata>${lengthSeconds === null ? '' : microformat(video, lengthSeconds)}</div>
  </div><div id="secondary" class="style-scope ytd-watch-flexy">${playlistPanel(video, lang)}</div></div>
</ytd-watch-flexy>`;
}

function browse(lang: UiLang): string {
  const items = YOUTUBE_VIDEOS.filter((video) => !video.short)
    .map(
      (video) => `<ytd-rich-item-renderer class="style-scope ytd-rich-grid-renderer">
    <a id="thumbnail" class="yt-simple-endpoint style-scope ytd-thumbnail" href="${esc(watchUrl(video, { lang }).replace('https://www.youtube.com', ''))}" data-video-id="${video.id}"><img alt="" width="360" height="202"></a>
    <a id="video-title-link" href="/watch?v=${video.id}"><yt-formatted-string id="video-title">${esc(video.title)}</yt-formatted-string></a></ytd-rich-item-renderer>`,
    )
    .join('');
  return `<ytd-browse class="style-scope ytd-page-manager" page-subtype="home" role="main"><ytd-rich-grid-renderer class="style-scope ytd-browse"><div id="contents">${items}</div></ytd-rich-grid-renderer></ytd-browse>`;
}

function shorts(video: FixtureVideo): string {
  return `<ytd-shorts class="style-scope ytd-page-manager" role="main"><div id="shorts-container"><div id="shorts-player" class="html5-video-player ytp-hide-controls">
  <div class="html5-video-container"><video class="video-stream html5-main-video" tabindex="-1" loop></video></div></div>
  <h2 class="title style-scope ytd-reel-player-header-renderer">${esc(video.title)}</h2></div></ytd-shorts>`;
}

const STYLE = `html, body { margin: 0; background: #0f0f0f; color: #f1f1f1; font-family: Roboto, Arial, sans-serif; }
ytd-app, ytd-page-manager, ytd-watch-flexy, ytd-browse, ytd-shorts, ytd-watch-metadata, ytd-rich-grid-renderer, ytd-video-preview { display: block; }
ytd-masthead { display: block; height: 56px; } [hidden] { display: none !important; }
#columns { display: flex; gap: 24px; } #secondary { width: 280px; }
#movie_player { position: relative; width: 960px; height: 540px; background: #000; }
#movie_player video { width: 960px; height: 540px; display: block; }
.ytp-chrome-top, .ytp-ad-player-overlay, .ytp-autonav-endscreen-countdown-overlay { position: absolute; left: 12px; z-index: 2; }
.ytp-chrome-top { top: 8px; } .ytp-ad-player-overlay { bottom: 60px; } .ytp-autonav-endscreen-countdown-overlay { top: 45%; }
.ytp-chrome-bottom { position: absolute; bottom: 8px; left: 12px; z-index: 2; }
#contents { display: flex; flex-wrap: wrap; gap: 16px; } ytd-rich-item-renderer { display: block; width: 360px; }
#thumbnail { display: block; width: 360px; height: 202px; background: #333; }
ytd-video-preview { position: absolute; z-index: 5; } #inline-preview-player video { width: 360px; height: 202px; display: block; }
#shorts-player video { width: 405px; height: 720px; display: block; }`;

export function youtubePage(route: Route, lang: UiLang, lengthSeconds: number): string {
  const title = route.kind === 'home' ? 'YouTube' : `${route.video.title} - YouTube`;
  const main = route.kind === 'home' ? browse(lang) : route.kind === 'watch' ? watchFlexy(route.video, lang, lengthSeconds) : shorts(route.video);
  // The watch page the app builds when the user opens a video from home (YouTube renders it from
  // JSON; the app script fills in the video). No microformat: that only comes with a page load.
  const template = route.kind === 'home' ? `<template id="wm-watch-template">${watchFlexy(YOUTUBE_VIDEOS[0]!, lang, null)}</template>` : '';
  return `<!doctype html>
<html lang="${lang === 'de' ? 'de-DE' : 'en'}" dir="ltr"><head><meta charset="utf-8"><title>${esc(title)}</title>
<script>${ytcfg(lang)}</script><style>${STYLE}</style></head>
<body dir="ltr"><ytd-app><div id="content" class="style-scope ytd-app">
<ytd-masthead id="masthead" class="style-scope ytd-app"><a id="logo" href="/" title="YouTube ${STRINGS[lang].home}">YouTube</a>
  <input id="search" placeholder="${STRINGS[lang].search}"></ytd-masthead>
<ytd-page-manager id="page-manager" class="style-scope ytd-app">${main}</ytd-page-manager>${template}
<ytd-miniplayer class="style-scope ytd-app"></ytd-miniplayer></div>
<ytd-video-preview id="video-preview" class="style-scope ytd-app" hidden><div id="inline-preview-player" class="html5-video-player ytp-inline-preview-mode">
  <div class="html5-video-container"><video class="video-stream html5-main-video" muted playsinline></video></div></div></ytd-video-preview>
</ytd-app>
<script type="application/json" id="wm-boot">${scriptJson(bootData(route, lang))}</script>
<script>(() => {${APP_SCRIPT}
})();</script></body></html>`;
}

/** The server-side route of a URL on www.youtube.com, or null for a 404. */
export function routeOf(url: URL): Route | null {
  if (url.pathname === '/') return { kind: 'home' };
  if (url.pathname === '/watch') {
    const video = videoById(url.searchParams.get('v') ?? '');
    return video && !video.short ? { kind: 'watch', video } : null;
  }
  const short = /^\/shorts\/([\w-]{11})$/.exec(url.pathname);
  const video = short?.[1] ? videoById(short[1]) : undefined;
  return video?.short ? { kind: 'shorts', video } : null;
}
