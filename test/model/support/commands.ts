import fc from 'fast-check';
import type { PlaybackReport, PlayerState } from '../../../lib/messages/media';
import { effectsOf } from './effects';
import { EPISODES, SHOW, episodeKey, importKey, type AccountsModel } from './model';
import { USER, type Account, type World } from './world';

// The user's and the service's moves, each run against the real worker and then checked: after
// every command, nothing on either account is what the model does not allow there.

type Command = fc.AsyncCommand<AccountsModel, World>;

const ACCOUNTS: readonly Account[] = ['A', 'B'];
const TABS = [1, 2] as const;
/** Titles the import resolves, one per row of a slice (movies of the simulator's catalog). */
const IMPORT_TITLES = ['Inception', 'The Matrix', 'Parasite'];
const IMPORT_SOURCE = 'csv:model';

/** Fails the run when an account holds anything the model does not place there. */
export function checkNothingCrossed(model: AccountsModel, world: World, after: string): void {
  for (const account of ACCOUNTS) {
    const crossed = model.crossings(account, effectsOf(world.sim.state, USER[account]));
    if (crossed.length > 0) throw new Error(`after ${after}, account ${account} holds what was not made under its sign-in: ${JSON.stringify(crossed)}`);
  }
}

abstract class Step implements Command {
  check(_model: Readonly<AccountsModel>): boolean {
    return true;
  }
  async run(model: AccountsModel, world: World): Promise<void> {
    await this.act(model, world);
    checkNothingCrossed(model, world, this.toString());
  }
  protected abstract act(model: AccountsModel, world: World): Promise<void>;
  abstract toString(): string;
}

class SignIn extends Step {
  constructor(private readonly account: Account) {
    super();
  }
  protected async act(model: AccountsModel, world: World) {
    await world.signIn(this.account);
    model.signedIn(this.account);
  }
  toString = () => `signIn(${this.account})`;
}

class SignOut extends Step {
  protected async act(model: AccountsModel, world: World) {
    await world.worker.handlers['sign-out']({ type: 'sign-out' });
    model.signedOut();
  }
  toString = () => 'signOut';
}

/**
 * The service acts on the live sign-in's account: `revoke-app` (the user disconnects the app on the
 * service's site; the worker learns it at its next call) or `expire-access` (the access token
 * expires; the next call is refused and the worker refreshes).
 */
class ServiceActs extends Step {
  constructor(private readonly action: 'revoke-app' | 'expire-access') {
    super();
  }
  override check(model: Readonly<AccountsModel>) {
    return model.signIn?.live === true;
  }
  protected async act(model: AccountsModel, world: World) {
    const user = USER[model.signIn!.account];
    await world.admin(`/${this.action}`, this.action === 'revoke-app' ? { user, client_id: 'watchmark-dev' } : { user });
    if (this.action === 'revoke-app') model.ended();
  }
  toString = () => (this.action === 'revoke-app' ? 'serviceEndsSignIn' : 'accessTokenExpires');
}

class Report extends Step {
  constructor(
    private readonly tabId: number,
    private readonly state: Exclude<PlayerState, 'gone'>,
    private readonly percent: number,
    private readonly nextEpisode: boolean,
  ) {
    super();
  }
  protected async act(model: AccountsModel, world: World) {
    const viewing = model.tab(this.tabId, this.nextEpisode);
    const { season, number } = EPISODES[viewing.episode]!;
    const report: PlaybackReport = {
      type: 'playback',
      guess: { site: 'netflix', siteItemId: SHOW.siteItemId, kind: 'episode', title: SHOW.title, season, episode: number },
      state: this.state,
      position: this.percent * 30,
      duration: 3000,
      muted: false,
      source: 'netflix-metadata',
      at: Date.now(),
    };
    await world.worker.report(this.tabId, report);
    const key = episodeKey(viewing.episode);
    model.made(key);
    const generation = model.signIn?.generation;
    if (this.state === 'playing' && generation !== undefined) viewing.playingUnder = generation;
    // Played under this sign-in and ended past the threshold: a finished viewing, to be in history.
    if (this.state === 'ended' && this.percent >= 80 && generation !== undefined && viewing.playingUnder === generation) model.expect(key);
  }
  toString = () => `report(tab ${this.tabId}, ${this.state} ${this.percent}%${this.nextEpisode ? ', next episode' : ''})`;
}

class CloseTab extends Step {
  constructor(private readonly tabId: number) {
    super();
  }
  protected async act(model: AccountsModel, world: World) {
    await world.worker.closeTab(this.tabId);
    model.tabs.delete(this.tabId);
  }
  toString = () => `closeTab(${this.tabId})`;
}

/** A handler that threw, as the router answers the page for it (requests/router.ts): refused. */
const refused = (error: unknown) => ({ ok: false as const, error: error instanceof Error ? error.message : String(error) });

/** The library page's import: titles resolved, then a slice of writes (`first`/`last` as the page sends them). */
class ImportSlice extends Step {
  constructor(
    private readonly rows: number,
    private readonly first: boolean,
    private readonly last: boolean,
  ) {
    super();
  }
  override check(model: Readonly<AccountsModel>) {
    return this.first || model.importJob !== null;
  }
  protected async act(model: AccountsModel, world: World) {
    const { handlers } = world.worker;
    let items = model.importJob?.items ?? [];
    if (this.first) {
      const subjects = IMPORT_TITLES.slice(0, this.rows).map((title) => ({ key: title, kind: 'movie' as const, title }));
      const resolved = await handlers['import-resolve']({ type: 'import-resolve', subjects }).catch(refused);
      if (!resolved.ok) {
        model.importJob = null;
        return;
      }
      items = resolved.results.flatMap((result) => (result.item ? [result.item] : []));
      model.importJob = { generation: null, keys: [], items };
    }
    const writes = items.map((item) => {
      const watchedAt = model.nextWatchedAt(Date.now());
      return { item, watchedAt, memoryKey: `model:${item.svcId}:${watchedAt}` };
    });
    const answer = await handlers['import-write']({ type: 'import-write', source: IMPORT_SOURCE, writes, first: this.first, last: this.last }).catch(refused);
    const job = model.importJob!;
    if (!answer.ok) {
      model.importJob = null;
      return;
    }
    if (!model.signIn) throw new Error(`${this.toString()} was accepted while signed out`);
    for (const write of writes) model.made(importKey(write));
    if (this.first) job.generation = model.signIn.generation;
    job.keys.push(...writes.map(importKey));
    if (!this.last) return;
    // A whole import of this sign-in: every row must reach the account.
    if (job.generation === model.signIn.generation) for (const key of job.keys) model.expect(key);
    model.importJob = null;
  }
  toString = () => `importSlice(${this.rows} rows${this.first ? ', first' : ''}${this.last ? ', last' : ''})`;
}

class SettlePrevious extends Step {
  constructor(private readonly send: boolean) {
    super();
  }
  protected async act(model: AccountsModel, world: World) {
    await world.worker.handlers['settle-previous']({ type: 'settle-previous', send: this.send });
    model.settledPrevious(this.send);
  }
  toString = () => `previousSignIn(${this.send ? 'send' : 'discard'})`;
}

/**
 * The service refuses every write (503 on the scrobble and history POSTs) until the outage ends:
 * what the worker records meanwhile is held in its queue, across sign-outs and sign-ins.
 */
class Outage extends Step {
  constructor(private readonly on: boolean) {
    super();
  }
  protected async act(_model: AccountsModel, world: World) {
    await world.outage(this.on);
  }
  toString = () => (this.on ? 'outageBegins' : 'outageEnds');
}

class Restart extends Step {
  protected act = (_model: AccountsModel, world: World) => world.restart();
  toString = () => 'workerRestart';
}

class Drain extends Step {
  protected act = (_model: AccountsModel, world: World) => world.worker.services.outbox.drain();
  toString = () => 'drainOutbox';
}

/** Three seconds pass: pauses settle and are queued, waits that were due end. */
class TimePasses extends Step {
  protected act = (_model: AccountsModel, world: World) => world.pass(3_000);
  toString = () => 'timePasses(3 s)';
}

const account = fc.constantFrom(...ACCOUNTS);
const tab = fc.constantFrom(...TABS);

export const commandArbitraries: Array<fc.Arbitrary<Command>> = [
  account.map((who) => new SignIn(who)),
  fc.constant(new SignOut()),
  fc.constant(new ServiceActs('revoke-app')),
  fc.constant(new ServiceActs('expire-access')),
  fc
    .tuple(tab, fc.constantFrom('playing' as const), fc.constantFrom(10, 50, 95), fc.boolean())
    .map(([tabId, state, percent, next]) => new Report(tabId, state, percent, next)),
  // A settled pause at the point the viewing then ends would end nothing: pauses stay below it.
  fc.tuple(tab, fc.constantFrom(10, 50)).map(([tabId, percent]) => new Report(tabId, 'paused', percent, false)),
  fc.tuple(tab, fc.constantFrom(50, 95)).map(([tabId, percent]) => new Report(tabId, 'ended', percent, false)),
  tab.map((tabId) => new CloseTab(tabId)),
  fc
    .tuple(fc.integer({ min: 1, max: IMPORT_TITLES.length }), fc.constantFrom([true, true], [true, false], [false, true]))
    .map(([rows, [first, last]]) => new ImportSlice(rows, first, last)),
  fc.boolean().map((send) => new SettlePrevious(send)),
  fc.boolean().map((on) => new Outage(on)),
  fc.constant(new Restart()),
  fc.constant(new Drain()),
  fc.constant(new TimePasses()),
];

/**
 * Runs fast-check replays before its random ones: cases a random run meets only now and then.
 * A tab keeps playing through a sign-in as another account, then closes: its session began under
 * A, so its closing stop must reach nobody (session 14 found B receiving it).
 */
export const REGRESSIONS: Command[][] = [
  [new Report(1, 'playing', 10, false), new SignIn('B'), new CloseTab(1)],
  [
    new Report(1, 'playing', 10, false),
    new Outage(true),
    new Report(1, 'ended', 95, false),
    new Drain(),
    new SignOut(),
    new SignIn('B'),
    new Outage(false),
    new Drain(),
  ],
];
