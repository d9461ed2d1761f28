import type { ComponentType } from 'preact';
import type { MessageKey } from '../../../lib/i18n/t';
import { Account } from './Account';
import { ActivityExport } from './ActivityExport';
import { Notifications } from './Notifications';
import { MediaServers } from './MediaServers';
import { OtherSites } from './OtherSites';
import { Sites } from './Sites';
import { AskBeforeRecording } from './AskBeforeRecording';
import { Corrections } from './Corrections';
import { Threshold } from './Threshold';

export interface OptionsSection {
  /** Anchor and test id of the panel. */
  id: string;
  title: MessageKey;
  Component: ComponentType;
}

/**
 * The options page's sections, in page order. A new setting is a new file in this folder plus one
 * line here (Sites, Notifications and Corrections are added this way).
 */
export const SECTIONS: OptionsSection[] = [
  { id: 'threshold', title: 'options_threshold_title', Component: Threshold },
  { id: 'sites', title: 'popup_sitesTitle', Component: Sites },
  { id: 'ask-before', title: 'options_askBeforeRecording', Component: AskBeforeRecording },
  { id: 'other-sites', title: 'options_sites_other_title', Component: OtherSites },
  { id: 'media-servers', title: 'options_servers_title', Component: MediaServers },
  { id: 'notifications', title: 'popup_notificationsTitle', Component: Notifications },
  { id: 'corrections', title: 'resolve_correctionsTitle', Component: Corrections },
  { id: 'account', title: 'options_account_title', Component: Account },
  { id: 'activity-export', title: 'options_export_title', Component: ActivityExport },
];
