// The Jellyfin and Emby web apps as the fixture serves them (SITES.md sections 12, 13): the app's
// `window.ApiClient` (name, server address, sign-in), Jellyfin's `jellyfin_credentials` in local
// storage, hash routes, and the player the app builds when Play is pressed: a
// `.videoPlayerContainer` with its <video> (the file itself, or a transcoded blob: stream), the
// OSD (`#videoOsdPage`, `h3.pageTitle`, the poster whose image names the item), music in
// `audio.mediaPlayerAudio` with the now-playing bar, the server's "up next" when an episode ends,
// and the remote-control view (`.nowPlayingBar` of another device, a theme video behind it).
import { LOAD_MEDIA } from '../media-source-script';
import { CLIP_PATH, LIBRARY, ROUTES, SERVER_ID, SERVER_TOKEN, SERVER_USER, type MediaBrowserApp } from './catalog';

const APP_NAMES: Record<MediaBrowserApp, string> = { jellyfin: 'Jellyfin Web', emby: 'Emby Web' };

/** What the page script knows of the library: enough to show and play it (the API has the rest). */
const pageLibrary = () =>
  LIBRARY.map(({ Id, Type, Name, SeriesName, IndexNumber, ParentIndexNumber, ProductionYear, play, next }) => ({
    Id,
    Type,
    Name,
    SeriesName,
    IndexNumber,
    ParentIndexNumber,
    ProductionYear,
    play,
    next,
  }));

const APP_SCRIPT = `
  ${LOAD_MEDIA}
  const items = new Map(B.items.map((item) => [item.Id, item]));
  const main = document.querySelector('.mainAnimatedPages');
  const osdTitle = (item) => item.Type === 'Episode' ? item.SeriesName + ' - S' + item.ParentIndexNumber + ':E' + item.IndexNumber + ' - ' + item.Name : item.Name + (item.ProductionYear ? ' (' + item.ProductionYear + ')' : '');
  const image = (id) => "background-image: url('" + B.api + "/Items/" + id + "/Images/Primary?maxHeight=300')";

  function render() {
    const route = location.hash;
    const details = /[?&]id=([^&]+)/.exec(route);
    if (route.startsWith(B.routes.remote)) {
      // Controlling another device: its item in the now-playing bar, a theme video behind.
      main.innerHTML = '<div class="backdropContainer"><video class="themeVideo" muted loop autoplay src="' + B.clip + '"></video></div>' +
        '<div class="nowPlayingBar"><div class="nowPlayingImage" style="' + image(B.remoteItem) + '"></div><div class="nowPlayingBarText">' + items.get(B.remoteItem).Name + '</div></div>';
    } else if (details && items.get(details[1])) {
      const item = items.get(details[1]);
      main.innerHTML = '<div class="detailPage"><h1 class="itemName">' + item.Name + '</h1><button is="emby-button" class="btnPlay detailButton">Play</button></div>';
      main.querySelector('.btnPlay').addEventListener('click', () => play(item));
    }
  }

  async function load(video, item) {
    document.querySelector('.osdPoster').setAttribute('style', image(item.Id));
    document.querySelector('h3.pageTitle').textContent = osdTitle(item);
    if (item.play === 'blob') return loadMedia(video);
    video.src = B.api + '/Videos/' + item.Id + '/stream.webm?Static=true&mediaSourceId=' + item.Id;
  }

  async function play(item) {
    if (item.play === 'audio') {
      const audio = document.querySelector('audio.mediaPlayerAudio') || document.body.appendChild(Object.assign(document.createElement('audio'), { className: 'mediaPlayerAudio' }));
      audio.src = B.api + '/Audio/' + item.Id + '/universal?UserId=' + B.user;
      document.querySelector('.nowPlayingBar')?.remove();
      main.insertAdjacentHTML('beforeend', '<div class="nowPlayingBar"><div class="nowPlayingImage" style="' + image(item.Id) + '"></div><div class="nowPlayingBarText">' + item.Name + '</div></div>');
      return audio.play();
    }
    history.pushState(null, '', B.routes.player);
    main.innerHTML = '<div id="videoOsdPage" class="page"><div class="osdPoster"></div><h3 class="pageTitle"></h3></div>';
    const container = document.body.appendChild(Object.assign(document.createElement('div'), { className: 'videoPlayerContainer' }));
    const video = container.appendChild(Object.assign(document.createElement('video'), { className: 'htmlvideoplayer' }));
    let current = item;
    video.addEventListener('ended', async () => {
      const next = current.next && items.get(current.next);
      if (!next) return;
      current = next;
      await load(video, next);
      video.play();
    });
    await load(video, item);
    video.play();
  }

  window.addEventListener('hashchange', render);
  render();
`;

/** The app's sign-in; `server` is its address (Emby's API is under /emby there). */
function signIn(app: MediaBrowserApp, api: string): string {
  const server = app === 'emby' ? api.replace(/\/emby$/, '') : api;
  const client = {
    _appName: APP_NAMES[app],
    _appVersion: '10.10.3',
    _deviceName: 'Chrome',
    _deviceId: 'TW96aWxsYS81LjA',
    _serverAddress: server,
    _serverInfo: { Id: SERVER_ID, AccessToken: SERVER_TOKEN, UserId: SERVER_USER },
    _currentUser: { Id: SERVER_USER, Name: 'sam' },
  };
  const stored =
    app === 'jellyfin'
      ? `localStorage.setItem('jellyfin_credentials', ${JSON.stringify(JSON.stringify({ Servers: [{ Id: SERVER_ID, UserId: SERVER_USER, AccessToken: SERVER_TOKEN, ManualAddress: server }] }))});`
      : '';
  return `window.ApiClient = Object.assign(${JSON.stringify(client)}, { serverAddress() { return this._serverAddress; } });${stored}`;
}

/** The app's index.html: `api` is the server's API base the app talks to (a prefix for Jellyfin, /emby for Emby). */
export function appPage(app: MediaBrowserApp, api: string, remoteItem: string): string {
  const boot = { items: pageLibrary(), api, user: SERVER_USER, clip: CLIP_PATH, routes: ROUTES[app], remoteItem };
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${app === 'jellyfin' ? 'Jellyfin' : 'Emby'}</title></head>
<body class="skinBody"><div class="skinHeader"></div><div class="mainAnimatedPages skinBody"></div>
<script>${signIn(app, api)}</script>
<script>const B = ${JSON.stringify(boot).replace(/</g, '\\u003c')};${APP_SCRIPT}</script>
</body></html>`;
}
