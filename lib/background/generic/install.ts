import { browser } from 'wxt/browser';
import { onOriginsGranted, onOriginsRevoked } from './requests';
import { reconcileRegistrations } from './registration';
import { forgetUnsure } from './unsure';

/** Listeners of the generic detector; registered synchronously at every worker start. */
export function installGenericDetection(): void {
  browser.permissions.onAdded.addListener(
    (added) => void onOriginsGranted(added.origins ?? []).catch((error: unknown) => console.error('[watchmark] generic enable failed', error)),
  );
  browser.permissions.onRemoved.addListener((removed) => void onOriginsRevoked(removed.origins ?? []));
  browser.tabs.onRemoved.addListener((tabId) => void forgetUnsure(tabId));
  // Updates drop dynamic scripts and the user may have revoked access while we were not running.
  void reconcileRegistrations().catch((error: unknown) => console.error('[watchmark] generic registrations', error));
}
