import { useState } from 'preact/hooks';
import { t } from '../../../lib/i18n/t';
import { BEST_FILTERS, GENRES, GENRE_SORTS, PREMIERE_PARAMS, type BrowseKind, type GenreSort, type PremiereParam } from '../../../lib/service/catalog-params';
import { readCards } from '../discover-client';
import { Cards } from './Card';
import { Choice } from './Choice';
import { useCards } from './use-cards';

const airingKinds = () =>
  [
    ['tv', t('library_kind_show')],
    ['anime', t('library_kind_anime')],
  ] as const;
export const browseKinds = () =>
  [
    ['movie', t('library_kind_movie')],
    ['tv', t('library_kind_show')],
    ['anime', t('library_kind_anime')],
  ] as const;
/** Parameter values the contract leaves unnamed are shown as the service spells them (catalog-params.ts). */
const plain = <T extends string>(values: readonly T[]) => values.map((value) => [value, value.replace(/-/g, ' ')] as const);

/** New shows and new seasons (spec 4.1 premieres), paginated. */
export function PremieresSection() {
  const [kind, setKind] = useState<'tv' | 'anime'>('tv');
  const [param, setParam] = useState<PremiereParam>('all');
  const { answer, more, retry } = useCards(`${kind}|${param}`, (page) => readCards({ type: 'discover-premieres', kind, param, page }));
  return (
    <section class="panel" aria-labelledby="d-premieres" data-testid="discover-premieres">
      <h2 id="d-premieres">{t('discover_premieres_title')}</h2>
      <div class="row">
        <Choice id="premieres-kind" label={t('discover_kind')} value={kind} options={airingKinds()} onChange={setKind} />
        <Choice id="premieres-param" label={t('discover_which')} value={param} options={plain(PREMIERE_PARAMS)} onChange={setParam} />
      </div>
      <Cards answer={answer} onMore={more} onRetry={retry} />
    </section>
  );
}

/** Top-rated by filter (spec 4.1 best-of). */
export function BestSection() {
  const [kind, setKind] = useState<'tv' | 'anime'>('tv');
  const [filter, setFilter] = useState('all');
  const { answer, retry } = useCards(`${kind}|${filter}`, () => readCards({ type: 'discover-best', kind, filter }));
  const changeKind = (next: 'tv' | 'anime') => {
    setKind(next);
    if (!BEST_FILTERS[next].includes(filter)) setFilter('all');
  };
  return (
    <section class="panel" aria-labelledby="d-best" data-testid="discover-best">
      <h2 id="d-best">{t('discover_best_title')}</h2>
      <div class="row">
        <Choice id="best-kind" label={t('discover_kind')} value={kind} options={airingKinds()} onChange={changeKind} />
        <Choice id="best-filter" label={t('discover_which')} value={filter} options={plain(BEST_FILTERS[kind])} onChange={setFilter} />
      </div>
      <Cards answer={answer} onRetry={retry} />
    </section>
  );
}

/** Browse by genre (spec 4.1), one page at a time with "more". */
export function GenresSection() {
  const [kind, setKind] = useState<BrowseKind>('tv');
  const [genre, setGenre] = useState<string>('drama');
  const [sort, setSort] = useState<GenreSort>('rating');
  const { answer, more, retry } = useCards(`${kind}|${genre}|${sort}`, (page) => readCards({ type: 'discover-genre', kind, genre, sort, page }));
  return (
    <section class="panel" aria-labelledby="d-genres" data-testid="discover-genres">
      <h2 id="d-genres">{t('discover_genres_title')}</h2>
      <div class="row">
        <Choice id="genre-kind" label={t('discover_kind')} value={kind} options={browseKinds()} onChange={setKind} />
        <Choice id="genre-name" label={t('discover_genre')} value={genre} options={plain(GENRES)} onChange={setGenre} />
        <Choice id="genre-sort" label={t('discover_sort')} value={sort} options={plain(GENRE_SORTS)} onChange={setSort} />
      </div>
      <Cards answer={answer} onMore={more} onRetry={retry} />
    </section>
  );
}
