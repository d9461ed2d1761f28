import type { Simulator } from '../../service';
import type { RequestEntry } from '../../service/violations';

/** Stranger Things (simulator seed): its first season has eight aired episodes. */
export const SHOW = { svc: 20001, title: 'Stranger Things' } as const;

/** The user's history rows of one show's season on the simulator, as `SxE` numbers. */
export function seasonHistory(sim: Simulator, userName: string, svc: number, season: number): number[] {
  const user = sim.state.users.find((candidate) => candidate.name === userName);
  return sim.state.library.history
    .filter((row) => row.userId === user?.id && row.item.svc === svc && row.episode?.season === season)
    .map((row) => row.episode!.number)
    .sort((a, b) => a - b);
}

/** The episodes a history body names for one show: `[[season, number], ...]`. */
export function episodesInBody(body: unknown, svc: number): Array<[number, number]> {
  const shows = (body as { shows?: Array<{ ids: { svc: number }; seasons?: Array<{ number: number; episodes: Array<{ number: number }> }> }> }).shows ?? [];
  return shows
    .filter((show) => show.ids.svc === svc)
    .flatMap((show) => (show.seasons ?? []).flatMap((season) => season.episodes.map((episode) => [season.number, episode.number] as [number, number])));
}

export const api = (entries: RequestEntry[], method: string, prefix: string) =>
  entries.filter((r) => r.host === 'api' && r.method === method && r.path.startsWith(prefix));
