import { useState } from 'preact/hooks';
import { t } from '../../../lib/i18n/t';
import type { AiringSort } from '../../../lib/service/catalog-params';
import { readCards } from '../discover-client';
import { Cards } from './Card';
import { Choice } from './Choice';
import { useCards } from './use-cards';

type Day = 'today' | 'tomorrow' | 'date';

/** `YYYY-MM-DD` from the date input as the service's `DD-MM-YYYY` (spec 4.1). */
export function serviceDate(isoDay: string): string {
  const [year, month, day] = isoDay.split('-');
  return `${day}-${month}-${year}`;
}

/** Airing today, tomorrow or on a date (spec 4.1), sorted by time, rank or popularity. */
export function AiringSection() {
  const [kind, setKind] = useState<'tv' | 'anime'>('tv');
  const [day, setDay] = useState<Day>('today');
  const [picked, setPicked] = useState('');
  const [sort, setSort] = useState<AiringSort>('time');
  const date = day === 'date' && picked ? serviceDate(picked) : day === 'date' ? 'today' : day;
  const { answer, retry } = useCards(`${kind}|${date}|${sort}`, () => readCards({ type: 'discover-airing', kind, date, sort }));
  return (
    <section class="panel" aria-labelledby="d-airing" data-testid="discover-airing">
      <h2 id="d-airing">{t('discover_airing_title')}</h2>
      <div class="row">
        <Choice
          id="airing-kind"
          label={t('discover_kind')}
          value={kind}
          options={[
            ['tv', t('library_kind_show')],
            ['anime', t('library_kind_anime')],
          ]}
          onChange={setKind}
        />
        <Choice
          id="airing-day"
          label={t('discover_day')}
          value={day}
          options={[
            ['today', t('discover_today')],
            ['tomorrow', t('discover_tomorrow')],
            ['date', t('discover_on_date')],
          ]}
          onChange={setDay}
        />
        {day === 'date' && (
          <label class="field" for="airing-date">
            <span class="small muted">{t('discover_date')}</span>
            <input id="airing-date" type="date" value={picked} onChange={(event) => setPicked((event.target as HTMLInputElement).value)} />
          </label>
        )}
        <Choice
          id="airing-sort"
          label={t('discover_sort')}
          value={sort}
          options={[
            ['time', t('discover_sort_time')],
            ['rank', t('discover_sort_rank')],
            ['popularity', t('discover_sort_popularity')],
          ]}
          onChange={setSort}
        />
      </div>
      <Cards answer={answer} onRetry={retry} />
    </section>
  );
}
