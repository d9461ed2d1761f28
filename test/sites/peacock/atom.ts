// Body of GET https://atom.peacocktv.com/adapter-calypso/v3/query/node/content_id/{GMO_…} in the
// shape public Peacock tools read: one node with `type` ("ASSET/EPISODE", "ASSET/PROGRAMME",
// "ASSET/SHORTFORM/CLIP") and `attributes` (title, seriesName, seasonNumber, episodeNumber, year,
// providerVariantId, providerSeriesId, formats.HD.contentId, duration.durationSeconds, …).
import { programmeById, type PeacockProgramme } from './catalog.js';

/** The programme's length without the ads stitched into its stream. */
export function programmeSeconds(programme: PeacockProgramme, streamSeconds: number): number {
  return streamSeconds - programme.ads.reduce((total, ad) => total + ad.seconds, 0);
}

function episodeAttributes(programme: PeacockProgramme) {
  if (programme.type !== 'ASSET/EPISODE') return {};
  return {
    seriesName: programme.series!.name,
    seasonNumber: programme.season!,
    episodeNumber: programme.episode!,
    providerSeriesId: programme.series!.id,
    slug: `/tv/${programme.series!.slug}/${programme.series!.id}/seasons/${programme.season}/episodes/episode-${programme.episode}/${programme.variantId}`,
  };
}

export function atomNode(contentId: string, streamSeconds: number): unknown | null {
  const programme = programmeById(contentId);
  if (!programme) return null;
  return {
    id: `node-${programme.variantId}`,
    type: programme.type,
    attributes: {
      title: programme.title,
      titleLogo: { template: 'https://imageservice.sky.com/uuid/{uuid}/titleLogo' },
      year: programme.year,
      synopsisLong: programme.synopsis,
      ottCertificate: programme.type === 'ASSET/EPISODE' ? 'TV-14' : 'R',
      providerVariantId: programme.variantId,
      formats: { HD: { contentId: programme.contentId, availability: { offerStartTs: 1_700_000_000_000 } } },
      duration: { durationSeconds: programmeSeconds(programme, streamSeconds) },
      ...episodeAttributes(programme),
    },
    relationships: {},
  };
}
