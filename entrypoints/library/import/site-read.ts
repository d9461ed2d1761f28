// Reading a site's history from the library page: the site's reader over one of its tabs, its
// viewings held to the site's dates (lib/import/sites/bounds.ts), and a failure recorded in the
// activity log (so the exported log shows which endpoint broke and how).
import { ask } from '../../shared/ask';
import { boundViewings, watchedAtBounds } from '../../../lib/import/sites/bounds';
import { SiteReadError, type ReadProgress, type SiteReading } from '../../../lib/import/sites/read';
import { HISTORY_READERS } from '../../../content-scripts/sites/history-readers';
import type { HistorySite } from '../../../lib/import/sites/tab';
import { siteTab, type TabCalls } from './site-tab';

/** The read's viewings inside the site's dates; one outside them ends the read like a broken page. */
function bounded(site: HistorySite, reading: SiteReading, earlierFailure?: SiteReadError): SiteReading {
  const viewings = earlierFailure ? earlierFailure.partial : reading.viewings;
  const { kept, refusal } = boundViewings(viewings, watchedAtBounds(site, Date.now()));
  const reason = refusal ?? earlierFailure?.reason;
  if (reason !== undefined) throw new SiteReadError(reason, kept, reading.source, reading.profile);
  return reading;
}

async function readBounded(
  site: HistorySite,
  tab: { id: number; url: string },
  signal: AbortSignal,
  onProgress: (progress: ReadProgress) => void,
  injections: TabCalls,
): Promise<SiteReading> {
  try {
    try {
      return bounded(site, await HISTORY_READERS[site]({ tab: siteTab(site, tab, signal, injections), signal, onProgress }));
    } catch (error) {
      if (!(error instanceof SiteReadError)) throw error;
      return bounded(site, { source: error.source, profile: error.profile, viewings: [], skipped: 0 }, error);
    }
  } catch (error) {
    if (error instanceof SiteReadError) await ask({ type: 'import-site-failed', site, reason: error.reason.slice(0, 300) }, { ok: false });
    throw error;
  }
}

/**
 * `onEnded` runs once the read and every call it made into the tab have settled: a cancelled read
 * answers at once, while the page it was reading may still be on the wire.
 */
export async function readSiteHistory(
  site: HistorySite,
  tab: { id: number; url: string },
  signal: AbortSignal,
  onProgress: (progress: ReadProgress) => void,
  onEnded: () => void,
): Promise<SiteReading> {
  const injections: TabCalls = new Set();
  try {
    return await readBounded(site, tab, signal, onProgress, injections);
  } finally {
    void Promise.allSettled([...injections]).then(onEnded);
  }
}
