// Answers of thePlatform's preview feed for the CBS account Paramount+ plays from:
// GET https://link.theplatform.com/s/dJ5BDC/media/guid/2198311517/{contentId}?format=preview, in
// the fields public downloaders read (yt-dlp's CBS extractors, mech's paramount package):
// `title`, `cbs$SeriesTitle`, `cbs$SeasonNumber` (a number), `cbs$EpisodeNumber` (a string),
// `cbs$EpisodeTitle`, `pubDate` (ms). Some entries write the title as "{Series} - {Episode}" and
// leave cbs$EpisodeTitle out; the second episode does here. Errors come as thePlatform's exceptions.
import { itemByContentId, type ParamountItem } from './catalog.js';

const AIRED = Date.UTC(2017, 11, 1, 8);

function entry(item: ParamountItem, clipSeconds: number): Record<string, unknown> {
  const common = { guid: item.contentId, description: `${item.title.en}.`, pubDate: AIRED, duration: clipSeconds * 1000, cbs$IsLive: false };
  if (item.kind === 'movie') return { ...common, title: item.title.en };
  if (item.kind === 'clip') return { ...common, title: item.title.en, cbs$SeriesTitle: item.series };
  const quirk = item.episode === 2;
  return {
    ...common,
    title: quirk ? `${item.series} - ${item.title.en}` : item.title.en,
    cbs$SeriesTitle: item.series,
    cbs$SeasonNumber: item.season,
    cbs$EpisodeNumber: String(item.episode),
    ...(quirk ? {} : { cbs$EpisodeTitle: item.title.en }),
  };
}

/** The feed's answer for a content id: status and body. */
export function previewAnswer(contentId: string, clipSeconds: number): { status: number; body: unknown } {
  const item = itemByContentId(contentId);
  if (item) return { status: 200, body: entry(item, clipSeconds) };
  return {
    status: 404,
    body: {
      title: 'com.theplatform.data.api.exception.ObjectNotFoundException',
      description: `No media found for GUID ${contentId}`,
      isException: true,
      responseCode: 404,
    },
  };
}
