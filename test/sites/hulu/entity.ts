// Body of GET https://discover.hulu.com/content/v3/entity?language=en&eab_ids={id} in the shape
// MALSync and the Kodi add-ons read (SITES.md "7. Hulu"): `items[]` with `_type`, `id`, `name`,
// `series_id`, `series_name`, `season` and `number` (as text), `premiere_date`, `genre_names`, and
// the playable `bundle` whose `bundle_type` is VOD or LIVE. A film leaves the series fields null.
import { entityById, HULU_ENTITIES, type HuluEntity } from './catalog.js';

/** The EAB id Hulu's playback and state APIs key everything by: EAB::{id}::{content}::{asset}. */
export function eabIdOf(entity: HuluEntity): string {
  const index = HULU_ENTITIES.indexOf(entity) + 1;
  return `EAB::${entity.id}::${61_600_000 + index}::${132_600_000 + index}`;
}

function item(entity: HuluEntity, runtimeSeconds: number) {
  const eab = eabIdOf(entity);
  return {
    _type: entity.type,
    id: entity.id,
    name: entity.name,
    description: `${entity.name}.`,
    series_id: entity.series?.id ?? null,
    series_name: entity.series?.name ?? null,
    season: entity.season === undefined ? null : String(entity.season),
    number: entity.number === undefined ? null : String(entity.number),
    premiere_date: entity.premiereDate,
    genre_names: entity.genres,
    rating: { code: entity.rating },
    duration: runtimeSeconds,
    artwork: { 'program.tile': { path: `https://img.hulu.com/user/v3/artwork/${entity.id}?base_image_bucket_name=image_manager` } },
    bundle: { eab_id: eab, bundle_type: entity.bundle, duration: runtimeSeconds, content_type: entity.bundle === 'LIVE' ? 'LIVE' : 'VOD' },
    personalization: { eab },
  };
}

/** `eab_ids` names entities by bare id or by EAB id, comma-separated. */
export function entityAnswer(eabIds: string, runtimeSeconds: number): unknown {
  const ids = eabIds.split(',').map((part) => part.split('::')[1] ?? part);
  return {
    items: ids
      .map(entityById)
      .filter((entity): entity is HuluEntity => !!entity)
      .map((entity) => item(entity, runtimeSeconds)),
  };
}
