import browser from 'webextension-polyfill';
import { useCallback, useEffect, useState } from 'preact/hooks';
import { t } from '../../lib/i18n/t';
import { ItemMarksSchema, type ItemMarks, type LibraryItem } from '../../lib/messages/library';
import { ActionResultSchema, StatusSchema, type ActionResult, type PopupRequest, type Status } from '../../lib/messages/popup';

export async function ask(request: PopupRequest): Promise<ActionResult> {
  const parsed = ActionResultSchema.safeParse(await browser.runtime.sendMessage(request).catch(() => null));
  return parsed.success ? parsed.data : { ok: false, error: t('popup_noAnswer') };
}

async function readStatus(): Promise<Status | null> {
  const parsed = StatusSchema.safeParse(await browser.runtime.sendMessage({ type: 'status' } satisfies PopupRequest).catch(() => null));
  return parsed.success ? parsed.data : null;
}

/** Re-runs `refresh` whenever the background says its status changed. */
function useStatusChanges(refresh: () => void): void {
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

/** The background's status, re-read whenever the background says it changed. */
export function useStatus(): StatusView {
  const [status, setStatus] = useState<Status | null>(null);
  const [unreachable, setUnreachable] = useState(false);
  const reload = useCallback(() => {
    void readStatus().then((next) => {
      setUnreachable(next === null);
      if (next) {
        setStatus(next);
        // The popup's open time (first status on screen), read by the bench; not shown.
        document.documentElement.dataset.statusShownMs ??= String(Math.round(performance.now()));
      }
    });
  }, []);
  useStatusChanges(reload);
  return { status, unreachable, reload };
}

async function readMarks(item: LibraryItem): Promise<ItemMarks> {
  const parsed = ItemMarksSchema.safeParse(await browser.runtime.sendMessage({ type: 'item-marks', item } satisfies PopupRequest).catch(() => null));
  return parsed.success ? parsed.data : {};
}

/** The user's marks on an item, with an optimistic override until the background has settled it. */
export function useItemMarks(item: LibraryItem): [ItemMarks, (optimistic: ItemMarks) => void] {
  const [marks, setMarks] = useState<ItemMarks>({});
  const key = `${item.kind}:${item.svcId}:${item.episode?.season ?? ''}:${item.episode?.number ?? ''}`;
  const refresh = useCallback(() => void readMarks(item).then(setMarks), [key]);
  useStatusChanges(refresh);
  const override = useCallback((optimistic: ItemMarks) => setMarks((current) => ({ ...current, ...optimistic })), []);
  return [marks, override];
}
