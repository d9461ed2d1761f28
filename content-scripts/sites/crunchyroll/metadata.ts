import { parseEpisodeLabel } from '../../../lib/media/episode-label';
import { fromJsonLd } from '../../metadata/json-ld';
import { named, type GuessSource, type PageContext } from '../../player/site';

type Guess = NonNullable<Awaited<ReturnType<GuessSource>>>;

const SHOW_LINK = 'a.show-title-link';
const HEADING = 'h1.title';
/** The "up next" card under the player (MAL reads its link as the next episode). */
const NEXT_EPISODE_LINK = '[data-t="next-episode"] a[href]';

/**
 * A season numbered above this counts from the series' first episode: two cours are the longest
 * usual anime season, and Crunchyroll numbers later seasons of long series absolutely
 * ("Re:ZERO" season 3 starts at 51 and reaches 66).
 */
const LONGEST_SEASON = 26;

// Words that mark an audio or subtitle version, in the languages Crunchyroll's UI speaks.
// Checked inside a trailing bracket only, so "(2011)" or "(TV)" stay part of the title.
const VERSION_WORDS =
  /(?:^|[\s\-/])(?:dub|dubbed|sub|subbed|subtitled|synchro|synchronfassung|doblaje|doblado|dublado|dublagem|legendado|subtitulado|vf|vostfr|vost|doppiato|sottotitolato|dublaj|altyazılı|озвучка|субтитры|مدبلج|مترجم)(?:$|[\s\-/])/iu;
// Japanese and Chinese forms are written without spaces ("日本語吹替版").
const VERSION_WORDS_CJK = /吹替|吹き替え|字幕|配音/u;
const TRAILING_GROUP = /\s*[([（【]([^()[\]（）【】]+)[)\]）】]\s*$/u;

/** "SPY x FAMILY (English Dub)" -> "SPY x FAMILY": dubs and subs are one work to a tracker. */
export function stripVersionSuffix(title: string): string {
  let rest = title.trim();
  for (let match = TRAILING_GROUP.exec(rest); match; match = TRAILING_GROUP.exec(rest)) {
    const inside = match[1] ?? '';
    if (!VERSION_WORDS.test(inside) && !VERSION_WORDS_CJK.test(inside)) break;
    rest = rest.slice(0, match.index).trim();
  }
  return rest || title.trim();
}

/** A JSON-LD `@id` or a link describes this watch id (locale segments and slugs aside). */
export function linksToItem(url: string | null | undefined, siteItemId: string): boolean {
  return !!url && new RegExp(`/watch/${siteItemId}(?:[/?#]|$)`).test(url);
}

/** `/series/G4PH0WXVJ/spy-x-family` -> `G4PH0WXVJ`; a movie's listing is not a show. */
function seriesIdOf(document: Document): string | undefined {
  return /\/series\/([A-Z0-9]+)/.exec(document.querySelector(SHOW_LINK)?.getAttribute('href') ?? '')?.[1];
}

function textOf(element: Element | null | undefined): string | undefined {
  const value = element?.textContent?.replace(/\s+/g, ' ').trim();
  return value ? value : undefined;
}

/** What the page's own title block shows: the show above the player and the "E5 - Title" heading. */
function readTitleBlock(document: Document): { show?: string; heading?: string } {
  const link = document.querySelector(SHOW_LINK);
  const show = textOf(link?.querySelector('h4')) ?? textOf(link);
  const heading = textOf(document.querySelector(HEADING));
  return { ...(show ? { show } : {}), ...(heading ? { heading } : {}) };
}

/** Site numbers as given; where a later season's number is evidently absolute, say so too. */
function withNumbering(guess: Guess): Guess {
  const { season, episode } = guess;
  const absolute = season !== undefined && season >= 2 && episode !== undefined && episode > LONGEST_SEASON;
  return absolute ? { ...guess, absoluteEpisode: episode } : guess;
}

function polish(guess: Guess, document: Document): Guess {
  const title = stripVersionSuffix(guess.title);
  if (guess.kind === 'movie') return { ...guess, title };
  const siteShowId = seriesIdOf(document);
  return withNumbering({ ...guess, title, ...(siteShowId ? { siteShowId } : {}) });
}

/**
 * Which item each title block was seen with. After a client-side navigation the URL changes
 * before the page renders the new item, so for a moment the block still shows the previous one;
 * a block already seen with another item is that item's, not this one's.
 */
class TitleBlockLedger {
  private readonly owners = new Map<string, string>();

  private static key(block: { show?: string; heading?: string }): string | null {
    return block.heading ? `${block.show ?? ''}\n${block.heading}` : null;
  }

  /** Only a block that agrees with the guess is noted: after "back", the URL may win the race too. */
  note(document: Document, siteItemId: string, guess: Guess): void {
    const block = readTitleBlock(document);
    const key = TitleBlockLedger.key(block);
    const agrees = guess.kind === 'movie' || (block.heading !== undefined && splitHeading(block.heading)?.episode === guess.episode);
    if (key && agrees) this.owners.set(key, siteItemId);
  }

  belongsToAnother(block: { show?: string; heading?: string }, siteItemId: string): boolean {
    const key = TitleBlockLedger.key(block);
    const owner = key ? this.owners.get(key) : undefined;
    return owner !== undefined && owner !== siteItemId;
  }
}

/** JSON-LD, but only while its `@id` is the URL's item: it is rendered for the first URL only. */
function fromCheckedJsonLd(ledger: TitleBlockLedger): GuessSource {
  const jsonLd = fromJsonLd({ matchesItem: (media, siteItemId) => linksToItem(media.id, siteItemId) });
  return async (page: PageContext) => {
    const guess = await jsonLd(page);
    if (!guess) return null;
    ledger.note(page.document, page.siteItemId, guess);
    return polish(guess, page.document);
  };
}

/** "E5 - Title" (or a localized label before the dash) -> its numbers and the episode title. */
export function splitHeading(heading: string): { season?: number; episode?: number; episodeTitle?: string } | null {
  const dash = /\s+[-–—]\s+/.exec(heading);
  if (!dash) return null;
  const numbers = parseEpisodeLabel(heading.slice(0, dash.index));
  if (numbers?.episode === undefined) return null;
  const episodeTitle = heading.slice(dash.index + dash[0].length).trim();
  return { ...numbers, ...(episodeTitle ? { episodeTitle } : {}) };
}

/** The title block under the player: show link, then `h1.title` "E5 - Title", or a movie's title. */
function fromTitleBlock(ledger: TitleBlockLedger): GuessSource {
  return async ({ document, siteItemId }) => {
    const block = readTitleBlock(document);
    const { show, heading } = block;
    if (!heading || ledger.belongsToAnother(block, siteItemId)) return null;
    // Still the previous page: its "up next" card points at the item now in the URL.
    if (linksToItem(document.querySelector(NEXT_EPISODE_LINK)?.getAttribute('href'), siteItemId)) return null;
    const numbers = splitHeading(heading);
    const listing = document.querySelector(SHOW_LINK)?.getAttribute('href')?.includes('/movie_listing/') ?? false;
    let guess: Guess | null = null;
    if (numbers?.episode !== undefined && show) {
      guess = { kind: 'episode', title: show, siteItemId, ...numbers };
    } else if (!numbers && listing) {
      // A movie belongs to a movie listing rather than a series; its heading has no number.
      guess = { kind: 'movie', title: show ?? heading, siteItemId };
    }
    // An unnumbered special under a series is not guessed at: nothing is better than a wrong item.
    if (!guess) return null;
    ledger.note(document, siteItemId, guess);
    return polish(guess, document);
  };
}

/** The guess sources in fallback order; one ledger per page, shared by both. */
export function crunchyrollGuesses(): GuessSource[] {
  const ledger = new TitleBlockLedger();
  return [named('crunchyroll-json-ld', fromCheckedJsonLd(ledger)), named('crunchyroll-title-block', fromTitleBlock(ledger))];
}
