// The fixture's page script: YouTube as a single-page app. Media Source for every video (blob:
// src, new per video and per ad, same <video> element), `ad-showing` on #movie_player during the
// pre-roll, History API navigation with yt-navigate-start/-finish and yt-page-data-updated,
// MediaSession and document.title per video, hover previews on home, Shorts looping.
// Plain JS in a string: it runs in the page, where the extension can only observe it.
import { LOAD_MEDIA } from '../media-source-script';
export const APP_SCRIPT = `
  const B = JSON.parse(document.getElementById('wm-boot').textContent);
  const S = B.strings;
  const manager = document.getElementById('page-manager');
  const preview = document.getElementById('video-preview');
  const previewVideo = preview.querySelector('video');
  let flexy = document.querySelector('ytd-watch-flexy');
  let player = null, video = null, current = null, inAd = false, countdown = null;

  const fmt = (t) => { const s = Number.isFinite(t) ? Math.floor(t) : 0; return Math.floor(s / 60) + ':' + String(s % 60).padStart(2, '0'); };
  const q = (root, selector) => root.querySelector(selector);

  // Like YouTube: a MediaSource per video, so video.src is a fresh blob: URL every time.
  ${LOAD_MEDIA}
  const autoplay = (el) => el.play().catch(() => undefined);

  function bindPlayer() {
    player = q(flexy, '#movie_player');
    video = q(player, 'video');
    const mode = (name) => {
      player.classList.remove('playing-mode', 'paused-mode', 'unstarted-mode', 'ended-mode');
      player.classList.add(name);
    };
    video.addEventListener('playing', () => mode('playing-mode'));
    video.addEventListener('pause', () => mode(video.ended ? 'ended-mode' : 'paused-mode'));
    video.addEventListener('durationchange', () => { q(player, '.ytp-time-duration').textContent = fmt(video.duration); });
    video.addEventListener('timeupdate', () => {
      q(player, '.ytp-time-current').textContent = fmt(video.currentTime);
      if (!inAd) return;
      q(player, '.ytp-ad-duration-remaining').textContent = fmt(video.duration - video.currentTime);
      if (video.currentTime >= 5) q(player, '.ytp-skip-ad-button').hidden = false;
    });
    video.addEventListener('ended', () => (inAd ? endAd() : upNext()));
    q(player, '.ytp-skip-ad-button').addEventListener('click', () => endAd());
    // The page-world API other tools call on #movie_player (SITES.md: FX, getVideoData).
    Object.assign(player, {
      getVideoData: () => ({ video_id: current, title: B.videos[current].title, author: B.videos[current].channel }),
      getCurrentTime: () => video.currentTime, getDuration: () => video.duration,
      playVideo: () => autoplay(video), pauseVideo: () => video.pause(), seekTo: (t) => { video.currentTime = t; },
      mute: () => { video.muted = true; }, unMute: () => { video.muted = false; }, isMuted: () => video.muted,
      setVolume: (v) => { video.volume = v / 100; }, getVolume: () => Math.round(video.volume * 100),
    });
  }

  function render(id) {
    const v = B.videos[id];
    current = id;
    flexy.setAttribute('video-id', id);
    q(flexy, 'ytd-watch-metadata h1 yt-formatted-string').textContent = v.title;
    const channel = q(flexy, 'ytd-channel-name a');
    channel.textContent = v.channel;
    channel.setAttribute('href', v.channelHref);
    const title = q(player, '.ytp-title-link');
    title.textContent = v.title;
    title.setAttribute('href', 'https://www.youtube.com/watch?v=' + id);
    for (const item of flexy.querySelectorAll('ytd-playlist-panel-video-renderer')) {
      item.toggleAttribute('selected', q(item, 'a').getAttribute('href').includes('v=' + id));
    }
    document.title = v.title + ' - YouTube';
    navigator.mediaSession.metadata = new MediaMetadata({ title: v.title, artist: v.channel });
  }

  async function start(id) {
    const v = B.videos[id];
    if (v.preroll) {
      inAd = true;
      player.classList.add('ad-showing', 'ad-interrupting');
      q(player, '.ytp-ad-player-overlay').hidden = false;
      q(player, '.ytp-skip-ad-button').hidden = true;
      await loadMedia(video, B.adClip);
    } else {
      await loadMedia(video, B.clip);
    }
    if (current === id) autoplay(video);
  }

  // The video's own media replaces the ad's in the same element; then the ad chrome goes away.
  async function endAd() {
    if (!inAd) return;
    inAd = false;
    const loaded = loadMedia(video, B.clip);
    player.classList.remove('ad-showing', 'ad-interrupting');
    q(player, '.ytp-ad-player-overlay').hidden = true;
    await loaded;
    autoplay(video);
  }

  function upNext() {
    const next = B.videos[current] && B.videos[current].next;
    if (!next) return;
    const overlay = q(player, '.ytp-autonav-endscreen-countdown-overlay');
    overlay.hidden = false;
    countdown = setTimeout(() => { overlay.hidden = true; navigate(next, true); }, 1000);
  }

  function ensureWatchPage() {
    for (const page of manager.children) page.hidden = page.tagName !== 'YTD-WATCH-FLEXY';
    if (flexy) return;
    manager.append(document.getElementById('wm-watch-template').content.cloneNode(true));
    flexy = q(manager, 'ytd-watch-flexy');
    bindPlayer();
  }

  // yt-navigate-start, the page data arrives (a moment), the page renders it, the URL commits,
  // yt-navigate-finish: extensions rely on both the URL and the page being new at that event.
  async function navigate(id, push) {
    clearTimeout(countdown);
    document.dispatchEvent(new CustomEvent('yt-navigate-start', { bubbles: true, detail: { url: B.videos[id].url } }));
    hidePreview();
    if (video) video.pause();
    await new Promise((resolve) => setTimeout(resolve, 150));
    ensureWatchPage();
    render(id);
    if (push) history.pushState({ videoId: id }, '', B.videos[id].url);
    document.dispatchEvent(new CustomEvent('yt-navigate-finish', { bubbles: true, detail: { pageType: 'watch' } }));
    document.dispatchEvent(new CustomEvent('yt-page-data-updated', { bubbles: true }));
    await start(id);
  }
  window.addEventListener('popstate', () => {
    const id = new URLSearchParams(location.search).get('v');
    if (location.pathname === '/watch' && B.videos[id] && id !== current) navigate(id, false);
  });

  // Home: hovering a thumbnail plays it inline in the shared preview player, muted until asked.
  function hidePreview() {
    preview.hidden = true;
    previewVideo.pause();
  }
  for (const thumb of document.querySelectorAll('ytd-rich-item-renderer #thumbnail')) {
    thumb.addEventListener('mouseenter', async () => {
      const box = thumb.getBoundingClientRect();
      Object.assign(preview.style, { left: box.left + scrollX + 'px', top: box.top + scrollY + 'px' });
      preview.dataset.videoId = thumb.dataset.videoId;
      preview.hidden = false;
      previewVideo.muted = true;
      await loadMedia(previewVideo, B.clip);
      if (!preview.hidden) autoplay(previewVideo);
    });
    thumb.addEventListener('click', (event) => { event.preventDefault(); navigate(thumb.dataset.videoId, true); });
  }
  preview.addEventListener('mouseleave', hidePreview);
  preview.addEventListener('click', () => navigate(preview.dataset.videoId, true));

  if (B.route.kind === 'watch') {
    bindPlayer();
    render(B.route.id);
    start(B.route.id);
  } else if (B.route.kind === 'shorts') {
    const shortVideo = document.querySelector('#shorts-player video');
    loadMedia(shortVideo, B.shortsClip).then(() => autoplay(shortVideo));
  }`;
