import type { BigIdGen } from './ids.ts';
import { airedEpisodes, type Library, sameTarget, type Target } from './library.ts';
import { REWATCH_GAP_MS, type RewatchSession } from './rewatch.ts';

/**
 * The scrobble session machine of spec 3.1, one session per user and show/movie/anime.
 * Pure of HTTP: handlers validate and resolve, then call one of these with the virtual time.
 */

export const FINISH_THRESHOLD = 80;
export const DUPLICATE_WINDOW_MS = 3_600_000;

export interface Session extends Target {
  id: bigint;
  userId: number;
  state: 'watching' | 'paused' | 'finished';
  progress: number;
  startedAt: number;
  /** watching: end of remaining runtime; paused: the pause time; finished: end of the duplicate window. */
  expiresAt: number;
  checkin: boolean;
  /** Checkin only: how its completion is recorded, decided at check-in time (spec 8). */
  mode?: WatchMode;
  rewatch?: RewatchSession;
}

/** A first watch, a rewatch (PRO/VIP opt-in past the 2-day gap), or a duplicate that records nothing (spec 3.1). */
export type WatchMode = 'first' | 'rewatch' | 'duplicate';

export type Action = 'start' | 'pause' | 'scrobble' | 'checkin';

export type Outcome =
  { kind: 'ok'; session: Session; action: Action; rewatch?: RewatchSession } | { kind: 'already_watched'; watchedAt: number; expiresAt: number };

interface Finish {
  watchedAt: number;
  expiresAt: number;
}

export class Scrobbler {
  readonly sessions = new Map<string, Session>();
  /** Last finish per user and exact episode/movie: the 1-hour duplicate window (spec 3.1, 8). */
  private readonly finishes = new Map<string, Finish>();

  constructor(
    private readonly library: Library,
    private readonly ids: BigIdGen,
  ) {}

  /**
   * The spec 3.1 state of this exact movie or episode for the user: another episode's session is
   * none, and so is an expired one (watching: at the end of the remaining runtime; finished: an
   * hour after). A pause's expiry (now) ends its Watching-now status only: the paused session stays
   * for the stop and pause the table lists from it.
   */
  stateOf(userId: number, t: Target, now: number): 'none' | Session['state'] {
    this.settle(userId, now);
    const current = this.sessions.get(sessionKey(userId, t));
    if (!current || !sameTarget(current, t)) return 'none';
    return current.state !== 'paused' && now >= current.expiresAt ? 'none' : current.state;
  }

  /** The item's unexpired watching session, of any episode: what spec 3.1's checkin (from none) must not meet. */
  watchingOf(userId: number, t: Target, now: number): Session | undefined {
    this.settle(userId, now);
    const current = this.sessions.get(sessionKey(userId, t));
    return current?.state === 'watching' && now < current.expiresAt ? current : undefined;
  }

  /** Replaces any session of the item and clears its saved pause (it is being resumed). */
  start(userId: number, t: Target, progress: number, now: number): Outcome {
    this.settle(userId, now);
    this.library.clearPlayback(userId, t, now);
    const remainingMs = runtimeMs(t) * (1 - progress / 100);
    return this.put({ ...t, id: this.ids.next(), userId, state: 'watching', progress, startedAt: now, expiresAt: now + remainingMs, checkin: false }, 'start');
  }

  /** From watching, paused, or no session at all (GAPS.md): the playback is saved at `progress`. */
  pause(userId: number, t: Target, progress: number, now: number): Outcome {
    this.settle(userId, now);
    return this.savePaused(userId, t, progress, now, 'pause');
  }

  stop(userId: number, t: Target, progress: number, now: number, allowRewatch = false): Outcome {
    this.settle(userId, now);
    const current = this.sessions.get(sessionKey(userId, t));
    const finish = this.recentFinish(userId, t, now);
    const stillFinished = current?.state === 'finished' && sameTarget(current, t);
    if (finish && (progress >= FINISH_THRESHOLD || stillFinished)) {
      return { kind: 'already_watched', watchedAt: finish.watchedAt, expiresAt: finish.expiresAt };
    }
    if (progress < FINISH_THRESHOLD) return this.savePaused(userId, t, progress, now, 'pause');
    const id = this.continuedId(current, t);
    const mode = this.modeOf(userId, t, now, allowRewatch);
    const rewatch = this.finish(userId, t, id, now, 'scrobble', mode, now);
    const session: Session = {
      ...t,
      id,
      userId,
      state: 'finished',
      progress,
      startedAt: current?.startedAt ?? now,
      expiresAt: now + DUPLICATE_WINDOW_MS,
      checkin: false,
    };
    return this.put(session, 'scrobble', rewatch);
  }

  /** Progress is extrapolated from the runtime; the item is marked watched when it reaches 100%. */
  checkin(userId: number, t: Target, now: number, allowRewatch = false): Outcome {
    this.settle(userId, now);
    const finish = this.recentFinish(userId, t, now);
    if (finish) return { kind: 'already_watched', watchedAt: finish.watchedAt, expiresAt: finish.expiresAt };
    const mode = this.modeOf(userId, t, now, allowRewatch);
    // The rewatch is decided now and its session opened now, so the answer can name it (spec 2.9).
    const rewatch = mode === 'rewatch' ? this.library.rewatches.open(userId, t.item, now) : undefined;
    const session: Session = {
      ...t,
      id: this.ids.next(),
      userId,
      state: 'watching',
      progress: 0,
      startedAt: now,
      expiresAt: now + runtimeMs(t),
      checkin: true,
      mode,
    };
    if (rewatch) session.rewatch = rewatch;
    return this.put(session, 'checkin', rewatch);
  }

  /** Completes checkins whose runtime has elapsed; called before anything reads the user's state. */
  settle(userId: number, now: number): void {
    for (const s of this.sessions.values()) {
      if (s.userId !== userId || !s.checkin || s.state !== 'watching' || now < s.expiresAt) continue;
      const watchedAt = s.expiresAt;
      this.finish(userId, s, s.id, watchedAt, 'checkin', s.mode ?? 'first', now);
      s.state = 'finished';
      s.progress = 100;
      s.expiresAt = watchedAt + DUPLICATE_WINDOW_MS;
    }
  }

  /** Extrapolated progress of a checkin, the stored one otherwise. */
  progressOf(s: Session, now: number): number {
    if (!s.checkin || s.state !== 'watching') return s.progress;
    return Math.min(100, Math.round(((now - s.startedAt) / runtimeMs(s)) * 10_000) / 100);
  }

  listFor(userId: number): Session[] {
    return [...this.sessions.values()].filter((s) => s.userId === userId);
  }

  private savePaused(userId: number, t: Target, progress: number, now: number, action: Action): Outcome {
    const current = this.sessions.get(sessionKey(userId, t));
    const id = this.continuedId(current, t);
    this.library.savePlayback({ ...t, id, userId, progress, pausedAt: now });
    return this.put({ ...t, id, userId, state: 'paused', progress, startedAt: current?.startedAt ?? now, expiresAt: now, checkin: false }, action);
  }

  /**
   * A finished movie or episode: written to history unless it is a duplicate (already watched,
   * no rewatch opt-in or inside the 2-day gap), which records nothing (spec 3.1).
   */
  private finish(userId: number, t: Target, id: bigint, at: number, via: 'scrobble' | 'checkin', mode: WatchMode, now: number): RewatchSession | undefined {
    let rewatch: RewatchSession | undefined;
    if (mode === 'rewatch') {
      const aired = airedEpisodes(t.item, now).map((e) => e.svc);
      rewatch = this.library.rewatches.record(userId, t.item, t.episode?.svc, aired, at);
    }
    if (mode !== 'duplicate') {
      this.library.addHistory({ item: t.item, episode: t.episode, id, userId, watchedAt: at, via, ...(rewatch ? { rewatchId: rewatch.id } : {}) }, now);
    }
    this.library.clearPlayback(userId, t, at, true);
    this.finishes.set(finishKey(userId, t), { watchedAt: at, expiresAt: at + DUPLICATE_WINDOW_MS });
    return rewatch;
  }

  /** Decides how a finish is recorded: first watch, rewatch (opt-in and 2 days since the last watch), or duplicate. */
  private modeOf(userId: number, t: Target, now: number, allowRewatch: boolean): WatchMode {
    const last = this.library.lastWatchedAt(userId, t);
    if (last === undefined) return 'first';
    return allowRewatch && now - last >= REWATCH_GAP_MS ? 'rewatch' : 'duplicate';
  }

  /** A pause or stop continues the running session of the same episode, so ids line up. */
  private continuedId(current: Session | undefined, t: Target): bigint {
    return current && current.state !== 'finished' && sameTarget(current, t) ? current.id : this.ids.next();
  }

  private recentFinish(userId: number, t: Target, now: number): Finish | undefined {
    const f = this.finishes.get(finishKey(userId, t));
    return f && now < f.expiresAt ? f : undefined;
  }

  private put(session: Session, action: Action, rewatch?: RewatchSession): Outcome {
    this.sessions.set(sessionKey(session.userId, session), session);
    return { kind: 'ok', session, action, ...(rewatch ? { rewatch } : {}) };
  }
}

function sessionKey(userId: number, t: Target): string {
  return `${userId}:${t.item.svc}`;
}

function finishKey(userId: number, t: Target): string {
  return `${userId}:${t.item.svc}:${t.episode?.svc ?? 0}`;
}

function runtimeMs(t: Target): number {
  return Math.max(1, t.item.runtime) * 60_000;
}
