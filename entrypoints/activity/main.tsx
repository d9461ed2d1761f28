import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import browser from 'webextension-polyfill';
import { z } from 'zod';
import { ActivityEntrySchema, type ActivityEntry } from '../../lib/activity/entry';
import type { PopupRequest } from '../../lib/messages/popup';

async function readActivity(): Promise<ActivityEntry[]> {
  const parsed = z.array(ActivityEntrySchema).safeParse(await browser.runtime.sendMessage({ type: 'activity' } satisfies PopupRequest));
  return parsed.success ? parsed.data : [];
}

/** Hands the log to the user as a JSON file, newest first, exactly as shown. */
function exportLog(entries: ActivityEntry[]): void {
  const blob = new Blob([JSON.stringify(entries.map(({ at, kind, text }) => ({ at: new Date(at).toISOString(), kind, text })), null, 2)], { type: 'application/json' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = `watchmark-activity-${new Date().toISOString().slice(0, 10)}.json`;
  link.click();
  URL.revokeObjectURL(link.href);
}

function Activity() {
  const [entries, setEntries] = useState<ActivityEntry[] | null>(null);
  useEffect(() => {
    const refresh = () => void readActivity().then(setEntries);
    const onMessage = (message: unknown) => {
      if ((message as { type?: unknown } | null)?.type === 'status-changed') refresh();
    };
    browser.runtime.onMessage.addListener(onMessage);
    refresh();
    return () => browser.runtime.onMessage.removeListener(onMessage);
  }, []);
  return (
    <main class="activity">
      <header>
        <h1>Activity</h1>
        <button class="primary" disabled={!entries?.length} onClick={() => entries && exportLog(entries)}>Export as JSON</button>
      </header>
      <p class="muted">What Watchmark saw on your tabs, what it sent to the service, and what came back. Newest first.</p>
      {entries === null ? (
        <p class="muted">Loading…</p>
      ) : entries.length === 0 ? (
        <p class="muted">Nothing yet. Play something on a supported site.</p>
      ) : (
        <table data-testid="activity-table">
          <thead>
            <tr><th scope="col">When</th><th scope="col">What</th><th scope="col">Details</th></tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.seq}>
                <td><time dateTime={new Date(entry.at).toISOString()}>{new Date(entry.at).toLocaleString()}</time></td>
                <td><span class={`kind ${entry.kind}`}>{entry.kind}</span></td>
                <td>{entry.text}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </main>
  );
}

render(<Activity />, document.getElementById('app')!);
