import { describe, expect, it } from 'vitest';
import { shownText } from './shown-text';

describe('page text is the item it was read for', () => {
  it('text read for one item is not taken for the next address, and is its own again after "back"', () => {
    const shown = shownText();
    expect(shown.isAnother("E1 - The Journey's End", '512001')).toBe(false);
    shown.note("E1 - The Journey's End", '512001');
    expect(shown.isAnother("E1 - The Journey's End", '512002')).toBe(true);
    expect(shown.isAnother('E2 - Something Else', '512002')).toBe(false);
    expect(shown.isAnother("E1 - The Journey's End", '512001')).toBe(false);
  });
});
