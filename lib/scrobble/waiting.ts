import type { MediaGuess } from '../messages/media';
import type { ScrobbleTarget } from '../service/items';

/**
 * A finished viewing on a site where the user asked to confirm before recording: it waits in
 * IndexedDB (store `toConfirm`) until the user records it or says "Not this". Never sent otherwise.
 */
export interface WaitingWatch {
  /** The store's key (absent until stored). */
  id?: number;
  guess: MediaGuess;
  /** The item the user picked with "Wrong match?"; absent: resolved from the guess when recorded. */
  target?: ScrobbleTarget;
  /** The progress the viewing ended at. */
  progress: number;
  /** Epoch ms when the viewing finished: the real time the history write carries. */
  watchedAt: number;
  /** The media's length the page showed, in ms: the duplicate rule's window when it is recorded. */
  runtimeMs?: number;
  /** The sign-in it was made under (stamped by the account's generation; absent: the current one). */
  signIn?: number;
}
