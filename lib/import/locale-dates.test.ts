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

  it('reports a file whose dates fit no reading', () => {
    expect(decideDates(['13/21/26'])).toEqual({ ok: false, reason: 'ambiguous' });
  });

  it('names the first row that is not a date at all', () => {
    expect(decideDates(['5/2/26', 'yesterday'])).toEqual({ ok: false, reason: 'unreadable', row: 1, text: 'yesterday' });
  });
});
