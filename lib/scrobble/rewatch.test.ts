import { describe, expect, it } from 'vitest';
import { allowRewatch, REWATCH_GAP_MS, type RewatchContext } from './rewatch';

const AT = Date.parse('2026-11-21T20:00:00Z');
const base: RewatchContext = { action: 'stop', plan: 'paid', wanted: true, lastWatchedAt: AT - REWATCH_GAP_MS, at: AT };

describe('allowRewatch (spec 3.1 / 4.4 / 8)', () => {
  it.each<[string, Partial<RewatchContext>, boolean]>([
    ['PRO/VIP, watched exactly two days ago, stop', {}, true],
    ['plan not yet shown by any answer: the service decides (a refusal teaches Free)', { plan: undefined }, true],
    ['watched a month ago, checkin', { action: 'checkin', lastWatchedAt: AT - 30 * 24 * 3600_000 }, true],
    ['never on start (it could log a rewatch of another title)', { action: 'start' }, false],
    ['never on pause', { action: 'pause' }, false],
    ['a plan an answer showed to be Free has no rewatches', { plan: 'free' }, false],
    ['not when the user does not want them', { wanted: false }, false],
    ['not a rewatch when never watched before', { lastWatchedAt: undefined }, false],
    ['inside the two-day gap it is a duplicate', { lastWatchedAt: AT - REWATCH_GAP_MS + 1 }, false],
    // The popup's "I'm watching this again": the user said so for this viewing.
    ['a deliberate rewatch inside the two-day gap', { deliberate: true, lastWatchedAt: AT - 3600_000 }, true],
    ['a deliberate rewatch although the setting is off', { deliberate: true, wanted: false }, true],
    ['a deliberate rewatch the extension holds no earlier watch of', { deliberate: true, lastWatchedAt: undefined }, true],
    ['a deliberate rewatch on a plan not yet known: the service decides', { deliberate: true, plan: undefined, wanted: false }, true],
    ['a deliberate rewatch on a plan known Free: not counted there', { deliberate: true, plan: 'free' }, false],
    ['a deliberate rewatch still never on start', { deliberate: true, action: 'start' }, false],
  ])('%s', (_name, patch, expected) => {
    expect(allowRewatch({ ...base, ...patch })).toBe(expected);
  });
});
