import browser from 'webextension-polyfill';
import { useEffect, useState } from 'preact/hooks';
import { ActionResultSchema, StatusSchema, type ActionResult, type PopupRequest, type Status } from '../../lib/messages/popup';

export async function ask(request: PopupRequest): Promise<ActionResult> {
  const parsed = ActionResultSchema.safeParse(await browser.runtime.sendMessage(request));
  return parsed.success ? parsed.data : { ok: false, error: 'The extension did not answer. Try reopening the popup.' };
}

async function readStatus(): Promise<Status | null> {
  const parsed = StatusSchema.safeParse(await browser.runtime.sendMessage({ type: 'status' } satisfies PopupRequest));
  return parsed.success ? parsed.data : null;
}

/** The background's status, re-read whenever the background says it changed. */
export function useStatus(): Status | null {
  const [status, setStatus] = useState<Status | null>(null);
  useEffect(() => {
    const refresh = () => void readStatus().then(setStatus);
    const onMessage = (message: unknown) => {
      if ((message as { type?: unknown } | null)?.type === 'status-changed') refresh();
    };
    browser.runtime.onMessage.addListener(onMessage);
    refresh();
    return () => browser.runtime.onMessage.removeListener(onMessage);
  }, []);
  return status;
}
