/**
 * The per-user write lock (spec 4.3, 7, 8): a scrobble or history write for a user whose previous
 * write is still running gets 400 RATE_LIMIT. The lock lives while the write runs and at most
 * 20 s of virtual time, so a write stuck behind an injected delay cannot hold it forever.
 */
export const LOCK_CAP_MS = 20_000;

interface Held {
  token: number;
  until: number;
}

export class WriteLocks {
  private readonly held = new Map<number, Held>();
  private seq = 0;

  /** A token for release(), or undefined when the user's previous write still holds the lock. */
  acquire(userId: number, now: number): number | undefined {
    const h = this.held.get(userId);
    if (h && now < h.until) return undefined;
    const token = ++this.seq;
    this.held.set(userId, { token, until: now + LOCK_CAP_MS });
    return token;
  }

  /** Only the holder releases: a write that outlived the cap must not free its successor's lock. */
  release(userId: number, token: number): void {
    if (this.held.get(userId)?.token === token) this.held.delete(userId);
  }
}
