// What a history file yields, whichever file it was.
import type { MediaGuess } from '../messages/media';
import type { DateOrder } from './locale-dates';
import type { NetflixTitle } from './netflix-title';

export type NetflixFileFormat = 'netflix-activity' | 'netflix-export';

/** One thing watched, as the file tells it. */
export interface Viewing {
  title: NetflixTitle;
  rawTitle: string;
  /** Epoch ms. The activity file gives only the local day: noon UTC keeps that day in UTC-11…UTC+11. */
  watchedAt: number;
  /** False when only the day is known (activity file): dedupe compares days then. */
  exactTime: boolean;
  profile?: string;
  /**
   * Read from a site with its own ids and numbers: resolved like a scrobble of that page (the
   * resolver's corrections, cache and anime mapping), not by the title text.
   */
  guess?: MediaGuess;
  /** Percent watched, when the site says; a partial view starts unticked in the preview. */
  progress?: number;
}

export type FileError =
  | { code: 'unknown-format'; header: string }
  | { code: 'empty' }
  | { code: 'dates-ambiguous' }
  | { code: 'date-unreadable'; line: number; text: string }
  | { code: 'row-malformed'; line: number };

export type FileReading =
  { ok: true; format: NetflixFileFormat; viewings: Viewing[]; dateOrder?: DateOrder; skipped: number } | { ok: false; error: FileError };
