/**
 * Calls `onChange` when the page may have moved to another address in place (History API,
 * back/forward). No observer on the page's body: a browse page costs nothing until it navigates.
 *
 * The Navigation API hears History API changes the page makes in its own world (Chromium; Firefox
 * from 147). Where it is missing, single-page apps still retitle the document when they move, so
 * a change under <head> is the cue to compare the address; on a watch page the watcher's own
 * observer of the player sees the page change too.
 */
export function followNavigation(win: Window, signal: AbortSignal, onChange: () => void): void {
  win.addEventListener('popstate', onChange, { signal });
  const navigation = (win as Window & { navigation?: EventTarget }).navigation;
  // Chromium has it from 102, the version storage.session (which the background needs) came in:
  // the fallback below is for Firefox only, and only its builds carry it (issue 17: weight).
  if (navigation || !import.meta.env.FIREFOX) return navigation?.addEventListener('currententrychange', onChange, { signal });
  let seen = win.location.href;
  const observer = new MutationObserver(() => seen !== (seen = win.location.href) && onChange());
  // Every HTML document has a <head> (the parser makes one); the sites' pages are HTML.
  const head = win.document.head;
  if (head) observer.observe(head, { childList: true, subtree: true, characterData: true });
  signal.addEventListener('abort', () => observer.disconnect());
}
