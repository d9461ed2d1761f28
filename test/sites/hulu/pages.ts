// HTML of the Hulu fixture: the watch page of an SPA whose player app (`#web-player-app`) holds the
// program's `video#content-video-player` (page-world expando `__HuluDashPlayer__`), the
// PlayerMetadata title block, the Timeline slider and, for live TV, a LIVE badge in the playback
// controls (SITES.md "7. Hulu"). Ad breaks mount an `.AdUnitView` with its own
// `video#ad-video-player` over the paused program. The page script (player-script.ts) plays the
// breaks, moves between items in-app (a tray of links, next-episode autoplay) with the History API.
import { HULU_ENTITIES, entityById, subtitleOf, titleOf, watchPath, type HuluEntity } from './catalog.js';
import { PLAYER_SCRIPT } from './player-script.js';

export const CLIP_PATH = '/_fixture/media/program.webm';
/** Where the ad's creative starts in the clip: an ad taken for the program would sit half-way in. */
export const AD_CREATIVE_AT = 150;

const esc = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** What the player shows for each entity, and where it goes next. */
function playerItems() {
  return Object.fromEntries(
    HULU_ENTITIES.map((entity) => [
      entity.id,
      {
        title: titleOf(entity),
        subtitle: subtitleOf(entity),
        live: entity.bundle === 'LIVE',
        ads: entity.ads,
        next: entity.next ?? null,
        tray: `${titleOf(entity)}${entity.type === 'episode' ? ` S${entity.season} E${entity.number}` : ''}`,
      },
    ]),
  );
}

function tray(current: HuluEntity): string {
  const links = HULU_ENTITIES.filter((entity) => entity !== current && entity.bundle === 'VOD')
    .map((entity) => `<a class="PlayerTray__item" href="${watchPath(entity)}">${esc(playerItems()[entity.id]!.tray)}</a>`)
    .join('');
  return `<nav class="PlayerTray" aria-label="More to watch">${links}</nav>`;
}

function adUnit(seconds: number): string {
  return `<div class="AdUnitView"><video id="ad-video-player" class="ad-video-player" playsinline src="${CLIP_PATH}#t=${AD_CREATIVE_AT}"></video>
    <div class="AdUnitView__countdown" aria-live="polite">Ad · ${seconds}</div></div>`;
}

export function watchPage(id: string, clipSeconds: number): string | null {
  const entity = entityById(id);
  if (!entity) return null;
  const items = playerItems();
  const item = items[id]!;
  const preroll = entity.ads.find((ad) => ad.at === 0);
  const boot = { current: id, items, clip: CLIP_PATH, clipSeconds, adCreativeAt: AD_CREATIVE_AT };
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Watch ${esc(item.title)} | Hulu</title>
<style>
  html, body { margin: 0; background: #0b0c0f; color: #fff; font-family: sans-serif; }
  #web-player-app { position: absolute; inset: 0; }
  /* The program leaves room for the controls; an ad fills the window (the largest video then). */
  .VideoContainer { position: absolute; top: 0; left: 0; right: 0; bottom: 4em; }
  .VideoContainer video { position: absolute; inset: 0; width: 100%; height: 100%; }
  .AdUnitView { position: fixed; inset: 0; z-index: 2; background: #000; }
  .AdUnitView video { width: 100%; height: 100%; }
  .AdUnitView__countdown { position: absolute; top: 1em; right: 1em; }
  .PlayerMetadata { position: absolute; top: 1em; left: 1em; z-index: 3; }
  .BottomUiControls { position: absolute; left: 1em; right: 1em; bottom: 1em; z-index: 3; }
  .PlayerTray { position: absolute; right: 1em; top: 4em; z-index: 3; display: flex; flex-direction: column; gap: .5em; }
  .PlayerTray a { color: #1ce783; }
</style></head>
<body><div id="app"><div id="web-player-app" class="WebPlayerApp">
  <div class="VideoContainer">
    <video id="content-video-player" class="content-video-player" playsinline></video>
    ${preroll ? adUnit(preroll.seconds) : ''}
  </div>
  <div class="PlayerMetadata"><div class="PlayerMetadata__titleText">${esc(item.title)}</div><div class="PlayerMetadata__subTitle">${esc(item.subtitle ?? '')}</div></div>
  <div class="BottomUiControls"><div class="BottomUiControls__playbackControls">
    <div class="Timeline"><div class="Timeline__slider" role="slider" aria-label="Timeline" aria-valuemin="0" aria-valuenow="0" aria-valuemax="${clipSeconds}"></div>
    <span class="Timeline__currentTimestamp">0:00:00</span></div>
    ${item.live ? '<div class="LiveBadge" aria-label="LIVE">LIVE</div>' : ''}
  </div></div>
  ${tray(entity)}
</div></div>
<script type="application/json" id="wm-boot">${scriptJson(boot)}</script>
<script>(() => {${PLAYER_SCRIPT}
})();</script></body></html>`;
}
