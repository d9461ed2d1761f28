import { describe, expect, it } from 'vitest';
import type { Viewing } from '../viewing';
import { AHEAD_MS, boundViewings, watchedAtBounds } from './bounds';

const now = Date.UTC(2026, 10, 29, 12);
const viewing = (rawTitle: string, watchedAt: number): Viewing => ({ title: { kind: 'movie', title: rawTitle }, rawTitle, watchedAt, exactTime: true });

describe('the dates a site history read may give', () => {
  const bounds = watchedAtBounds('netflix', now);

  it('keeps viewings from the launch day to a day ahead of now', () => {
    const edges = [viewing('Launch day', Date.UTC(2007, 0, 1)), viewing('Now', now), viewing('Tomorrow', now + AHEAD_MS)];
    expect(boundViewings(edges, bounds)).toEqual({ kept: edges });
  });

  it('stops at a viewing past tomorrow, keeping the others aside', () => {
    const ok = viewing('Roma', Date.UTC(2026, 4, 1));
    const { kept, refusal } = boundViewings([ok, viewing('Far Future', Date.UTC(2099, 0, 1)), viewing('Just Too Late', now + AHEAD_MS + 1000)], bounds);
    expect(kept).toEqual([ok]);
    expect(refusal).toBe('"Far Future" is dated 2099-01-01, after tomorrow: the answers cannot be trusted');
  });

  it("stops at a viewing before the site began, by each site's own launch", () => {
    const beforeCrave = viewing('Old', Date.UTC(2010, 5, 1));
    expect(boundViewings([beforeCrave], bounds).refusal).toBeUndefined();
    expect(boundViewings([beforeCrave], watchedAtBounds('crave', now)).refusal).toBe(
      '"Old" is dated 2010-06-01, before the site began: the answers cannot be trusted',
    );
  });

  it('stops at a date that is no number at all', () => {
    expect(boundViewings([viewing('Broken', Number.NaN)], bounds)).toEqual({ kept: [], refusal: '"Broken" has no date: the answers cannot be trusted' });
  });
});
