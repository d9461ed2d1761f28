// The full data export's CONTENT_INTERACTION/ViewingActivity.csv: one row per playback session
// with its duration, including trailers, hooks and autoplays nobody chose.
import { parseNetflixTitle } from './netflix-title';
import type { FileReading, Viewing } from './viewing';

export const EXPORT_HEADER = [
  'Profile Name',
  'Start Time',
  'Duration',
  'Attributes',
  'Title',
  'Supplemental Video Type',
  'Device Type',
  'Bookmark',
  'Latest Bookmark',
  'Country',
] as const;

/** Sessions shorter than this are previews or a glance, not a watch. */
export const MIN_SESSION_SECONDS = 120;
/** An autoplay nobody chose counts only if it ran this long (the viewer stayed on purpose). */
export const MIN_UNCHOSEN_AUTOPLAY_SECONDS = 10 * 60;
/** Pause-and-resume sessions of one title this close together are one viewing. */
export const RESUME_GAP_MS = 6 * 3600_000;

interface Session {
  profile: string;
  rawTitle: string;
  start: number;
  seconds: number;
}

const START_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/u;
const DURATION = /^(\d{1,3}):(\d{2}):(\d{2})$/u;

function parseStart(text: string): number | null {
  const match = START_TIME.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  // Every parser of this file reads Start Time as UTC.
  return Date.UTC(y as number, (mo as number) - 1, d, h, mi, s);
}

function parseDuration(text: string): number | null {
  const match = DURATION.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}

function isWatch(row: readonly string[], seconds: number): boolean {
  const [, , , attributes = '', , supplemental = ''] = row;
  if (supplemental.trim() !== '') return false; // TRAILER, HOOK, RECAP, PROMOTIONAL…
  if (seconds < MIN_SESSION_SECONDS) return false;
  const unchosenAutoplay = /Autoplayed: user action: None/iu.test(attributes);
  return !unchosenAutoplay || seconds >= MIN_UNCHOSEN_AUTOPLAY_SECONDS;
}

/** Reads the rows after the header. */
export function readExportRows(rows: string[][]): FileReading {
  const sessions: Session[] = [];
  let skipped = 0;
  for (const [i, row] of rows.entries()) {
    const start = parseStart(row[1] ?? '');
    const seconds = parseDuration(row[2] ?? '');
    const rawTitle = (row[4] ?? '').trim();
    if (row.length !== EXPORT_HEADER.length || start === null || seconds === null || rawTitle === '') {
      return { ok: false, error: { code: 'row-malformed', line: i + 2 } };
    }
    if (isWatch(row, seconds)) sessions.push({ profile: (row[0] ?? '').trim(), rawTitle, start, seconds });
    else skipped += 1;
  }
  const viewings = mergeResumedSessions(sessions);
  return { ok: true, format: 'netflix-export', viewings, skipped };
}

/** One viewing per run of sessions of the same title and profile; watched when the last one ended. */
function mergeResumedSessions(sessions: Session[]): Viewing[] {
  const sorted = [...sessions].sort((a, b) => a.start - b.start);
  const open = new Map<string, { end: number; viewing: Viewing }>();
  const viewings: Viewing[] = [];
  for (const session of sorted) {
    const key = `${session.profile}\u0000${session.rawTitle}`;
    const end = session.start + session.seconds * 1000;
    const current = open.get(key);
    if (current && session.start - current.end <= RESUME_GAP_MS) {
      current.end = Math.max(current.end, end);
      current.viewing.watchedAt = current.end;
      continue;
    }
    const viewing: Viewing = {
      title: parseNetflixTitle(session.rawTitle),
      rawTitle: session.rawTitle,
      watchedAt: end,
      exactTime: true,
      profile: session.profile,
    };
    viewings.push(viewing);
    open.set(key, { end, viewing });
  }
  // Seconds: the service keeps watched_at to the second.
  for (const viewing of viewings) viewing.watchedAt = Math.floor(viewing.watchedAt / 1000) * 1000;
  return viewings.sort((a, b) => b.watchedAt - a.watchedAt);
}
