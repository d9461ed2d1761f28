import type { UserView } from '../e2e/support/sim-admin';

/** The service's identity of a history row, in the same form as Watchable.key. */
export function historyKey(row: UserView['history'][number]): string {
  const ids = row.ids as { svc?: number } | undefined;
  const svc = ids?.svc;
  if (row.type === 'movie') return `movie:${svc}`;
  const { season, number } = row as { season?: number; number?: number };
  return `episode:${svc}:${season}:${number}`;
}

export interface Verdict {
  lost: string[];
  duplicated: string[];
  unexpected: string[];
}

/** History must equal exactly the set of viewings that reached the threshold: no loss, no double. */
export function compareHistory(expected: Set<string>, history: UserView['history']): Verdict {
  const counts = new Map<string, number>();
  for (const row of history) counts.set(historyKey(row), (counts.get(historyKey(row)) ?? 0) + 1);
  return {
    lost: [...expected].filter((key) => !counts.has(key)),
    duplicated: [...counts].filter(([, count]) => count > 1).map(([key]) => key),
    unexpected: [...counts.keys()].filter((key) => !expected.has(key)),
  };
}

/**
 * Every account's history against the viewings made under it. The viewings are distinct titles,
 * so a row of one account's viewing in another's history is `unexpected` there (and, had it moved,
 * `lost` in its own): nothing of one account may reach another. Keys name their account.
 */
export function compareAccounts(expected: ReadonlyMap<string, Set<string>>, histories: ReadonlyMap<string, UserView['history']>): Verdict {
  const verdict: Verdict = { lost: [], duplicated: [], unexpected: [] };
  for (const [user, keys] of expected) {
    const found = compareHistory(keys, histories.get(user) ?? []);
    for (const kind of ['lost', 'duplicated', 'unexpected'] as const) verdict[kind].push(...found[kind].map((key) => `${user} ${key}`));
  }
  return verdict;
}
