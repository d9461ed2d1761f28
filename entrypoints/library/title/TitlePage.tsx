import { useEffect, useState } from 'preact/hooks';
import { t } from '../../../lib/i18n/t';
import type { TitleAnswer } from '../../../lib/messages/discover';
import { ItemActions } from '../../popup/ItemActions';
import { Artwork } from '../../shared/Artwork';
import { openTitle } from '../discover-client';
import { kindLabel } from '../format';
import { Episodes } from './Episodes';
import { Facts, RatingsBlock, Related } from './Facts';

/** One title: its detail record, the user's controls on it, and (for shows and anime) its episodes. */
export function TitlePage({ kind, svcId }: { kind: 'movie' | 'show' | 'anime'; svcId: number }) {
  const [answer, setAnswer] = useState<TitleAnswer | null>(null);
  useEffect(() => {
    setAnswer(null);
    void openTitle(kind, svcId).then(setAnswer);
  }, [kind, svcId]);

  if (answer === null) return <p class="muted">{t('library_loading')}</p>;
  if (!answer.ok)
    return (
      <p class="error" role="alert">
        {answer.error}
      </p>
    );
  const title = answer.title;
  if (answer.notFound || !title)
    return (
      <p class="panel" role="status" data-testid="title-not-found">
        {t('title_not_found')}
      </p>
    );
  const item = { kind, svcId, title: title.title, ...(title.year ? { year: title.year } : {}), ...(title.slug ? { slug: title.slug } : {}) };
  return (
    <article class="grid title-page" data-testid="title-page" data-svc={svcId}>
      <section class="panel wide title-head">
        {/* The fanart behind the header, shaded so the text over it keeps its contrast. */}
        {title.fanart && <Artwork url={title.fanart} title="" shape="fanart" class="title-fanart" testId="title-fanart" />}
        <Artwork url={title.poster} title={title.title} class="title-poster" testId="title-poster" />
        <div class="stack">
          <h2 data-testid="title-name">
            {title.title} {title.year ? <span class="muted">({title.year})</span> : null}
          </h2>
          <span class="muted">{kindLabel(kind)}</span>
          <RatingsBlock ratings={title.ratings} />
          {title.overview && <p data-testid="title-overview">{title.overview}</p>}
          <Facts title={title} />
          <nav class="row" aria-label={t('title_links')}>
            {title.trailers.map((url, index) => (
              <a key={url} href={url} target="_blank" rel="noreferrer">
                {index === 0 ? t('title_trailer') : t('title_trailer_n', index + 1)}
              </a>
            ))}
            {answer.siteLinks.map((url) => (
              <a key={url} href={url} target="_blank" rel="noreferrer" data-testid="where-to-watch">
                {t('title_watch_on', new URL(url).hostname)}
              </a>
            ))}
          </nav>
          <ItemActions item={item} titlePageLink={false} />
        </div>
      </section>
      {kind !== 'movie' && <Episodes item={item} episodes={answer.episodes} onChanged={(episodes) => setAnswer({ ...answer, episodes })} />}
      <Related heading={t('title_related')} items={title.related} testId="title-related" />
      <Related heading={t('title_recommendations')} items={title.recommendations} testId="title-recommendations" />
    </article>
  );
}
