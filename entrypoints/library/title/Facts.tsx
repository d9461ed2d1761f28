import { t } from '../../../lib/i18n/t';
import { titleKey } from '../../../lib/media/keys';
import type { TitleView } from '../../../lib/messages/discover';
import { formatDate, kindLabel } from '../format';
import { titleHash } from '../route';

const STATUS_KEY = { ended: 'title_status_ended', tba: 'title_status_tba', airing: 'title_status_airing' } as const;
const date = (iso: string) => formatDate(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T12:00:00Z` : iso);

/** The detail record's facts: only those the service gave (spec 2.12: the full field set is not shown). */
export function Facts({ title }: { title: TitleView }) {
  const rows: Array<[string, string]> = [];
  if (title.status) rows.push([t('title_status'), t(STATUS_KEY[title.status])]);
  if (title.genres.length) rows.push([t('title_genres'), title.genres.join(', ')]);
  if (title.runtime) rows.push([t('title_runtime'), t('title_minutes', title.runtime)]);
  if (title.network) rows.push([t('title_network'), title.network]);
  if (title.studios.length) rows.push([t('title_studios'), title.studios.join(', ')]);
  if (title.certification) rows.push([t('title_certification'), title.certification]);
  if (title.country) rows.push([t('title_country'), title.country.toUpperCase()]);
  if (title.firstAired) rows.push([t('title_first_aired'), date(title.firstAired)]);
  if (title.lastAired) rows.push([t('title_last_aired'), date(title.lastAired)]);
  if (title.animeType) rows.push([t('title_format'), title.animeType]);
  if (title.enTitle) rows.push([t('title_en_title'), title.enTitle]);
  if (title.alternateTitles.length) rows.push([t('title_alternate'), title.alternateTitles.join(' · ')]);
  return (
    <dl class="facts" data-testid="title-facts">
      {rows.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** spec 2.4: only the sources present; `mal` adds its rank. */
export function RatingsBlock({ ratings }: { ratings: TitleView['ratings'] }) {
  const sources = (['svc', 'imdb', 'mal'] as const).filter((source) => ratings[source]);
  if (sources.length === 0) return null;
  const name = { svc: t('title_rating_svc'), imdb: 'IMDb', mal: 'MAL' };
  return (
    <ul class="row" data-testid="title-ratings">
      {sources.map((source) => {
        const score = ratings[source]!;
        return (
          <li key={source} class="chip" data-source={source}>
            {name[source]} ★ {score.rating.toFixed(1)}
            {score.votes !== undefined ? ` · ${t('title_votes', score.votes.toLocaleString())}` : ''}
            {score.rank !== undefined ? ` · #${score.rank}` : ''}
          </li>
        );
      })}
    </ul>
  );
}

/** Related titles and recommendations, each a link to its own title page. */
export function Related({ heading, items, testId }: { heading: string; items: TitleView['related']; testId: string }) {
  if (items.length === 0) return null;
  return (
    <section class="panel" data-testid={testId}>
      <h2>{heading}</h2>
      <ul class="stack">
        {items.map((item) => (
          <li key={titleKey(item)} class="spread line">
            <a href={titleHash(item)}>{item.title}</a>
            <span class="muted small">{[item.year, kindLabel(item.kind)].filter(Boolean).join(' · ')}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
