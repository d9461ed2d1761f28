import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../../../lib/i18n/t';
import { buildPreview, withResolution, type PreviewGroup, type PreviewInput } from '../../../lib/import/preview';
import { resolutionWithPick } from '../../../lib/import/resolutions';
import type { ImportStatus } from '../../../lib/messages/import';
import type { PickableItem } from '../../../lib/messages/popup';
import { ReadCancelled, SiteReadError } from '../../../lib/import/sites/read';
import { isHistorySite } from '../../../content-scripts/sites/history-readers';
import type { HistorySite } from '../../../lib/import/sites/tab';
import { siteName } from '../../../lib/messages/site-names';
import { analyse, analyseViewings, ImportCancelled, parseFile, resolveSubjects, type Analysis, type ParsedFile } from './pipeline';
import { readSiteHistory } from './site-read';
import { findSiteTab } from './site-tab';
import { SitePhaseView, SitePicker, type SitePhase } from './SiteSources';
import { ImportPreview } from './ImportPreview';
import { cancelImport, readStatus, startWriting, writesOf } from './writer';
import { fileErrorText } from './file-report';
import { ImportResult, ProfileChoice, WritingProgress } from './ImportSteps';
import { IMPORT_FILE_ID } from '../anchors';

type Job = NonNullable<ImportStatus['job']>;
type Phase =
  | { kind: 'idle' }
  | { kind: 'error'; message: string }
  | { kind: 'profile'; file: ParsedFile }
  | { kind: 'resolving'; done: number; total: number }
  | SitePhase
  | { kind: 'preview'; source: string; input: PreviewInput; groups: PreviewGroup[]; from?: { site: HistorySite; profile: string } }
  /** `queued`: every slice is with the background, so the job it reports is this import's. */
  | { kind: 'writing'; groups: PreviewGroup[]; job: Job | null; queued: boolean }
  | { kind: 'result'; groups: PreviewGroup[]; job: Job }
  | { kind: 'cancelled' };

const STATUS_EVERY_MS = 1_000;

/** The popup's "Import my <site> history" opens this page with `?import=<site>&tab=<id>`. */
function askedFromPopup(): { site: HistorySite; tab?: number } | null {
  const query = new URLSearchParams(location.search);
  const site = query.get('import');
  if (!site || !isHistorySite(site)) return null;
  const tab = Number(query.get('tab'));
  return { site, ...(Number.isSafeInteger(tab) && tab >= 0 ? { tab } : {}) };
}

export function ImportHistory() {
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [dragging, setDragging] = useState(false);
  const abort = useRef<AbortController | null>(null);

  // While writing, follow the background's job (the outbox paces the POSTs; this only reads).
  useEffect(() => {
    // Before the slices are in, the background still reports the previous import's finished job.
    if (phase.kind !== 'writing' || !phase.queued) return undefined;
    const timer = setTimeout(
      () => {
        void readStatus().then((status) => {
          const job = status.job;
          if (job?.done) setPhase({ kind: 'result', groups: phase.groups, job });
          else setPhase({ ...phase, job });
        });
      },
      phase.job === null ? 0 : STATUS_EVERY_MS,
    );
    return () => clearTimeout(timer);
  }, [phase]);

  useEffect(() => {
    const asked = askedFromPopup();
    if (!asked) return;
    history.replaceState(null, '', location.pathname + location.hash);
    void readSite(asked.site, asked.tab);
  }, []);

  async function toPreview(
    analysing: (signal: AbortSignal, onProgress: (done: number, total: number) => void) => Promise<Analysis>,
    from?: { site: HistorySite; profile: string },
  ): Promise<void> {
    const controller = new AbortController();
    abort.current = controller;
    setPhase({ kind: 'resolving', done: 0, total: 0 });
    try {
      const { source, input } = await analysing(controller.signal, (done, total) => setPhase({ kind: 'resolving', done, total }));
      setPhase({ kind: 'preview', source, input, groups: buildPreview(input), ...(from ? { from } : {}) });
    } catch (error) {
      if (error instanceof ImportCancelled) setPhase({ kind: 'cancelled' });
      else setPhase({ kind: 'error', message: t('import_error_failed', error instanceof Error ? error.message : String(error)) });
    }
  }

  const run = (file: ParsedFile, profile: string | undefined) => toPreview((signal, onProgress) => analyse(file, profile, signal, onProgress));

  async function readSite(site: HistorySite, preferredTab?: number): Promise<void> {
    const tab = await findSiteTab(site, preferredTab);
    if (!tab) return setPhase({ kind: 'no-tab', site });
    const controller = new AbortController();
    abort.current = controller;
    delete document.documentElement.dataset.siteReadEnded;
    setPhase({ kind: 'reading', site, pages: 0, items: 0 });
    // Nothing shows the end of the read's last tab call (tests wait on it to know no page follows).
    const ended = (): void => {
      document.documentElement.dataset.siteReadEnded = 'true';
    };
    try {
      const reading = await readSiteHistory(site, tab, controller.signal, ({ pages, items }) => setPhase({ kind: 'reading', site, pages, items }), ended);
      if (reading.viewings.length === 0) return setPhase({ kind: 'site-error', site, message: t('import_site_empty', siteName(site)), partial: null });
      return toPreview((signal, onProgress) => analyseViewings(reading.viewings, reading.source, signal, onProgress), { site, profile: reading.profile });
    } catch (error) {
      if (error instanceof ReadCancelled) return setPhase({ kind: 'cancelled' });
      const reason = error instanceof SiteReadError ? error.reason : error instanceof Error ? error.message : String(error);
      const partial =
        error instanceof SiteReadError && error.partial.length > 0 ? { viewings: error.partial, source: error.source, profile: error.profile } : null;
      return setPhase({ kind: 'site-error', site, message: t('import_site_failed', siteName(site), reason), partial });
    }
  }

  function importPartial(): void {
    if (phase.kind !== 'site-error' || !phase.partial) return;
    const { viewings, source, profile } = phase.partial;
    void toPreview((signal, onProgress) => analyseViewings(viewings, source, signal, onProgress), { site: phase.site, profile });
  }

  async function open(blob: File): Promise<void> {
    const parsed = parseFile(await blob.text());
    if (!parsed.ok) return setPhase({ kind: 'error', message: fileErrorText(parsed.error) });
    if (parsed.file.profiles.length > 1) return setPhase({ kind: 'profile', file: parsed.file });
    return run(parsed.file, parsed.file.profiles[0]);
  }

  async function pick(index: number, item: PickableItem): Promise<boolean> {
    if (phase.kind !== 'preview') return false;
    const viewing = phase.input.viewings[index];
    if (!viewing) return false;
    const controller = new AbortController();
    const answers =
      item.kind === 'movie'
        ? new Map()
        : await resolveSubjects([{ key: 'picked', kind: 'show', title: item.title, picked: item }], controller.signal, () => undefined);
    const resolution = resolutionWithPick(viewing, item, answers.get('picked')?.episodes);
    if (resolution.status !== 'resolved') return false;
    const { input, groups } = withResolution(phase.groups, phase.input, index, resolution);
    setPhase({ ...phase, input, groups });
    return true;
  }

  function tick(index: number, ticked: boolean): void {
    if (phase.kind !== 'preview') return;
    setPhase({
      ...phase,
      groups: phase.groups.map((group) => ({ ...group, rows: group.rows.map((row) => (row.index === index ? { ...row, ticked } : row)) })),
    });
  }

  async function write(): Promise<void> {
    if (phase.kind !== 'preview') return;
    const { groups, source } = phase;
    setPhase({ kind: 'writing', groups, job: null, queued: false });
    if (!(await startWriting(source, writesOf(groups)))) setPhase({ kind: 'error', message: t('import_error_failed', t('library_error_no_answer')) });
    else setPhase((current) => (current.kind === 'writing' ? { ...current, queued: true } : current));
  }

  async function cancel(): Promise<void> {
    abort.current?.abort();
    // A site read says "cancelled" itself once it has really stopped (every tab call ends on Cancel).
    if (phase.kind === 'reading') return;
    if (phase.kind === 'writing') await cancelImport();
    setPhase({ kind: 'cancelled' });
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer?.files[0];
    if (file) void open(file);
  };
  const choosing = ['idle', 'error', 'cancelled', 'result', 'no-tab', 'site-error'].includes(phase.kind);

  return (
    <section class="panel import" aria-labelledby="import-title" data-testid="import-history" data-phase={phase.kind}>
      <h2 id="import-title">{t('import_heading')}</h2>
      {choosing && (
        <div
          class={`drop-zone${dragging ? ' dragging' : ''}`}
          data-testid="import-drop"
          onDragOver={(event) => (event.preventDefault(), setDragging(true))}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <p class="muted small">{t('import_intro')}</p>
          <label class="button">
            {phase.kind === 'result' ? t('import_again') : t('import_pick')}
            <input
              type="file"
              accept=".csv,text/csv"
              class="visually-hidden"
              id={IMPORT_FILE_ID}
              data-testid="import-file"
              onChange={(event) => {
                const input = event.target as HTMLInputElement;
                const file = input.files?.[0];
                input.value = '';
                if (file) void open(file);
              }}
            />
          </label>
          <span class="muted small"> {t('import_drop')}</span>
          <SitePicker onPick={(site) => void readSite(site)} />
        </div>
      )}
      {(phase.kind === 'no-tab' || phase.kind === 'reading' || phase.kind === 'site-error') && (
        <SitePhaseView phase={phase} onCancel={() => void cancel()} onPartial={importPartial} />
      )}
      {phase.kind === 'error' && (
        <p class="error" role="alert" data-testid="import-error">
          {phase.message} {t('import_nothing_written')}
        </p>
      )}
      {phase.kind === 'cancelled' && (
        <p role="status" data-testid="import-cancelled">
          {t('import_cancelled')}
        </p>
      )}
      {phase.kind === 'profile' && <ProfileChoice profiles={phase.file.profiles} onChoose={(profile) => void run(phase.file, profile)} />}
      {phase.kind === 'resolving' && (
        <div role="status" data-testid="import-progress">
          <progress max={Math.max(phase.total, 1)} value={phase.done} />
          <p class="small">{t('import_resolving', phase.done, phase.total)}</p>
          <button onClick={() => void cancel()} data-testid="import-cancel">
            {t('import_cancel')}
          </button>
        </div>
      )}
      {phase.kind === 'preview' && phase.from && (
        <p class="small" data-testid="import-profile-read">
          {t('import_site_profile', siteName(phase.from.site), phase.from.profile)}
        </p>
      )}
      {phase.kind === 'preview' && (
        <ImportPreview groups={phase.groups} onTick={tick} onPick={pick} onImport={() => void write()} onCancel={() => void cancel()} />
      )}
      {phase.kind === 'writing' && <WritingProgress job={phase.job} groups={phase.groups} onCancel={() => void cancel()} />}
      {phase.kind === 'result' && <ImportResult job={phase.job} groups={phase.groups} />}
    </section>
  );
}
