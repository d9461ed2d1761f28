// Body of GET https://default.any-amer.prd.api.hbomax.com/cms/routes/video/watch/{videoId}/{editId}
// in the JSON:API-like shape PreMiD's HBO Max presence reads (SITES.md "6. Max"): `data` is the
// route, `included[]` holds the page, the video (attributes.alternateId = the URL's video id,
// videoType, seasonNumber, episodeNumber, relationships.show.data.id = the show's alternateId),
// the show or film entry, its images and a rail of other episodes.
import { HARBOR_LIGHTS_S1, MAX_VIDEOS, watchPath, type FixtureShow, type FixtureVideo, type UiLang } from './catalog.js';

const IMAGE_HOST = 'https://us1-prod-images.disco-api.com';

function image(owner: string, kind: string) {
  const id = `image-${owner}-${kind}`;
  return {
    ref: { id, type: 'image' },
    item: { id, type: 'image', attributes: { kind, src: `${IMAGE_HOST}/fixture/${owner}/${kind}.jpeg`, width: 1920, height: 1080 } },
  };
}

function showItem(show: FixtureShow) {
  const poster = image(show.internalId, show.kind === 'movie' ? 'poster-with-logo' : 'cover-artwork');
  return [
    {
      id: show.internalId,
      type: 'show',
      attributes: { alternateId: show.id, name: show.name, showType: show.kind === 'movie' ? 'MOVIE' : 'SERIES', description: `${show.name}.` },
      relationships: { images: { data: [poster.ref] } },
    },
    poster.item,
  ];
}

function videoItem(video: FixtureVideo, lang: UiLang, runtimeMs: number) {
  const still = image(video.internalId, 'default');
  return [
    {
      id: video.internalId,
      type: 'video',
      attributes: {
        alternateId: video.videoId,
        name: video.name[lang],
        videoType: video.videoType,
        ...(video.seasonNumber !== undefined ? { seasonNumber: video.seasonNumber } : {}),
        ...(video.episodeNumber !== undefined ? { episodeNumber: video.episodeNumber } : {}),
        description: `${video.name[lang]}.`,
        videoDuration: runtimeMs,
        ratingDescriptors: [],
      },
      relationships: {
        show: { data: { id: video.show.id, type: 'show' } },
        edit: { data: { id: video.editId, type: 'edit' } },
        images: { data: [still.ref] },
      },
    },
    still.item,
  ];
}

/** Other episodes of the series, as the watch page's "episodes" rail includes them. */
function episodeRail(video: FixtureVideo, lang: UiLang, runtimeMs: number) {
  if (video.videoType !== 'EPISODE') return [];
  const others = HARBOR_LIGHTS_S1.filter((other) => other !== video);
  return [
    {
      id: `collection-episodes-${video.show.internalId}`,
      type: 'collection',
      attributes: { name: lang === 'es' ? 'Episodios' : 'Episodes', kind: 'manual' },
      relationships: { items: { data: others.map((other) => ({ id: other.internalId, type: 'video' })) } },
    },
    ...others.flatMap((other) => videoItem(other, lang, runtimeMs)),
  ];
}

export function cmsRoute(path: string, lang: UiLang, runtimeSeconds: number): unknown | null {
  const video = MAX_VIDEOS.find((candidate) => watchPath(candidate) === path);
  if (!video) return null;
  const runtimeMs = runtimeSeconds * 1000;
  const pageId = `page-video-watch-${video.internalId}`;
  return {
    data: {
      id: `route-${video.internalId}`,
      type: 'route',
      attributes: { url: path, canonical: true },
      relationships: { target: { data: { id: pageId, type: 'page' } } },
    },
    included: [
      { id: pageId, type: 'page', attributes: { alias: 'video-watch', pageMetadataTitle: `${video.name[lang]} • HBO Max` } },
      ...episodeRail(video, lang, runtimeMs),
      ...videoItem(video, lang, runtimeMs),
      ...showItem(video.show),
    ],
    meta: { site: { brand: 'beam', country: lang === 'es' ? 'mx' : 'us', language: lang === 'es' ? 'es-419' : 'en-US' } },
  };
}
