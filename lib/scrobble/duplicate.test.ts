import { describe, expect, it } from 'vitest';
import { DEFAULT_RUNTIME_MS, duplicateOf, HELD_VIEWINGS_PER_ITEM, SAME_DAY_MS, withViewing, type HeldViewing } from './duplicate';

const MINUTE = 60_000;
const at2104 = Date.parse('2026-05-20T21:04:00Z');
const noonOf20th = Date.parse('2026-05-20T12:00:00Z');
const live: HeldViewing = { at: at2104, site: 'netflix' };

describe('the duplicate-watch rule', () => {
  it('a finish within the runtime of a held one is a duplicate; one just past it is a new viewing', () => {
    const runtimeMs = 50 * MINUTE;
    expect(duplicateOf({ at: at2104 + 49 * MINUTE, runtimeMs }, [live])).toEqual(live);
    expect(duplicateOf({ at: at2104 - 50 * MINUTE, runtimeMs }, [live])).toEqual(live);
    expect(duplicateOf({ at: at2104 + 51 * MINUTE, runtimeMs }, [live])).toBeUndefined();
  });

  it('without a runtime, the window is the service duplicate stop window', () => {
    expect(duplicateOf({ at: at2104 + DEFAULT_RUNTIME_MS }, [live])).toEqual(live);
    expect(duplicateOf({ at: at2104 + DEFAULT_RUNTIME_MS + 1 }, [live])).toBeUndefined();
  });

  it('a day-only import row repeats a live watch that day (in any zone), but not one the next day', () => {
    expect(duplicateOf({ at: noonOf20th, dayOnly: true }, [live])).toEqual(live);
    // 21:30 on the 20th in New York is already the 21st in UTC.
    const newYorkEvening: HeldViewing = { at: Date.parse('2026-05-21T01:30:00Z'), site: 'netflix' };
    expect(duplicateOf({ at: noonOf20th, dayOnly: true }, [newYorkEvening])).toEqual(newYorkEvening);
    const dayAfter: HeldViewing = { at: noonOf20th + SAME_DAY_MS + MINUTE, site: 'netflix' };
    expect(duplicateOf({ at: noonOf20th, dayOnly: true }, [dayAfter])).toBeUndefined();
  });

  it('a live finish repeats a held day-only viewing of its day, whatever the runtime', () => {
    const imported: HeldViewing = { at: noonOf20th, dayOnly: true };
    expect(duplicateOf({ at: at2104, runtimeMs: 20 * MINUTE }, [imported])).toEqual(imported);
    expect(duplicateOf({ at: noonOf20th + 2 * SAME_DAY_MS, runtimeMs: 20 * MINUTE }, [imported])).toBeUndefined();
  });

  it('a deliberate rewatch always goes through, even seconds after the last finish', () => {
    expect(duplicateOf({ at: at2104 + MINUTE, deliberateRewatch: true }, [live])).toBeUndefined();
    expect(duplicateOf({ at: at2104 + MINUTE, deliberateRewatch: false }, [live])).toEqual(live);
  });

  it('names the nearest held viewing, and nothing held means nothing repeated', () => {
    const earlier: HeldViewing = { at: at2104 - 40 * MINUTE, site: 'hulu' };
    expect(duplicateOf({ at: at2104 + 5 * MINUTE }, [earlier, live])).toEqual(live);
    expect(duplicateOf({ at: at2104 }, [])).toBeUndefined();
  });

  it('holds the newest viewings per item, oldest first', () => {
    let held: HeldViewing[] = [];
    for (let day = HELD_VIEWINGS_PER_ITEM + 1; day >= 0; day -= 1) held = withViewing(held, { at: at2104 - day * 24 * 60 * MINUTE });
    expect(held.map((viewing) => viewing.at)).toEqual(
      Array.from({ length: HELD_VIEWINGS_PER_ITEM }, (_, index) => at2104 - (HELD_VIEWINGS_PER_ITEM - 1 - index) * 24 * 60 * MINUTE),
    );
  });
});
