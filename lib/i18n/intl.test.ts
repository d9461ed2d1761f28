import { describe, expect, it } from 'vitest';

const { formatClock, formatDateTime, formatNumber, pluralForm } = await import('./intl');

describe('plural forms and numbers follow the language (Intl), not English rules', () => {
  it('picks the catalog form by the language rules', () => {
    expect([pluralForm(1, 'en'), pluralForm(0, 'en'), pluralForm(2, 'en')]).toEqual(['one', 'other', 'other']);
    // French counts zero as singular ("0 mise à jour").
    expect([pluralForm(0, 'fr'), pluralForm(1, 'fr'), pluralForm(2, 'fr')]).toEqual(['one', 'one', 'other']);
    // Japanese has one form; Brazilian Portuguese a singular for 0 and 1 too.
    expect([pluralForm(1, 'ja'), pluralForm(5, 'ja')]).toEqual(['other', 'other']);
    expect([pluralForm(0, 'pt-BR'), pluralForm(1, 'pt-BR'), pluralForm(2, 'pt-BR')]).toEqual(['one', 'one', 'other']);
    // "many" (French/Spanish millions) reads as the catalog's other form.
    expect(pluralForm(1_000_000, 'fr')).toBe('other');
  });

  it('formats counts for the language, and for the browser language by default', () => {
    expect(formatNumber(12345, 'de')).toBe('12.345');
    expect(formatNumber(12345, 'fr')).toBe('12\u202f345');
    expect(formatNumber(12345)).toBe('12,345');
  });

  // "already recorded at 9:04 PM" reads like the log's own times beside it ("Nov 29, 2026, 9:04 PM").
  it('writes a time of day the way the language writes it, with no padding the dates beside it lack', () => {
    const at = new Date(2026, 0, 9, 9, 4);
    expect(formatClock(at, 'en-US')).toMatch(/^9:04\sAM$/);
    expect(formatDateTime(at, 'en-US')).toMatch(/\b9:04\sAM$/);
    expect(formatClock(new Date(2026, 0, 9, 21, 4), 'de')).toBe('21:04');
  });
});
