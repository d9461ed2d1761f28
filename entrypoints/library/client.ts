import { browser } from 'wxt/browser';
import { type AiringViewAnswer, type LibraryRequest, type LibraryView, type ListsAnswer } from '../../lib/messages/library';
import { LibraryAssembler, LIBRARY_STREAM_PORT } from '../../lib/messages/library-stream';
import { type ActionResult } from '../../lib/messages/popup';
import { t } from '../../lib/i18n/t';
import { ask } from '../shared/ask';

const noAnswer = () => t('library_error_no_answer');

/** Open-time marks for the bench (ms since the page's navigation started); not shown. */
export function markTime(name: 'libraryDataMs' | 'libraryShownMs'): void {
  document.documentElement.dataset[name] ??= String(Math.round(performance.now()));
}

/**
 * The library, streamed over a port (lib/messages/library-stream.ts) and validated a message at a
 * time: a 10,000-title Watchlist and 10,000 saved playbacks never hold the page still.
 */
export function openLibrary(): Promise<LibraryView> {
  const failed: LibraryView = {
    ok: false,
    signedIn: true,
    playback: [],
    watchlist: [],
    ratings: [],
    community: [],
    stats: null,
    reread: [],
    error: noAnswer(),
  };
  return new Promise((resolve) => {
    const assembler = new LibraryAssembler();
    let port: ReturnType<typeof browser.runtime.connect>;
    try {
      port = browser.runtime.connect({ name: LIBRARY_STREAM_PORT });
    } catch {
      resolve(failed);
      return;
    }
    port.onMessage.addListener((message: unknown) => {
      markTime('libraryDataMs');
      const state = assembler.accept(message);
      if (state === 'more') return;
      port.disconnect();
      resolve(assembler.view() ?? failed);
    });
    // The worker stopped mid-way, or refused the port: no answer (resolving twice is harmless).
    port.onDisconnect.addListener(() => resolve(failed));
  });
}

export const readAiring = (): Promise<AiringViewAnswer> => ask({ type: 'library-airing' }, { ok: false, today: [], week: [], trending: [], error: noAnswer() });

export const act = (request: LibraryRequest): Promise<ActionResult> => ask(request, { ok: false, error: noAnswer() });

export const readLists = (request: Extract<LibraryRequest, { type: 'library-lists' | 'library-list-items' }>): Promise<ListsAnswer> =>
  ask(request, { ok: false, error: noAnswer() });
