import type { ImportWrite } from '../../../lib/messages/import';
import type { Effect } from './effects';
import type { Account } from './world';

// The model: who was signed in when the user did each thing, and so where each write may land.
// A write's key names what the service would hold of it (effects.ts). `allowed` only ever grows:
// an account is added when the user acts under its sign-in, or sends a previous sign-in's writes
// to it; an effect on an account not in its key's set crossed accounts (or was made signed out).

/** One sign-in as the user made it; `live` until the service ended it (revoked the app). */
export interface SignIn {
  account: Account;
  generation: number;
  live: boolean;
}

/** A tab's viewing: its episode, and the sign-in under which a report of it last started playing. */
interface TabViewing {
  episode: number;
  playingUnder?: number;
}

/** The episodes viewings use, one each: Stranger Things (simulator show 20001), seasons 1 and 2. */
export const SHOW = { svcId: 20001, title: 'Stranger Things', siteItemId: '80057281' };
export const EPISODES: ReadonlyArray<{ season: number; number: number }> = [
  ...Array.from({ length: 8 }, (_, index) => ({ season: 1, number: index + 1 })),
  ...Array.from({ length: 9 }, (_, index) => ({ season: 2, number: index + 1 })),
];
export const episodeKey = (index: number) => `${SHOW.svcId}:${EPISODES[index]!.season}x${EPISODES[index]!.number}`;
export const importKey = (write: Pick<ImportWrite, 'item' | 'watchedAt'>) => `${write.item.svcId}@${write.watchedAt}`;

export class AccountsModel {
  signIn: SignIn | null = null;
  private generations = 0;
  private readonly allowed = new Map<string, Set<Account>>();
  private readonly madeUnder = new Map<number, Set<string>>();
  /** Writes set aside at a sign-in over a live one: the user sends them to the new account or discards them. */
  private previous = new Set<string>();
  /** What must reach an account unless its sign-in ends: finished viewings, completed imports. */
  private readonly expected: Array<{ key: string; generation: number }> = [];
  readonly tabs = new Map<number, TabViewing>();
  private episodesUsed = 0;
  private watches = 0;
  /** The import the page is feeding: its sign-in, its items and the keys of its accepted writes. */
  importJob: { generation: number | null; keys: string[]; items: ImportWrite['item'][] } | null = null;

  signedIn(account: Account): void {
    if (this.signIn) for (const key of this.madeUnder.get(this.signIn.generation) ?? []) this.previous.add(key);
    this.generations += 1;
    this.signIn = { account, generation: this.generations, live: true };
  }

  signedOut(): void {
    this.signIn = null;
    this.previous.clear();
  }

  /** The service ended the sign-in; the worker learns it at its next call. */
  ended(): void {
    if (this.signIn) this.signIn.live = false;
  }

  settledPrevious(send: boolean): void {
    if (send && this.signIn) for (const key of this.previous) this.allow(key, this.signIn.account);
    this.previous.clear();
  }

  /** The user did something that writes `key`: under the current sign-in, or none. */
  made(key: string): void {
    if (!this.signIn) return;
    this.allow(key, this.signIn.account);
    const made = this.madeUnder.get(this.signIn.generation) ?? new Set<string>();
    this.madeUnder.set(this.signIn.generation, made.add(key));
  }

  /** The service must end up holding `key` for the current sign-in's account, if that sign-in lasts. */
  expect(key: string): void {
    if (this.signIn?.live) this.expected.push({ key, generation: this.signIn.generation });
  }

  tab(tabId: number, fresh: boolean): TabViewing {
    const current = this.tabs.get(tabId);
    if (current && (!fresh || this.episodesUsed >= EPISODES.length)) return current;
    const viewing = { episode: Math.min(this.episodesUsed, EPISODES.length - 1) };
    this.episodesUsed += 1;
    this.tabs.set(tabId, viewing);
    return viewing;
  }

  /** A new "watched at" for an import row: unique, in the past. */
  nextWatchedAt(now: number): number {
    this.watches += 1;
    return now - 30 * 86_400_000 + this.watches * 60_000;
  }

  /** Effects on `account` that no write made under (or sent to) it explains. */
  crossings(account: Account, effects: readonly Effect[]): Effect[] {
    return effects.filter((effect) => !this.allowed.get(effect.key)?.has(account));
  }

  /** Writes the live current sign-in made that its account does not hold. */
  lost(history: ReadonlySet<string>): string[] {
    const current = this.signIn;
    if (!current?.live) return [];
    return this.expected.filter(({ key, generation }) => generation === current.generation && !history.has(key)).map(({ key }) => key);
  }

  private allow(key: string, account: Account): void {
    this.allowed.set(key, (this.allowed.get(key) ?? new Set<Account>()).add(account));
  }
}
