// The watch page's SPA: renders the title block from the CMS answer after a client-side
// navigation (so the URL changes first), loads the next episode when one ends (autoplay), and
// drives either the in-page <video> or the Vilos frame through postMessage.
export const WATCH_JS = `
  const B = JSON.parse(document.getElementById('wm-boot').textContent);
  const H = () => Math.random().toString(36).slice(2, 7);
  const heading = document.querySelector('h1.title');
  const showLink = document.querySelector('a.show-title-link');
  const nextCard = document.querySelector('[data-t="next-episode"]');
  let current = B.current;

  async function cms(id) {
    const response = await fetch('/content/v2/cms/objects/' + id + '?ratings=true&locale=' + B.locale);
    return (await response.json()).data[0];
  }

  function renderNextCard() {
    const next = B.items[current].nextId;
    nextCard.replaceChildren();
    if (!next) return;
    const a = document.createElement('a');
    a.href = B.items[next].path;
    a.className = 'card--' + H();
    a.innerHTML = '<small class="text--' + H() + '"></small><span class="text--' + H() + '"></span>';
    a.firstChild.textContent = B.ui.next;
    a.lastChild.textContent = B.items[next].heading;
    a.addEventListener('click', (event) => { event.preventDefault(); navigate(next); });
    nextCard.append(a);
  }

  function render(data) {
    const item = B.items[current];
    const episode = data.type === 'episode';
    heading.textContent = episode ? 'E' + data.episode_metadata.episode_number + ' - ' + data.title : data.title;
    showLink.setAttribute('href', item.showHref);
    showLink.querySelector('h4').textContent = episode ? data.episode_metadata.series_title : data.movie_metadata.movie_listing_title;
    document.title = data.title + ' - ' + B.ui.watchOn;
    renderNextCard();
  }

  async function show(id, autoplay) {
    current = id;
    render(await cms(id));
    player.load(id, autoplay);
  }

  function navigate(id) {
    if (!player) return;
    history.pushState({ id }, '', B.items[id].path);
    void show(id, true);
  }
  window.addEventListener('popstate', () => {
    const id = Object.keys(B.items).find((key) => B.items[key].path === location.pathname);
    if (id && id !== current) void show(id, true);
  });

  function onEnded() {
    const next = B.items[current].nextId;
    // Autoplay: the next episode opens by itself a moment after the credits end.
    if (next) setTimeout(() => navigate(next), 400);
  }

  let player = null;

  function inPagePlayer() {
    const video = document.querySelector('#player-container video');
    const controls = document.querySelector('[data-testid="bottom-controls-autohide"]');
    const skip = document.querySelector('[data-testid="skip-intro"]');
    document.querySelector('[data-testid="next-episode-button"]').addEventListener('click', () => {
      const next = B.items[current].nextId;
      if (next) navigate(next);
    });
    document.querySelector('[data-testid="play-pause-button"]').addEventListener('click', () => (video.paused ? video.play() : video.pause()));
    video.addEventListener('ended', onEnded);
    video.addEventListener('timeupdate', () => { skip.hidden = !(video.currentTime > 3 && video.currentTime < 60); });
    let hide;
    document.addEventListener('mousemove', () => {
      controls.classList.remove('autohide--hidden');
      clearTimeout(hide);
      hide = setTimeout(() => controls.classList.add('autohide--hidden'), 3000);
    });
    return {
      load(id, autoplay) {
        video.src = B.clip + '?media=' + id;
        if (autoplay) void video.play();
      },
    };
  }

  function framePlayer() {
    const frame = document.querySelector('iframe.video-player');
    let ready = false;
    window.addEventListener('message', (event) => {
      if (event.origin !== B.playerOrigin || event.source !== frame.contentWindow) return;
      const method = event.data && event.data.method;
      if (method === 'playerReady') { ready = true; player.load(current, false); }
      if (method === 'mediaEnded') onEnded();
    });
    return {
      load(id, autoplay) {
        if (ready) frame.contentWindow.postMessage({ method: 'loadMedia', mediaId: id, autoplay }, B.playerOrigin);
      },
    };
  }

  // Like the real SPA, the player is mounted client-side once the page knows what it plays
  // (and its bundle loaded): the content script usually starts before it exists.
  async function mount() {
    await cms(current);
    await new Promise((resolve) => setTimeout(resolve, 300));
    document.querySelector('.video-player-wrapper').innerHTML = B.playerHtml;
    player = B.player === 'iframe' ? framePlayer() : inPagePlayer();
    if (B.player !== 'iframe') player.load(current, false);
  }
  renderNextCard();
  void mount();`;
