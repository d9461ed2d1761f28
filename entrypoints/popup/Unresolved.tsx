import { useState } from 'preact/hooks';
import { t, tCount } from '../../lib/i18n/t';
import type { ParkedSubject, PickableItem } from '../../lib/messages/popup';
import { act } from './background-client';
import { ItemSearch } from './ItemSearch';
import { PickConfirm } from './PickConfirm';

function label(parked: ParkedSubject): string {
  const numbers = parked.kind === 'episode' ? ` · ${parked.season !== undefined ? `S${parked.season} ` : ''}E${parked.episode ?? '?'}` : '';
  return `${parked.title}${parked.year ? ` (${parked.year})` : ''}${numbers}`;
}

/** Updates parked because the title could not be told apart: the user picks, they go out. */
function ParkedRow({ parked }: { parked: ParkedSubject }) {
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<PickableItem | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async (always: boolean) => {
    if (!picked) return;
    setBusy(true);
    setError(null);
    const result = await act({ type: 'pick-parked', subject: parked.subject, item: picked, always });
    setBusy(false);
    if (!result.ok) setError(result.error ?? t('resolve_pickFailed'));
  };

  return (
    <li class="parked-row" data-testid="parked-row">
      <p>
        <strong>{label(parked)}</strong>{' '}
        <span class="muted">
          · <span class="site">{parked.site}</span> · {tCount('resolve_waitingCount', parked.count)}
        </span>
      </p>
      {!open && (
        <button class="link" onClick={() => setOpen(true)}>
          {t('resolve_pickTitle')}
        </button>
      )}
      {open && !picked && <ItemSearch initialText={parked.title} onPick={setPicked} />}
      {picked && (
        <PickConfirm item={picked} forEpisode={false} busy={busy} onConfirm={(choice) => void confirm(choice.always)} onCancel={() => setPicked(null)} />
      )}
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}

export function Unresolved({ parked }: { parked: ParkedSubject[] }) {
  if (parked.length === 0) return null;
  return (
    <section class="card unresolved" aria-labelledby="unresolved-title" data-testid="unresolved">
      <h2 id="unresolved-title" class="eyebrow">
        {t('resolve_unresolvedTitle')}
      </h2>
      <p class="muted">{t('resolve_unresolvedExplain')}</p>
      <ul>
        {parked.map((row) => (
          <ParkedRow key={row.subject} parked={row} />
        ))}
      </ul>
    </section>
  );
}
