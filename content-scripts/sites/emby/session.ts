import { isObject, isString } from '../../json-shape';
import type { PageValueReader } from '../../page-world/reader';

/**
 * What the web app knows of its sign-in: enough to ask its own server about an item as the app
 * does. The token stays in this page and this content script: it is sent to the page's own server
 * only, and never to the background.
 */
export interface ServerSession {
  /** 'Jellyfin Web' or 'Emby Web' (ApiClient._appName). */
  app: string;
  /** The server's API base (may carry a path prefix, /jellyfin), on the page's own origin. */
  address: string;
  userId: string;
  token: string;
}

type Fields = Record<keyof ServerSession, unknown>;

/**
 * Firefox, through the Xray waiver: the web app's `window.ApiClient` (SITES.md sections 12, 13),
 * read into plain strings, when its stored sign-in cannot be read.
 */
export const mediaBrowserSession: PageValueReader = (win) => {
  const client = (win as Window & { ApiClient?: Record<string, unknown> }).ApiClient;
  if (!client) return null;
  const info = (client._serverInfo ?? {}) as Record<string, unknown>;
  const user = (client._currentUser ?? {}) as Record<string, unknown>;
  const address = typeof client.serverAddress === 'function' ? (client.serverAddress as () => unknown).call(client) : client._serverAddress;
  const fields: Fields = { app: client._appName, address, userId: user.Id ?? info.UserId, token: info.AccessToken };
  // Plain strings only: nothing of the page's objects crosses into the content script.
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, typeof value === 'string' ? value : null]));
};

/** On the hosted app the script is web-accessible; on a self-hosted server the background put it there. */
export const HOSTED_APP = 'app.emby.media';

/**
 * A session the page handed over, checked: every field a short string, and the server on the
 * page's own origin (a self-hosted app talks to the server that serves it). Only the hosted app
 * talks to a server elsewhere: the user's, where the app itself sends the token.
 */
export function acceptSession(value: unknown, pageUrl: URL = new URL(window.location.href)): ServerSession | null {
  const { origin } = pageUrl;
  if (!isObject(value)) return null;
  const strings = ['app', 'address', 'userId', 'token'].every((key) => isString(value[key]) && value[key].length > 0 && value[key].length <= 512);
  if (!strings) return null;
  const session = value as unknown as ServerSession;
  try {
    // The token goes to the page's own server only, never to an address the page names elsewhere.
    const server = new URL(session.address, origin);
    if (server.origin !== origin && (pageUrl.hostname !== HOSTED_APP || server.protocol !== 'https:')) return null;
  } catch {
    return null;
  }
  return { ...session, address: new URL(session.address, origin).href.replace(/\/+$/, '') };
}
