// Answers of the fixture's InnerTube endpoint (POST /youtubei/v1/player), in the shape PreMiD's
// api.ts reads: videoDetails{title, author, channelId, lengthSeconds, isLiveContent, ...} and the
// category under microformat.
import { videoById, type FixtureVideo } from './catalog.js';

export const INNERTUBE = {
  apiKey: 'AIzaSyFixture-0000000000000000000000000',
  clientName: 'WEB',
  clientVersion: '2.20260820.01.00',
} as const;

export interface PlayerRequestBody {
  videoId?: unknown;
  context?: { client?: { clientName?: unknown; clientVersion?: unknown; hl?: unknown } };
}

export function playerResponse(video: FixtureVideo, lengthSeconds: number) {
  return {
    responseContext: { visitorData: 'CgtGaXh0dXJlVmlzaXQ%3D' },
    playabilityStatus: { status: 'OK', playableInEmbed: true },
    videoDetails: {
      videoId: video.id,
      title: video.title,
      lengthSeconds: String(lengthSeconds),
      channelId: video.channel.id,
      isOwnerViewing: false,
      shortDescription: `${video.title}. Uploaded by ${video.channel.name}.`,
      isCrawlable: true,
      thumbnail: { thumbnails: [{ url: `https://i.ytimg.com/vi/${video.id}/hqdefault.jpg`, width: 480, height: 360 }] },
      allowRatings: true,
      viewCount: '48213',
      author: video.channel.name,
      isPrivate: false,
      isUnpluggedCorpus: false,
      isLiveContent: false,
    },
    microformat: {
      playerMicroformatRenderer: {
        title: { simpleText: video.title },
        lengthSeconds: String(lengthSeconds),
        ownerChannelName: video.channel.name,
        externalChannelId: video.channel.id,
        category: video.genre,
        uploadDate: video.uploadDate,
        isShortsEligible: video.short === true,
      },
    },
  };
}

/** The whole exchange: a 400 like the real API for a body without a known client, else the answer. */
export function answerPlayer(body: PlayerRequestBody, lengthSeconds: number): { status: number; json: unknown } {
  const client = body.context?.client;
  if (typeof client?.clientName !== 'string' || typeof client.clientVersion !== 'string') {
    return { status: 400, json: { error: { code: 400, message: 'Request contains an invalid argument.', status: 'INVALID_ARGUMENT' } } };
  }
  const video = typeof body.videoId === 'string' ? videoById(body.videoId) : undefined;
  if (!video) return { status: 200, json: { playabilityStatus: { status: 'ERROR', reason: 'Video unavailable' } } };
  return { status: 200, json: playerResponse(video, lengthSeconds) };
}
