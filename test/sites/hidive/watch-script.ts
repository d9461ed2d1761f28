// The HIDIVE watch page's script: the DICE player autoplays (with sound), keeps its tooltip and
// clock current, and moves between videos without a reload: a card of the rail or the end of an
// episode (autoplay, after a short "Up next") pushes the new /video/{id}?seasonId= address first
// and loads the new media into the same <video>; the player title follows once the media's
// metadata is in, a moment after the address changed, as the app renders it from the VOD answer.
export const WATCH_SCRIPT = `
  const B = JSON.parse(document.getElementById('wm-boot').textContent);
  const player = document.getElementById('dice-player');
  const video = player.querySelector('video');
  const title = player.querySelector('.player-title');
  const tooltip = player.querySelector('.tooltip__message');
  const elapsed = player.querySelector('.time__elapsed');
  const total = player.querySelector('.time__duration');
  let current = String(B.current);
  let upNext = null, advanceTimer;

  const clock = (t) => { const s = Number.isFinite(t) ? Math.floor(t) : 0; return Math.floor(s / 60) + ':' + String(s % 60).padStart(2, '0'); };
  video.addEventListener('timeupdate', () => { elapsed.textContent = clock(video.currentTime); });
  video.addEventListener('durationchange', () => { total.textContent = clock(video.duration); });
  video.addEventListener('playing', () => { tooltip.textContent = 'Pause (k)'; });
  video.addEventListener('pause', () => { tooltip.textContent = 'Play (k)'; });
  player.querySelector('.dice-player-control button').addEventListener('click', () => (video.paused ? video.play() : video.pause()));

  function load(id) {
    current = String(id);
    if (upNext) { upNext.remove(); upNext = null; }
    video.addEventListener('loadedmetadata', () => { title.textContent = B.items[current].title; }, { once: true });
    video.src = B.clip;
    video.play().catch(() => undefined);
  }

  function navigate(id) {
    clearTimeout(advanceTimer);
    history.pushState({ id: String(id) }, '', B.items[id].path);
    load(id);
  }

  video.addEventListener('ended', () => {
    const next = B.items[current].next;
    if (!next) return;
    upNext = document.createElement('button');
    upNext.className = 'up-next';
    upNext.textContent = 'Up Next: ' + B.items[next].title;
    upNext.addEventListener('click', () => navigate(next));
    player.append(upNext);
    advanceTimer = setTimeout(() => navigate(next), 1000);
  });

  for (const link of document.querySelectorAll('.simple-carousel a[data-video-id]')) {
    link.addEventListener('click', (event) => { event.preventDefault(); navigate(link.dataset.videoId); });
  }
  window.addEventListener('popstate', () => {
    const id = Object.keys(B.items).find((key) => B.items[key].path === location.pathname + location.search);
    if (id && id !== current) load(id);
  });

  load(current);`;
