// Reading a site's history from the library page: the site's reader over one of its tabs, and a
// failure recorded in the activity log (so the exported log shows which endpoint broke and how).
import { ask } from '../../shared/ask';
import { SiteReadError, type ReadProgress, type SiteReading } from '../../../lib/import/sites/read';
import { HISTORY_READERS } from '../../../content-scripts/sites/history-readers';
import type { HistorySite } from '../../../lib/import/sites/tab';
import { siteTab } from './site-tab';

export async function readSiteHistory(
  site: HistorySite,
  tab: { id: number; url: string },
  signal: AbortSignal,
  onProgress: (progress: ReadProgress) => void,
): Promise<SiteReading> {
  try {
    return await HISTORY_READERS[site]({ tab: siteTab(tab), signal, onProgress });
  } catch (error) {
    if (error instanceof SiteReadError) await ask({ type: 'import-site-failed', site, reason: error.reason.slice(0, 300) }, { ok: false });
    throw error;
  }
}
