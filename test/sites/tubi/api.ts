// Tubi's video records, as its content API answers GET /oz/videos/{id}/content on the site's own
// origin and as the server-rendered store holds them (`window.__data`, `video.byId[id]`): the
// fields yt-dlp and other downloaders read (title, year, duration, series_id, episode_number,
// video_resources[].manifest, subtitles, policy_match, publisher_id, thumbnails). A series is keyed
// by its id with a leading 0 and lists its seasons (`children`, id = the season number) and their
// episodes. SITES.md names no API for Tubi; these shapes come from those tools (inference).
import { apiTitle, BSG_S1, CLIP_PATH, TUBI_VIDEOS, type TubiSeries, type TubiVideo } from './catalog.js';

const THUMBS = 'https://canvas-lb.tubitv.com/opts/fixture';

export function videoRecord(video: TubiVideo, clipSeconds: number): Record<string, unknown> {
  return {
    id: video.id,
    type: 'v',
    title: apiTitle(video),
    description: `${video.name}.`,
    year: video.year,
    duration: clipSeconds,
    publisher_id: 'f1e2d3c4b5a697887766554433221100',
    thumbnails: [`//${THUMBS.slice(8)}/${video.id}/thumb.jpg`],
    posterarts: [`${THUMBS}/${video.id}/poster.jpg`],
    video_resources: [{ type: 'hlsv6', manifest: { url: CLIP_PATH, duration: clipSeconds } }],
    subtitles: [{ lang: 'English', url: `//s.tubi.video/fixture/${video.id}.srt` }],
    policy_match: true,
    tags: video.kind === 'movie' ? ['Sci-Fi', 'Cult Classics'] : ['TV', 'Sci-Fi'],
    ...(video.series ? { series_id: video.series.id, episode_number: String(video.episode) } : {}),
  };
}

export function seriesRecord(series: TubiSeries, clipSeconds: number): Record<string, unknown> {
  const episodes = BSG_S1.filter((video) => video.series === series);
  const seasons = [...new Set(episodes.map((video) => video.season!))];
  return {
    id: series.id,
    type: 's',
    title: series.title,
    description: `${series.title}.`,
    year: series.year,
    posterarts: [`${THUMBS}/${series.id}/poster.jpg`],
    children: seasons.map((season) => ({
      id: String(season),
      title: `Season ${season}`,
      children: episodes.filter((video) => video.season === season).map((video) => videoRecord(video, clipSeconds)),
    })),
  };
}

/** The content API's answer for one id (a video's, or a series' with its leading 0). */
export function contentRecord(id: string, clipSeconds: number): Record<string, unknown> | null {
  const video = TUBI_VIDEOS.find((candidate) => candidate.id === id);
  if (video) return videoRecord(video, clipSeconds);
  const series = BSG_S1.map((candidate) => candidate.series!).find((candidate) => candidate.id === id);
  return series ? seriesRecord(series, clipSeconds) : null;
}

/**
 * The page's store as the server renders it for `video`: the video, and for an episode its
 * series and every sibling episode. It is written once, at load: after in-app navigation it still
 * describes the page the tab first loaded (keyed by id, so it never misnames another video).
 */
export function pageStore(video: TubiVideo | null, clipSeconds: number): Record<string, unknown> {
  const byId: Record<string, unknown> = {};
  if (video?.series) {
    byId[video.series.id] = { ...seriesRecord(video.series, clipSeconds), children: undefined };
    for (const sibling of BSG_S1.filter((candidate) => candidate.series === video.series)) byId[sibling.id] = videoRecord(sibling, clipSeconds);
  } else if (video) {
    byId[video.id] = videoRecord(video, clipSeconds);
  }
  return { video: { byId, isFetching: false }, ui: { isMobile: false, userLanguageLocale: 'en-US' }, auth: { user: null } };
}
