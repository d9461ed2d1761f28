// HTML of the Paramount+ fixture, as SITES.md ("9. Paramount+") describes the site: the player's
// <video> inside .video__player-area; the episode object in JSON-LD (partOfSeries,
// partOfSeason.seasonNumber, episodeNumber, name, image; films name and image; shows name and url);
// ads spliced into the stream under a countdown (div.ad-info-manager-circular-loader-copy) and
// div.ad-click-overlay; Skip Intro (button.skip-button); an end card (div[class*="end-card-panel-"]
// with h2.sub-title, button.play-button, button#close-btn) that moves to the next episode in the
// page (History API); the marquee trailer (video.marqueeVideo) of a film's page; /live/ with its
// title in .video__metadata.padded-container > p. The page script is in player-script.ts.
import {
  DARK,
  DARK_S1,
  episodeLabel,
  itemByContentId,
  itemPath,
  LIVE_CHANNEL,
  PARAMOUNT_ITEMS,
  TOP_GUN_MAVERICK,
  type ParamountItem,
  type ParamountLang,
} from './catalog.js';
import { PLAYER_SCRIPT } from './player-script.js';

export const CLIP_PATH = '/_fixture/media/clip.webm';
export const mediaPath = (id: string) => `${CLIP_PATH}?id=${id}`;

const STRINGS = {
  en: { skip: 'Skip Intro', upNext: 'Up Next', ad: 'Ad', fullscreen: 'Full screen', close: 'Close', watch: 'Watch Now' },
  de: { skip: 'Intro überspringen', upNext: 'Als Nächstes', ad: 'Werbung', fullscreen: 'Vollbild', close: 'Schließen', watch: 'Jetzt ansehen' },
} as const;

const esc = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
/** Build-hashed class suffixes, as the site's CSS modules ship them. */
const hashed = (name: string) => `${name}-${Math.random().toString(36).slice(2, 8)}`;
const image = (id: string) => `https://thumbnails.cbsig.net/CBS_Production_Entertainment_VMS/fixture/${id}.jpg`;

function structuredData(item: ParamountItem, lang: ParamountLang): unknown {
  const context = 'http://schema.org';
  if (item.kind === 'movie') return { '@context': context, '@type': 'Movie', name: item.title[lang], image: image(item.contentId) };
  if (item.kind === 'clip') return { '@context': context, '@type': 'VideoObject', name: item.title[lang], thumbnailUrl: image(item.contentId) };
  // Numbers as strings, as the site writes them.
  return {
    '@context': context,
    '@type': 'TVEpisode',
    name: item.title[lang],
    episodeNumber: String(item.episode),
    image: image(item.contentId),
    partOfSeason: { '@type': 'TVSeason', seasonNumber: String(item.season) },
    partOfSeries: { '@type': 'TVSeries', name: item.series },
  };
}

function layout(lang: ParamountLang, title: string, headTags: string, body: string, script = ''): string {
  return `<!doctype html>
<html lang="${lang === 'de' ? 'de-DE' : 'en-US'}"><head><meta charset="utf-8"><title>${esc(title)}</title>
${headTags}
<style>
  html, body { margin: 0; background: #0f0f0f; color: #fff; font-family: sans-serif; }
  .video__player-area { position: relative; width: 960px; height: 540px; }
  .video__player-area video { width: 100%; height: 100%; display: block; }
  .ad-click-overlay { position: absolute; inset: 0; }
  .ad-info-manager-circular-loader { position: absolute; top: 1em; right: 1em; }
  .controls-bottom-right { position: absolute; right: 1em; bottom: 1em; }
  [class*="end-card-panel-"] { position: absolute; right: 1em; bottom: 4em; background: #222; padding: 1em; }
  video.marqueeVideo { width: 1280px; height: 540px; }
</style></head>
<body><div id="main-container">${body}</div>
${script ? `<script>(() => {${script}\n})();</script>` : ''}</body></html>`;
}

const jsonLd = (value: unknown) => `<script type="application/ld+json">${scriptJson(value)}</script>`;

/** The pre-roll's countdown as the page is first rendered (the page script keeps it up to date). */
function adOverlay(item: ParamountItem, lang: ParamountLang): string {
  const preRoll = item.ads.find(([start]) => start === 0);
  return preRoll
    ? `<div class="ad-click-overlay"></div><div class="ad-info-manager-circular-loader" aria-label="${STRINGS[lang].ad}"><div class="ad-info-manager-circular-loader-copy">${preRoll[1]}</div></div>`
    : '';
}

/** An episode, film or trailer playing in the player; the pre-roll (if any) first. */
export function watchPage(item: ParamountItem, lang: ParamountLang): string {
  const items = Object.fromEntries(
    PARAMOUNT_ITEMS.map((entry) => {
      const next = entry.next ? itemByContentId(entry.next)! : null;
      return [
        entry.contentId,
        {
          ads: entry.ads,
          media: mediaPath(entry.contentId),
          next: next ? itemPath(next, lang) : null,
          nextLabel: next ? episodeLabel(next, lang) : null,
          nextTitle: next?.title[lang] ?? null,
        },
      ];
    }),
  );
  const boot = { current: item.contentId, items, strings: STRINGS[lang], endCard: hashed('end-card-panel') };
  const body = `<div class="video__player-area">
  <div class="${hashed('aa-player-skin')} player-wrapper">
    <video class="vjs-tech" playsinline></video>
    <div class="ad-layer">${adOverlay(item, lang)}</div>
    <div class="skip-layer"></div>
    <div class="controls-bottom-right"><button class="btn-fullscreen" type="button" aria-label="${STRINGS[lang].fullscreen}">&#9974;</button></div>
    <div class="end-card-layer"></div>
  </div>
</div>
<script type="application/json" id="wm-boot">${scriptJson(boot)}</script>`;
  const name = item.kind === 'episode' ? `${item.series} - ${item.title[lang]}` : item.title[lang];
  return layout(lang, `${name} | Paramount+`, jsonLd(structuredData(item, lang)), body, PLAYER_SCRIPT);
}

/** /live/: a live channel in the player, its title under it; no structured data. */
export function livePage(): string {
  const body = `<div class="video__player-area"><video class="vjs-tech" src="${mediaPath('live')}" autoplay playsinline></video></div>
<section class="video__metadata padded-container"><h2>${esc(LIVE_CHANNEL.name)}</h2><p>${esc(LIVE_CHANNEL.show)}</p></section>`;
  return layout('en', 'Live TV | Paramount+', '', body, `document.querySelector('video').play().catch(() => undefined);`);
}

/** A film's page before Play: the player area is empty and the marquee trailer loops muted. */
export function movieDetailPage(): string {
  const body = `<div class="video__player-area"></div><video class="marqueeVideo" src="${mediaPath('marquee')}" muted autoplay loop playsinline></video>
<h1>${esc(TOP_GUN_MAVERICK.title.en)}</h1><a class="button" href="${itemPath(TOP_GUN_MAVERICK)}">${STRINGS.en.watch}</a>`;
  return layout(
    'en',
    `${TOP_GUN_MAVERICK.title.en} | Paramount+`,
    jsonLd({ '@context': 'http://schema.org', '@type': 'Movie', name: TOP_GUN_MAVERICK.title.en, image: image(TOP_GUN_MAVERICK.contentId) }),
    body,
  );
}

/** /shows/dark/: the show's name and address, and its episodes. */
export function showPage(): string {
  const links = DARK_S1.map((item) => `<li><a href="${itemPath(item)}">${esc(episodeLabel(item, 'en'))} ${esc(item.title.en)}</a></li>`).join('');
  return layout(
    'en',
    `${DARK} | Paramount+`,
    jsonLd({ '@context': 'http://schema.org', '@type': 'TVSeries', name: DARK, url: 'https://www.paramountplus.com/shows/dark/' }),
    `<h1>${DARK}</h1><ul>${links}</ul>`,
  );
}
