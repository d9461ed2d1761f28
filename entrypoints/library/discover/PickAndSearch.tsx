import { useState } from 'preact/hooks';
import { t } from '../../../lib/i18n/t';
import type { CardsAnswer } from '../../../lib/messages/discover';
import { GENRES, type BrowseKind } from '../../../lib/service/catalog-params';
import { readCards } from '../discover-client';
import { browseKinds } from './Browse';
import { Cards } from './Card';
import { Choice } from './Choice';
import { useCards } from './use-cards';

/** `POST /search/random` with genre, year and rating filters (spec 4.1). */
export function RandomSection() {
  const [kind, setKind] = useState<BrowseKind>('movie');
  const [genre, setGenre] = useState('');
  const [year, setYear] = useState('');
  const [rating, setRating] = useState('');
  const [answer, setAnswer] = useState<CardsAnswer | null>(null);
  const [asked, setAsked] = useState(false);
  const pick = (event: Event) => {
    event.preventDefault();
    setAsked(true);
    setAnswer(null);
    const yearValue = Number.parseInt(year, 10);
    const ratingValue = Number.parseFloat(rating);
    void readCards({
      type: 'discover-random',
      kind,
      ...(genre ? { genre } : {}),
      ...(Number.isInteger(yearValue) && yearValue >= 1870 && yearValue <= 2200 ? { year: yearValue } : {}),
      ...(Number.isFinite(ratingValue) ? { rating: Math.min(10, Math.max(0, ratingValue)) } : {}),
    }).then(setAnswer);
  };
  return (
    <section class="panel" aria-labelledby="d-random" data-testid="discover-random">
      <h2 id="d-random">{t('discover_random_title')}</h2>
      <form class="row" onSubmit={pick}>
        <Choice id="random-kind" label={t('discover_kind')} value={kind} options={browseKinds()} onChange={setKind} />
        <Choice
          id="random-genre"
          label={t('discover_genre')}
          value={genre}
          options={[['', t('discover_any')], ...GENRES.map((g) => [g, g.replace(/-/g, ' ')] as const)]}
          onChange={setGenre}
        />
        <label class="field" for="random-year">
          <span class="small muted">{t('discover_year')}</span>
          <input id="random-year" type="number" min={1870} max={2200} value={year} onInput={(event) => setYear((event.target as HTMLInputElement).value)} />
        </label>
        <label class="field" for="random-rating">
          <span class="small muted">{t('discover_min_rating')}</span>
          <input
            id="random-rating"
            type="number"
            min={0}
            max={10}
            step={0.5}
            value={rating}
            onInput={(event) => setRating((event.target as HTMLInputElement).value)}
          />
        </label>
        <button class="primary" type="submit" data-testid="random-pick">
          {t('discover_pick')}
        </button>
      </form>
      {asked && <Cards answer={answer} />}
    </section>
  );
}

/** Title search across movies, TV and anime (spec 4.1, pages of spec 8; V2 needs a signed-in user). */
export function SearchSection() {
  const [kind, setKind] = useState<BrowseKind>('tv');
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const { answer, more, retry } = useCards(`${kind}|${query}`, (page) => readCards({ type: 'discover-search', kind, text: query, page }), query !== '');
  return (
    <section class="panel" aria-labelledby="d-search" data-testid="discover-search">
      <h2 id="d-search">{t('discover_search_title')}</h2>
      <form
        class="row"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery(text.trim());
        }}
      >
        <Choice id="search-kind" label={t('discover_kind')} value={kind} options={browseKinds()} onChange={setKind} />
        <label class="field" for="search-text">
          <span class="small muted">{t('discover_search_label')}</span>
          <input id="search-text" type="search" value={text} onInput={(event) => setText((event.target as HTMLInputElement).value)} />
        </label>
        <button type="submit" disabled={text.trim() === ''}>
          {t('discover_search_button')}
        </button>
      </form>
      {query !== '' && <Cards answer={answer} onMore={more} onRetry={retry} signedOutText={t('discover_sign_in_to_search')} />}
    </section>
  );
}
