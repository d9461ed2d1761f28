// Body of GET https://www.viki.com/api/videos/{id} (SITES.md "17. Viki"; the shape yt-dlp's Viki
// extractor reads: `video.titles`, `video.number`, `video.type`, `video.container.titles`,
// `video.duration`), trimmed to what a page needs to describe the video.
import { VIKI_ORIGIN, watchPath, type VikiVideo } from './catalog.js';

function containerUrl(video: VikiVideo): string {
  const { container } = video;
  return `${VIKI_ORIGIN}/${container.type === 'film' ? 'movies' : 'tv'}/${container.id}-${container.slug}`;
}

export function videoAnswer(video: VikiVideo, seconds: number): unknown {
  return {
    video: {
      id: video.id,
      type: video.type,
      ...(video.number !== undefined ? { number: video.number } : {}),
      titles: video.titles ?? {},
      duration: seconds,
      created_at: '2013-10-09T12:55:00Z',
      rating: '15',
      url: { web: `${VIKI_ORIGIN}${watchPath(video)}` },
      container: { id: video.container.id, type: video.container.type, titles: video.container.titles, url: { web: containerUrl(video) } },
      blocking: { geo: false, upcoming: false, paywall: false },
      subtitle_completions: { en: 100, es: 96 },
    },
  };
}
