import { t } from '../../lib/i18n/t';
import type { NowPlaying, Status } from '../../lib/messages/popup';
import { siteName } from '../../lib/messages/site-names';
import { Artwork } from '../shared/Artwork';
import { ItemActions } from './ItemActions';
import { ScrobbleSwitches } from './ScrobbleSwitches';
import { WatchedBanner } from './WatchedBanner';
import { WatchingAgain } from './WatchingAgain';

function stateLabel(state: NowPlaying['state']): string {
  switch (state) {
    case 'playing':
      return t('popup_statePlaying');
    case 'paused':
      return t('popup_statePaused');
    case 'ended':
      return t('popup_stateEnded');
    case 'gone':
      return t('popup_stateGone');
  }
}

function episodeLine(item: NowPlaying): string | null {
  if (item.kind !== 'episode') return item.year ? String(item.year) : null;
  const numbers = `${item.season !== undefined ? `S${item.season} ` : ''}E${item.episode ?? '?'}`;
  return item.episodeTitle ? `${numbers} · ${item.episodeTitle}` : numbers;
}

/** What plays (or played last): poster, title, episode, progress, player state and site; then what to do with it. */
export function WatchingCard({ status, busy, onCheckIn }: { status: Status; busy: boolean; onCheckIn: () => void }) {
  const item = status.nowPlaying!;
  const resolved = status.nowPlayingItem ?? null;
  const live = item.state === 'playing' || item.state === 'paused';
  const sub = episodeLine(item);
  const progress = Math.round(item.progress);
  return (
    <section class="card" aria-labelledby="now-title" data-testid="watching-card">
      <div class="card-head">
        {/* Until the item is known (or when it has no poster) its title stands in the poster's box. */}
        <Artwork url={resolved?.poster} title={item.title} class="poster" testId={resolved?.poster ? 'poster' : 'poster-placeholder'} />
        <div class="card-text">
          <p class="eyebrow">
            {live ? t('popup_watchingNow') : t('popup_lastWatched')} · <span class="site">{siteName(item.site)}</span>
          </p>
          <h2 id="now-title" class="title">
            {item.title}
          </h2>
          {sub && (
            <p class="episode" data-testid="episode-line">
              {sub}
            </p>
          )}
        </div>
      </div>
      <div class="progress" role="progressbar" aria-label={t('popup_progress')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress}>
        <div class="bar" style={{ width: `${Math.min(100, item.progress)}%` }} />
      </div>
      <p class="state" data-testid="player-state">
        <span class={`dot ${item.state}`} aria-hidden="true" /> {stateLabel(item.state)} · {progress}%
      </p>
      {item.ignored ? (
        <p class="notice" data-testid="scrobbling-off">
          {item.ignored === 'site' ? t('popup_offForSite', siteName(item.site)) : item.ignored === 'tab' ? t('popup_offForTab') : t('popup_offSettingsUnread')}
        </p>
      ) : (
        !resolved &&
        live && (
          <p class="muted" role="status" data-testid="detecting">
            {t('popup_detecting')}
          </p>
        )
      )}
      {status.scrobbling && <ScrobbleSwitches nowPlaying={item} scrobbling={status.scrobbling} />}
      {resolved && <WatchedBanner item={resolved.item} />}
      {resolved && <WatchingAgain watchedBefore={resolved.watchedBefore === true} nowPlaying={item} plan={status.plan} />}
      {resolved ? (
        <ItemActions item={resolved.item} />
      ) : (
        !live && (
          // Watching it somewhere the extension cannot see (a TV): the service counts it by its runtime.
          <button class="link" disabled={busy} onClick={onCheckIn}>
            {t('popup_checkIn')}
          </button>
        )
      )}
    </section>
  );
}
