import type { ScrobbleCommand } from '../scrobble/session';

/** `parked`: the item could not be told apart; it waits for the user to pick it (never a guess). */
export type OutboxStatus = 'pending' | 'failed' | 'parked';

/** A command as stored: written before any network call, removed only once the service has it. */
export interface OutboxEntry {
  seq?: number;
  command: ScrobbleCommand;
  status: OutboxStatus;
  attempts: number;
  /** Epoch ms before which the entry must not be sent again. */
  notBefore: number;
  createdAt: number;
  lastError?: string;
  /** It waited for the user to pick its item: by the time it goes out, it is history, not "now". */
  late?: true;
}

export function newEntry(command: ScrobbleCommand, now: number): OutboxEntry {
  return { command, status: 'pending', attempts: 0, notBefore: 0, createdAt: now };
}
