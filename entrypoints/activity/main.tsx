// First: zod's JIT off before any schema exists (no eval anywhere; see lib/zod-jitless.ts).
import '../../lib/zod-jitless';
import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import browser from 'webextension-polyfill';
import type { ActivityEntry } from '../../lib/activity/entry';
import { exportLog, readActivity } from '../shared/export-activity';

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
