import { CLIENTS, type ClientReg, USERS, type User } from './accounts.ts';
import { AuthStore } from './auth/store.ts';
import { V1Store } from './auth/v1-store.ts';
import { Catalog } from './catalog/store.ts';
import { Clock } from './clock.ts';
import { Faults, mulberry32 } from './faults.ts';
import { BigIdGen } from './ids.ts';
import { Library } from './library.ts';
import { defaultLimitConfig, Limits } from './limits/gate.ts';
import { Behaviour } from './behaviour.ts';
import { Lists } from './lists/store.ts';
import { Scrobbler } from './scrobble.ts';
import { Settings } from './users/settings.ts';
import { Logs, type Violation } from './violations.ts';
import { WriteLocks } from './write-lock.ts';

export type { ClientReg, User } from './accounts.ts';

export interface SimConfig {
  /** The app-name the contract expects from this client (spec 1). */
  appName: string;
  startMs: number;
  frozenClock: boolean;
  /** Per-second rates and the 412 throttle (spec 8); on unless a test relaxes them. */
  rates: boolean;
  /**
   * Record `undocumented-use` for requests that lean on what the contract does not document
   * (GAPS.md, "Strict mode"). On unless a caller turns it off (`npm run service -- --lenient`).
   */
  strict: boolean;
  onViolation?: (v: Violation) => void;
}

export interface Urls {
  api: string;
  web: string;
  cdn: string;
  image: string;
}

/**
 * All simulator state in one place. Handlers always reach stores through this object, so
 * reset() can swap in fresh stores without anyone holding a stale reference.
 */
export class SimState {
  urls: Urls = { api: '', web: '', cdn: '', image: '' };
  readonly clock: Clock;
  readonly catalog = new Catalog();
  readonly users: readonly User[] = USERS;
  /** Copies: a client secret can be rotated through the admin API. */
  clients: ClientReg[] = [];
  logs!: Logs;
  faults!: Faults;
  auth!: AuthStore;
  v1!: V1Store;
  library!: Library;
  scrobbles!: Scrobbler;
  locks!: WriteLocks;
  /** What the client did over time: refused requests sent again, polling, timers, sign-ins, quota holds. */
  behaviour!: Behaviour;
  ids!: BigIdGen;
  limits!: Limits;
  lists!: Lists;
  settings!: Settings;
  /** Seeded randomness for POST /search/random, so runs are reproducible. */
  random!: () => number;

  constructor(readonly opts: SimConfig) {
    this.clock = new Clock(opts.startMs, opts.frozenClock);
    this.fresh();
  }

  /** Clears every store and log, restores the start options and puts the clock back to its start. */
  reset(): void {
    this.clock.reset();
    this.fresh();
  }

  userByName(name: string): User | undefined {
    return this.users.find((u) => u.name === name);
  }

  /** Lazy time-driven jobs (checkin completion, the daily retention cleanup) for one user. */
  settle(user: User): void {
    const now = this.clock.now();
    this.scrobbles.settle(user.id, now);
    this.library.cleanup(this.users, now);
  }

  private fresh(): void {
    this.clients = CLIENTS.map((c) => ({ ...c }));
    this.logs = new Logs(this.opts.onViolation);
    this.faults = new Faults();
    this.auth = new AuthStore(this.clock);
    this.v1 = new V1Store(this.clock);
    this.ids = new BigIdGen();
    this.library = new Library(this.clock.now(), this.ids);
    this.scrobbles = new Scrobbler(this.library, this.ids);
    this.locks = new WriteLocks();
    this.behaviour = new Behaviour();
    this.limits = new Limits(defaultLimitConfig(this.opts.rates));
    this.lists = new Lists(this.catalog);
    this.settings = new Settings();
    this.random = mulberry32(20260501);
  }
}
