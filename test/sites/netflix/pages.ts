// HTML for the Netflix fixture pages. Page-world objects (window.netflix) are set from
// inline scripts because that is where extensions must reach for them on the real site.
import { lookupNetflixId, watchUrl, type FixtureMovie, type FixtureShow } from './catalog.js';
import { TRACK_IDS } from './metadata.js';

export const CLIP_PATH = '/_fixture/media/clip.webm';

export type UiLang = 'en' | 'ko';

interface TitleItem {
  show: string;
  label?: string;
  episodeTitle?: string;
  nextId?: number;
}

function hash(): string {
  return Math.random().toString(36).slice(2, 9).padEnd(7, '0');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

// JSON inside <script> must not be able to close the tag.
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function episodeLabel(show: FixtureShow, season: number, episode: number, lang: UiLang): string {
  // The Korean UI omits the season (per the Korean mock quoted in SITES.md).
  if (lang === 'ko') return `${episode}화`;
  return show.seasons.length > 1 ? `S${season}:E${episode}` : `E${episode}`;
}

function showItems(show: FixtureShow, lang: UiLang): Record<string, TitleItem> {
  const ordered = show.seasons.flatMap((s) => s.episodes.map((e) => ({ s, e })));
  const items: Record<string, TitleItem> = {};
  ordered.forEach(({ s, e }, i) => {
    const next = ordered[i + 1]?.e;
    items[e.id] = {
      show: show.title,
      label: episodeLabel(show, s.seq, e.seq, lang),
      episodeTitle: e.title,
      ...(next ? { nextId: next.id } : {}),
    };
  });
  return items;
}

// Shared by the watch page and the billboard: netflix.appContext...videoPlayer backed by a
// real <video>, reporting times in milliseconds like the real player. Expects `video`,
// `sessionId` and `currentVideoId()` in scope.
const PLAYER_API_JS = `
  const ms = (s) => (Number.isFinite(s) ? Math.round(s * 1000) : 0);
  const player = {
    getCurrentTime: () => ms(video.currentTime),
    getDuration: () => ms(video.duration),
    getMovieId: () => currentVideoId(),
    getElement: () => video,
    isPaused: () => video.paused,
    isPlaying: () => !video.paused && !video.ended,
    isEnded: () => video.ended,
    play: () => { void video.play(); },
    pause: () => video.pause(),
    seek: (t) => { video.currentTime = t / 1000; },
    getVolume: () => video.volume,
    setVolume: (v) => { video.volume = v; },
    isMuted: () => video.muted,
    setMuted: (m) => { video.muted = m; },
  };
  const videoPlayer = {
    getAllPlayerSessionIds: () => [sessionId],
    getVideoPlayerBySessionId: (id) => (id === sessionId ? player : undefined),
  };
  const playbackState = () => ({
    currentTime: ms(video.currentTime),
    duration: ms(video.duration),
    paused: video.paused,
    playing: !video.paused && !video.ended,
    videoId: currentVideoId(),
  });
  window.netflix = {
    appContext: { state: { playerApp: {
      getAPI: () => ({ videoPlayer }),
      getState: () => ({ videoPlayer: { playbackStateBySessionId: { [sessionId]: playbackState() } } }),
    } } },
    reactContext: { models: {
      userInfo: { data: { name: 'Fixture Viewer', authURL: '1700000000000.fixtureAuthUrl%3D', userGuid: 'FIXTUREGUID0000000000000001' } },
      serverDefs: { data: { BUILD_IDENTIFIER: 'v3f1c0de5' } },
    } },
  };`;

// Loaded like the real player: Media Source Extensions, so video.src is a blob: URL.
const WATCH_JS = `
  const B = JSON.parse(document.getElementById('wm-boot').textContent);
  const H = () => 'ltr-' + Math.random().toString(36).slice(2, 9);
  const video = document.querySelector('.watch-video--player-view video');
  const idHolder = document.querySelector('[data-videoid]');
  const bottom = document.querySelector('.watch-video--bottom-controls-container');
  const seamless = document.querySelector('.watch-video--seamless-container');
  const bigPlay = document.querySelector('[data-uia="player-play-pause-play"]');
  const sessionId = B.sessionId;
  let current = String(B.videoId);
  const currentVideoId = () => Number(current);
  ${PLAYER_API_JS}

  const source = new MediaSource();
  video.src = URL.createObjectURL(source);
  source.addEventListener('sourceopen', async () => {
    const buffer = source.addSourceBuffer('video/webm; codecs="vp8, opus"');
    const bytes = await (await fetch(B.clip)).arrayBuffer();
    buffer.addEventListener('updateend', () => source.endOfStream(), { once: true });
    buffer.appendBuffer(bytes);
  }, { once: true });

  const el = (tag, attrs, text) => {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, v);
    if (text !== undefined) node.textContent = text;
    return node;
  };
  const button = (uia, label, onClick) => {
    const b = el('button', { 'data-uia': uia, 'aria-label': label, class: H() }, label);
    b.addEventListener('click', onClick);
    return b;
  };

  // Rebuilt on every show, like React re-mounting it: cached references go stale.
  function renderControls() {
    const item = B.items[current];
    const bar = el('div', { 'data-uia': 'controls-standard', class: 'PlayerControlsNeo__layout ' + H() });
    const playing = !video.paused;
    bar.append(button(playing ? 'control-play-pause-pause' : 'control-play-pause-play', playing ? 'Pause' : 'Play',
      () => (video.paused ? video.play() : video.pause())));
    const title = el('div', { 'data-uia': 'video-title', class: H() });
    title.append(el('h4', {}, item.show));
    if (item.label) title.append(el('span', {}, item.label), el('span', {}, item.episodeTitle));
    bar.append(title);
    if (item.nextId) bar.append(button('control-next', 'Next Episode', goNext));
    const d = video.duration;
    bar.append(el('div', { 'data-uia': 'timeline', role: 'slider', class: H(),
      'aria-valuemin': '0', 'aria-valuemax': String(Number.isFinite(d) ? Math.round(d) : 0),
      'aria-valuenow': String(Math.round(video.currentTime)) }));
    return bar;
  }

  let hideTimer;
  const rerenderIfShown = () => { if (bottom.firstChild) bottom.replaceChildren(renderControls()); };
  function showControls() {
    if (!bottom.firstChild) bottom.append(renderControls());
    clearTimeout(hideTimer);
    // Real Netflix unmounts the control bar (title included) 3 s after the last mouse move.
    hideTimer = setTimeout(() => bottom.replaceChildren(), 3000);
  }
  document.addEventListener('mousemove', showControls);

  function goNext() {
    const next = B.items[current] && B.items[current].nextId;
    if (!next) return;
    const query = '?trackId=' + B.nextTrackId + (B.lang === 'en' ? '' : '&wm_lang=' + B.lang);
    history.pushState({ videoId: next }, '', '/watch/' + next + query);
    switchTo(String(next));
  }
  window.addEventListener('popstate', () => {
    const id = location.pathname.split('/')[2];
    if (id && B.items[id] && id !== current) switchTo(id);
  });

  function switchTo(id) {
    current = id;
    idHolder.setAttribute('data-videoid', current);
    seamless.replaceChildren();
    rerenderIfShown();
    // The same <video> element carries on from 0, as CF saw with autoplay.
    video.currentTime = 0;
    void video.play();
  }

  video.addEventListener('timeupdate', () => {
    const item = B.items[current];
    const nearEnd = Number.isFinite(video.duration) && video.currentTime >= video.duration * 0.9;
    if (item.nextId && nearEnd && !seamless.firstChild) {
      seamless.append(button('next-episode-seamless-button', 'Next Episode', goNext));
    }
  });
  const syncBigPlay = () => { bigPlay.hidden = !video.paused; rerenderIfShown(); };
  video.addEventListener('play', syncBigPlay);
  video.addEventListener('pause', syncBigPlay);
  bigPlay.addEventListener('click', () => void video.play());
  showControls();`;

function layout(lang: UiLang, body: string, script: string): string {
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>Netflix</title>
<style>
  html, body { margin: 0; background: #000; color: #fff; font-family: sans-serif; }
  .watch-video, .watch-video--player-view, [data-videoid] { position: absolute; inset: 0; }
  .watch-video video { width: 100%; height: 100%; }
  .watch-video--bottom-controls-container { position: absolute; left: 0; right: 0; bottom: 0; max-height: 8em; }
  .watch-video--seamless-container { position: absolute; right: 2em; bottom: 10em; z-index: 1; }
  [data-uia="player-play-pause-play"] { position: absolute; left: 45%; top: 45%; font-size: 2em; }
</style></head>
<body>${body}
<script>(() => {${script}
})();</script></body></html>`;
}

export function watchPage(videoId: string, lang: UiLang = 'en'): string | null {
  const ref = lookupNetflixId(videoId);
  if (!ref || ref.type === 'show') return null;
  const items: Record<string, TitleItem> = ref.type === 'episode' ? showItems(ref.show, lang) : { [ref.movie.id]: { show: ref.movie.title } };
  const id = ref.type === 'episode' ? ref.episode.id : ref.movie.id;
  const boot = { videoId: id, lang, items, clip: CLIP_PATH, nextTrackId: TRACK_IDS.nextEpisode, sessionId: `watch-${hash()}${hash()}` };
  const body = `
<div id="appMountPoint"><div class="watch-video" data-uia="watch-video">
  <div class="watch-video--player-view" data-uia="watch-video-player-view-minimized">
    <div data-videoid="${id}" class="ltr-${hash()}"><video class="ltr-${hash()}"></video>
      <div class="player-timedtext" style="display: block;"></div></div>
    <button data-uia="player-play-pause-play" aria-label="Play" class="ltr-${hash()}">&#9654;</button>
    <div class="watch-video--seamless-container ltr-${hash()}"></div>
    <div class="watch-video--bottom-controls-container ltr-${hash()}"></div>
  </div>
</div></div>
<script type="application/json" id="wm-boot">${scriptJson(boot)}</script>`;
  return layout(lang, body, WATCH_JS);
}

// /browse autoplays a muted, looping billboard trailer that must not count as watching.
export function browsePage(): string {
  const featured = 80057281;
  const body = `
<div id="appMountPoint"><div class="mainView" role="main">
  <div class="billboard-row" role="region"><div class="billboard billboard-pane">
    <video class="ltr-${hash()}" src="${CLIP_PATH}" muted autoplay loop playsinline width="640" height="360"></video>
    <div class="billboard-title">Stranger Things</div>
    <a class="playLink" href="${escapeHtml(watchUrl(80077209))}" data-uia="play-button">Play</a>
  </div></div>
</div></div>`;
  const script = `
  const video = document.querySelector('.billboard-row video');
  const sessionId = 'motion-billboard-${featured}-${hash()}';
  const currentVideoId = () => ${featured};
  ${PLAYER_API_JS}`;
  return layout('en', body, script);
}

/** The viewing-activity page (/settings/viewed): no player, the profile's context in netflix.reactContext. */
export function viewedPage(contextScript: string): string {
  const body = `<div id="appMountPoint"><main><h1>Viewing activity</h1><ul class="retable"></ul></main></div>`;
  return layout('en', body, contextScript);
}

export function titlePage(id: string): string | null {
  const ref = lookupNetflixId(id);
  if (!ref || ref.type === 'episode') return null;
  const item: FixtureShow | FixtureMovie = ref.type === 'show' ? ref.show : ref.movie;
  const episodes =
    item.type === 'show'
      ? item.seasons
          .map(
            (s) =>
              `<h3>Season ${s.seq}</h3><ol>${s.episodes
                .map((e) => `<li><a href="${escapeHtml(watchUrl(e.id))}">${escapeHtml(e.title)}</a></li>`)
                .join('')}</ol>`,
          )
          .join('')
      : `<a href="${escapeHtml(watchUrl(item.id))}" data-uia="play-button">Play</a>`;
  const body = `
<div id="appMountPoint"><div class="title-detail" data-uia="title-info">
  <h1 class="title-title">${escapeHtml(item.title)}</h1>
  <span class="year">${item.year}</span><p class="title-info-synopsis">${escapeHtml(item.synopsis)}</p>
  ${episodes}
</div></div>`;
  return layout('en', body, '');
}
