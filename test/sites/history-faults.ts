// What the history fixtures share: the faults HISTORY.md reports of the real endpoints, chosen by
// the page the request comes from (a page-made fetch carries its page as Referer), so a test picks
// a fault by the tab it opens and the readers cannot tell a fixture from the site.
import { header, type FixtureRequest } from './fixture-http';

/** `?wm_history=changed` on the tab's page: the history answers in a shape the reader does not know. */
export function askedForChangedSchema(request: FixtureRequest): boolean {
  const referer = header(request.headers, 'referer') ?? '';
  return /[?&]wm_history=changed\b/u.test(referer);
}

const failedOnce = new Set<string>();

/**
 * "Fails randomly then succeeds" (HISTORY.md, Netflix): the first request for `key` in this process
 * fails, every later one answers. `resetHistoryFaults` starts over (unit tests).
 */
export function failsThisOnce(key: string): boolean {
  if (failedOnce.has(key)) return false;
  failedOnce.add(key);
  return true;
}

export function resetHistoryFaults(): void {
  failedOnce.clear();
}

/** Entries per fixture page: small, so a short history spans several pages. */
export const FIXTURE_PAGE_SIZE = 3;

export function pageOf<T>(entries: readonly T[], index: number): T[] {
  return entries.slice(index * FIXTURE_PAGE_SIZE, (index + 1) * FIXTURE_PAGE_SIZE);
}
