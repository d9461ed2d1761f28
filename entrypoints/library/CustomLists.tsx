import { useEffect, useState } from 'preact/hooks';
import { t, tCount, type MessageKey } from '../../lib/i18n/t';
import type { ListsAnswer } from '../../lib/messages/library';
import { Artwork } from '../shared/Artwork';
import { readLists } from './client';
import { kindLabel } from './format';
import { Pager } from './Pager';
import { titleHash } from './route';

type ListSort = 'updated' | 'created' | 'name' | 'likes' | 'followers' | 'items' | 'popularity';
type ItemSort = 'rank' | 'title' | 'year' | 'added' | 'popularity';
type Direction = 'asc' | 'desc';

const LIST_SORTS: Record<ListSort, MessageKey> = {
  updated: 'library_sort_updated',
  created: 'library_sort_created',
  name: 'library_sort_name',
  likes: 'library_sort_likes',
  followers: 'library_sort_followers',
  items: 'library_sort_items',
  popularity: 'library_sort_popularity',
};
const ITEM_SORTS: Record<ItemSort, MessageKey> = {
  rank: 'library_sort_rank',
  title: 'library_sort_title',
  year: 'library_sort_year',
  added: 'library_sort_added',
  popularity: 'library_sort_popularity',
};

/** Effect helper: an answer to a query the user has since changed is dropped, never shown. */
function latestOnly<T>(answer: Promise<T>, show: (value: T) => void): () => void {
  let current = true;
  void answer.then((value) => current && show(value));
  return () => {
    current = false;
  };
}

function SortControls<S extends string>({
  id,
  sorts,
  sort,
  direction,
  onChange,
}: {
  id: string;
  sorts: Record<S, MessageKey>;
  sort: S;
  direction: Direction;
  onChange: (sort: S, direction: Direction) => void;
}) {
  return (
    <div class="row">
      <label for={id}>{t('library_sort_label')}</label>
      <select id={id} value={sort} onChange={(event) => onChange((event.currentTarget as HTMLSelectElement).value as S, direction)}>
        {(Object.keys(sorts) as S[]).map((value) => (
          <option key={value} value={value}>
            {t(sorts[value])}
          </option>
        ))}
      </select>
      <button
        aria-label={direction === 'asc' ? t('library_sort_ascending_label') : t('library_sort_descending_label')}
        onClick={() => onChange(sort, direction === 'asc' ? 'desc' : 'asc')}
      >
        {direction === 'asc' ? '↑' : '↓'}
      </button>
    </div>
  );
}

/** spec 2.10: for a free account the service sends one renderable card instead of lists. */
function PremiumOnly({ result }: { result: Extract<NonNullable<ListsAnswer['result']>, { kind: 'premium-only' }> }) {
  return (
    <div class="premium" data-testid="lists-premium-only">
      {result.poster && <Artwork url={result.poster} title="" class="premium-poster" />}
      <div>
        <h3>{result.title}</h3>
        <p>{result.description}</p>
        <p class="muted small">{result.message}</p>
      </div>
    </div>
  );
}

function ListItems({ list, onBack }: { list: { id: number; name: string }; onBack: () => void }) {
  const [query, setQuery] = useState<{ sort: ItemSort; direction: Direction; page: number }>({ sort: 'rank', direction: 'asc', page: 1 });
  const [answer, setAnswer] = useState<ListsAnswer | null>(null);
  useEffect(() => {
    setAnswer(null);
    return latestOnly(readLists({ type: 'library-list-items', listId: list.id, ...query }), setAnswer);
  }, [list.id, query]);
  const result = answer?.result;
  return (
    <div class="stack" data-testid="list-items">
      <div class="spread">
        <h3>{list.name}</h3>
        <button class="link" onClick={onBack}>
          {t('library_lists_back')}
        </button>
      </div>
      <SortControls
        id="item-sort"
        sorts={ITEM_SORTS}
        sort={query.sort}
        direction={query.direction}
        onChange={(sort, direction) => setQuery({ sort, direction, page: 1 })}
      />
      {answer === null && <p class="muted">{t('library_loading')}</p>}
      {answer && !answer.ok && (
        <p class="error" role="alert">
          {answer.error}
        </p>
      )}
      {result?.kind === 'premium-only' && <PremiumOnly result={result} />}
      {result?.kind === 'items' && (
        <>
          <ol class="stack">
            {result.items.map((item) => (
              <li key={`${item.rank}:${item.svcId}`} class="spread line">
                <span>
                  <span class="rank">{item.rank}</span>
                  <a href={titleHash(item)}>{item.title}</a>
                  {item.year ? <span class="muted"> ({item.year})</span> : null}
                </span>
                <span class="chip">{kindLabel(item.kind)}</span>
              </li>
            ))}
          </ol>
          <Pager page={result.pagination.page} pageCount={result.pagination.pageCount} onPage={(page) => setQuery({ ...query, page })} />
        </>
      )}
    </div>
  );
}

/**
 * Custom lists (spec 4.6, PRO/VIP): read only when the user opens the section, so a plain visit
 * to the library costs no list reads. Paging and sort are the service's own.
 */
export function CustomLists() {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState<{ sort: ListSort; direction: Direction; page: number }>({ sort: 'updated', direction: 'desc', page: 1 });
  const [answer, setAnswer] = useState<ListsAnswer | null>(null);
  const [selected, setSelected] = useState<{ id: number; name: string } | null>(null);
  useEffect(() => {
    if (!open) return;
    setAnswer(null);
    return latestOnly(readLists({ type: 'library-lists', ...query }), setAnswer);
  }, [open, query]);
  const result = answer?.result;
  return (
    <section class="panel wide" aria-labelledby="lists-title" data-testid="custom-lists">
      <details onToggle={(event) => setOpen((event.currentTarget as HTMLDetailsElement).open)}>
        <summary>
          <h2 id="lists-title">{t('library_lists_title')}</h2>
        </summary>
        <div class="stack details-body">
          {selected ? (
            <ListItems list={selected} onBack={() => setSelected(null)} />
          ) : (
            <>
              {result?.kind !== 'premium-only' && !answer?.needsProfile && (
                <SortControls
                  id="list-sort"
                  sorts={LIST_SORTS}
                  sort={query.sort}
                  direction={query.direction}
                  onChange={(sort, direction) => setQuery({ sort, direction, page: 1 })}
                />
              )}
              {answer === null && <p class="muted">{t('library_loading')}</p>}
              {answer?.needsProfile && (
                <p class="muted" data-testid="lists-need-profile">
                  {answer.error}
                </p>
              )}
              {answer && !answer.ok && !answer.needsProfile && (
                <p class="error" role="alert">
                  {answer.error}
                </p>
              )}
              {result?.kind === 'premium-only' && <PremiumOnly result={result} />}
              {result?.kind === 'lists' && (
                <>
                  {result.lists.length === 0 && <p class="muted">{t('library_lists_empty')}</p>}
                  <ul class="stack" data-testid="lists">
                    {result.lists.map((list) => (
                      <li key={list.id} class="spread line">
                        <button
                          class="link"
                          aria-label={t('library_lists_open_label', list.name)}
                          onClick={() => setSelected({ id: list.id, name: list.name })}
                        >
                          {list.name}
                        </button>
                        <span class="muted small">{tCount('library_lists_item_count', list.itemCount)}</span>
                      </li>
                    ))}
                  </ul>
                  <Pager page={result.pagination.page} pageCount={result.pagination.pageCount} onPage={(page) => setQuery({ ...query, page })} />
                </>
              )}
            </>
          )}
        </div>
      </details>
    </section>
  );
}
