// What a history reader may ask of the site's tab: a request made by the page itself (its origin,
// its cookies, the user's own session) and a few of the page's globals. Both functions below are
// handed to scripting.executeScript in the page's own world, so they are serialised as source:
// they must not use anything from outside their own body.

import { HISTORY_PAGES_BY_SITE, type HistorySite } from '../../messages/sites';

export type { HistorySite };
/** The sites whose viewing history the library can import (their meta.ts names a history page). */
export const HISTORY_SITES = /* @__PURE__ */ Object.keys(HISTORY_PAGES_BY_SITE) as HistorySite[];
/** Where "Open <site>" leads when no tab of the site is open: the site's own history page. */
export const HISTORY_PAGES: Record<HistorySite, string> = HISTORY_PAGES_BY_SITE;

export interface TabRequest {
  /** Same-origin path, or an absolute URL the page may reach (CORS applies). */
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** 'include' for another host of the site (Amazon's atv-ps), else the page's default. */
  credentials?: 'include' | 'same-origin';
  /**
   * Crunchyroll: the page first trades its own refresh cookie for a short-lived token and sends the
   * request with it; `{account_id}` in the URL becomes the token's account. The token never leaves
   * the tab.
   * Crave: the page's `ce_access` cookie (a JWT) is the Bearer, wrapped for GraphQL as the site does
   * (base64 of {platform, accessToken}); its profile is the answer's `account`. It never leaves the tab.
   */
  auth?: 'crunchyroll' | 'crave';
}

export interface TabResponse {
  /** 0: the request never got an answer (network, or the page's context broke). */
  status: number;
  body: string;
  /** Crunchyroll: the account the token was issued for; Crave: the token's profile (no secret). */
  account?: string;
  /** Why status is 0. */
  error?: string;
}

/** No history page is this big; a bigger answer is cut and then fails validation. */
export const MAX_ANSWER_CHARS = 8_000_000;

export async function fetchInPage(request: TabRequest): Promise<TabResponse> {
  const limit = 8_000_000;
  try {
    let url = request.url;
    const headers: Record<string, string> = { ...(request.headers ?? {}) };
    let account: string | undefined;
    if (request.auth === 'crunchyroll') {
      const config = (window as unknown as { __APP_CONFIG__?: { cxApiParams?: { accountAuthClientId?: unknown } } }).__APP_CONFIG__;
      const clientId = config?.cxApiParams?.accountAuthClientId;
      if (typeof clientId !== 'string') return { status: 0, body: '', error: 'the page has no client id (__APP_CONFIG__)' };
      const device = /(?:^|;\s*)device_id=([^;]+)/.exec(document.cookie)?.[1] ?? crypto.randomUUID();
      const tokenAnswer = await fetch('/auth/v1/token', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${btoa(`${clientId}:`)}` },
        body: new URLSearchParams({ grant_type: 'etp_rt_cookie', device_id: decodeURIComponent(device), device_type: 'Watchmark history import' }).toString(),
      });
      if (!tokenAnswer.ok) return { status: tokenAnswer.status, body: '', error: 'the sign-in token was refused' };
      const token = (await tokenAnswer.json()) as { access_token?: unknown; account_id?: unknown };
      if (typeof token.access_token !== 'string' || typeof token.account_id !== 'string')
        return { status: 0, body: '', error: 'the sign-in token changed shape' };
      account = token.account_id;
      url = url.replace('{account_id}', encodeURIComponent(token.account_id));
      headers.authorization = `Bearer ${token.access_token}`;
    }
    if (request.auth === 'crave') {
      const token = /(?:^|;\s*)ce_access=([^;]+)/.exec(document.cookie)?.[1];
      if (!token) return { status: 401, body: '', error: 'not signed in (no ce_access cookie)' };
      const claims = JSON.parse(atob((token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as { context?: { profile_id?: unknown } };
      if (typeof claims.context?.profile_id === 'string') account = claims.context.profile_id;
      headers.authorization = `Bearer ${/\/graphql(?:[?#]|$)/.test(url) ? btoa(JSON.stringify({ platform: 'platform_web', accessToken: token })) : token}`;
    }
    const answer = await fetch(url, {
      method: request.method ?? 'GET',
      headers,
      ...(request.body !== undefined ? { body: request.body } : {}),
      ...(request.credentials ? { credentials: request.credentials } : {}),
    });
    const body = (await answer.text()).slice(0, limit);
    return { status: answer.status, body, ...(account ? { account } : {}) };
  } catch (error) {
    return { status: 0, body: '', error: String(error).slice(0, 200) };
  }
}

/** Each path's value on the page's window, when it is a string, number or boolean (null otherwise). */
export function readGlobalsInPage(paths: string[][]): Array<string | number | boolean | null> {
  return paths.map((path) => {
    let value: unknown = window;
    for (const key of path) {
      if (typeof value !== 'object' || value === null) return null;
      try {
        value = (value as Record<string, unknown>)[key];
      } catch {
        return null;
      }
    }
    return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : null;
  });
}

/** A tab of the site, as the readers see it. */
export interface SiteTab {
  /** The tab's page, e.g. https://www.amazon.de/gp/video/storefront. */
  url: string;
  fetch: (request: TabRequest) => Promise<TabResponse>;
  globals: (paths: string[][]) => Promise<Array<string | number | boolean | null>>;
}
