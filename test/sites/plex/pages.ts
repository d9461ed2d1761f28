// Plex Web as the fixture serves it (SITES.md section 11): the app root `#plex`, hash routes
// (`#!/server/{machine}/details?key=%2Flibrary%2Fmetadata%2F{ratingKey}`), the account token in local
// storage, and the overlay player the app opens over the page on Play without changing the address:
// its <video>, and the title line (`[class^=PlayerControlsMetadata]`, `[data-testid="metadataTitleLink"]`
// linking the film or the show, the episode's line beside it). Class names carry build hashes.
import { CLIP_PATH, MACHINE_ID, PLEX_LIBRARY, PLEX_TOKEN, type PlexItem } from './catalog';

const hashed = () => Math.random().toString(36).slice(2, 7);

const APP_SCRIPT = `
  const items = new Map(B.items.map((item) => [item.ratingKey, item]));
  const root = document.getElementById('plex');
  const link = (key) => '#!/server/' + B.machine + '/details?key=%2Flibrary%2Fmetadata%2F' + key;

  function render() {
    const key = /key=%2Flibrary%2Fmetadata%2F(\\d+)/.exec(location.hash)?.[1];
    const item = key && items.get(key);
    if (!item) return;
    root.querySelector('.page').innerHTML = '<h1 data-testid="metadata-title">' + item.title + '</h1><button data-testid="preplay-play">Play</button>';
    root.querySelector('[data-testid="preplay-play"]').addEventListener('click', () => play(item));
  }

  function play(item) {
    const show = item.grandparentRatingKey && items.get(item.grandparentRatingKey);
    const line = show ? 'S' + item.parentIndex + ' · E' + item.index + ' — ' + item.title : String(item.year || '');
    root.insertAdjacentHTML('beforeend', '<div class="Player-fullPlayerContainer-' + B.hash + '"><video class="HTMLMedia-mediaElement-' + B.hash + '"></video>' +
      '<div class="PlayerControlsMetadata-container-' + B.hash + '"><a data-testid="metadataTitleLink" href="' + link(show ? show.ratingKey : item.ratingKey) + '">' + (show ? show.title : item.title) + '</a>' +
      '<span class="PlayerControlsMetadata-secondary-' + B.hash + '">' + line + '</span></div></div>');
    const video = root.querySelector('video');
    video.src = B.clip;
    video.play();
  }

  window.addEventListener('hashchange', render);
  render();
`;

/** The app's page (the hosted app at /desktop/, a server's at /web/index.html). */
export function plexPage(signedIn: boolean): string {
  const items: PlexItem[] = [...PLEX_LIBRARY];
  const boot = { items, machine: MACHINE_ID, clip: CLIP_PATH, hash: hashed() };
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Plex</title></head>
<body><div id="plex" class="application"><div class="page"></div></div>
<script>${signedIn ? `localStorage.setItem('myPlexAccessToken', ${JSON.stringify(PLEX_TOKEN)});` : ''}</script>
<script>const B = ${JSON.stringify(boot).replace(/</g, '\\u003c')};${APP_SCRIPT}</script>
</body></html>`;
}
