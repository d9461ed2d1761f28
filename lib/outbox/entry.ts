import type { ScrobbleCommand } from '../scrobble/session';

export type OutboxStatus = 'pending' | 'failed';

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
}

export function newEntry(command: ScrobbleCommand, now: number): OutboxEntry {
  return { command, status: 'pending', attempts: 0, notBefore: 0, createdAt: now };
}
