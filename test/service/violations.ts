/**
 * The contract-violation log and the request log: the simulator's main output for tests.
 * A violation is something the client did that the contract forbids, recorded even when the
 * request is still answered normally, so a test can assert "the extension behaved" without
 * every rule having to surface as an HTTP error.
 */
export type HostName = 'api' | 'web' | 'cdn' | 'image';

export interface Violation {
  at: string;
  host: HostName;
  method: string;
  path: string;
  /** Stable id, e.g. 'missing-user-agent'; tests match on it. */
  rule: string;
  detail: string;
}

export interface RequestEntry {
  at: string;
  host: HostName;
  method: string;
  path: string;
  query: Record<string, string>;
  userAgent: string | null;
  /** Whether an Authorization header was sent; the value itself is never stored. */
  hasAuth: boolean;
  /** 0 when the connection was dropped before a response. */
  status: number;
  /** JSON bodies of scrobble, sync and file-search calls (never of /oauth*, which carry secrets). */
  body?: unknown;
  response?: unknown;
}

/** A long demo run must not grow without bound. */
const MAX_ENTRIES = 10_000;

export interface RequestOrigin {
  host: HostName;
  method: string;
  path: string;
}

export class Logs {
  readonly violations: Violation[] = [];
  readonly requests: RequestEntry[] = [];
  /**
   * Violations of checks newer than the client's fix for them: kept apart (GET
   * /__admin/violations?deferred=1) so the tests that assert a clean main log do not fail on them
   * before both land; a check moves to the main log once the client meets it.
   */
  readonly deferred: Violation[] = [];

  constructor(private readonly onViolation?: (v: Violation) => void) {}

  violation(at: string, origin: RequestOrigin, rule: string, detail: string, deferred = false): void {
    const v: Violation = { at, host: origin.host, method: origin.method, path: origin.path, rule, detail };
    push(deferred ? this.deferred : this.violations, v);
    if (!deferred) this.onViolation?.(v);
  }

  request(entry: RequestEntry): void {
    push(this.requests, entry);
  }
}

function push<T>(list: T[], item: T): void {
  list.push(item);
  if (list.length > MAX_ENTRIES) list.splice(0, list.length - MAX_ENTRIES);
}
