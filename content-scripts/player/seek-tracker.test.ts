import { describe, expect, it } from 'vitest';
import { lastSeek, seeked, seeking } from './seek-tracker';

describe('Seeks', () => {
  it('knows nothing of jumps before the first one', () => {
    expect(lastSeek({}, 30)).toBeUndefined();
  });

  it('records where a jump started (the clock at `seeking`) and landed, and what played since', () => {
    expect(lastSeek(seeked(seeking({}, 60), 60.3, 2550), 2580)).toEqual({ from: 60, to: 2550, playedSince: 30 });
  });

  it('a second `seeking` before the element landed keeps where the jump began', () => {
    expect(lastSeek(seeked(seeking(seeking({}, 100), 105), 900, 900), 900)).toEqual({ from: 100, to: 900, playedSince: 0 });
  });

  it('a landing without a `seeking` seen begins where the clock was', () => {
    expect(seeked({}, 300, 900)).toEqual({ landed: { from: 300, to: 900 } });
  });

  it("moved into the site's timeline by its offset, never before its start", () => {
    expect(lastSeek(seeked({}, 100, 900), 930, 40)).toEqual({ from: 140, to: 940, playedSince: 30 });
    expect(lastSeek(seeked({}, 100, 900), 930, -500)).toEqual({ from: 0, to: 400, playedSince: 30 });
  });

  it('a jump back counts nothing as played before it lands again', () => {
    expect(lastSeek(seeked(seeking({}, 100), 40, 40), 40)?.playedSince).toBe(0);
  });

  it('a landing forgets the jump under way', () => {
    expect(seeked(seeking({}, 100), 100, 400).from).toBeUndefined();
  });
});
