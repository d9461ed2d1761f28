// Body of GET /content/v2/cms/objects/{id}: the call the watch page's SPA makes for the item it
// shows (MAL-Sync intercepts a URL containing `/cms/objects/`). Episode fields as SITES.md lists
// them; movie fields as downloaders read them (`movie_metadata.movie_listing_*`).
import { lookupWatchId, type UiLang } from './catalog.js';

export interface CmsEpisode {
  type: 'episode';
  id: string;
  title: string;
  slug_title: string;
  episode_metadata: {
    series_id: string;
    series_title: string;
    series_slug_title: string;
    season_id: string;
    season_number: number;
    season_sequence_number: number;
    season_display_number: string;
    season_title: string;
    season_slug_title: string;
    episode_number: number;
    sequence_number: number;
    duration_ms: number;
    is_dubbed: boolean;
    is_subbed: boolean;
  };
}

export interface CmsMovie {
  type: 'movie';
  id: string;
  title: string;
  slug_title: string;
  movie_metadata: {
    movie_listing_id: string;
    movie_listing_title: string;
    movie_listing_slug_title: string;
    duration_ms: number;
    is_dubbed: boolean;
    is_subbed: boolean;
  };
}

export interface CmsObjects {
  total: number;
  data: Array<CmsEpisode | CmsMovie>;
  meta: Record<string, unknown>;
}

// Crunchyroll drops punctuation and turns each space into a dash: "Re:ZERO -Starting…" -> "rezero--starting…".
const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-');

export function cmsObjects(id: string, opts: { durationSeconds: number }): CmsObjects | null {
  const ref = lookupWatchId(id);
  if (!ref) return null;
  const duration_ms = opts.durationSeconds * 1000;
  if (ref.type === 'movie') {
    const { movie } = ref;
    const data: CmsMovie = {
      type: 'movie',
      id: movie.id,
      title: movie.title,
      slug_title: movie.slug,
      movie_metadata: {
        movie_listing_id: movie.listingId,
        movie_listing_title: movie.title,
        movie_listing_slug_title: movie.listingSlug,
        duration_ms,
        is_dubbed: false,
        is_subbed: true,
      },
    };
    return { total: 1, data: [data], meta: {} };
  }
  const { series, season, episode } = ref;
  const dubbed = /\bDub\)$/.test(season.title);
  const sequence = episode.sequence ?? season.episodes.indexOf(episode) + 1;
  const data: CmsEpisode = {
    type: 'episode',
    id: episode.id,
    title: episode.title,
    slug_title: episode.slug,
    episode_metadata: {
      series_id: series.id,
      series_title: series.title,
      series_slug_title: series.slug,
      season_id: season.id,
      season_number: season.number,
      season_sequence_number: season.number,
      season_display_number: String(season.number),
      season_title: season.title,
      // UTS reads the season from this slug ("season-3"); season 1 has no suffix.
      season_slug_title: slugOf(season.title),
      episode_number: episode.number,
      sequence_number: sequence,
      duration_ms,
      is_dubbed: dubbed,
      is_subbed: !dubbed,
    },
  };
  return { total: 1, data: [data], meta: {} };
}

/** The locale parameter the SPA sends with the UI language. */
export function cmsLocale(lang: UiLang): string {
  return lang === 'de' ? 'de-DE' : 'en-US';
}
