import { t } from '../../lib/i18n/t';
import { type BackgroundAnswer, type CardsAnswer, type DiscoverRequest, type TitleAnswer, type TitleArtworkAnswer } from '../../lib/messages/discover';
import { type ActionResult } from '../../lib/messages/popup';
import { ask } from '../shared/ask';

const noAnswer = () => t('library_error_no_answer');

export const readCards = (request: Extract<DiscoverRequest, { type: `discover-${string}` }>): Promise<CardsAnswer> =>
  ask(request, { ok: false, cards: [], page: null, error: noAnswer() });

export const openTitle = (kind: 'movie' | 'show' | 'anime', svcId: number): Promise<TitleAnswer> =>
  ask({ type: 'title-open', kind, svcId }, { ok: false, episodes: [], siteLinks: [], error: noAnswer() });

export const markEpisodes = (request: Extract<DiscoverRequest, { type: 'title-mark-episodes' }>): Promise<ActionResult> =>
  ask(request, { ok: false, error: noAnswer() });

export const readBackground = (): Promise<BackgroundAnswer> => ask({ type: 'library-background' }, { ok: false });

export const readArtwork = (kind: 'movie' | 'show' | 'anime', svcId: number): Promise<TitleArtworkAnswer> =>
  ask({ type: 'title-artwork', kind, svcId }, { ok: false, poster: null, fanart: null });
