import type { CorrectionList, SearchItemsResult } from '../../lib/messages/popup';
import { t } from '../../lib/i18n/t';
import { ask } from '../shared/ask';

/** Search runs in the background (the token stays there); the answer is validated here. */
export async function searchItems(text: string): Promise<SearchItemsResult> {
  return ask({ type: 'search-items', text }, { ok: false, items: [], error: t('popup_noAnswer') });
}

export async function listCorrections(): Promise<CorrectionList> {
  return ask({ type: 'list-corrections' }, { ok: false, corrections: [], error: t('popup_noAnswer') });
}
