import { parseEpisodeLabel } from '../../../lib/media/episode-label';
import type { GuessSource } from '../../player/site';

// Stan's player is video.js with a metadata overlay (SITES-2.md §9, PreMiD 2022): the programme's
// title in `h1.vjs-metadata--title` and an episode line in `h2.vjs-metadata--subtitle`, whose text
// no source records. So the line is read in every shape a player writes it ("S1 E2", "Season 1
// Episode 2", either with the episode's name before or after), and a line none of them fits is no
// guess: the source says why (the activity log shows it) and the user is asked, rather than the
// episode being taken for a film.

const TITLE = 'h1.vjs-metadata--title';
const LINE = 'h2.vjs-metadata--subtitle';
const CUT = /\s[-–—|·]\s|:\s/gu;

type Numbers = { season?: number; episode: number; episodeTitle?: string };

const label = (text: string) => {
  const numbers = parseEpisodeLabel(text);
  return numbers?.episode === undefined ? null : { ...(numbers.season !== undefined ? { season: numbers.season } : {}), episode: numbers.episode };
};

/** The numbers of an episode line, and the episode's name where it carries one. */
export function episodeLine(text: string): Numbers | null {
  const whole = label(text);
  if (whole) return whole;
  for (const cut of text.matchAll(CUT)) {
    const before = text.slice(0, cut.index).trim();
    const after = text.slice(cut.index + cut[0].length).trim();
    const first = before && after ? label(before) : null;
    if (first) return { ...first, episodeTitle: after };
    const last = before && after ? label(after) : null;
    if (last) return { ...last, episodeTitle: before };
  }
  return null;
}

/**
 * The player's headings. No episode line (or an empty one) is a film: an inference, as PreMiD
 * shows the line only where there is one.
 */
export const fromStanPlayer: GuessSource = async ({ document, siteItemId }) => {
  const title = document.querySelector(TITLE)?.textContent?.trim();
  if (!title) return null;
  const line = document.querySelector(LINE)?.textContent?.trim();
  if (!line) return { kind: 'movie', title, siteItemId };
  const numbers = episodeLine(line);
  // Thrown, not null: the activity log names what the page said that could not be read.
  if (!numbers) throw new Error(`episode line "${line.slice(0, 60)}" names no episode`);
  return { kind: 'episode', title, siteItemId, ...numbers };
};
