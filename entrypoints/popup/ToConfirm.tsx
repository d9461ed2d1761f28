import { useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { t, tCount } from '../../lib/i18n/t';
import type { PickableItem, PopupRequest, WaitingRow } from '../../lib/messages/popup';
import { siteName } from '../../lib/messages/site-names';
import { act } from './background-client';
import { ItemSearch } from './ItemSearch';
import { PickConfirm } from './PickConfirm';

function label(row: WaitingRow): string {
  const numbers = row.kind === 'episode' ? ` · ${row.season !== undefined ? `S${row.season} ` : ''}E${row.episode ?? '?'}` : '';
  return `${row.title}${row.year ? ` (${row.year})` : ''}${numbers}`;
}

type RowRequest = Extract<PopupRequest, { type: 'record-waiting' | 'dismiss-waiting' | 'pick-waiting' }>;

/** One finished viewing: Record sends it with its real time, Not this forgets it, Wrong match? picks its item. */
export function WaitingRowView({ row }: { row: WaitingRow }) {
  const [searching, setSearching] = useState(false);
  const [picked, setPicked] = useState<PickableItem | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const send = async (request: RowRequest) => {
    setBusy(true);
    setError(null);
    const result = await act(request);
    setBusy(false);
    if (!result.ok) setError(result.error ?? t('resolve_pickFailed'));
    else setPicked(null);
  };

  return (
    <li class="parked-row" data-testid="waiting-row">
      <p>
        <strong>{row.picked ?? label(row)}</strong>{' '}
        <span class="muted">
          · <span class="site">{siteName(row.site)}</span> ·{' '}
          <time dateTime={new Date(row.watchedAt).toISOString()}>{new Date(row.watchedAt).toLocaleString()}</time>
        </span>
      </p>
      <div class="row">
        <button class="primary" disabled={busy} data-testid="waiting-record" onClick={() => void send({ type: 'record-waiting', id: row.id })}>
          {t('popup_record')}
        </button>
        <button disabled={busy} data-testid="waiting-dismiss" onClick={() => void send({ type: 'dismiss-waiting', id: row.id })}>
          {t('popup_notThis')}
        </button>
        {!searching && (
          <button class="link" onClick={() => setSearching(true)}>
            {t('resolve_wrongMatch')}
          </button>
        )}
      </div>
      {searching && !picked && <ItemSearch initialText={row.title} onPick={setPicked} />}
      {picked && (
        <PickConfirm
          item={picked}
          forEpisode={false}
          busy={busy}
          onConfirm={() => void send({ type: 'pick-waiting', id: row.id, item: picked })}
          onCancel={() => setPicked(null)}
        />
      )}
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}

/**
 * What waits, with Record / Not this / Wrong match? on each row and Record all: the popup shows the
 * oldest few of `count`, the library page all of them.
 */
export function WaitingList({ count, rows }: { count: number; rows: WaitingRow[] }) {
  const [busy, setBusy] = useState(false);
  const recordAll = async () => {
    setBusy(true);
    await act({ type: 'record-waiting' });
    setBusy(false);
  };
  return (
    <>
      <p class="muted">{tCount('popup_toConfirm', count)}</p>
      <ul class="waiting-rows">
        {rows.map((row) => (
          <WaitingRowView key={row.id} row={row} />
        ))}
      </ul>
      {count > 1 && (
        <button disabled={busy} data-testid="waiting-record-all" onClick={() => void recordAll()}>
          {t('popup_recordAll')}
        </button>
      )}
      {/* The popup shows the oldest few; the library page lists every one. */}
      {count > rows.length && (
        <a class="link" href={browser.runtime.getURL('/library.html#/to-confirm')} target="_blank" rel="noreferrer">
          {t('popup_seeAllToConfirm', count)}
        </a>
      )}
    </>
  );
}

/** Viewings held by "Ask before recording": nothing of them reached the service until the user says so. */
export function ToConfirm({ count, rows }: { count: number; rows: WaitingRow[] }) {
  if (count === 0) return null;
  return (
    <section class="card unresolved" aria-labelledby="to-confirm-title" data-testid="to-confirm">
      <h2 id="to-confirm-title" class="eyebrow">
        {t('popup_toConfirmHeading')}
      </h2>
      <WaitingList count={count} rows={rows} />
    </section>
  );
}
