import type { GenericUnsure } from '../../messages/generic';
import { pageAddress } from '../../messages/generic-pages';
import type { TabSender } from '../requests/senders';
import { notifyStatusChanged } from '../status/status';
import { rememberUnsure } from './unsure';

/** "A video plays here and I cannot tell what it is" (sender checked: `generic-page`): kept for the popup to ask the user. */
export async function handleGenericUnsure(message: GenericUnsure, from: TabSender): Promise<void> {
  await rememberUnsure(from.tabId, pageAddress(message.url), message.candidate);
  // An open popup shows the question at once.
  await notifyStatusChanged();
}
