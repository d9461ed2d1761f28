// A table row's expected item, as the simulator resolves it: the same catalog lookup its write
// endpoints use (title + year, then the episode by season and number, anime remapped from the TV
// database's numbering), so a row is matched on service ids, not on how a title is spelled. The
// simulator answers each /scrobble call with the item it resolved the body to; that is what is compared.
import type { Catalog } from '../../service/catalog/store';
import type { Kind } from '../../service/catalog/types';
import type { RequestEntry } from '../../service/violations';
import type { ExpectedItem } from '../../sites/expected-item';

/** Service ids of an item (and its episode): what a scrobble answer must name. */
export interface ServiceTarget {
  svc: number;
  episodeSvc?: number;
  /** For messages: "Attack on Titan Season 2 (anime 30003) E5". */
  label: string;
}

// Anime films are anime entries (one episode) at the service, so a film may resolve to one.
const KINDS: Record<ExpectedItem['kind'], readonly Kind[]> = { movie: ['movie', 'anime'], episode: ['tv', 'anime'] };

export function serviceTarget(catalog: Catalog, expected: Partial<ExpectedItem>): ServiceTarget {
  const { kind, title, year, season, episode } = expected;
  if (!kind || !title) throw new Error(`a row that expects an item must name its kind and title: ${JSON.stringify(expected)}`);
  const item = catalog.byTitle(title, year, KINDS[kind]);
  if (!item)
    throw new Error(
      `the simulator's catalog has no ${kind} "${title}"${year ? ` (${year})` : ''}: a row that expects an item must name one it holds (test/service/catalog)`,
    );
  if (kind === 'movie') return { svc: item.svc, label: `${item.title} (${item.kind} ${item.svc})` };
  if (episode === undefined) throw new Error(`an episode row must name its episode number: ${JSON.stringify(expected)}`);
  const hit = catalog.findEpisode(item, season, episode);
  if (!hit) throw new Error(`the simulator's catalog has no episode S${season ?? 1}E${episode} of "${item.title}" (${item.kind} ${item.svc})`);
  return {
    svc: hit.item.svc,
    episodeSvc: hit.episode.svc,
    label: `${hit.item.title} (${hit.item.kind} ${hit.item.svc}) S${hit.episode.season}E${hit.episode.number}`,
  };
}

interface ResolvedAnswer {
  movie?: { title: string; ids: { svc: number } };
  show?: { title: string; ids: { svc: number } };
  anime?: { title: string; ids: { svc: number } };
  episode?: { season: number; number: number; ids: { svc: number } };
}

const answerOf = (entry: RequestEntry) => (entry.response ?? {}) as ResolvedAnswer;
const containerOf = (answer: ResolvedAnswer) => answer.movie ?? answer.show ?? answer.anime;

/** Whether the simulator resolved this scrobble call to the target (a film: any episode of its entry). */
export function names(entry: RequestEntry, target: ServiceTarget): boolean {
  const answer = answerOf(entry);
  if (containerOf(answer)?.ids.svc !== target.svc) return false;
  return target.episodeSvc === undefined || answer.episode?.ids.svc === target.episodeSvc;
}

/** The same item (its stop belongs to its start): the container and the episode, as resolved. */
export function sameItem(a: RequestEntry, b: RequestEntry): boolean {
  const [x, y] = [answerOf(a), answerOf(b)];
  return containerOf(x)?.ids.svc === containerOf(y)?.ids.svc && x.episode?.ids.svc === y.episode?.ids.svc;
}

/** "start Spy x Family (30001) S1E2 -> 201", for failure messages. */
export function describeCall(entry: RequestEntry): string {
  const answer = answerOf(entry);
  const container = containerOf(answer);
  const item = container
    ? `${container.title} (${container.ids.svc})${answer.episode ? ` S${answer.episode.season}E${answer.episode.number}` : ''}`
    : JSON.stringify(entry.body);
  return `${entry.path.replace('/scrobble/', '')} ${item} -> ${entry.status}`;
}
