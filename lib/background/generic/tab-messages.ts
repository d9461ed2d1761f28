import type { Runtime } from 'webextension-polyfill';
import { GenericUnsureSchema } from '../../messages/generic';
import { GENERIC_SITE, genericOriginOf, pageAddress } from '../../messages/generic-pages';
import { isMediaServerKind } from '../../messages/media-servers';
import { isSiteHost } from '../../messages/sites';
import { notifyStatusChanged } from '../status/status';
import { isEnabled } from './origins';
import { rememberUnsure } from './unsure';

/** The page the sender's frame shows (a frame's own URL, else its tab's). */
const senderUrl = (sender: Runtime.MessageSender) => sender.url ?? sender.tab?.url;

/**
 * The generic detector may speak only from a tab on an origin the user switched on and the browser
 * still grants: a page elsewhere cannot report playback under the `generic` name.
 */
export async function fromEnabledOrigin(sender: Runtime.MessageSender): Promise<boolean> {
  const tabId = sender.tab?.id;
  const origin = genericOriginOf(senderUrl(sender));
  return tabId !== undefined && tabId >= 0 && origin !== null && (await isEnabled(origin, 'site'));
}

export const isGenericSite = (site: string) => site === GENERIC_SITE;

/**
 * Whether a tab may speak for `site`: a page on the site's own hosts, or, for a media server's
 * kind (Plex, Jellyfin, Emby), a page of a server the user added and the browser still grants.
 */
export async function fromSitePage(site: string, sender: Runtime.MessageSender): Promise<boolean> {
  const tabId = sender.tab?.id;
  if (tabId === undefined || tabId < 0) return false;
  if (isSiteHost(site, senderUrl(sender))) return true;
  const origin = genericOriginOf(senderUrl(sender));
  return isMediaServerKind(site) && origin !== null && (await isEnabled(origin, 'media-server'));
}

/** "A video plays here and I cannot tell what it is": kept for the popup to ask the user. */
export async function handleGenericTabMessage(message: unknown, sender: Runtime.MessageSender): Promise<{ ok: boolean } | undefined> {
  const unsure = GenericUnsureSchema.safeParse(message);
  if (!unsure.success || !(await fromEnabledOrigin(sender))) return undefined;
  // The report names the page it is about; it must be the page the sender is on.
  if (genericOriginOf(unsure.data.url) !== genericOriginOf(senderUrl(sender))) return undefined;
  await rememberUnsure(sender.tab!.id!, pageAddress(unsure.data.url), unsure.data.candidate);
  // An open popup shows the question at once.
  await notifyStatusChanged();
  return { ok: true };
}
