import { pageWorldValue } from '../../page-world/bridge';
import { acceptSession, mediaBrowserSession, type ServerSession } from './session';
import { storedSession } from './stored-session';

const readApiClient = pageWorldValue(import.meta.env.FIREFOX ? mediaBrowserSession : null, (value) => acceptSession(value));

/**
 * The web app's session: its stored sign-in, read in this isolated world (stored-session.ts), where
 * no page script can answer for it and nothing is asked of the page. Firefox may also look at the
 * app's ApiClient through the Xray waiver (no message either); Chrome has no such look.
 */
export const readSession = async (): Promise<ServerSession | null> =>
  storedSession(window.localStorage, new URL(window.location.href)) ?? (await readApiClient());
