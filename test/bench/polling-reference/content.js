// What a polling scrobbler does on a watch page (bench reference, never shipped): every 500 ms it
// reads the video's state and the title, asks the page's own world for the player's state (a
// postMessage round trip, as scrobblers that read a site's player object do), and tells its
// background what it saw.
(() => {
  const ASK = 'polling-reference:ask';
  const ANSWER = 'polling-reference:answer';
  const pageWorld = document.createElement('script');
  pageWorld.textContent = `window.addEventListener('message', (event) => {
    if (event.source !== window || !event.data || event.data.type !== '${ASK}') return;
    const video = document.querySelector('video');
    window.postMessage({ type: '${ANSWER}', time: video ? video.currentTime : null, duration: video ? video.duration : null, paused: video ? video.paused : null }, '*');
  });`;
  (document.head || document.documentElement).append(pageWorld);
  pageWorld.remove();

  let fromPage = null;
  window.addEventListener('message', (event) => {
    if (event.source === window && event.data && event.data.type === ANSWER) fromPage = event.data;
  });

  setInterval(() => {
    const video = document.querySelector('video');
    const title = document.querySelector('[data-uia="video-title"]')?.textContent ?? document.title;
    window.postMessage({ type: ASK }, '*');
    const state = video ? { title, time: video.currentTime, duration: video.duration, paused: video.paused, page: fromPage } : null;
    chrome.runtime.sendMessage(state).catch(() => undefined);
  }, 500);
})();
