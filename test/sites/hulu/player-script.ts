// The Hulu fixture's page script. Ad breaks: the `.AdUnitView` goes up first, then the program's
// <video> pauses and the ad's own <video> plays its creative; when the break ends the unit goes and
// the program plays on. A mid-roll comes when the program crosses its second, by playing or by a
// seek past it. In-app moves (tray links, Back, next-episode autoplay one second after the end)
// change /watch/{id} with the History API and reload the same program element.
export const PLAYER_SCRIPT = `
  const B = JSON.parse(document.getElementById('wm-boot').textContent);
  const app = document.getElementById('web-player-app');
  const container = app.querySelector('.VideoContainer');
  const video = document.getElementById('content-video-player');
  const controls = app.querySelector('.BottomUiControls__playbackControls');
  let current = B.current;
  let breaks = [];
  let unit = container.querySelector('.AdUnitView');
  const item = () => B.items[current];

  // The player object FX's PiP wrapper drives through the element (page world only).
  video.__HuluDashPlayer__ = {
    play: () => video.play(), pause: () => video.pause(),
    get currentTime() { return video.currentTime; }, set currentTime(s) { video.currentTime = s; },
    get duration() { return video.duration; },
  };

  const clock = (s) => [Math.floor(s / 3600), Math.floor(s / 60) % 60, Math.floor(s % 60)].map((n, i) => i ? String(n).padStart(2, '0') : String(n)).join(':');
  function renderTimeline() {
    const slider = controls.querySelector('.Timeline__slider');
    slider.setAttribute('aria-valuenow', String(Math.floor(video.currentTime)));
    if (Number.isFinite(video.duration)) slider.setAttribute('aria-valuemax', String(Math.round(video.duration)));
    controls.querySelector('.Timeline__currentTimestamp').textContent = clock(video.currentTime);
  }

  function renderMetadata() {
    const it = item();
    app.querySelector('.PlayerMetadata__titleText').textContent = it.title;
    app.querySelector('.PlayerMetadata__subTitle').textContent = it.subtitle || '';
    const badge = controls.querySelector('[aria-label="LIVE"]');
    if (it.live && !badge) controls.append(Object.assign(document.createElement('div'), { className: 'LiveBadge', textContent: 'LIVE' }));
    if (it.live) controls.querySelector('.LiveBadge').setAttribute('aria-label', 'LIVE');
    if (!it.live && badge) badge.remove();
    document.title = 'Watch ' + it.title + ' | Hulu';
    for (const link of app.querySelectorAll('.PlayerTray__item')) link.hidden = link.getAttribute('href') === '/watch/' + current;
  }

  function endBreak() {
    if (!unit) return;
    const ad = unit.querySelector('video');
    ad.pause();
    unit.remove();
    unit = null;
  }

  function playBreak(seconds, then) {
    if (!unit) {
      unit = document.createElement('div');
      unit.className = 'AdUnitView';
      const ad = document.createElement('video');
      ad.id = 'ad-video-player';
      ad.className = 'ad-video-player';
      ad.playsInline = true;
      ad.src = B.clip + '#t=' + B.adCreativeAt;
      const countdown = Object.assign(document.createElement('div'), { className: 'AdUnitView__countdown' });
      unit.append(ad, countdown);
      container.append(unit);
    }
    const mine = unit;
    const ad = unit.querySelector('video');
    if (!video.paused) video.pause();
    ad.addEventListener('timeupdate', () => {
      const left = seconds - (ad.currentTime - B.adCreativeAt);
      if (unit !== mine) return;
      unit.querySelector('.AdUnitView__countdown').textContent = 'Ad · ' + Math.max(0, Math.ceil(left));
      if (left <= 0) { endBreak(); then(); }
    });
    ad.play().catch(() => undefined);
  }

  function maybeMidroll() {
    if (unit) return;
    const due = breaks.find((b) => b.at > 0 && video.currentTime >= b.at);
    if (!due) return;
    breaks = breaks.filter((b) => b !== due);
    playBreak(due.seconds, () => video.play());
  }

  function load() {
    endBreak();
    breaks = item().ads.slice();
    video.src = B.clip;
    const pre = breaks.find((b) => b.at === 0);
    breaks = breaks.filter((b) => b !== pre);
    if (pre) playBreak(pre.seconds, () => video.play());
    else video.play().catch(() => undefined);
  }

  function show(id) {
    current = id;
    renderMetadata();
    load();
  }

  function navigate(id) {
    history.pushState({ id }, '', '/watch/' + id);
    show(id);
  }

  document.addEventListener('click', (event) => {
    const link = event.target.closest('a.PlayerTray__item');
    if (!link) return;
    event.preventDefault();
    navigate(link.getAttribute('href').split('/').pop());
  });
  window.addEventListener('popstate', () => {
    const id = location.pathname.split('/').pop();
    if (B.items[id] && id !== current) show(id);
  });
  video.addEventListener('timeupdate', () => { renderTimeline(); maybeMidroll(); });
  video.addEventListener('seeked', maybeMidroll);
  video.addEventListener('ended', () => {
    const next = item().next;
    if (next) setTimeout(() => { if (video.ended) navigate(next); }, 1000);
  });

  renderMetadata();
  load();`;
