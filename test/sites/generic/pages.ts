// Generic fixture pages: a plain site shell with whatever standard metadata the imitated site puts
// in <head>, a real <video> player the user starts, and where the site has one, a hero trailer
// that autoplays muted and loops.
import type { GenericPageSpec } from './catalog.js';

// No file extension, like most CDNs' signed stream addresses: the page names nothing by its media.
export const CLIP_PATH = '/_fixture/media/feature';
/** Where a page plays a named file (`mediaFile`), as an open directory or a media server does. */
export const FILES_PATH = '/_fixture/files/';
export const TRAILER_PATH = '/_fixture/media/trailer.webm';
export const SITE_NAME = 'Streamhall';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** The document title an in-page move gives the next film (the app retitles; <head> data stays). */
export const spaTitle = (heading: string) => `${heading} - ${SITE_NAME}`;

// Runs in the page's world, as a single-page app's router does: new address, new heading and
// title, a new stream in the same <video>; the JSON-LD of the first page is left behind.
const SPA_JS = `
  document.querySelector('a[data-spa]')?.addEventListener('click', (event) => {
    event.preventDefault();
    const link = event.currentTarget;
    history.pushState({}, '', link.getAttribute('href'));
    document.querySelector('main h1').textContent = link.dataset.heading;
    document.title = link.dataset.title;
    const video = document.querySelector('#player video');
    video.src = video.getAttribute('src') + '?item=' + encodeURIComponent(link.getAttribute('href'));
  });
`;

export function genericPage(page: GenericPageSpec): string {
  const meta = Object.entries(page.og ?? {})
    .map(([property, content]) => `<meta property="${escapeHtml(property)}" content="${escapeHtml(content)}">`)
    .join('\n  ');
  const blocks = (page.jsonLd ?? []).map((block) => `<script type="application/ld+json">${scriptJson(block)}</script>`).join('\n  ');
  const trailer = page.trailer
    ? `<section class="hero"><video class="hero-trailer" src="${TRAILER_PATH}" autoplay muted loop playsinline width="1280" height="540"></video></section>`
    : '';
  const video = `<video src="${page.mediaFile ? `${FILES_PATH}${encodeURIComponent(page.mediaFile)}` : CLIP_PATH}" controls preload="auto" width="960" height="540"></video>`;
  // A declarative shadow root: the browser attaches it while parsing, as a component's own code would.
  const player = page.player
    ? `<div id="player" class="video-container">${page.playerInShadowRoot ? `<media-player><template shadowrootmode="open">${video}</template></media-player>` : video}</div>`
    : '';
  const spa = page.spaLink
    ? `<a href="${escapeHtml(page.spaLink.path)}" data-spa data-heading="${escapeHtml(page.spaLink.heading)}" data-title="${escapeHtml(spaTitle(page.spaLink.heading))}">Up next: ${escapeHtml(page.spaLink.heading)}</a>
  <script>${SPA_JS}</script>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>${escapeHtml(page.documentTitle)}</title>
  ${meta}
  ${blocks}
</head>
<body>
  <header><nav><a href="/">${SITE_NAME}</a></nav></header>
  ${trailer}
  <main>
    <h1>${escapeHtml(page.heading)}</h1>
    ${player}
  </main>
  ${spa}
</body>
</html>`;
}

export const homePage = () => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${SITE_NAME}</title></head>
<body><header><nav><a href="/">${SITE_NAME}</a></nav></header><main><h1>Watch anything</h1></main></body></html>`;
