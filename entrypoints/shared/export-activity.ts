import { type ActivityEntry } from '../../lib/activity/entry';
import { ask } from './ask';

export async function readActivity(): Promise<ActivityEntry[]> {
  return ask({ type: 'activity' }, []);
}

/** The file the user gets: newest first, exactly as shown, times in ISO-8601. */
export function activityExportJson(entries: ActivityEntry[]): string {
  return JSON.stringify(
    entries.map(({ at, kind, text }) => ({ at: new Date(at).toISOString(), kind, text })),
    null,
    2,
  );
}

/** Hands the log to the user as a JSON file download. */
export function exportLog(entries: ActivityEntry[]): void {
  const blob = new Blob([activityExportJson(entries)], { type: 'application/json' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = `watchmark-activity-${new Date().toISOString().slice(0, 10)}.json`;
  link.click();
  URL.revokeObjectURL(link.href);
}
