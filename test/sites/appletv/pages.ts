// HTML of the Apple TV+ fixture, as SITES.md ("8. Apple TV+") describes the site: a server-rendered
// head for the item of the address (apple:content_id, apple:title, og:title,
// og:video:release_date, JSON-LD Movie/Episode, sometimes inside @graph), a page header with the
// episode title and a link to its show, a muted promotional video looping in the page, and the
// long-form player ([data-testid="video-player"] > [data-testid="video-container"] video) with a
// metadata block that hides with the controls. The page script autoplays the item and moves to the
// next episode in the page (History API), leaving the head as the server rendered it.
import { APPLE_ITEMS, BB_S1, episodeLine, itemById, itemPath, showPath, STOREFRONTS, type AppleItem, type AppleLang, type AppleShow } from './catalog.js';
import { PLAYER_SCRIPT } from './player-script.js';

export const CLIP_PATH = '/_fixture/media/clip.webm';

const STRINGS = {
  en: { upNext: 'Up Next', pause: 'Pause', live: 'LIVE', trailer: 'Trailer', episodes: 'Episodes', play: 'Play' },
  de: { upNext: 'Als Nächstes', pause: 'Pause', live: 'LIVE', trailer: 'Trailer', episodes: 'Folgen', play: 'Abspielen' },
} as const;

const esc = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
const absolute = (path: string) => `https://tv.apple.com${path.split('?')[0]}`;
/** Each item's media gets its own address, so the player's source changes between episodes. */
export const mediaPath = (item: AppleItem) => `${CLIP_PATH}?id=${item.id}`;

function structuredData(item: AppleItem, lang: AppleLang): unknown {
  const url = absolute(itemPath(item, lang));
  const context = 'https://schema.org';
  switch (item.kind) {
    case 'episode':
      return {
        '@context': context,
        '@type': 'Episode',
        name: `${item.show!.name} - ${item.title[lang]}`,
        url,
        datePublished: item.released,
        episodeNumber: item.episode,
        partOfSeason: { '@type': 'TVSeason', seasonNumber: item.season },
        partOfSeries: { '@type': 'TVSeries', name: item.show!.name },
      };
    case 'movie':
      // Film pages wrap theirs in @graph beside the organisation.
      return {
        '@context': context,
        '@graph': [
          { '@type': 'Organization', name: 'Apple TV' },
          { '@type': 'Movie', name: item.title[lang], url, datePublished: item.released },
        ],
      };
    case 'clip':
      return { '@context': context, '@type': 'VideoObject', name: `Dune: Part Two - ${item.title[lang]}`, url, uploadDate: item.released };
    default:
      return { '@context': context, '@type': 'BroadcastEvent', name: item.title[lang], isLiveBroadcast: true, url };
  }
}

function head(item: AppleItem, lang: AppleLang): string {
  const ogType = item.kind === 'movie' ? 'video.movie' : item.kind === 'episode' ? 'video.episode' : 'video.other';
  return `<meta name="apple:content_id" content="${item.id}">
<meta name="apple:title" content="${esc(item.title[lang])}">
<meta property="og:title" content="${esc(item.title[lang])}">
<meta property="og:type" content="${ogType}">
${item.kind === 'movie' ? `<meta property="og:video:release_date" content="${item.released}">` : ''}
<script type="application/ld+json">${scriptJson(structuredData(item, lang))}</script>`;
}

/** What the player's metadata block shows for each item: title line and subtitle line. */
function playerItems(lang: AppleLang) {
  return Object.fromEntries(
    APPLE_ITEMS.map((item) => {
      const lines =
        item.kind === 'episode'
          ? { title: item.show!.name, subtitle: episodeLine(item, lang) }
          : item.kind === 'movie'
            ? { title: item.title[lang], subtitle: item.genre![lang] }
            : item.kind === 'clip'
              ? { title: 'Dune: Part Two', subtitle: item.title[lang] }
              : { title: item.title[lang], subtitle: STRINGS[lang].live };
      return [item.id, { ...lines, media: mediaPath(item), next: item.next ? itemPath(itemById(item.next)!, lang) : null }];
    }),
  );
}

function layout(lang: AppleLang, title: string, headTags: string, body: string, script: string): string {
  return `<!doctype html>
<html lang="${lang === 'de' ? 'de-DE' : 'en-US'}" dir="ltr"><head><meta charset="utf-8"><title>${esc(title)}</title>
${headTags}
<style>
  html, body { margin: 0; background: #000; color: #fff; font-family: sans-serif; }
  .hero video { width: 640px; height: 360px; }
  [data-testid="video-player"] { position: fixed; inset: 0; background: #000; }
  [data-testid="video-container"], [data-testid="video-container"] video { width: 100%; height: 100%; display: block; }
  .player-chrome { position: absolute; left: 2em; bottom: 2em; }
  .video-player__tabs { position: absolute; right: 2em; bottom: 2em; }
</style></head>
<body><div id="web-tv-app">${body}</div>
<script>(() => {${script}
})();</script></body></html>`;
}

/** The controls as the app first renders them (the page script re-renders them the same way). */
function controls(lines: { title: string; subtitle: string }, lang: AppleLang): string {
  return `<div data-testid="player-metadata" class="player-metadata"><div data-testid="player-metadata-title">${esc(lines.title)}</div>${
    lines.subtitle ? `<div data-testid="player-metadata-subtitle">${esc(lines.subtitle)}</div>` : ''
  }</div><button class="controls-play-pause-button" type="button" aria-label="${STRINGS[lang].pause}">&#9199;</button>`;
}

const promo = (item: AppleItem) =>
  `<section class="hero"><video class="hero-promo" src="${mediaPath(item)}&promo" muted autoplay loop playsinline></video></section>`;

/** A movie, episode, trailer or match page with its player open and playing. */
export function watchPage(item: AppleItem, lang: AppleLang): string {
  const items = playerItems(lang);
  const header =
    item.kind === 'episode'
      ? `<header class="page-header"><h1 class="episode-title">${esc(item.title[lang])}</h1><a href="${showPath(item.show!, lang)}">${esc(item.show!.name)}</a></header>`
      : `<header class="page-header"><h1 class="title">${esc(item.title[lang])}</h1></header>`;
  const boot = { current: item.id, items, strings: STRINGS[lang] };
  const body = `${header}
${promo(item)}
<div data-testid="video-player" class="video-player">
  <div data-testid="video-container" class="video-container"><video playsinline></video></div>
  <div class="player-chrome">${controls(items[item.id]!, lang)}</div>
  <div class="video-player__tabs"><button type="button">${STRINGS[lang].upNext}</button><button type="button">${STRINGS[lang].episodes}</button></div>
</div>
<script type="application/json" id="wm-boot">${scriptJson(boot)}</script>`;
  return layout(lang, `${item.title[lang]} - Apple TV`, head(item, lang), body, PLAYER_SCRIPT);
}

/** A show page: its promotional video loops muted; the episodes link to their pages. */
export function showPage(show: AppleShow, lang: AppleLang): string {
  const links = BB_S1.map((item) => `<li><a href="${itemPath(item, lang)}">${esc(episodeLine(item, lang))}</a></li>`).join('');
  const ld = { '@context': 'https://schema.org', '@type': 'TVSeries', name: show.name, url: absolute(showPath(show, lang)) };
  const body = `<header class="page-header"><h1 class="title">${esc(show.name)}</h1></header>${promo(BB_S1[0]!)}
<button type="button" class="hero-unmute">${STRINGS[lang].trailer}</button><ul class="episodes">${links}</ul>`;
  const script = `document.querySelector('.hero-unmute').addEventListener('click', () => { const v = document.querySelector('.hero-promo'); v.muted = !v.muted; });`;
  return layout(
    lang,
    `${show.name} - Apple TV`,
    `<meta name="apple:content_id" content="${show.id}"><meta name="apple:title" content="${esc(show.name)}">
<script type="application/ld+json">${scriptJson(ld)}</script>`,
    body,
    script,
  );
}

export const langOfStorefront = (storefront: string): AppleLang | undefined =>
  (Object.keys(STOREFRONTS) as AppleLang[]).find((lang) => STOREFRONTS[lang] === storefront);
