import { browser } from 'wxt/browser';
import { t, tCount } from '../../i18n/t';
import type { Status } from '../../messages/popup';

export interface Badge {
  text: string;
  color: string;
  title: string;
}

const ATTENTION = '#b91c1c';
const WATCHING = '#15803d';
const PAUSED = '#b45309';
const TO_CONFIRM = '#1d4ed8';

/** Past this the badge says 99+: the toolbar has room for three characters. */
const MOST_SHOWN = 99;

/**
 * What the toolbar icon says at a glance (pure), first match wins: something needs fixing (a
 * refused write, a sign-in, a title waiting to be picked: "!"); viewings waiting for the user's
 * confirmation (their count); what plays being scrobbled (or, where the user asked before recording,
 * that it will ask); it paused; else nothing. What asks for
 * the user outranks what plays, which the popup's card shows anyway.
 */
export function badgeFor(status: Status): Badge {
  const attention = status.signedIn && (status.needsReauth !== undefined || status.failedWrites.length > 0 || status.parked.length > 0);
  if (attention) return { text: '!', color: ATTENTION, title: t('popup_badgeAttention') };
  const waiting = status.signedIn ? (status.toConfirm?.count ?? 0) : 0;
  if (waiting > 0) return { text: waiting > MOST_SHOWN ? `${MOST_SHOWN}+` : String(waiting), color: TO_CONFIRM, title: tCount('popup_toConfirm', waiting) };
  const playing = status.signedIn ? status.nowPlaying : null;
  if (playing && !playing.ignored && playing.state === 'playing') {
    // On a site that asks before recording nothing is sent live: "▶" would say it is being recorded.
    if (status.scrobbling?.asksFirst) return { text: '?', color: TO_CONFIRM, title: t('popup_badgeAsking', playing.title) };
    return { text: '▶', color: WATCHING, title: t('popup_badgeWatching', playing.title) };
  }
  if (playing && (playing.state === 'paused' || (playing.ignored && playing.state === 'playing'))) {
    return { text: '❚❚', color: PAUSED, title: t('popup_badgePaused', playing.title) };
  }
  return { text: '', color: WATCHING, title: t('appName') };
}

/** MV3 has `action`, Firefox MV2 `browserAction`; both take the same calls. */
function toolbarAction() {
  return browser.action ?? browser.browserAction;
}

export async function showBadge(status: Status): Promise<void> {
  const badge = badgeFor(status);
  const action = toolbarAction();
  await Promise.all([
    action.setBadgeText({ text: badge.text }),
    action.setBadgeBackgroundColor({ color: badge.color }),
    action.setTitle({ title: badge.title }),
  ]);
}

/** A burst of status changes (a playback report touches several) repaints the badge once. */
export function badgeRefresher(readStatus: () => Promise<Status>, delayMs = 50): () => void {
  let scheduled = false;
  return () => {
    if (scheduled) return;
    scheduled = true;
    setTimeout(() => {
      scheduled = false;
      void readStatus()
        .then(showBadge)
        .catch((error: unknown) => console.error('badge update failed', error));
    }, delayMs);
  };
}
