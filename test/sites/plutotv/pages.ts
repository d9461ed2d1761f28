// HTML of the Pluto TV fixture (SITES.md "16. Pluto TV"): a React app with styled-components class
// names (`Player__Wrapper-kxPlPT`, `Overlay__title-kcjStc`: a component, an element, a build hash),
// the player's overlay title with the episode's label and name, a seek bar that counts the
// programme (not the ads stitched into the stream), an ad indicator while an ad plays, and live
// channels at /live-tv/{slug} with PreMiD's progress bar (inline `width: N%`). The page script
// (player-script.ts) plays the stitched stream and moves between items with the History API.
import { CLIP_PATH, KNIVES_OUT, nextEpisode, programmeSeconds, SCI_FI_CHANNEL, watchPath, type PlutoItem, type UiLang } from './catalog.js';
import { PLAYER_SCRIPT } from './player-script.js';

const STRINGS = {
  en: { ad: 'Ad', onDemand: 'On Demand', live: 'Live TV', free: 'Free TV' },
  de: { ad: 'Werbung', onDemand: 'On Demand', live: 'Live TV', free: 'Kostenloses TV' },
} as const;

const esc = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
/** A styled-components class: the component and element names, then generated hashes. */
const styled = (name: string) => {
  const hash = () => Math.random().toString(36).slice(2, 8);
  return `${name}-${hash()} ${hash()}`;
};

/** "S1 E2" in English, "Staffel 1 Folge 3" in German. */
export function episodeLabel(item: PlutoItem, lang: UiLang): string | null {
  if (item.kind !== 'episode') return null;
  return lang === 'de' ? `Staffel ${item.season} Folge ${item.episode}` : `S${item.season} E${item.episode}`;
}

function playerItem(item: PlutoItem, lang: UiLang, locale: string, clipSeconds: number) {
  const next = nextEpisode(item);
  const label = episodeLabel(item, lang);
  return {
    heading: item.series?.name ?? item.name,
    label,
    episodeName: item.kind === 'episode' ? item.name : null,
    documentTitle: `${item.series ? `${item.series.name} ${label}: ${item.name}` : item.name} - ${STRINGS[lang].free} | Pluto TV`,
    ads: item.ads,
    programme: programmeSeconds(item, clipSeconds),
    ...(next ? { next: watchPath(next, { locale }), nextKey: next.id } : {}),
  };
}

function playerItems(first: PlutoItem, lang: UiLang, locale: string, clipSeconds: number) {
  const items: Record<string, ReturnType<typeof playerItem>> = {};
  for (let item: PlutoItem | undefined = first; item; item = nextEpisode(item)) items[item.id] = playerItem(item, lang, locale, clipSeconds);
  return items;
}

/** The on-demand player as the app renders it (the live page renders the same in place). */
export function playerMarkup(item: PlutoItem, lang: UiLang, clipSeconds: number): string {
  const shown = playerItem(item, lang, '', clipSeconds);
  const div = (name: string, text: string | null) => (text ? `<div class="${styled(name)}">${esc(text)}</div>` : '');
  return `<div class="${styled('Player__Wrapper')}">
  <div class="${styled('Player__VideoWrapper')}"><video playsinline></video></div>
  <div class="${styled('Overlay__Wrapper')}">${div('Overlay__title', shown.heading)}${div('Overlay__episode', shown.label)}${div('Overlay__episodeName', shown.episodeName)}</div>
  <div class="${styled('Controls__Bar')}">
    <div class="${styled('Seekbar__Track')}" role="slider" aria-label="Seek" aria-valuemin="0" aria-valuemax="${shown.programme}" aria-valuenow="0"></div>
    <span class="${styled('Controls__Time')}"></span>
    <div class="${styled('Volume__Slider')}" role="slider" aria-label="Volume" aria-valuemin="0" aria-valuemax="100" aria-valuenow="100"></div>
  </div>
  <div class="${styled('Player__AdSlot')}"></div>
</div>`;
}

function layout(lang: UiLang, title: string, body: string, boot: unknown): string {
  return `<!doctype html>
<html lang="${lang === 'de' ? 'de-DE' : 'en-US'}"><head><meta charset="utf-8"><title>${esc(title)}</title>
<style>
  html, body { margin: 0; background: #000; color: #fff; font-family: sans-serif; }
  [class^="Player__Wrapper-"] { position: absolute; inset: 0; }
  [class^="Player__VideoWrapper-"], [class^="Player__VideoWrapper-"] video { position: absolute; inset: 0; width: 100%; height: 100%; }
  [class^="Overlay__Wrapper-"] { position: absolute; top: 2em; left: 2em; }
  [class^="Controls__Bar-"] { position: absolute; bottom: 1em; left: 2em; right: 2em; opacity: 0; }
  [class^="AdIndicator__Wrapper-"] { position: absolute; top: 1em; right: 1em; }
  nav { position: absolute; bottom: 4em; left: 2em; }
</style></head>
<body><div id="root">${body}</div>
<script type="application/json" id="wm-boot">${scriptJson(boot)}</script>
<script>(() => {${PLAYER_SCRIPT}
})();</script></body></html>`;
}

export function watchPage(item: PlutoItem, lang: UiLang, locale: string, clipSeconds: number): string {
  const shown = playerItem(item, lang, locale, clipSeconds);
  const boot = {
    mode: 'watch',
    current: item.id,
    items: playerItems(item, lang, locale, clipSeconds),
    clip: CLIP_PATH,
    words: STRINGS[lang],
    adClass: styled('AdIndicator__Wrapper'),
  };
  return layout(lang, shown.documentTitle, `<div class="${styled('App__Wrapper')}">${playerMarkup(item, lang, clipSeconds)}</div>`, boot);
}

/** A channel: the stream loops for ever; an On Demand tile opens a film in the same app. */
export function livePage(lang: UiLang, locale: string, clipSeconds: number): string {
  const film = KNIVES_OUT;
  const boot = {
    mode: 'live',
    current: film.id,
    items: playerItems(film, lang, locale, clipSeconds),
    clip: CLIP_PATH,
    words: STRINGS[lang],
    adClass: styled('AdIndicator__Wrapper'),
    player: playerMarkup(film, lang, clipSeconds),
  };
  const body = `<div class="${styled('LiveTV__Wrapper')}">
  <div class="${styled('Player__Wrapper')}">
    <div class="${styled('Player__VideoWrapper')}"><video src="${CLIP_PATH}" autoplay loop playsinline></video></div>
    <div class="${styled('Overlay__Wrapper')}"><div class="${styled('Overlay__title')}">${esc(SCI_FI_CHANNEL.name)}</div><div class="${styled('Overlay__episodeName')}">${esc(SCI_FI_CHANNEL.airing)}</div></div>
    <div class="${styled('LiveProgress__Bar')}" style="width: 43%"></div>
  </div>
  <nav><a class="${styled('Tile__Link')}" href="${watchPath(film, { locale })}">${STRINGS[lang].onDemand}: ${esc(film.name)}</a></nav>
</div>`;
  return layout(lang, `${SCI_FI_CHANNEL.name} - ${STRINGS[lang].live} | Pluto TV`, body, boot);
}
