import type { MediaGuess, PlayerState } from '../messages/media';

/** What we last told the service about this tab's item (not what the player does right now). */
export type SentState = 'none' | 'watching' | 'paused' | 'finished';

/** One playback session per tab and item, persisted so a killed worker picks up where it was. */
export interface TabSession {
  tabId: number;
  guess: MediaGuess;
  sent: SentState;
  player: PlayerState;
  /** Last known progress in percent (0-100, 2 decimals). */
  progress: number;
  /** Epoch ms of the last report. */
  updatedAt: number;
}

export type ScrobbleCommandAction = 'start' | 'pause' | 'stop';

/** An instruction for the outbox; the item is still the site's guess, resolved when sent. */
export interface ScrobbleCommand {
  action: ScrobbleCommandAction;
  guess: MediaGuess;
  progress: number;
  /** Epoch ms when the user did what caused it. */
  at: number;
  tabId: number;
}

/** Identity of "the same item" across reports: the site plus its own item id. */
export function sameItem(a: MediaGuess, b: MediaGuess): boolean {
  return a.site === b.site && a.siteItemId === b.siteItemId;
}
