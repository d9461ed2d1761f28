import { describe, expect, it } from 'vitest';
import { Catalog } from '../service/catalog/store';
import { serviceTarget } from '../e2e/support/expected-start';
import { EPISODE_PAIRS_BEYOND_TABLES } from './tables';

// The resolve bench (test/bench/resolve-lookups.ts) plays these where a table has no two episodes
// of one show: a pair that drifted apart (another show, the same episode) would measure nothing.
const PAIRS = [
  ...Object.entries(EPISODE_PAIRS_BEYOND_TABLES.sites),
  ...Object.entries(EPISODE_PAIRS_BEYOND_TABLES.servers).map(([kind, pair]) => [`${kind} server`, pair] as const),
];

describe('episode pairs beyond the site tables', () => {
  it.each(PAIRS)('%s: two episodes of one show the simulator holds, on two pages', (_name, pair) => {
    const [first, second] = pair!.map((row) => serviceTarget(new Catalog(), row.expected!));
    expect(second!.svc).toBe(first!.svc);
    expect(second!.episodeSvc).not.toBe(first!.episodeSvc);
    expect(pair![1].url).not.toBe(pair![0].url);
  });
});
