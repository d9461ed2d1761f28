import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { t } from '../../lib/i18n/t';
import type { AiringViewAnswer, LibraryView } from '../../lib/messages/library';
import { Airing, Trending } from './Airing';
import { markTime, openLibrary, readAiring } from './client';
import { ContinueWatching } from './ContinueWatching';
import { CustomLists } from './CustomLists';
import { Discover } from './discover/Discover';
import { HeaderBackground } from './HeaderBackground';
import { ImportHistory } from './import/ImportHistory';
import { useRoute } from './route';
import { StatsCard } from './StatsCard';
import { TitlePage } from './title/TitlePage';
import { ToConfirmPanel } from './ToConfirmPanel';
import { Ratings, Watchlist } from './Watchlist';

/** Which parts this open had to reread: "up to date" when the activities gate let nothing through. */
function Freshness({ view }: { view: LibraryView }) {
  return (
    <p class="muted small" data-testid="freshness" data-reread={view.reread.join(',')}>
      {view.reread.length === 0 ? t('library_fresh_unchanged') : t('library_fresh_updated')}
    </p>
  );
}

export function App() {
  const route = useRoute();
  const [view, setView] = useState<LibraryView | null>(null);
  const [airing, setAiring] = useState<AiringViewAnswer | null>(null);
  useEffect(() => {
    // The calendar is filtered by the Watchlist, so it waits for the library's own refresh.
    void openLibrary().then((opened) => {
      setView(opened);
      if (opened.ok) void readAiring().then(setAiring);
    });
  }, []);
  useEffect(() => {
    // After the commit that put the library on screen: the page answers input from here.
    if (view?.ok) markTime('libraryShownMs');
  }, [view]);

  return (
    <main class="library" aria-busy={view === null}>
      <HeaderBackground ready={view?.ok === true}>
        <h1>{t('library_heading')}</h1>
        <nav class="tabs" aria-label={t('library_nav_label')}>
          <a href="#/" aria-current={route.view === 'library' ? 'page' : undefined}>
            {t('library_tab_library')}
          </a>
          <a href="#/discover" aria-current={route.view === 'discover' ? 'page' : undefined} data-testid="tab-discover">
            {t('library_tab_discover')}
          </a>
          <a href={browser.runtime.getURL('/activity.html')}>{t('library_link_activity')}</a>
          <a href={browser.runtime.getURL('/options.html')}>{t('library_link_options')}</a>
        </nav>
      </HeaderBackground>
      {route.view === 'discover' && <Discover />}
      {route.view === 'title' && <TitlePage kind={route.kind} svcId={route.svcId} />}
      {route.view === 'to-confirm' && <ToConfirmPanel />}
      {route.view === 'library' && view === null && <p class="muted">{t('library_loading')}</p>}
      {route.view === 'library' && view && !view.signedIn && (
        <p class="panel" role="status">
          {t('library_signed_out')}
        </p>
      )}
      {/* What waits is the extension's own: listed even when the service cannot be read. */}
      {route.view === 'library' && view?.signedIn && <ToConfirmPanel />}
      {route.view === 'library' && view && view.signedIn && !view.ok && (
        <p class="error" role="alert">
          {t('library_error_load', view.error ?? '')}
        </p>
      )}
      {route.view === 'library' && view?.ok && (
        <>
          <Freshness view={view} />
          <div class="grid">
            <ContinueWatching items={view.playback} onRemoved={(id) => setView({ ...view, playback: view.playback.filter((row) => row.id !== id) })} />
            <StatsCard stats={view.stats} needsProfile={view.needsProfile === true} />
            <Airing airing={airing} />
            <Trending items={airing?.trending ?? []} />
            <Watchlist items={view.watchlist} ratings={view.ratings} community={view.community} />
            <Ratings ratings={view.ratings} />
            <CustomLists />
          </div>
          <ImportHistory />
        </>
      )}
    </main>
  );
}
