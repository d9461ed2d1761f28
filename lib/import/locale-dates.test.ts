import { describe, expect, it } from 'vitest';
import { decideDates } from './locale-dates';

const day = (year: number, month: number, date: number) => ({ year, month, day: date });

describe('decideDates', () => {
  it('reads US M/D/YY when a day past 12 settles it', () => {
    expect(decideDates(['4/21/25', '4/3/25'])).toEqual({ ok: true, order: 'mdy', dates: [day(2025, 4, 21), day(2025, 4, 3)] });
  });

  it('reads European D/M/YY when a day past 12 settles it', () => {
    expect(decideDates(['21/4/25', '3/4/25'])).toMatchObject({ ok: true, order: 'dmy', dates: [day(2025, 4, 21), day(2025, 4, 3)] });
  });

  it('reads German D.M.YY and Australian D/MM/YYYY', () => {
    expect(decideDates(['24.01.23', '02.01.23'])).toMatchObject({ ok: true, order: 'dmy', dates: [day(2023, 1, 24), day(2023, 1, 2)] });
    expect(decideDates(['21/01/2016', '2/01/2016'])).toMatchObject({ ok: true, order: 'dmy' });
  });

  it('reads ISO-like dates', () => {
    expect(decideDates(['2021-12-15', '2021-01-02'])).toEqual({ ok: true, order: 'ymd', dates: [day(2021, 12, 15), day(2021, 1, 2)] });
  });

  it('uses the newest-first row order when every value fits both readings', () => {
    // As M/D: 2 May, 5 Mar, 5 Feb (descending); as D/M: 5 Feb, 3 May (ascending) - M/D wins.
    expect(decideDates(['5/2/26', '3/5/26', '2/5/26'])).toMatchObject({ ok: true, order: 'mdy' });
    // As D/M: 2 May, 5 Mar, 5 Feb (descending); as M/D: 5 Feb, 3 May (ascending) - D/M wins.
    expect(decideDates(['2/5/26', '5/3/26', '5/2/26'])).toMatchObject({ ok: true, order: 'dmy' });
  });

  it('reports a file whose dates fit both readings equally', () => {
    expect(decideDates(['5/2/26'])).toEqual({ ok: false, reason: 'ambiguous' });
    expect(decideDates(['3/3/26', '1/1/26'])).toEqual({ ok: false, reason: 'ambiguous' });
  });

  it('names the first row that is not a date at all', () => {
    expect(decideDates(['5/2/26', 'yesterday'])).toEqual({ ok: false, reason: 'unreadable', row: 1, text: 'yesterday' });
  });
});

describe('decideDates: every short-date shape Netflix locales write', () => {
  it('reads Slovak/Czech day-first dates with spaces after the dots', () => {
    expect(decideDates(['15. 1. 2024', '5. 1. 2024'])).toEqual({ ok: true, order: 'dmy', dates: [day(2024, 1, 15), day(2024, 1, 5)] });
  });

  it('reads Serbian/Croatian day-first dates with a trailing dot, with or without spaces', () => {
    expect(decideDates(['25.01.24.', '05.01.24.'])).toEqual({ ok: true, order: 'dmy', dates: [day(2024, 1, 25), day(2024, 1, 5)] });
    expect(decideDates(['25. 01. 2024.', '05. 01. 2024.'])).toMatchObject({ ok: true, order: 'dmy' });
  });

  it('reads year-first dates with slashes (ja, zh, en-ZA) and with dots and spaces (hu)', () => {
    expect(decideDates(['2024/01/25', '2024/1/5'])).toEqual({ ok: true, order: 'ymd', dates: [day(2024, 1, 25), day(2024, 1, 5)] });
    expect(decideDates(['2024. 01. 25.', '2024. 01. 05.'])).toEqual({ ok: true, order: 'ymd', dates: [day(2024, 1, 25), day(2024, 1, 5)] });
  });

  it('reads Korean two-digit-year-first dates (yy. M. d.)', () => {
    expect(decideDates(['24. 12. 25.', '24. 1. 5.'])).toEqual({ ok: true, order: 'ymd', dates: [day(2024, 12, 25), day(2024, 1, 5)] });
  });

  it('reads Dutch day-first dates with hyphens and Bulgarian ones with their year mark', () => {
    expect(decideDates(['25-1-2024', '5-1-2024'])).toMatchObject({ ok: true, order: 'dmy', dates: [day(2024, 1, 25), day(2024, 1, 5)] });
    expect(decideDates(['25.01.24 г.', '5.01.24 г.'])).toMatchObject({ ok: true, order: 'dmy', dates: [day(2024, 1, 25), day(2024, 1, 5)] });
  });

  it('reads Arabic-Indic digits and ignores direction marks', () => {
    expect(decideDates(['\u200f٢٥\u200f/١\u200f/٢٠٢٤', '٥\u200f/١\u200f/٢٠٢٤'])).toMatchObject({
      ok: true,
      order: 'dmy',
      dates: [day(2024, 1, 25), day(2024, 1, 5)],
    });
  });

  it('keeps dates inside Netflix streaming: a reading before 2007 or past tomorrow is not the file', () => {
    // As Y.M.D the second row would be 2002 and the first 2031, so only D.M.Y is left.
    expect(decideDates(['31. 01. 24.', '02. 01. 24.'], Date.UTC(2026, 0, 1))).toMatchObject({ ok: true, order: 'dmy' });
  });

  it('refuses a year-first file whose dates fit day-first as well, all through', () => {
    // Y.M.D: 2023-12-24, 2023-12-20; D.M.Y: 23 Dec 2024, 23 Dec 2020 - both newest first, both real.
    expect(decideDates(['23. 12. 24.', '23. 12. 20.'], Date.UTC(2026, 0, 1))).toEqual({ ok: false, reason: 'ambiguous' });
  });

  it('names the line and text of a date no reading of the file can take', () => {
    expect(decideDates(['5/2/26', '13/21/26'])).toEqual({ ok: false, reason: 'unreadable', row: 1, text: '13/21/26' });
    expect(decideDates(['1403/08/15'])).toEqual({ ok: false, reason: 'unreadable', row: 0, text: '1403/08/15' });
  });
});
