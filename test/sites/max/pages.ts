// HTML of the Max fixture: the watch page (one plain <video> fed by Media Source, the three
// player-ux-* testids in an auto-hiding control layer, hashed CSS-module class names, document.title
// "<episode> • HBO Max", MediaSession title = the series) and a show page whose hero autoplays a
// muted trailer. The page script drives next-episode autoplay as a History API navigation that
// replaces the <video> element, as CF saw Max do.
import { MAX_SHOWS, MAX_VIDEOS, nextEpisode, seasonEpisodeLabel, videoById, watchPath, type FixtureShow, type UiLang } from './catalog.js';
import { PLAYER_SCRIPT } from './player-script.js';

export const CLIP_PATH = '/_fixture/media/clip.webm';

const STRINGS = {
  en: { next: 'Next Episode', skip: 'Skip Intro', play: 'Play', trailer: 'Unmute trailer' },
  es: { next: 'Siguiente episodio', skip: 'Omitir intro', play: 'Reproducir', trailer: 'Activar sonido' },
} as const;

const esc = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
/** CSS-module names as Max ships them: a stable prefix, a build hash, a per-render suffix. */
const cls = (name: string) => `${name}-Beam-Web-Ent__sc-${Math.random().toString(36).slice(2, 8)}-0 ${Math.random().toString(36).slice(2, 8)}`;

/** What the player shows for each video, keyed by videoId, in the UI's language. */
function playerItems(lang: UiLang) {
  return Object.fromEntries(
    MAX_VIDEOS.map((video) => {
      const next = nextEpisode(video);
      const film = video.videoType !== 'EPISODE';
      return [
        video.videoId,
        {
          title: video.show.name,
          label: seasonEpisodeLabel(video, lang) ?? null,
          subtitle: film && video.videoType === 'MOVIE' ? null : video.name[lang],
          documentTitle: `${film && video.videoType === 'MOVIE' ? video.show.name : video.name[lang]} • HBO Max`,
          sessionTitle: video.show.name,
          ...(next ? { next: watchPath(next) } : {}),
        },
      ];
    }),
  );
}

function layout(lang: UiLang, title: string, body: string, script: string): string {
  return `<!doctype html>
<html lang="${lang === 'es' ? 'es-419' : 'en-US'}"><head><meta charset="utf-8"><title>${esc(title)}</title>
<style>
  html, body { margin: 0; background: #000; color: #fff; font-family: sans-serif; }
  #app-root, [data-testid="player-root"] { position: absolute; inset: 0; }
  [data-testid="player-root"] video { width: 100%; height: 100%; display: block; }
  [data-testid="player-ux-overlay"] { position: absolute; inset: 0; pointer-events: none; }
  [data-testid="player-ux-overlay"] button { pointer-events: auto; }
  [data-testid="player-ux-header"] { position: absolute; top: 2em; left: 2em; display: flex; gap: 1em; }
  [data-testid="player-ux-footer"] { position: absolute; bottom: 2em; right: 2em; }
  .up-next { position: absolute; right: 2em; bottom: 6em; z-index: 3; }
  .hero video { width: 960px; height: 540px; }
</style></head>
<body><div id="app-root">${body}</div>
<script>(() => {${script}
})();</script></body></html>`;
}

type PlayerItem = ReturnType<typeof playerItems>[string];

/** The control layer as the app first renders it (the page script re-renders it the same way). */
function controls(item: PlayerItem, classes: { overlay: string; footer: string }): string {
  const span = (testid: string, text: string | null) => (text ? `<span data-testid="${testid}">${esc(text)}</span>` : '');
  return `<div data-testid="player-ux-overlay" class="${classes.overlay}"><div data-testid="player-ux-header">${span('player-ux-asset-title', item.title)}${span(
    'player-ux-season-episode',
    item.label,
  )}${span('player-ux-asset-subtitle', item.subtitle)}</div>
    <div data-testid="player-ux-footer" class="${classes.footer}"><button data-testid="player-ux-fullscreen-button" aria-label="Fullscreen">&#9974;</button></div></div>`;
}

export function watchPage(videoId: string, lang: UiLang): string | null {
  const video = videoById(videoId);
  if (!video) return null;
  const items = playerItems(lang);
  const item = items[videoId]!;
  const boot = {
    current: videoId,
    items,
    lang,
    clip: CLIP_PATH,
    strings: STRINGS[lang],
    classes: { overlay: cls('ControlsOverlay'), footer: cls('ControlsFooterBottomRight'), upNext: cls('UpNextButton'), skip: cls('SkipButton') },
  };
  const body = `<div data-testid="player-root" class="${cls('PlayerRoot')}">
  <video class="${cls('VideoElement')}" playsinline></video>
  <div data-testid="CueBoxContainer" class="${cls('CueBoxContainer')}"><div data-testid="cueBoxRowTextCue"></div></div>
  <div class="player-controls-layer">${controls(item, boot.classes)}</div>
</div>
<script type="application/json" id="wm-boot">${scriptJson(boot)}</script>`;
  return layout(lang, item.documentTitle, body, PLAYER_SCRIPT);
}

function showOf(id: string): FixtureShow | undefined {
  return MAX_SHOWS.find((show) => show.id === id);
}

/** /show/{id} or /movie/{id}: a hero trailer autoplays muted and loops; Play opens the watch page. */
export function showPage(kind: 'show' | 'movie', id: string, lang: UiLang): string | null {
  const show = showOf(id);
  if (!show || (show.kind === 'movie') !== (kind === 'movie')) return null;
  const first = MAX_VIDEOS.find((video) => video.show === show && video.videoType !== 'EXTRA');
  const body = `<main class="${cls('ShowPage')}"><section class="hero ${cls('Hero')}">
  <video src="${CLIP_PATH}" muted autoplay loop playsinline></video>
  <button data-testid="hero-unmute" class="${cls('MuteButton')}" aria-label="${STRINGS[lang].trailer}">&#128264;</button>
  <h1 data-testid="hero-title">${esc(show.name)}</h1>
  ${first ? `<a data-testid="play-button" href="${watchPath(first)}">${STRINGS[lang].play}</a>` : ''}
</section></main>`;
  const script = `document.querySelector('[data-testid="hero-unmute"]').addEventListener('click', () => {
    const v = document.querySelector('.hero video'); v.muted = !v.muted; });`;
  return layout(lang, `${show.name} • HBO Max`, body, script);
}
