import { t, tCount } from '../../lib/i18n/t';
import type { AiringView, AiringViewAnswer, TrendingView } from '../../lib/messages/library';
import { Artwork } from '../shared/Artwork';
import { moveInGrid } from '../shared/grid-keys';
import { episodeLabel, formatTime, formatWeekday, kindLabel } from './format';
import { kindFromItemUrl, titleHash } from './route';
import { TitleArtwork } from './TitleArtwork';

function AiringList({ items, withDay }: { items: AiringView[]; withDay: boolean }) {
  return (
    <ul class="stack">
      {items.map((item) => (
        <li key={`${item.svcId}:${item.airsAt}:${item.episode ?? ''}`} class="spread line" data-svc={item.svcId}>
          <span>
            <a href={titleHash(item)}>{item.title}</a>
            <span class="muted"> · {episodeLabel(item)}</span>
          </span>
          <span class="row">
            <span class="chip">{kindLabel(item.kind)}</span>
            <time dateTime={item.airsAt}>
              {withDay ? `${formatWeekday(item.airsAt)} ` : ''}
              {formatTime(item.airsAt)}
            </time>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** New episodes of the user's own shows and anime (CDN calendars, spec 4.7). */
export function Airing({ airing }: { airing: AiringViewAnswer | null }) {
  return (
    <section class="panel" aria-labelledby="airing-title" data-testid="airing">
      <h2 id="airing-title">{t('library_airing_title')}</h2>
      {airing === null && <p class="muted">{t('library_loading')}</p>}
      {airing && !airing.ok && (
        <p class="error" role="alert">
          {airing.error}
        </p>
      )}
      {airing?.ok && (
        <>
          <h3>{t('library_airing_today')}</h3>
          <div data-testid="airing-today">
            {airing.today.length ? <AiringList items={airing.today} withDay={false} /> : <p class="muted">{t('library_airing_none_today')}</p>}
          </div>
          <h3>{t('library_airing_week')}</h3>
          <div data-testid="airing-week">
            {airing.week.length ? <AiringList items={airing.week} withDay /> : <p class="muted">{t('library_airing_none_week')}</p>}
          </div>
        </>
      )}
    </section>
  );
}

type Kind = 'movie' | 'show' | 'anime';

/** The title page when the kind is known, else the service's page. */
function TrendingTitle({ item, kind }: { item: TrendingView; kind: Kind | null }) {
  if (kind)
    return (
      <a class="item-title" href={titleHash({ kind, svcId: item.svcId })} data-grid-stop>
        {item.title}
      </a>
    );
  return item.url ? (
    <a class="item-title" href={item.url} target="_blank" rel="noreferrer" data-grid-stop>
      {item.title}
    </a>
  ) : (
    <span class="item-title">{item.title}</span>
  );
}

/** One trending title: its poster (read through its detail record once in view, which needs its kind), rank and title. */
function TrendingCard({ item }: { item: TrendingView }) {
  // The trending file's type, or else the service URL's shape (spec 4.2).
  const kind = item.kind ?? kindFromItemUrl(item.url);
  return (
    <li class="card" data-svc={item.svcId}>
      {kind ? (
        <TitleArtwork item={{ kind, svcId: item.svcId, title: item.title }} shape="poster" testId="trending-poster" />
      ) : (
        <Artwork url={null} title={item.title} testId="trending-poster" />
      )}
      <div class="card-body">
        <span>
          <span class="rank">{item.rank}</span>
          <TrendingTitle item={item} kind={kind} />
        </span>
        <span class="muted small">
          {[item.year, item.watchers !== undefined ? tCount('library_trending_watchers', item.watchers) : undefined].filter(Boolean).join(' · ')}
        </span>
      </div>
    </li>
  );
}

/** What many people watch this week (CDN trending file, spec 4.7), ranked, as posters. */
export function Trending({ items }: { items: TrendingView[] }) {
  return (
    <section class="panel" aria-labelledby="trending-title" data-testid="trending">
      <h2 id="trending-title">{t('library_trending_title')}</h2>
      {items.length === 0 ? (
        <p class="muted">{t('library_trending_empty')}</p>
      ) : (
        <ol class="poster-grid" onKeyDown={moveInGrid}>
          {items.map((item) => (
            <TrendingCard key={item.svcId} item={item} />
          ))}
        </ol>
      )}
    </section>
  );
}
