// Where the self-hosted media servers of the fixtures live: loopback origins on ports of their own
// (never a default one), moved with the e2e ports (WATCHMARK_E2E_PORT_BASE) so two runs can share
// a machine. Unit tests read the same addresses; nothing listens there outside e2e.
import type { MediaServerKind } from '../../../lib/messages/media-servers';

const PORT_BASE = Number(process.env.WATCHMARK_E2E_PORT_BASE ?? 18787);

/** Past the simulator's four ports and the debugging port (base + 9). */
export const SERVER_PORTS: Record<MediaServerKind, number> = { plex: PORT_BASE + 21, jellyfin: PORT_BASE + 22, emby: PORT_BASE + 23 };

/**
 * localhost, not 127.0.0.1: the simulator's own loopback host (the service) is one the extension
 * holds at install in tests, and a server must be one the user grants.
 */
export const serverOrigin = (kind: MediaServerKind) => `http://localhost:${SERVER_PORTS[kind]}`;

/** The web app's address on each server: Jellyfin behind a reverse proxy's path prefix. */
export const WEB_APP_PATHS: Record<MediaServerKind, string> = { plex: '/web/index.html', jellyfin: '/jellyfin/web/index.html', emby: '/web/index.html' };

/** What a server kind's fixture is, by the port a request came to. */
export function serverKindAt(url: URL): MediaServerKind | undefined {
  return (Object.keys(SERVER_PORTS) as MediaServerKind[]).find((kind) => url.hostname === 'localhost' && Number(url.port) === SERVER_PORTS[kind]);
}
