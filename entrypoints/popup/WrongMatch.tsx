import { useState } from 'preact/hooks';
import { t } from '../../lib/i18n/t';
import type { NowPlaying, PickableItem } from '../../lib/messages/popup';
import { act } from './background-client';
import { ItemSearch } from './ItemSearch';
import { PickConfirm, type PickChoice } from './PickConfirm';

/** "Wrong match?": search, pick, optionally for the whole show on this site; the background switches sessions. */
export function WrongMatch({ item }: { item: NowPlaying }) {
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<PickableItem | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const confirm = async (choice: PickChoice) => {
    if (!picked) return;
    setBusy(true);
    const result = await act({ type: 'correct-match', item: picked, ...choice });
    setBusy(false);
    setMessage(result.ok ? { ok: true, text: t('resolve_corrected', picked.title) } : { ok: false, text: result.error ?? t('resolve_pickFailed') });
    if (result.ok) {
      setOpen(false);
      setPicked(null);
    }
  };

  return (
    <div class="wrong-match" data-testid="wrong-match">
      {!open && (
        <button class="link" onClick={() => setOpen(true)}>
          {t('resolve_wrongMatch')}
        </button>
      )}
      {open && !picked && <ItemSearch initialText={item.title} onPick={setPicked} focusOnOpen />}
      {open && picked && (
        <PickConfirm
          item={picked}
          forEpisode={item.kind === 'episode'}
          busy={busy}
          onConfirm={(choice) => void confirm(choice)}
          onCancel={() => setPicked(null)}
        />
      )}
      {message && (
        <p class={message.ok ? 'ok' : 'error'} role="status">
          {message.text}
        </p>
      )}
    </div>
  );
}
