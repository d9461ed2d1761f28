import type { NowPlaying } from '../../lib/messages/popup';

const STATE_LABEL: Record<NowPlaying['state'], string> = {
  playing: 'Playing',
  paused: 'Paused',
  ended: 'Finished',
  gone: 'Stopped',
};

function episodeLine(item: NowPlaying): string | null {
  if (item.kind !== 'episode') return item.year ? String(item.year) : null;
  const numbers = `${item.season !== undefined ? `S${item.season} ` : ''}E${item.episode ?? '?'}`;
  return item.episodeTitle ? `${numbers} · ${item.episodeTitle}` : numbers;
}

export function WatchingCard({ item, busy, onCheckIn }: { item: NowPlaying; busy: boolean; onCheckIn: () => void }) {
  const live = item.state === 'playing' || item.state === 'paused';
  const sub = episodeLine(item);
  return (
    <section class="card" aria-labelledby="now-title" data-testid="watching-card">
      <p class="eyebrow">{live ? 'Watching now' : 'Last watched'} · <span class="site">{item.site}</span></p>
      <h2 id="now-title" class="title">{item.title}</h2>
      {sub && <p class="episode" data-testid="episode-line">{sub}</p>}
      <div class="progress" role="progressbar" aria-label="Progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(item.progress)}>
        <div class="bar" style={{ width: `${Math.min(100, item.progress)}%` }} />
      </div>
      <p class="state" data-testid="player-state">
        <span class={`dot ${item.state}`} aria-hidden="true" /> {STATE_LABEL[item.state]} · {Math.round(item.progress)}%
      </p>
      {!live && (
        // Watching it somewhere the extension cannot see (a TV): the service counts it by its runtime.
        <button class="link" disabled={busy} onClick={onCheckIn}>I'm watching this now</button>
      )}
    </section>
  );
}
