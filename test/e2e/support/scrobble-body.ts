import type { RequestEntry } from '../../service/violations';

/** A scrobble request's body as the service received it (spec 3.1): what the e2e files check. */
export interface ScrobbleBody {
  movie?: { title: string; year?: number; ids: { svc: number } };
  show?: { title: string; year?: number; ids: { svc: number } };
  anime?: { title: string; ids: { svc: number } };
  /** Anime sent by absolute number carry no season. */
  episode?: { season?: number; number: number };
  progress: number;
}

export const bodyOf = (entry: RequestEntry): ScrobbleBody => entry.body as ScrobbleBody;
