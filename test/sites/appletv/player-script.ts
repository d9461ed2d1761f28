// The Apple TV+ fixture's page script: the long-form player plays the item of the page at once
// (unmuted, as after Play), its controls with the metadata block unmount 3 s after the last mouse
// move, and at the end of an episode "Up Next" moves the address to the next one (History API)
// and plays it in the same <video>, re-rendering the metadata block but not the page's head.
export const PLAYER_SCRIPT = `
  const B = JSON.parse(document.getElementById('wm-boot').textContent);
  const player = document.querySelector('[data-testid="video-player"]');
  const chrome = player.querySelector('.player-chrome');
  const video = player.querySelector('[data-testid="video-container"] video');
  let current = B.current;
  let hideTimer, advanceTimer;

  const el = (tag, attrs, text) => {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, v);
    if (text !== undefined && text !== null) node.textContent = text;
    return node;
  };
  function renderControls() {
    const item = B.items[current];
    const block = el('div', { 'data-testid': 'player-metadata', class: 'player-metadata' });
    block.append(el('div', { 'data-testid': 'player-metadata-title' }, item.title));
    if (item.subtitle) block.append(el('div', { 'data-testid': 'player-metadata-subtitle' }, item.subtitle));
    const toggle = el('button', { class: 'controls-play-pause-button', type: 'button', 'aria-label': B.strings.pause }, '⏯');
    toggle.addEventListener('click', () => (video.paused ? video.play() : video.pause()));
    return [block, toggle];
  }
  function showControls() {
    chrome.replaceChildren(...renderControls());
    clearTimeout(hideTimer);
    hideTimer = setTimeout(() => chrome.replaceChildren(), 3000);
  }
  document.addEventListener('mousemove', showControls);

  function play(id) {
    current = id;
    video.src = B.items[id].media;
    showControls();
    video.play().catch(() => undefined);
  }
  video.addEventListener('ended', () => {
    const next = B.items[current].next;
    if (!next) return;
    advanceTimer = setTimeout(() => {
      history.pushState({}, '', next);
      play(next.split('?')[0].split('/').pop());
    }, 1000);
  });

  play(current);`;
