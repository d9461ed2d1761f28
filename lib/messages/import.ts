import { z } from 'zod';
import { EARLIEST_YEAR, LATEST_YEAR } from '../media/year';
import { MediaGuessSchema } from './media';
import { HISTORY_PAGES_BY_SITE, type HistorySite } from './sites';

/**
 * Requests of the library page's "Import history" section and the answers the page validates.
 * Joined into PopupRequestSchema, so the router's sender check (our own extension pages only)
 * applies. The file is read in the page; only titles and chosen writes cross to the background.
 */
const title = z.string().trim().min(1).max(300);
const itemKind = z.enum(['movie', 'show', 'anime']);
const svcId = z.number().int().positive();
/** What an import is remembered under: the file format and, for the full export, the profile. */
export const ImportSourceSchema = z.string().regex(/^[a-z-]{2,32}:[^\u0000]{0,100}$/u);

export const ImportSubjectSchema = z.object({
  key: z.string().min(1).max(400),
  kind: z.enum(['movie', 'show']),
  title,
  season: z.number().int().min(0).max(1000).optional(),
  /** The user picked the item (search-and-pick): only its episode list is read. */
  picked: z.lazy(() => ImportItemSchema).optional(),
  /** Read from a site with its ids and numbers: resolved like a scrobble of that page. */
  guess: MediaGuessSchema.optional(),
});
export type ImportSubject = z.infer<typeof ImportSubjectSchema>;

export const ImportItemSchema = z.object({
  kind: itemKind,
  svcId,
  title,
  year: z.number().int().min(EARLIEST_YEAR).max(LATEST_YEAR).optional(),
  slug: z.string().max(200).optional(),
});

const EpisodeNumberSchema = z.object({ season: z.number().int().min(0).max(1000).optional(), number: z.number().int().min(0).max(100_000) });

export const ImportWriteSchema = z.object({
  item: ImportItemSchema,
  episode: EpisodeNumberSchema.optional(),
  /** Epoch ms, at most a little ahead of now and not before streaming existed. */
  watchedAt: z
    .number()
    .int()
    .min(Date.UTC(1990, 0, 1)),
  /** The row's import memory key (lib/import/dedupe.ts). */
  memoryKey: z.string().min(1).max(500),
  /** The file knows only the day (`watchedAt` is its noon UTC): the duplicate rule compares days. */
  dayOnly: z.literal(true).optional(),
});
export type ImportWrite = z.infer<typeof ImportWriteSchema>;

/** A bounded slice per message: the page sends its subjects and writes in these chunks. */
export const IMPORT_SUBJECTS_PER_REQUEST = 25;
export const IMPORT_WRITES_PER_REQUEST = 1_000;

export const IMPORT_REQUESTS = [
  /** Resolve distinct titles (the resolver: corrections, cache, redirect helper, search). */
  z.object({ type: z.literal('import-resolve'), subjects: z.array(ImportSubjectSchema).min(1).max(IMPORT_SUBJECTS_PER_REQUEST) }),
  /** What the history already holds (watched log) and what earlier imports of the source wrote. */
  z.object({ type: z.literal('import-known'), source: ImportSourceSchema }),
  /** Add writes to the import job (`last`: the job is complete and may start). */
  z.object({
    type: z.literal('import-write'),
    source: ImportSourceSchema,
    writes: z.array(ImportWriteSchema).max(IMPORT_WRITES_PER_REQUEST),
    first: z.boolean(),
    last: z.boolean(),
  }),
  z.object({ type: z.literal('import-status') }),
  /** A site's history could not be read (the library page read it in the site's tab): for the activity log. */
  z.object({
    type: z.literal('import-site-failed'),
    site: z.enum(Object.keys(HISTORY_PAGES_BY_SITE) as [HistorySite, ...HistorySite[]]),
    reason: z.string().trim().min(1).max(300),
  }),
  z.object({ type: z.literal('import-cancel') }),
] as const;

const ImportRequestSchema = z.discriminatedUnion('type', [...IMPORT_REQUESTS]);
export type ImportRequest = z.infer<typeof ImportRequestSchema>;
const IMPORT_TYPES = new Set<string>(IMPORT_REQUESTS.map((schema) => schema.shape.type.value));

export function isImportRequest(request: { type: string }): request is ImportRequest {
  return IMPORT_TYPES.has(request.type);
}

const EpisodeRowSchema = z.object({
  season: z.number(),
  number: z.number(),
  title: z.string().optional(),
  special: z.boolean(),
  aired: z.boolean(),
  date: z.string().nullable(),
});

export const ImportResolveAnswerSchema = z.object({
  ok: z.boolean(),
  error: z.string().optional(),
  /** `episode`: a site guess's episode as the resolver numbered it (anime mapping included). */
  results: z.array(
    z.object({ key: z.string(), item: ImportItemSchema.optional(), episode: EpisodeNumberSchema.optional(), episodes: z.array(EpisodeRowSchema).optional() }),
  ),
});
export type ImportResolveAnswer = z.infer<typeof ImportResolveAnswerSchema>;

export const ImportKnownAnswerSchema = z.object({
  ok: z.boolean(),
  watches: z.array(z.object({ key: z.string(), watchedAt: z.number() })),
  imported: z.array(z.string()),
});
export type ImportKnownAnswer = z.infer<typeof ImportKnownAnswerSchema>;

export const ImportStatusSchema = z.object({
  ok: z.boolean(),
  /** No job, or the one that ran: what it queued, what the service took, what is still waiting. */
  job: z
    .object({
      source: z.string(),
      total: z.number(),
      written: z.number(),
      notFound: z.number(),
      /** Rows the duplicate rule kept back: already in the history, so neither written nor undone. */
      repeated: z.number(),
      waiting: z.number(),
      cancelled: z.boolean(),
      done: z.boolean(),
      /** The import's one record of what it added (lib/undo/written.ts), for "Undo this import"; null while it added nothing. */
      undo: z.object({ id: z.string(), undone: z.boolean() }).nullable(),
    })
    .nullable(),
});
export type ImportStatus = z.infer<typeof ImportStatusSchema>;
