import { isObject, isString, type JsonObject } from '../../json-shape';
import { acceptSession, HOSTED_APP, type ServerSession } from './session';

/**
 * Where each web app keeps its sign-in in the page's local storage, which this isolated world can
 * read (same origin) and no page script can hook: Jellyfin's `jellyfin_credentials` (SITES.md
 * section 12) and Emby's `servercredentials3` (its ApiClient's credentials store: `Servers[]` with
 * `Id`, `UserId`, `AccessToken`, `ManualAddress`, `LocalAddress`, `RemoteAddress`,
 * `LastConnectionMode`, `DateLastAccessed`). Jellyfin's first: it began as Emby's fork.
 */
const STORES = [
  ['jellyfin_credentials', 'Jellyfin Web'],
  ['servercredentials3', 'Emby Web'],
] as const;

/** The apps' connection modes (their `LastConnectionMode`), and the address each one used. */
const ADDRESS_BY_MODE = ['LocalAddress', 'RemoteAddress', 'ManualAddress'] as const;

function storedServers(store: Storage, key: string): JsonObject[] | null {
  try {
    const stored: unknown = JSON.parse(store.getItem(key) ?? 'null');
    return isObject(stored) && Array.isArray(stored.Servers) ? stored.Servers.filter(isObject) : null;
  } catch {
    return null;
  }
}

/** The address the app last reached the server at (the hosted app's server lives elsewhere). */
function lastAddress(server: JsonObject): unknown {
  const mode = server.LastConnectionMode;
  const field = typeof mode === 'number' ? ADDRESS_BY_MODE[mode] : undefined;
  return field ? server[field] : (server.ManualAddress ?? server.LocalAddress ?? server.RemoteAddress);
}

/** The user and token the server entry holds (newer Emby builds keep them per user, in `Users[]`). */
function signInOf(server: JsonObject): { userId: unknown; token: unknown } {
  if (isString(server.AccessToken)) return { userId: server.UserId, token: server.AccessToken };
  const users = Array.isArray(server.Users) ? server.Users.filter(isObject) : [];
  const user = users.find((entry) => entry.UserId === server.UserId) ?? (users.length === 1 ? users[0] : undefined);
  return { userId: user?.UserId, token: user?.AccessToken };
}

const onPageOrigin = (server: JsonObject, origin: string) =>
  ['ManualAddress', 'LocalAddress', 'RemoteAddress'].some(
    (field) => isString(server[field]) && URL.canParse(server[field]) && new URL(server[field]).origin === origin,
  );

/**
 * The app's sign-in as it stored it, checked like any page value (acceptSession): on a server's
 * own pages, that server's (the only one stored, or the one at the page's origin), its API beside
 * the app's /web/; on the hosted app, the server it used last, at the address it used.
 */
export function storedSession(store: Storage, pageUrl: URL): ServerSession | null {
  for (const [key, app] of STORES) {
    const servers = storedServers(store, key);
    if (!servers) continue;
    const hosted = pageUrl.hostname === HOSTED_APP;
    const latest = (a: JsonObject, b: JsonObject) => Number(b.DateLastAccessed ?? 0) - Number(a.DateLastAccessed ?? 0);
    const server = hosted ? [...servers].sort(latest)[0] : servers.length === 1 ? servers[0] : servers.find((entry) => onPageOrigin(entry, pageUrl.origin));
    if (!server) return null;
    // The web app lives at <base>/web/: its API is at <base>.
    const address = hosted ? lastAddress(server) : `${pageUrl.origin}${pageUrl.pathname.replace(/\/web\/(?:index\.html)?$/, '')}`;
    return acceptSession({ app, address, ...signInOf(server) }, pageUrl);
  }
  return null;
}
