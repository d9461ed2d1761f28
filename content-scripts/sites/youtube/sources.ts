import { isBoolean, isObject, isString, orMissing } from '../../json-shape';
import { readPageSignals, stripSiteName } from '../../metadata/page-signals';
import { answerMemo } from '../../metadata/site-api';
import { siteJson } from '../../metadata/site-request';
import type { GuessSource } from '../../player/site';
import { classifyVideo, type VideoFacts } from './title';

// Where a YouTube watch page names its video, freshest first. Everything server-rendered into the
// first page (ytInitialPlayerResponse, the microformat JSON-LD) describes the video the tab was
// opened on and goes stale after SPA navigation, so it is not read at all.

interface VideoDetails {
  videoId: string;
  title: string;
  channelId?: string;
  isLiveContent?: boolean;
}

/** The player API's `videoDetails`, with the fields we read as expected. */
function isVideoDetails(value: unknown): value is VideoDetails {
  return (
    isObject(value) && isString(value.videoId) && isString(value.title) && orMissing(isString)(value.channelId) && orMissing(isBoolean)(value.isLiveContent)
  );
}

interface InnertubeConfig {
  key?: string;
  clientName: string;
  clientVersion: string;
}

// The config comes with the page load and SPA navigation keeps it: scan the big inline scripts once.
const configs = new WeakMap<Document, InnertubeConfig>();

/** The page's InnerTube client config, from its inline `ytcfg.set({...})` (our world cannot see `yt.config_`). */
export function innertubeConfigOf(document: Document): InnertubeConfig | null {
  const known = configs.get(document);
  if (known) return known;
  for (const script of document.querySelectorAll('script:not([src])')) {
    const text = script.textContent ?? '';
    const version = /"INNERTUBE_CLIENT_VERSION":"([^"]+)"/u.exec(text)?.[1];
    if (!version) continue;
    const key = /"INNERTUBE_API_KEY":"([^"]+)"/u.exec(text)?.[1];
    const clientName = /"INNERTUBE_CLIENT_NAME":"([^"]+)"/u.exec(text)?.[1] ?? 'WEB';
    const config = { clientName, clientVersion: version, ...(key ? { key } : {}) };
    configs.set(document, config);
    return config;
  }
  return null;
}

async function innertubeFacts(url: URL, document: Document, videoId: string): Promise<VideoFacts | null> {
  const config = innertubeConfigOf(document);
  if (!config) return null;
  const endpoint = new URL('/youtubei/v1/player', url.origin);
  if (config.key) endpoint.searchParams.set('key', config.key);
  endpoint.searchParams.set('prettyPrint', 'false');
  const body = await siteJson(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ videoId, context: { client: { clientName: config.clientName, clientVersion: config.clientVersion } } }),
  });
  if (body === null) return null;
  const details = isObject(body) ? body.videoDetails : undefined;
  if (!isVideoDetails(details) || details.videoId !== videoId) return null;
  return { title: details.title, live: details.isLiveContent === true, ...(details.channelId ? { channelId: details.channelId } : {}) };
}

/**
 * The player API the page itself calls, keyed by video id: never stale, and it names the owner.
 * One per site definition, which asks once per video for the script's life (a vlog asks again on
 * every media event, the network only once).
 */
export function fromInnertube(): GuessSource {
  const answers = answerMemo<VideoFacts>();
  return async ({ url, document, siteItemId }) => {
    const facts = await answers(siteItemId, () => innertubeFacts(url, document, siteItemId));
    const guess = facts && classifyVideo(facts);
    return guess ? { ...guess, siteItemId } : null;
  };
}

/** The flexy (the watch page's main element) carries the id of the video its metadata describes. */
function flexyShows(document: Document, videoId: string): boolean {
  return !!document.querySelector(`ytd-watch-flexy[video-id="${videoId}"], #page-manager > [video-id="${videoId}"]`);
}

/** The player's own title link: its text and its `?v=` are set together, so it is never half-updated. */
function playerTitle(document: Document, videoId: string): string | undefined {
  const link = document.querySelector('#movie_player .ytp-title-link');
  const linked = new URLSearchParams((link?.getAttribute('href') ?? '').split('?')[1] ?? '').get('v');
  const text = link?.textContent?.trim();
  return linked === videoId && text ? text : undefined;
}

const HEADINGS = ['ytd-watch-metadata h1 yt-formatted-string', 'h1 yt-formatted-string.ytd-video-primary-info-renderer'];
const CHANNEL_LINK = ['ytd-watch-metadata #owner ytd-channel-name a', '#upload-info .ytd-channel-name a', '#top-row .ytd-channel-name a'];

function firstText(document: Document, selectors: string[]): string | undefined {
  for (const selector of selectors) {
    const text = document.querySelector(selector)?.textContent?.trim();
    if (text) return text;
  }
  return undefined;
}

/** `/channel/UC…` links name the owner; `/@handle` links do not, and then no film is claimed. */
function channelIdOf(document: Document): string | undefined {
  for (const selector of CHANNEL_LINK) {
    const href = document.querySelector(selector)?.getAttribute('href') ?? '';
    const id = /\/channel\/(UC[\w-]{22})/u.exec(href)?.[1];
    if (id) return id;
  }
  return undefined;
}

const isLive = (document: Document) => !!document.querySelector('#movie_player.ytp-live');

/** The rendered watch page: the player's title (or the heading), the owner link, the live badge. */
export const fromWatchPage: GuessSource = async ({ document, siteItemId }) => {
  const onVideo = flexyShows(document, siteItemId);
  const title = playerTitle(document, siteItemId) ?? (onVideo ? firstText(document, HEADINGS) : undefined);
  const channelId = onVideo ? channelIdOf(document) : undefined;
  const guess = title && classifyVideo({ title, live: isLive(document), ...(channelId ? { channelId } : {}) });
  return guess ? { ...guess, siteItemId } : null;
};

/** MediaSession title, else "{title} - YouTube": no owner there, so only titled episodes. */
export const fromPageSignals: GuessSource = async ({ document, siteItemId }) => {
  if (!flexyShows(document, siteItemId) && !playerTitle(document, siteItemId)) return null;
  const signals = readPageSignals(document);
  const title = signals.sessionTitle ?? (signals.documentTitle ? stripSiteName(signals.documentTitle, ['YouTube']) : undefined);
  const guess = title && classifyVideo({ title, live: isLive(document) });
  return guess ? { ...guess, siteItemId } : null;
};
