// The page side of an import: read the file, ask the background to resolve each distinct title
// (in small slices, so progress shows and cancel takes effect between them), and build the preview.
import { indexHistory, importSourceKey } from '../../../lib/import/dedupe';
import { readNetflixFile } from '../../../lib/import/netflix-files';
import { buildPreview, type PreviewInput } from '../../../lib/import/preview';
import { resolutionsOf, subjectsOf, type SubjectAnswer } from '../../../lib/import/resolutions';
import type { FileError, NetflixFileFormat, Viewing } from '../../../lib/import/viewing';
import { IMPORT_SUBJECTS_PER_REQUEST, type ImportSubject } from '../../../lib/messages/import';
import { ask } from '../../shared/ask';

export interface ParsedFile {
  format: NetflixFileFormat;
  viewings: Viewing[];
  /** The full export's profiles (the activity file is one profile's, unnamed). */
  profiles: string[];
}

export function parseFile(text: string): { ok: true; file: ParsedFile } | { ok: false; error: FileError } {
  const reading = readNetflixFile(text);
  if (!reading.ok) return reading;
  const profiles = [...new Set(reading.viewings.flatMap((viewing) => (viewing.profile ? [viewing.profile] : [])))].sort();
  return { ok: true, file: { format: reading.format, viewings: reading.viewings, profiles } };
}

export interface Analysis {
  source: string;
  input: PreviewInput;
}

export class ImportCancelled extends Error {}

export async function resolveSubjects(
  subjects: ImportSubject[],
  signal: AbortSignal,
  onProgress: (done: number, total: number) => void,
): Promise<Map<string, SubjectAnswer>> {
  const answers = new Map<string, SubjectAnswer>();
  onProgress(0, subjects.length);
  for (let start = 0; start < subjects.length; start += IMPORT_SUBJECTS_PER_REQUEST) {
    if (signal.aborted) throw new ImportCancelled();
    const slice = subjects.slice(start, start + IMPORT_SUBJECTS_PER_REQUEST);
    const answer = await ask({ type: 'import-resolve', subjects: slice }, { ok: false, results: [] });
    if (!answer.ok) throw new Error(answer.error ?? 'no answer');
    for (const result of answer.results) answers.set(result.key, result);
    onProgress(Math.min(start + slice.length, subjects.length), subjects.length);
  }
  return answers;
}

/** One profile's viewings (or the whole file) resolved and checked against what is already known. */
export function analyse(
  file: ParsedFile,
  profile: string | undefined,
  signal: AbortSignal,
  onProgress: (done: number, total: number) => void,
): Promise<Analysis> {
  const viewings = profile === undefined ? file.viewings : file.viewings.filter((viewing) => viewing.profile === profile);
  return analyseViewings(viewings, importSourceKey(file.format, profile), signal, onProgress);
}

/** Viewings from any source (a file, a site's history) resolved and checked against what is known. */
export async function analyseViewings(
  viewings: Viewing[],
  source: string,
  signal: AbortSignal,
  onProgress: (done: number, total: number) => void,
): Promise<Analysis> {
  const answers = await resolveSubjects(subjectsOf(viewings), signal, onProgress);
  if (signal.aborted) throw new ImportCancelled();
  const known = await ask({ type: 'import-known', source }, { ok: false, watches: [], imported: [] });
  if (!known.ok) throw new Error('no answer');
  const input: PreviewInput = {
    viewings,
    resolutions: resolutionsOf(viewings, answers),
    history: indexHistory(known.watches),
    imported: new Set(known.imported),
  };
  return { source, input };
}

export { buildPreview };
