import type { Lifetime } from '../../player/lifetime';
import { watchSupportedSite } from '../../player/user-answers';
import type { SiteDefinition } from '../../player/site';
import { PLEX_ROOT } from './recognise';
import plex from './site';

const STARTED = Symbol.for('watchmark.plex');

/**
 * Plex Web, recognised by its app root: on a server the user added, this script runs beside the
 * Jellyfin and Emby one, and only one of them finds its app in the page.
 */
export function startPlex(site: SiteDefinition, lifetime: Lifetime, win: Window = window): void {
  const flagged = win as Window & { [STARTED]?: boolean };
  if (flagged[STARTED] || !win.document.getElementById(PLEX_ROOT)) return;
  flagged[STARTED] = true;
  lifetime.signal.addEventListener('abort', () => delete flagged[STARTED]);
  watchSupportedSite(site, lifetime, win);
}

/** The content script: Plex's hosted app, and (registered at runtime by lib/background/generic/) every server the user added. */
export default (ctx: Lifetime): void => startPlex(plex, ctx);
