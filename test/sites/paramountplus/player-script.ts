// The Paramount+ fixture's page script: the player starts at once (unmuted), ad breaks spliced
// into the stream show the countdown of seconds left and the click overlay, Skip Intro shows for
// the program's first seconds, and near the end the end card offers the next episode, which it
// starts when the episode ends (or on its play button) by moving the address with the History API
// and loading the next stream into the same <video>. The page's JSON-LD is left as it was.
export const PLAYER_SCRIPT = `
  const B = JSON.parse(document.getElementById('wm-boot').textContent);
  const area = document.querySelector('.video__player-area');
  const video = area.querySelector('video');
  const adLayer = area.querySelector('.ad-layer');
  const skipLayer = area.querySelector('.skip-layer');
  const endLayer = area.querySelector('.end-card-layer');
  let current = B.current;
  let advanceTimer = null;

  const el = (tag, attrs, text) => {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, v);
    if (text !== undefined && text !== null) node.textContent = text;
    return node;
  };
  const item = () => B.items[current];
  const adAt = (t) => item().ads.find(([start, length]) => t >= start && t < start + length);
  // The program's time: the stream's less the ad seconds already played.
  const programTime = (t) => item().ads.reduce((c, [start, length]) => c - Math.max(0, Math.min(length, t - start)), t);

  function renderAd(t) {
    const ad = adAt(t);
    if (!ad) {
      if (adLayer.firstChild) adLayer.replaceChildren();
      return;
    }
    let copy = adLayer.querySelector('.ad-info-manager-circular-loader-copy');
    if (!copy) {
      const loader = el('div', { class: 'ad-info-manager-circular-loader', 'aria-label': B.strings.ad });
      copy = el('div', { class: 'ad-info-manager-circular-loader-copy' });
      loader.append(copy);
      adLayer.replaceChildren(el('div', { class: 'ad-click-overlay' }), loader);
    }
    const left = String(Math.ceil(ad[0] + ad[1] - t));
    if (copy.textContent !== left) copy.textContent = left;
  }

  function renderSkip(t) {
    const program = programTime(t);
    const intro = !adAt(t) && program >= 10 && program < 25;
    const button = skipLayer.querySelector('button.skip-button');
    if (intro && !button) {
      const skip = el('button', { class: 'skip-button', type: 'button' }, B.strings.skip);
      skip.addEventListener('click', () => { video.currentTime += 25 - programTime(video.currentTime); });
      skipLayer.append(skip);
    }
    if (!intro && button) button.remove();
  }

  function renderEndCard(t) {
    const next = item();
    if (!next.next || !Number.isFinite(video.duration) || t < video.duration - 12 || endLayer.firstChild) return;
    const panel = el('div', { class: B.endCard });
    panel.append(el('p', {}, B.strings.upNext), el('h2', { class: 'sub-title', title: next.nextLabel }, next.nextLabel), el('p', { class: 'episode-name' }, next.nextTitle));
    const playNext = el('button', { class: 'play-button', type: 'button', 'aria-label': B.strings.upNext }, '▶');
    playNext.addEventListener('click', goNext);
    const close = el('button', { id: 'close-btn', type: 'button', 'aria-label': B.strings.close }, '×');
    close.addEventListener('click', () => { clearTimeout(advanceTimer); endLayer.replaceChildren(); });
    panel.append(playNext, close);
    endLayer.append(panel);
  }

  function render() {
    const t = video.currentTime;
    renderAd(t);
    renderSkip(t);
    renderEndCard(t);
  }
  for (const type of ['loadedmetadata', 'timeupdate', 'seeked']) video.addEventListener(type, render);

  function start(id) {
    current = id;
    video.src = item().media;
    video.play().catch(() => undefined);
  }

  function goNext() {
    clearTimeout(advanceTimer);
    const next = item().next;
    if (!next) return;
    endLayer.replaceChildren();
    history.pushState({}, '', next);
    start(next.split('/').filter(Boolean).pop());
  }
  video.addEventListener('ended', () => {
    if (item().next && endLayer.firstChild) advanceTimer = setTimeout(goNext, 1000);
  });

  start(current);`;
