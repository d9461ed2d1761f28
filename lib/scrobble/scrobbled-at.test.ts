import { describe, expect, it } from 'vitest';
import { scrobbledAt } from './scrobbled-at';

// Undo takes back exactly the scrobbled watch only when it knows the time the service gave it.
describe('scrobbledAt', () => {
  it("a finish's watch time is its expiry less the hour of spec 3.1", () => {
    expect(scrobbledAt({ action: 'scrobble', expires_at: '2026-06-10T13:04:05.678Z' })).toBe(Date.parse('2026-06-10T12:04:05.678Z'));
  });

  it('none without a readable expiry, or for an answer that is not a finish', () => {
    expect(scrobbledAt({ action: 'scrobble' })).toBeUndefined();
    expect(scrobbledAt({ action: 'scrobble', expires_at: 'soon' })).toBeUndefined();
    expect(scrobbledAt({ action: 'pause', expires_at: '2026-06-10T13:04:05.678Z' })).toBeUndefined();
  });
});
