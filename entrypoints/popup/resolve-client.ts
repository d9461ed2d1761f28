import browser from 'webextension-polyfill';
import { CorrectionListSchema, SearchItemsResultSchema, type CorrectionList, type PopupRequest, type SearchItemsResult } from '../../lib/messages/popup';

/** Search runs in the background (the token stays there); the answer is validated here. */
export async function searchItems(text: string): Promise<SearchItemsResult> {
  const parsed = SearchItemsResultSchema.safeParse(await browser.runtime.sendMessage({ type: 'search-items', text } satisfies PopupRequest));
  return parsed.success ? parsed.data : { ok: false, items: [], error: 'The extension did not answer.' };
}

export async function listCorrections(): Promise<CorrectionList> {
  const parsed = CorrectionListSchema.safeParse(await browser.runtime.sendMessage({ type: 'list-corrections' } satisfies PopupRequest));
  return parsed.success ? parsed.data : { ok: false, corrections: [], error: 'The extension did not answer.' };
}
