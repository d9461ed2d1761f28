// The Tubi fixture's page script, run in the page's world as the web app is: Media Source playback
// of the programme (blob: src), client-side ad breaks (the programme pauses, an ad creative plays
// in its own <video> in [data-id="adContainer"] with a countdown, then the programme resumes),
// the details page's Play rendering the player in place (History API, `?start=true`), and
// next-episode autoplay a second after an episode ends: the URL moves to the next episode, the
// same <video> gets the next stream, after that episode's pre-roll.
import { LOAD_MEDIA } from '../media-source-script';
export const PLAYER_SCRIPT = `
  const B = JSON.parse(document.getElementById('wm-boot').textContent);
  const app = document.getElementById('app');
  if (B.mode === 'live') return;
  let current = B.current;
  const played = new Set();
  const el = (tag, attrs, text) => {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, v);
    if (text !== undefined) node.textContent = text;
    return node;
  };

  ${LOAD_MEDIA}

  // The ad is mounted before the programme pauses and taken down before it plays again.
  function adBreak(video, index) {
    const breaks = B.items[current].ads;
    const brk = breaks[index];
    played.add(current + ':' + index);
    const slot = document.querySelector('[data-id="adSlot"]');
    const box = el('div', { 'data-id': 'adContainer' });
    const ad = el('video', { src: B.ad, playsinline: '' });
    const countdown = el('div', { 'data-id': 'adCountdown' }, B.words.ad + ' ' + (index + 1) + ' ' + B.words.of + ' ' + breaks.length);
    box.append(ad, countdown);
    slot.append(box);
    video.pause();
    return new Promise((resolve) => {
      ad.addEventListener('timeupdate', () => {
        const left = Math.max(0, Math.ceil(brk.seconds - ad.currentTime));
        countdown.textContent = B.words.ad + ' ' + (index + 1) + ' ' + B.words.of + ' ' + breaks.length + ' · 0:0' + left;
        if (ad.currentTime < brk.seconds) return;
        ad.pause();
        box.remove();
        resolve();
      });
      ad.play().catch(() => undefined);
    });
  }

  function begin(video) {
    const pre = B.items[current].ads.findIndex((brk) => brk.at === 0);
    loadMedia(video)
      .then(() => (pre >= 0 ? adBreak(video, pre) : undefined))
      .then(() => video.play().catch(() => undefined));
  }

  function render(video) {
    const item = B.items[current];
    document.title = item.documentTitle;
    document.querySelector('[data-id="videoTitle"]').textContent = item.heading;
    const sub = document.querySelector('[data-id="episodeTitle"]');
    if (sub) sub.textContent = item.subheading;
  }

  function goNext(video) {
    const item = B.items[current];
    if (!item.next) return;
    history.pushState({}, '', item.next);
    current = item.nextId;
    render(video);
    begin(video);
  }

  function startPlayer() {
    const video = document.querySelector('[data-id="hls"] video');
    video.addEventListener('timeupdate', () => {
      const breaks = B.items[current].ads;
      const due = breaks.findIndex((brk, index) => brk.at > 0 && video.currentTime >= brk.at && !played.has(current + ':' + index));
      if (due >= 0 && !video.paused) adBreak(video, due).then(() => video.play().catch(() => undefined));
    });
    video.addEventListener('ended', () => setTimeout(() => goNext(video), 1000));
    begin(video);
  }

  if (B.mode === 'watch') return startPlayer();
  const hero = document.querySelector('.detailsHero video');
  document.querySelector('[data-id="heroUnmute"]').addEventListener('click', () => { hero.muted = false; });
  document.querySelector('[data-id="playButton"]').addEventListener('click', (event) => {
    event.preventDefault();
    history.pushState({}, '', event.currentTarget.getAttribute('href'));
    hero.pause();
    app.innerHTML = B.player;
    startPlayer();
  });`;
