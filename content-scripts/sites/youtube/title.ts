import type { MediaGuess } from '../../../lib/messages/media';
import { isPlausibleYear } from '../../../lib/media/year';
import { parseEpisodeLabel } from '../../../lib/media/episode-label';

// YouTube is mostly not movies or TV, and nothing on a watch page says "this is episode 3".
// So a video is reported only when it positively is one of the two things we track:
//   - a film sold, rented or streamed by YouTube's own Movies channel (Movies & TV), or
//   - an upload whose title states season AND episode ("S01E02", "1x02", "Staffel 1, Folge 2").
// Everything else (vlogs, music, trailers, reactions, recaps, clips, live streams) is silent:
// a missed scrobble is cheaper for the user than a wrong entry in their history.

/** YouTube's "Movies" channel: the owner of purchased, rented and free-with-ads films. */
export const MOVIES_CHANNEL_ID = 'UClgRkhTL3_hImCAmdLfDE4g';

/** What a YouTube watch page says about its video, from whichever source had it. */
export interface VideoFacts {
  title: string;
  /** `UC…` id of the owner, when the source knows it. */
  channelId?: string;
  live?: boolean;
}

type Guess = Omit<MediaGuess, 'site' | 'siteItemId'>;

// Finds a season+episode label inside a longer title; parseEpisodeLabel then has the last word.
const LABEL_IN_TITLE = new RegExp(
  [
    String.raw`\bS\d{1,2}\s*[:.]?\s*E\d{1,3}\b`,
    String.raw`\b\d{1,2}x\d{2,3}\b`,
    String.raw`\b(?:season|staffel|temporada|saison|stagione|seizoen)\s*\d{1,2}\s*[,.:-]?\s*(?:episode|épisode|episodio|folge|aflevering|ep\.?)\s*\d{1,3}\b`,
  ].join('|'),
  'iu',
);

// Videos about an episode or film rather than the thing itself. English first (most uploads),
// then the languages of the label words above.
const NOT_THE_WORK = new RegExp(
  String.raw`\b(?:trailer|teaser|promo|preview|sneak peek|clip|scenes?|recap|review|reactions?|reacts?|breakdown|explained|analysis|podcast|commentary|watch ?party|behind the scenes|bloopers?|vorschau|rückblick|kritik|reaktion|avance|resumen|reseña|reacción|bande-annonce)\b`,
  'iu',
);

const EDGE_SEPARATORS = /^[\s\-–—|:·,]+|[\s\-–—|:·,]+$/gu;
const TRAILING_YEAR = /\s*\((\d{4})\)$/u;

/** "Battlestar Galactica (1978)" -> title and year; a title without a year stays as it is. */
function splitYear(text: string): { title: string; year?: number } {
  const match = TRAILING_YEAR.exec(text);
  const year = match ? Number(match[1]) : undefined;
  if (!match || year === undefined || !isPlausibleYear(year)) return { title: text };
  return { title: text.slice(0, match.index).trim(), year };
}

function episodeOf(title: string): Guess | null {
  const found = LABEL_IN_TITLE.exec(title);
  if (!found) return null;
  const numbers = parseEpisodeLabel(found[0]);
  // A bare "Episode 5" is every other gaming series; only season + episode is a TV episode.
  if (numbers?.season === undefined || numbers.episode === undefined) return null;
  const show = splitYear(title.slice(0, found.index).replace(EDGE_SEPARATORS, ''));
  if (!show.title) return null;
  // "… – S1 E2 – Lost Planet of the Gods | Full Episode": the episode title ends at the next bar.
  const rest = title.slice(found.index + found[0].length).split(/\s[|｜]\s/u)[0] ?? '';
  const episodeTitle = rest.replace(EDGE_SEPARATORS, '');
  return {
    kind: 'episode',
    title: show.title,
    season: numbers.season,
    episode: numbers.episode,
    ...(show.year ? { year: show.year } : {}),
    ...(episodeTitle ? { episodeTitle } : {}),
  };
}

/** The one place that decides whether a YouTube video is a movie, an episode, or nothing to us. */
export function classifyVideo(facts: VideoFacts): Guess | null {
  const title = facts.title.replace(/\s+/gu, ' ').trim();
  if (!title || facts.live || NOT_THE_WORK.test(title)) return null;
  const episode = episodeOf(title);
  // The show is this uploader's use of the title: another channel's upload of the same name is not
  // believed for it (lib/resolve/cache.ts). Without a known owner the video stands alone.
  if (episode) return facts.channelId ? { ...episode, siteShowId: `${facts.channelId}:${episode.title.toLowerCase()}`.slice(0, 128) } : episode;
  if (facts.channelId !== MOVIES_CHANNEL_ID) return null;
  const movie = splitYear(title);
  return { kind: 'movie', title: movie.title, ...(movie.year ? { year: movie.year } : {}) };
}
