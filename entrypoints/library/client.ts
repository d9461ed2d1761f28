import { type AiringViewAnswer,
  type LibraryRequest,
  type LibraryView,
  type ListsAnswer } from '../../lib/messages/library';
import { type ActionResult } from '../../lib/messages/popup';
import { t } from '../../lib/i18n/t';
import { ask } from '../shared/ask';

const noAnswer = () => t('library_error_no_answer');

export const openLibrary = (): Promise<LibraryView> =>
  ask({ type: 'library-open' }, { ok: false, signedIn: true, playback: [], watchlist: [], ratings: [], community: [], stats: null, reread: [], error: noAnswer() });

export const readAiring = (): Promise<AiringViewAnswer> => ask({ type: 'library-airing' }, { ok: false, today: [], week: [], trending: [], error: noAnswer() });

export const act = (request: LibraryRequest): Promise<ActionResult> => ask(request, { ok: false, error: noAnswer() });

export const readLists = (request: Extract<LibraryRequest, { type: 'library-lists' | 'library-list-items' }>): Promise<ListsAnswer> =>
  ask(request, { ok: false, error: noAnswer() });
