// The Max fixture's page script: Media Source playback (blob: src), autoplay, an auto-hiding control
// layer rebuilt on every show (so cached references go stale, as with React), Skip Intro and
// Next Episode buttons with hashed class names, and next-episode autoplay that moves the URL
// with the History API and replaces the <video> element.
import { LOAD_MEDIA } from '../media-source-script';
export const PLAYER_SCRIPT = `
  const B = JSON.parse(document.getElementById('wm-boot').textContent);
  const root = document.querySelector('[data-testid="player-root"]');
  const layer = root.querySelector('.player-controls-layer');
  let video = root.querySelector('video');
  let current = B.current;
  let hideTimer, advanceTimer;

  ${LOAD_MEDIA}
  const el = (tag, attrs, text) => {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, v);
    if (text !== undefined && text !== null) node.textContent = text;
    return node;
  };

  function setMetadata() {
    const item = B.items[current];
    document.title = item.documentTitle;
    navigator.mediaSession.metadata = new MediaMetadata({ title: item.sessionTitle });
  }

  function renderControls() {
    const item = B.items[current];
    const overlay = el('div', { 'data-testid': 'player-ux-overlay', class: B.classes.overlay });
    const header = el('div', { 'data-testid': 'player-ux-header' });
    header.append(el('span', { 'data-testid': 'player-ux-asset-title' }, item.title));
    if (item.label) header.append(el('span', { 'data-testid': 'player-ux-season-episode' }, item.label));
    if (item.subtitle) header.append(el('span', { 'data-testid': 'player-ux-asset-subtitle' }, item.subtitle));
    const footer = el('div', { 'data-testid': 'player-ux-footer', class: B.classes.footer });
    const fullscreen = el('button', { 'data-testid': 'player-ux-fullscreen-button', 'aria-label': 'Fullscreen' }, '⛶');
    fullscreen.addEventListener('click', () => root.requestFullscreen().catch(() => undefined));
    footer.append(fullscreen);
    overlay.append(header, footer);
    return overlay;
  }
  const rerenderIfShown = () => { if (layer.firstChild) layer.replaceChildren(renderControls()); };
  function showControls() {
    if (!layer.firstChild) layer.append(renderControls());
    clearTimeout(hideTimer);
    // The whole layer unmounts 3 s after the last mouse move.
    hideTimer = setTimeout(() => layer.replaceChildren(), 3000);
  }
  document.addEventListener('mousemove', showControls);

  function button(className, label, onClick) {
    const b = el('button', { class: className + ' floating', type: 'button' }, label);
    b.addEventListener('click', onClick);
    root.append(b);
    return b;
  }
  let skipIntro = null, upNext = null;
  function bind(v) {
    v.addEventListener('timeupdate', () => {
      const item = B.items[current];
      const intro = v.currentTime > 1 && v.currentTime < 10;
      if (intro && !skipIntro) skipIntro = button(B.classes.skip, B.strings.skip, () => { v.currentTime = 10; });
      if (!intro && skipIntro) { skipIntro.remove(); skipIntro = null; }
      const credits = Number.isFinite(v.duration) && v.currentTime >= v.duration * 0.9;
      if (item.next && credits && !upNext) upNext = button(B.classes.upNext + ' up-next', B.strings.next, goNext);
    });
    v.addEventListener('ended', () => {
      if (B.items[current].next) advanceTimer = setTimeout(goNext, 1000);
    });
  }

  function goNext() {
    clearTimeout(advanceTimer);
    const next = B.items[current].next;
    if (!next) return;
    history.pushState({}, '', next);
    current = next.split('/')[3];
    if (upNext) { upNext.remove(); upNext = null; }
    // A fresh element for the next episode: references to the old one go stale.
    const fresh = el('video', { class: video.getAttribute('class'), playsinline: '' });
    video.replaceWith(fresh);
    video = fresh;
    bind(video);
    setMetadata();
    rerenderIfShown();
    loadMedia(video).then(() => video.play().catch(() => undefined));
  }

  bind(video);
  setMetadata();
  showControls();
  loadMedia(video).then(() => video.play().catch(() => undefined));`;
