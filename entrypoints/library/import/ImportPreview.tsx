import { useState } from 'preact/hooks';
import { t, tCount } from '../../../lib/i18n/t';
import { countPreview, isPartialView, type PreviewGroup, type PreviewRow, type RowState } from '../../../lib/import/preview';
import type { PickableItem } from '../../../lib/messages/popup';
import { ItemSearch } from '../../popup/ItemSearch';

const STATE_KEY: Record<RowState, Parameters<typeof t>[0]> = {
  new: 'import_state_new',
  'already-there': 'import_state_already',
  'imported-before': 'import_state_before',
  repeated: 'import_state_repeated',
  unresolved: 'import_state_unresolved',
};

function matchText(row: PreviewRow): string {
  if (row.resolution.status !== 'resolved') return '';
  const { item, episode } = row.resolution.target;
  return episode ? `${item.title} · S${episode.season ?? 1}E${episode.number}` : item.title;
}

function Row({ row, onTick, onPick }: { row: PreviewRow; onTick: (ticked: boolean) => void; onPick: (item: PickableItem) => Promise<boolean> }) {
  const [searching, setSearching] = useState(false);
  const [missed, setMissed] = useState(false);
  const fixable = row.state === 'unresolved' || (row.state === 'new' && row.resolution.status === 'resolved' && row.resolution.confidence === 'unsure');
  const writable = row.state === 'new';
  return (
    <li class="import-row" data-testid="import-row" data-state={row.state} data-ticked={String(row.ticked)}>
      <label class="row">
        <input
          type="checkbox"
          checked={row.ticked}
          disabled={!writable}
          onChange={(event) => onTick((event.target as HTMLInputElement).checked)}
          aria-label={t('import_row_label', row.viewing.rawTitle)}
        />
        <span>{row.viewing.rawTitle}</span>
      </label>
      <span class="muted small">
        {' '}
        {new Date(row.viewing.watchedAt).toLocaleDateString()} · {t(STATE_KEY[row.state])}
      </span>
      {row.resolution.status === 'resolved' && <span class="small"> → {matchText(row)}</span>}
      {writable && row.resolution.status === 'resolved' && row.resolution.confidence === 'unsure' && <span class="warn small"> ({t('import_unsure')})</span>}
      {isPartialView(row.viewing) && (
        <span class="warn small" data-testid="import-partial-view">
          {' '}
          {/* Whole percent, floored like the progress itself: a place short of 80 never reads as 80. */}(
          {t('import_partial_view', Math.floor(row.viewing.progress ?? 0))})
        </span>
      )}
      {fixable && !searching && (
        <button class="link small" onClick={() => setSearching(true)} data-testid="import-fix">
          {t('import_fix')}
        </button>
      )}
      {searching && (
        <ItemSearch
          initialText={row.viewing.title.kind === 'movie' ? row.viewing.title.title : row.viewing.title.show}
          focusOnOpen
          onPick={(item) =>
            void onPick(item).then((ok) => {
              setMissed(!ok);
              if (ok) setSearching(false);
            })
          }
        />
      )}
      {missed && (
        <p class="error small" role="alert">
          {t('import_pick_no_episode')}
        </p>
      )}
    </li>
  );
}

export function ImportPreview(props: {
  groups: PreviewGroup[];
  onTick: (index: number, ticked: boolean) => void;
  onPick: (index: number, item: PickableItem) => Promise<boolean>;
  onImport: () => void;
  onCancel: () => void;
}) {
  const counts = countPreview(props.groups);
  return (
    <div data-testid="import-preview">
      <p
        data-testid="import-summary"
        data-new={counts.toWrite}
        data-there={counts.alreadyThere}
        data-before={counts.importedBefore}
        data-unresolved={counts.unresolved}
      >
        {t('import_summary', counts.toWrite, counts.alreadyThere, counts.importedBefore, counts.unresolved)}
      </p>
      <div class="row">
        <button class="primary" disabled={counts.toWrite === 0} onClick={props.onImport} data-testid="import-go">
          {tCount('import_go', counts.toWrite)}
        </button>
        <button onClick={props.onCancel} data-testid="import-cancel">
          {t('import_cancel')}
        </button>
      </div>
      {props.groups.map((group) => (
        <details
          key={group.key}
          class="import-group"
          open={group.rows.some((row) => row.state === 'new' || row.state === 'unresolved')}
          data-testid="import-group"
        >
          <summary>
            {group.title} <span class="muted small">({group.rows.length})</span>
          </summary>
          <ul class="import-rows">
            {group.rows.map((row) => (
              <Row key={row.index} row={row} onTick={(ticked) => props.onTick(row.index, ticked)} onPick={(item) => props.onPick(row.index, item)} />
            ))}
          </ul>
        </details>
      ))}
    </div>
  );
}
