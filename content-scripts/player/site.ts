import type { GENERIC_SITE } from '../../lib/messages/generic-pages';
import type { MediaGuess } from '../../lib/messages/media';
import type { SiteId } from '../../lib/messages/sites';
import type { MediaServerKind } from '../../lib/messages/media-servers';
import type { PlayerHandle, PlayerSource } from './player-handle';
import type { PlayerObserverFactory } from './player-observer';
import type { Timeline } from './report';

export interface PageContext {
  url: URL;
  document: Document;
  /** The site's id of what plays, from the watch path's `siteItemId` group. */
  siteItemId: string;
}

/**
 * One way of reading what plays; returns null when its source is not there (yet). `sourceName`
 * (set with `named`) is how the activity log names it: minified code keeps no function names.
 */
export type GuessSource = ((page: PageContext) => Promise<Omit<MediaGuess, 'site'> | null>) & { sourceName?: string };

/** Names a source for the activity log ("netflix-metadata", "json-ld"). */
export function named(sourceName: string, source: GuessSource): GuessSource {
  return Object.assign(source, { sourceName });
}

export const sourceNameOf = (source: GuessSource, index: number): string => source.sourceName ?? `source ${index + 1}`;

/** A site adapter: a declaration of where things live; the player core does the rest. */
export interface SiteDefinition {
  id: SiteId | MediaServerKind | typeof GENERIC_SITE;
  /** Watch pages; the `siteItemId` named group is the site's id of what plays. */
  watchPath: RegExp;
  /**
   * Where the path alone does not name the item: YouTube's `?v=`, Prime's player that opens on the
   * same URL. Called only on watch pages; null means nothing is being watched here.
   */
  itemId?: (url: URL, document: Document | undefined) => string | null;
  /**
   * Sources of the guess, most trustworthy first. Site adapters end with `...STANDARD_SOURCES`
   * (metadata/standard-sources.ts), so a redesigned site still yields what standard markup states.
   */
  guess: GuessSource[];
  /**
   * The site's own data says this is not a program (a trailer, an extra): no weaker source may name
   * it and the user is not asked about it.
   */
  refuses?: (page: PageContext) => boolean;
  /** The element whose subtree holds the player: media and title changes are watched there. */
  playerRoot: string;
  /**
   * The player's <video> may sit in an open shadow root (unknown pages, web-component players):
   * the main-video search then walks every element. The named sites' players are in the document
   * (SITES.md), and the walk is the search's largest cost on a page (issue 17).
   */
  videoInShadowRoots?: boolean;
  /**
   * How the player root is watched where a fixed element will not do (the generic detector's root
   * follows the video). A factory, so only the sites that need another observer carry its code.
   */
  observePlayer?: PlayerObserverFactory;
  /** Videos that never count: previews, billboard trailers, ads. */
  isPreview?: (video: HTMLVideoElement) => boolean;
  /** True while an ad plays in the main player (same element): nothing is reported meanwhile. */
  isAdPlaying?: (document: Document) => boolean;
  /** Attributes under the player root whose change may mean an ad began or ended, or a new item. */
  watchAttributes?: string[];
  /**
   * Where the <video> lies about the timeline (a wrong duration, ads spliced in): a reader of the
   * truth, e.g. from page-world data. null falls back to the video element.
   */
  timeline?: (player: PlayerHandle) => Promise<Timeline | null>;
  /**
   * Where the media events come from when the player is no <video> of this document, e.g. a
   * cross-origin player frame whose own script relays them (frameRelaySource). A factory, so only
   * the sites that need a relay carry its code.
   */
  playerSource?: (win: Window, signal: AbortSignal) => PlayerSource;
  /**
   * A real video plays (unmuted, the main one) but no source could tell what it is: the user is
   * asked (content-scripts/player/user-answers.ts).
   */
  onUnknown?: (page: PageContext) => void;
}

export function defineSite(definition: SiteDefinition): SiteDefinition {
  return definition;
}

export function siteItemIdOf(site: SiteDefinition, url: URL, document?: Document): string | null {
  const match = site.watchPath.exec(url.pathname);
  if (!match) return null;
  if (site.itemId) return site.itemId(url, document);
  return match.groups?.siteItemId ?? null;
}

/** What the chain made of a page: the guess and the source that answered, or why there is none. */
export type GuessOutcome = { guess: MediaGuess; source: string } | { guess: null; refused: boolean };

/** A source that threw: its name and the reason, for the activity log. */
export type SourceFailure = (source: string, reason: string) => void;

/** First source that knows wins; a failing source (network, changed markup) falls through. */
export async function readGuessOutcome(site: SiteDefinition, page: PageContext, onFailure?: SourceFailure): Promise<GuessOutcome> {
  for (const [index, source] of site.guess.entries()) {
    if (site.refuses?.(page)) return { guess: null, refused: true };
    const guess = await source(page).catch((error: unknown) => {
      onFailure?.(sourceNameOf(source, index), error instanceof Error ? error.message : String(error));
      return null;
    });
    if (guess) return { guess: { ...guess, site: site.id }, source: sourceNameOf(source, index) };
  }
  return { guess: null, refused: !!site.refuses?.(page) };
}

export async function readGuess(site: SiteDefinition, page: PageContext): Promise<MediaGuess | null> {
  return (await readGuessOutcome(site, page)).guess;
}
