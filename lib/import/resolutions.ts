// From the file's viewings to the questions the resolver answers (one per distinct title), and
// from its answers back to one resolution per viewing.
import { siteItemKey } from '../media/keys';
import type { ImportResolveAnswer, ImportSubject } from '../messages/import';
import type { ScrobbleTarget, ServiceItem } from '../service/items';
import { matchEpisode } from './episode-match';
import type { Resolution } from './preview';
import type { Viewing } from './viewing';

export type SubjectAnswer = ImportResolveAnswer['results'][number];

// The questions of one import: a site's viewing by its own ids (siteItemKey), the rest by their
// title text. Never stored; no site is called `movie` or `show`, so the two never meet.
const movieKey = (title: string) => `movie:${title.toLowerCase()}`;
const showKey = (show: string) => `show:${show.toLowerCase()}`;

/** Distinct titles to resolve, in first-seen order. */
export function subjectsOf(viewings: readonly Viewing[]): ImportSubject[] {
  const subjects = new Map<string, ImportSubject>();
  const add = (subject: ImportSubject) => {
    if (!subjects.has(subject.key)) subjects.set(subject.key, subject);
  };
  for (const { title, guess } of viewings) {
    if (guess) {
      // A site's viewing is asked about by its own ids: one question per thing played.
      add({ key: siteItemKey(guess.site, guess.siteItemId), kind: guess.kind === 'movie' ? 'movie' : 'show', title: guess.title, guess });
      continue;
    }
    if (title.kind === 'movie' || title.kind === 'either') add({ key: movieKey(title.title), kind: 'movie', title: title.title });
    if (title.kind === 'episode')
      add({ key: showKey(title.show), kind: 'show', title: title.show, ...(title.season !== undefined ? { season: title.season } : {}) });
    if (title.kind === 'either') add({ key: showKey(title.show), kind: 'show', title: title.show });
  }
  return [...subjects.values()];
}

function episodeResolution(answer: SubjectAnswer | undefined, season: number | undefined, episodeTitle: string, number?: number): Resolution {
  const item = answer?.item as ServiceItem | undefined;
  if (!item || item.kind === 'movie') return { status: 'unresolved' };
  const list = answer?.episodes ?? [];
  if (number !== undefined && season !== undefined && list.some((episode) => episode.season === season && episode.number === number)) {
    return { status: 'resolved', target: { item, episode: { season, number } }, confidence: 'sure' };
  }
  const match = matchEpisode(list, season, episodeTitle);
  if (!match) return { status: 'unresolved' };
  const target: ScrobbleTarget = { item, episode: { season: match.season, number: match.number } };
  return { status: 'resolved', target, confidence: match.confidence };
}

/** The resolver named the item (and episode) for the site's own ids and numbers: sure. */
function guessResolution(answer: SubjectAnswer | undefined): Resolution {
  const item = answer?.item as ServiceItem | undefined;
  if (!item) return { status: 'unresolved' };
  if (item.kind !== 'movie' && !answer?.episode) return { status: 'unresolved' };
  const target: ScrobbleTarget = { item, ...(answer?.episode ? { episode: answer.episode } : {}) };
  return { status: 'resolved', target, confidence: 'sure' };
}

export function resolutionsOf(viewings: readonly Viewing[], answers: ReadonlyMap<string, SubjectAnswer>): Resolution[] {
  return viewings.map(({ title, guess }): Resolution => {
    if (guess) return guessResolution(answers.get(siteItemKey(guess.site, guess.siteItemId)));
    if (title.kind === 'episode') return episodeResolution(answers.get(showKey(title.show)), title.season, title.episodeTitle, title.episode);
    const movie = answers.get(movieKey(title.title))?.item as ServiceItem | undefined;
    if (movie?.kind === 'movie') return { status: 'resolved', target: { item: movie }, confidence: title.kind === 'movie' ? 'sure' : 'unsure' };
    if (title.kind === 'movie') return { status: 'unresolved' };
    // "Show: Episode" without a season: an episode only if the title names one; never sure.
    const episode = episodeResolution(answers.get(showKey(title.show)), undefined, title.episodeTitle);
    return episode.status === 'resolved' ? { ...episode, confidence: 'unsure' } : episode;
  });
}

/** The user picked `item` for a viewing (search-and-pick): its episode comes from `episodes` as usual. */
export function resolutionWithPick(viewing: Viewing, item: ServiceItem, episodes: SubjectAnswer['episodes']): Resolution {
  const { title } = viewing;
  if (item.kind === 'movie') return { status: 'resolved', target: { item }, confidence: 'sure' };
  const episodeTitle = title.kind === 'movie' ? title.title : title.episodeTitle;
  const season = title.kind === 'episode' ? title.season : undefined;
  const number = title.kind === 'episode' ? title.episode : undefined;
  const resolution = episodeResolution({ key: 'picked', item, ...(episodes ? { episodes } : {}) }, season, episodeTitle, number);
  return resolution.status === 'resolved' ? { ...resolution, confidence: 'sure' } : resolution;
}
