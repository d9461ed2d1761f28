import { browser } from 'wxt/browser';
import { useCallback, useEffect, useLayoutEffect, useState } from 'preact/hooks';
import { t } from '../../lib/i18n/t';
import { watchedKey } from '../../lib/media/keys';
import type { ItemMarks, LibraryItem } from '../../lib/messages/library-writes';
import { StatusSchema, type Status } from '../../lib/messages/status';
import { sessionValue } from '../../lib/storage/session-value';
import { actingWith, ask } from '../shared/ask';

export const act = actingWith(() => t('popup_noAnswer'));

const readStatus = (): Promise<Status | null> => ask({ type: 'status' });

/** Re-runs `refresh` whenever the background says its status changed. */
export function useStatusChanges(refresh: () => void): void {
  useEffect(() => {
    const onMessage = (message: unknown) => {
      if ((message as { type?: unknown } | null)?.type === 'status-changed') refresh();
    };
    browser.runtime.onMessage.addListener(onMessage);
    refresh();
    return () => browser.runtime.onMessage.removeListener(onMessage);
  }, [refresh]);
}

export interface StatusView {
  status: Status | null;
  /** The background did not answer (or answered nonsense): the popup says so and offers a retry. */
  unreachable: boolean;
  reload: () => void;
}

/**
 * The status the popup showed last time, so it opens at once while the background (maybe a
 * stopped worker being started) answers. storage.session: content scripts cannot read it, the
 * status never carries a token, and the background clears it at sign-out (it names what was
 * watched), which it could not do to the popup's localStorage.
 */
const cachedStatus = sessionValue('popupStatus', StatusSchema);

/** Read as the page's script starts, not after the first render's effects (a frame later). */
const cachedAtOpen = cachedStatus.get().catch(() => null);

/** Open-time marks for the bench (ms since the popup's navigation started); not shown. */
function markTime(name: 'firstStatusMs' | 'liveStatusMs'): void {
  document.documentElement.dataset[name] ??= String(Math.round(performance.now()));
}

/** The background's status (the cached one first), re-read whenever the background says it changed. */
export function useStatus(): StatusView {
  const [status, setStatus] = useState<Status | null>(null);
  const [unreachable, setUnreachable] = useState(false);
  if (status) markTime('firstStatusMs');
  // A layout effect: the cached status renders as soon as it is read, not a frame later.
  useLayoutEffect(() => {
    // The live answer, if it came first, wins.
    void cachedAtOpen.then((cached) => cached && setStatus((current) => current ?? cached));
  }, []);
  const reload = useCallback(() => {
    void readStatus().then((next) => {
      setUnreachable(next === null);
      if (next) {
        setStatus(next);
        markTime('firstStatusMs');
        markTime('liveStatusMs');
        void cachedStatus.set(next).catch(() => undefined);
      }
    });
  }, []);
  useStatusChanges(reload);
  return { status, unreachable, reload };
}

const readMarks = (item: LibraryItem): Promise<ItemMarks> => ask({ type: 'item-marks', item }, {});

/** The user's marks on an item, with an optimistic override until the background has settled it. */
export function useItemMarks(item: LibraryItem): [ItemMarks, (optimistic: ItemMarks) => void] {
  const [marks, setMarks] = useState<ItemMarks>({});
  const key = watchedKey(item);
  const refresh = useCallback(() => void readMarks(item).then(setMarks), [key]);
  useStatusChanges(refresh);
  const override = useCallback((optimistic: ItemMarks) => setMarks((current) => ({ ...current, ...optimistic })), []);
  return [marks, override];
}
