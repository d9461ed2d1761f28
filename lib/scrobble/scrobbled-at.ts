/** spec 3.1: a stop that finishes writes the watch "now" and sets the session's expiry to now + 1 hour. */
export const FINISHED_EXPIRY_MS = 3600_000;

/**
 * When the service recorded a scrobbled watch: the answer's `expires_at` less the hour spec 3.1
 * adds at a finish. The contract's scrobble answer names no watch time (spec 2.9), so without an
 * expiry there is none (undefined): Undo then cannot name the watch by its time (lib/undo/written.ts).
 */
export function scrobbledAt(answer: { action: string; expires_at?: unknown }): number | undefined {
  if (answer.action !== 'scrobble' || typeof answer.expires_at !== 'string') return undefined;
  const expiry = Date.parse(answer.expires_at);
  return Number.isNaN(expiry) ? undefined : expiry - FINISHED_EXPIRY_MS;
}
