import type { Lifetime } from '../../player/lifetime';
import { watchSite } from '../../player/watcher';
import { PLEX_ROOT } from '../plex/recognise';
import { readSession } from './read-session';
import type { SiteDefinition } from '../../player/site';
import { kindOfApp, mediaBrowserSite } from './site';

/** Set on the isolated world's window: the background injects into a server's open tab that may have it. */
const STARTED = Symbol.for('watchmark.mediabrowser');

/**
 * Jellyfin or Emby, recognised from the page (the app's session names it), never asked. The app
 * sets its session up after the page loads, so until it is readable every play asks again. A Plex
 * server's page is the Plex script's.
 */
export function startMediaBrowser(siteOf: (kind: 'jellyfin' | 'emby') => SiteDefinition, lifetime: Lifetime, win: Window = window): void {
  const doc = win.document;
  const flagged = win as Window & { [STARTED]?: boolean };
  if (flagged[STARTED] || doc.getElementById(PLEX_ROOT)) return;
  flagged[STARTED] = true;
  lifetime.signal.addEventListener('abort', () => delete flagged[STARTED]);

  let started = false;
  async function recognise(): Promise<void> {
    const session = await readSession();
    const kind = session && kindOfApp(session.app);
    if (!kind || started || lifetime.signal.aborted) return;
    started = true;
    doc.removeEventListener('play', onPlay, true);
    // The server's own API names what plays, and an item it never matched goes by its file name
    // (then parks for the user's pick): no "what is this?" question, which would carry the page
    // readers of ordinary sites (and their weight) for pages that have none of that markup.
    watchSite(siteOf(kind), lifetime, win);
  }
  const onPlay = () => void recognise();
  doc.addEventListener('play', onPlay, { capture: true, signal: lifetime.signal });
  void recognise();
}

/**
 * The content script: Emby's hosted app, and (registered at runtime by lib/background/generic/,
 * never in the manifest for them) every Jellyfin or Emby server the user added: one adapter for both.
 */
export default (ctx: Lifetime): void => startMediaBrowser(mediaBrowserSite, ctx);
