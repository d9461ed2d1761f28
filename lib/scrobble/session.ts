import type { MediaGuess, PlayerState } from '../messages/media';
import type { ScrobbleTarget } from '../service/items';

/** What we last told the service about this tab's item (not what the player does right now). */
export type SentState = 'none' | 'watching' | 'paused' | 'finished';

/** One playback session per tab and item, persisted so a killed worker picks up where it was. */
export interface TabSession {
  /** The sign-in generation it began under (lib/auth/sign-in-generation.ts): under another one it is over. */
  signIn?: number;
  tabId: number;
  guess: MediaGuess;
  sent: SentState;
  player: PlayerState;
  /** Last known progress in percent (0-100, 2 decimals), as the player shows it. */
  progress: number;
  /** The media's length as the player showed it, in ms. */
  runtimeMs?: number;
  /**
   * The progress a close would claim: the position, except after a scrub straight to the end,
   * where it is the place before the jump. A tab closed later must not turn a scrub into a watch.
   */
  credited?: number;
  /** The progress of the last command sent for this item, so a close never repeats itself. */
  sentProgress?: number;
  /** Epoch ms of the last report. */
  updatedAt: number;
  /** A pause waiting to prove it is not a flap (pause/play within the settle time). */
  pendingPause?: { at: number; progress: number };
  /** The user said "I'm watching this again" (the popup): this viewing's finish is a rewatch. */
  deliberateRewatch?: true;
}

export type ScrobbleCommandAction = 'start' | 'pause' | 'stop' | 'checkin';

/**
 * What a command is about: the site's guess (resolved when sent), an item already resolved, or
 * both (a parked guess the user picked the item for: the target is sent, the guess names it).
 */
export type CommandSubject = { guess: MediaGuess; target?: ScrobbleTarget } | { target: ScrobbleTarget; guess?: undefined };

/** An instruction for the outbox. */
export type ScrobbleCommand = CommandSubject & {
  action: ScrobbleCommandAction;
  progress: number;
  /** Epoch ms when the user did what caused it; kept through retries and offline spells. */
  at: number;
  tabId?: number;
  /** A stop meant to record a watch (progress at or past the user's threshold). */
  counts?: boolean;
  /** Only the day of `at` is known (an import row): the duplicate rule compares days. */
  dayOnly?: true;
  /** A watch's runtime in ms, where the page showed it: two finishes closer than this are one viewing. */
  runtimeMs?: number;
  /** A finish the user marked as a rewatch: never a duplicate, sent with the rewatch parameters (lib/scrobble/rewatch.ts). */
  deliberateRewatch?: true;
};

/** Identity of "the same item" across reports: the site plus its own item id. */
export function sameItem(a: MediaGuess, b: MediaGuess): boolean {
  return a.site === b.site && a.siteItemId === b.siteItemId;
}
