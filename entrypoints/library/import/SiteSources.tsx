// The site half of "Import history": which site to read, the read's progress, and a read that
// stopped (with what was read so far kept aside until the user chooses).
import { t, tCount } from '../../../lib/i18n/t';
import { siteName } from '../../../lib/messages/site-names';
import { HISTORY_PAGES } from '../../../content-scripts/sites/history-readers';
import { HISTORY_SITES, type HistorySite } from '../../../lib/import/sites/tab';
import type { Viewing } from '../../../lib/import/viewing';

export type SitePhase =
  | { kind: 'no-tab'; site: HistorySite }
  | { kind: 'reading'; site: HistorySite; pages: number; items: number }
  | { kind: 'site-error'; site: HistorySite; message: string; partial: { viewings: Viewing[]; source: string; profile: string } | null };

/** One button per site whose history can be read. */
export function SitePicker(props: { onPick: (site: HistorySite) => void }) {
  return (
    <div class="site-sources" data-testid="import-sites">
      <p class="muted small">{t('import_sites_intro')}</p>
      <div class="row">
        {HISTORY_SITES.map((site) => (
          <button key={site} onClick={() => props.onPick(site)} data-testid={`import-site-${site}`}>
            {t('import_from_site', siteName(site))}
          </button>
        ))}
      </div>
    </div>
  );
}

export function SitePhaseView(props: { phase: SitePhase; onCancel: () => void; onPartial: () => void }) {
  const { phase } = props;
  const name = siteName(phase.site);
  if (phase.kind === 'no-tab') {
    return (
      <p role="alert" data-testid="import-no-tab">
        {t('import_site_no_tab', name)}{' '}
        <a href={HISTORY_PAGES[phase.site]} target="_blank" rel="noreferrer">
          {t('import_site_open', name)}
        </a>
      </p>
    );
  }
  if (phase.kind === 'reading') {
    return (
      <div role="status" data-testid="import-reading" data-pages={phase.pages} data-items={phase.items}>
        <progress />
        <p class="small">{t('import_site_reading', name, phase.pages, phase.items)}</p>
        <button onClick={props.onCancel} data-testid="import-cancel">
          {t('import_cancel')}
        </button>
      </div>
    );
  }
  return (
    <div role="alert" data-testid="import-site-error" data-partial={phase.partial?.viewings.length ?? 0}>
      <p class="error">
        {phase.message} {t('import_nothing_written')}
      </p>
      {phase.partial && (
        <button onClick={props.onPartial} data-testid="import-partial">
          {tCount('import_site_partial', phase.partial.viewings.length)}
        </button>
      )}
    </div>
  );
}
