// The Pluto TV fixture's page script, run in the page's world as the web app is: Media Source
// playback of a stitched stream (the ads are part of it, so the <video> plays them), the ad
// indicator while the stream is in an ad, the seek bar counting the programme alone, next-episode
// autoplay a second after an episode ends (the URL moves with the History API, the same <video>
// gets the next stream, which begins with its own pre-roll), and the live page's On Demand tile
// opening a film in place.
import { LOAD_MEDIA } from '../media-source-script';
export const PLAYER_SCRIPT = `
  const B = JSON.parse(document.getElementById('wm-boot').textContent);
  let current = B.current;
  const two = (n) => String(n).padStart(2, '0');
  const clock = (seconds) => { const s = Math.max(0, Math.floor(seconds)); return Math.floor(s / 60) + ':' + two(s % 60); };
  const q = (prefix) => document.querySelector('[class^="' + prefix + '-"]');
  const adAt = (t) => B.items[current].ads.find(([start, length]) => t >= start && t < start + length);
  // Programme time: stream time less the ad seconds already played.
  const programmeTime = (t) => B.items[current].ads.reduce((c, [start, length]) => c - Math.max(0, Math.min(length, t - start)), t);

  ${LOAD_MEDIA}

  function setText(element, text) {
    if (element && element.textContent !== text) element.textContent = text;
  }

  function render(video) {
    const item = B.items[current];
    const t = video.currentTime;
    const ad = adAt(t);
    const slot = q('Player__AdSlot');
    if (ad && !slot.firstChild) {
      const indicator = document.createElement('div');
      indicator.className = B.adClass;
      slot.append(indicator);
    }
    if (ad) setText(slot.firstChild, B.words.ad + ' · ' + clock(ad[0] + ad[1] - t));
    else slot.replaceChildren();
    const bar = q('Seekbar__Track');
    const position = String(Math.floor(programmeTime(t)));
    if (bar.getAttribute('aria-valuenow') !== position) bar.setAttribute('aria-valuenow', position);
    if (bar.getAttribute('aria-valuemax') !== String(item.programme)) bar.setAttribute('aria-valuemax', String(item.programme));
    setText(q('Controls__Time'), clock(programmeTime(t)) + ' / ' + clock(item.programme));
  }

  function showItem() {
    const item = B.items[current];
    document.title = item.documentTitle;
    setText(q('Overlay__title'), item.heading);
    setText(q('Overlay__episode'), item.label);
    setText(q('Overlay__episodeName'), item.episodeName);
  }

  // A new src starts the stream at 0: the pre-roll's indicator is up before the first frame plays.
  function play(video) {
    const loading = loadMedia(video);
    render(video);
    loading.then(() => video.play().catch(() => undefined));
  }

  function startPlayer() {
    const video = q('Player__VideoWrapper').querySelector('video');
    for (const type of ['timeupdate', 'seeked', 'loadedmetadata']) video.addEventListener(type, () => render(video));
    video.addEventListener('ended', () => setTimeout(() => {
      const item = B.items[current];
      if (!item.next) return;
      history.pushState({}, '', item.next);
      current = item.nextKey;
      showItem();
      play(video);
    }, 1000));
    showItem();
    play(video);
  }

  if (B.mode === 'watch') return startPlayer();
  document.querySelector('nav a').addEventListener('click', (event) => {
    event.preventDefault();
    history.pushState({}, '', event.currentTarget.getAttribute('href'));
    document.getElementById('root').innerHTML = B.player;
    startPlayer();
  });`;
