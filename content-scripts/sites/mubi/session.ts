// MUBI's session as its pages state it: the server-rendered `#__NEXT_DATA__` carries the API's
// Bearer token and the country the catalogue is for (UTS scrapes both from the page's HTML with the
// same patterns). Both the adapter (from the document) and the history import (from a page's HTML)
// read it here; where in the data tree the fields sit is not recorded, so only their JSON text is
// matched, not a path.

export interface MubiSession {
  token: string;
  /** The catalogue's country ("US"), for the API's CLIENT_COUNTRY header; absent when not stated. */
  country?: string;
}

const TOKEN = /"Authorization":\s*"Bearer ([\w.~+/=-]{8,4096})"/u;
const COUNTRY = /"country":\s*"([A-Za-z]{2})"/u;

/** The session in a `__NEXT_DATA__` text; null when signed out (no token). */
export function sessionOf(nextData: string): MubiSession | null {
  const token = TOKEN.exec(nextData)?.[1];
  if (!token) return null;
  const country = COUNTRY.exec(nextData)?.[1];
  return { token, ...(country ? { country: country.toUpperCase() } : {}) };
}

/** The headers the web app sends the API with (SITES-2.md §11). */
export function apiHeaders(session: MubiSession): Record<string, string> {
  return { authorization: `Bearer ${session.token}`, CLIENT: 'web', ...(session.country ? { CLIENT_COUNTRY: session.country } : {}) };
}
