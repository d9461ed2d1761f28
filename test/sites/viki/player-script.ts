// The Viki watch page's script: a video.js player whose ads play in the content's own
// `video.vjs-tech` while the player root carries `vjs-ad-playing` (videojs-contrib-ads): a
// pre-roll before every episode and film, a mid-roll when the content crosses its cue point, and
// the content resumed where it left off. The episode autoplays (with sound) after the pre-roll;
// at its end "Up next" moves the Next.js app to the next episode through the History API.
export const PLAYER_SCRIPT = `
  const B = JSON.parse(document.getElementById('wm-boot').textContent);
  const root = document.querySelector('.video-js');
  const video = root.querySelector('video.vjs-tech');
  const adLabel = root.querySelector('.vjs-ad-label');
  const playButton = root.querySelector('.vjs-play-control');
  const currentTime = root.querySelector('.vjs-current-time-display');
  const durationText = root.querySelector('.vjs-duration-display');
  const channel = document.querySelector('#channel-link > span');
  let current = B.current;
  let inAd = false, midRollDone = false, resumeAt = 0, advanceTimer, upNext = null;

  const clock = (t) => { const s = Number.isFinite(t) ? Math.floor(t) : 0; return Math.floor(s / 60) + ':' + String(s % 60).padStart(2, '0'); };
  const play = () => video.play().catch(() => undefined);

  function content() {
    const at = resumeAt;
    video.addEventListener('loadedmetadata', () => { if (at > 0) video.currentTime = at; play(); }, { once: true });
    video.src = B.clip;
  }

  function startAd() {
    inAd = true;
    root.classList.add('vjs-ad-playing');
    adLabel.hidden = false;
    video.src = B.adClip;
    play();
  }

  function endAd() {
    inAd = false;
    root.classList.remove('vjs-ad-playing');
    adLabel.hidden = true;
    content();
  }

  video.addEventListener('timeupdate', () => {
    if (inAd) {
      adLabel.textContent = B.strings.ad + ' · ' + clock(B.adSeconds - video.currentTime);
      if (video.currentTime >= B.adSeconds) endAd();
      return;
    }
    currentTime.textContent = clock(video.currentTime);
    const cue = B.items[current].midRollAt;
    // Crossing the cue while playing starts the break; a seek far past it skips it.
    if (cue && !midRollDone && video.currentTime >= cue && video.currentTime < cue + 5) {
      midRollDone = true;
      resumeAt = video.currentTime;
      startAd();
    }
  });
  video.addEventListener('durationchange', () => { if (!inAd) durationText.textContent = clock(video.duration); });
  video.addEventListener('playing', () => root.classList.replace('vjs-paused', 'vjs-playing'));
  video.addEventListener('pause', () => root.classList.replace('vjs-playing', 'vjs-paused'));
  playButton.addEventListener('click', () => (video.paused ? play() : video.pause()));

  function load(id) {
    current = id;
    midRollDone = false;
    resumeAt = 0;
    if (upNext) { upNext.remove(); upNext = null; }
    if (B.items[id].preRoll) startAd(); else content();
  }

  function navigate(id) {
    clearTimeout(advanceTimer);
    history.pushState({ id }, '', B.items[id].path);
    channel.textContent = B.items[id].channel;
    document.title = B.items[id].documentTitle;
    load(id);
  }

  video.addEventListener('ended', () => {
    if (inAd) return endAd();
    const next = B.items[current].next;
    if (!next) return;
    upNext = document.createElement('button');
    upNext.className = 'vjs-up-next';
    upNext.textContent = B.strings.next;
    upNext.addEventListener('click', () => navigate(next));
    root.append(upNext);
    advanceTimer = setTimeout(() => navigate(next), 1000);
  });

  for (const link of document.querySelectorAll('a[data-video-id]')) {
    link.addEventListener('click', (event) => { event.preventDefault(); navigate(link.dataset.videoId); });
  }
  window.addEventListener('popstate', () => {
    const id = Object.keys(B.items).find((key) => B.items[key].path === location.pathname + location.search);
    if (id && id !== current) { channel.textContent = B.items[id].channel; load(id); }
  });

  load(current);`;
