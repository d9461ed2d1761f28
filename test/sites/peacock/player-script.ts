// The Peacock fixture's page script. A playback view gets a fresh <video> (a new player session)
// whose stream is [pre-roll][programme…][mid-roll][…programme]: the element's time counts the ads,
// its `cvsdkSession` (Sky's player SDK, page world) tells the programme's. The ad countdown shows
// while the stream is inside a break. In-app links, Back and next-episode autoplay (one second
// after the end) swap views with the History API.
export const PLAYER_SCRIPT = `
  const B = JSON.parse(document.getElementById('wm-boot').textContent);
  const app = document.getElementById('app');

  function countdown(seconds) {
    const box = document.createElement('div');
    box.className = 'countdown-container ad-countdown__container';
    box.innerHTML = '<span class="ad-countdown__guide">Ad</span><span class="ad-countdown__remaining-time"></span>';
    box.lastChild.textContent = String(seconds);
    return box;
  }

  function startPlayback(video, programme) {
    // Where each break sits in the stream: its programme second plus the ads before it.
    let before = 0;
    const breaks = programme.ads.map((ad) => { const b = { at: ad.at, seconds: ad.seconds, start: ad.at + before }; before += ad.seconds; return b; });
    const inBreak = (t) => breaks.find((b) => t >= b.start && t < b.start + b.seconds);
    const programmeAt = (t) => {
      let p = t;
      for (const b of breaks) {
        if (t < b.start) break;
        if (t < b.start + b.seconds) return b.at;
        p -= b.seconds;
      }
      return p;
    };
    const streamAt = (p) => p + breaks.filter((b) => b.at <= p).reduce((sum, b) => sum + b.seconds, 0);
    video.cvsdkSession = {
      getCurrentTime: () => programmeAt(video.currentTime),
      getDuration: () => B.streamSeconds - before,
      play: () => video.play(), pause: () => video.pause(),
      seek: (p, play) => { video.currentTime = streamAt(p); if (play) video.play(); },
      setMute: (muted) => { video.muted = muted; }, isMuted: () => video.muted,
      setSimpleCueHandler: () => undefined,
    };
    const overlay = video.parentElement.querySelector('.playback-overlay');
    function syncAd() {
      const ad = inBreak(video.currentTime);
      let box = overlay.querySelector('.ad-countdown__container');
      if (ad && !box) overlay.append(box = countdown(ad.seconds));
      if (ad) box.querySelector('.ad-countdown__remaining-time').textContent = String(Math.ceil(ad.start + ad.seconds - video.currentTime));
      else if (box) box.remove();
    }
    video.addEventListener('timeupdate', syncAd);
    video.addEventListener('seeked', syncAd);
    video.addEventListener('ended', () => {
      const next = B.programmes[programme.id].next;
      if (next) setTimeout(() => { if (video.isConnected && video.ended) navigate(next); }, 1000);
    });
    video.src = B.clip;
    video.play().catch(() => undefined);
  }

  function mount(path) {
    const view = B.views[path];
    if (!view) return;
    for (const old of app.querySelectorAll('video')) old.pause();
    app.innerHTML = view.html;
    document.title = view.title;
    const video = app.querySelector('#core-video-shaka');
    if (video) startPlayback(video, { id: view.contentId, ...B.programmes[view.contentId] });
    const preview = app.querySelector('[data-gsp-shortform-player] video');
    if (preview) {
      preview.muted = true;
      preview.play().catch(() => undefined);
      app.querySelector('.hero-mute').addEventListener('click', () => { preview.muted = !preview.muted; });
    }
  }

  function navigate(path) {
    history.pushState({}, '', path);
    mount(path);
  }

  document.addEventListener('click', (event) => {
    const link = event.target.closest('a[href^="/watch/"]');
    if (!link) return;
    event.preventDefault();
    navigate(link.getAttribute('href'));
  });
  window.addEventListener('popstate', () => mount(location.pathname));
  mount(location.pathname.replace(/\\/$/, ''));`;
