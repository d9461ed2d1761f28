import type { Page } from 'playwright-core';
import type { ExtensionBrowser } from './chromium';
import { plantTokens } from './extension-db';
import type { SimAdmin } from './sim-admin';

const DAY = 24 * 3600 * 1000;

/** The answered-OK requests of `path` whose body carried `title`. */
export async function sentOk(admin: SimAdmin, path: string, title: string): Promise<unknown[]> {
  return (await admin.requests(path)).filter((r) => r.status >= 200 && r.status < 300 && JSON.stringify(r.body).includes(title));
}

/** A grant made on the service for `user` with `scope`, as the simulator's admin view hands it out. */
export async function grantFor(apiUrl: string, user: string, scope: string): Promise<{ access_token: string; refresh_token?: string; scope: string }> {
  const response = await fetch(`${apiUrl}/__admin/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user, scope }),
  });
  if (!response.ok) throw new Error(`admin POST /tokens: HTTP ${response.status}`);
  return (await response.json()) as { access_token: string; refresh_token?: string; scope: string };
}

/** The extension holds a sign-in of `user` that may only read (spec 5.2 `media:read`): its writes are refused with 403. */
export async function plantReadOnlySignIn(browser: ExtensionBrowser, apiUrl: string, user: string) {
  const grant = await grantFor(apiUrl, user, 'media:read');
  await plantTokens(await browser.worker(), {
    accessToken: grant.access_token,
    ...(grant.refresh_token ? { refreshToken: grant.refresh_token } : {}),
    expiresAt: Date.now() + 7 * DAY,
    scope: grant.scope,
  });
  return grant;
}

/** Sends a request as an extension page does (its own channel to the background). */
export function ask<T>(page: Page, message: unknown): Promise<T> {
  return page.evaluate(
    (m) => (globalThis as unknown as { chrome: { runtime: { sendMessage(x: unknown): Promise<unknown> } } }).chrome.runtime.sendMessage(m),
    message,
  ) as Promise<T>;
}
