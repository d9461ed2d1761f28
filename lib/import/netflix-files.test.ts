import { describe, expect, it } from 'vitest';
import { readNetflixFile } from './netflix-files';

const activityUS =
  'Title,Date\r\n"Example Show: Season 2: The Return","5/2/26"\r\n"Example Show: Season 2: Homecoming","4/30/26"\r\n"Another Series: Limited Series: Episode 3","4/28/26"\r\n"Example Film: The Sequel","4/27/26"\r\n';
const activityDE = '\uFEFF"Title","Date"\n"Example Show: Staffel 2: Die Rückkehr","02.05.26"\n"Other, with comma: Staffel 1: Eins","30.04.26"\n';
const activityISO = 'Title,Date\n"Example Show: Saison 2 : Le retour","2026-05-02"\n';

const EXPORT_HEAD = 'Profile Name,Start Time,Duration,Attributes,Title,Supplemental Video Type,Device Type,Bookmark,Latest Bookmark,Country';

describe('readNetflixFile: the viewing-activity "Download all" file', () => {
  it('reads US dates at noon UTC of the local day, newest first', () => {
    const reading = readNetflixFile(activityUS);
    expect(reading).toMatchObject({ ok: true, format: 'netflix-activity', dateOrder: 'mdy' });
    if (!reading.ok) return;
    expect(reading.viewings.map((v) => [v.rawTitle, new Date(v.watchedAt).toISOString()])).toEqual([
      ['Example Show: Season 2: The Return', '2026-05-02T12:00:00.000Z'],
      ['Example Show: Season 2: Homecoming', '2026-04-30T12:00:00.000Z'],
      ['Another Series: Limited Series: Episode 3', '2026-04-28T12:00:00.000Z'],
      ['Example Film: The Sequel', '2026-04-27T12:00:00.000Z'],
    ]);
    expect(reading.viewings[0]).toMatchObject({ exactTime: false, title: { kind: 'episode', show: 'Example Show', season: 2 } });
  });

  it('reads a German file with a BOM, quoted header and a comma in a title', () => {
    const reading = readNetflixFile(activityDE);
    expect(reading).toMatchObject({ ok: true, dateOrder: 'dmy' });
    if (!reading.ok) return;
    expect(reading.viewings[1]).toMatchObject({ rawTitle: 'Other, with comma: Staffel 1: Eins', watchedAt: Date.UTC(2026, 3, 30, 12) });
  });

  it('reads ISO-like dates', () => {
    expect(readNetflixFile(activityISO)).toMatchObject({
      ok: true,
      dateOrder: 'ymd',
      viewings: [{ watchedAt: Date.UTC(2026, 4, 2, 12), title: { season: 2 } }],
    });
  });

  it('reports a file whose dates cannot be decided', () => {
    expect(readNetflixFile('Title,Date\n"A","5/2/26"\n')).toEqual({ ok: false, error: { code: 'dates-ambiguous' } });
  });

  it('reports the line of a date it cannot read', () => {
    expect(readNetflixFile('Title,Date\n"A","5/2/26"\n"B","gestern"\n')).toEqual({ ok: false, error: { code: 'date-unreadable', line: 3, text: 'gestern' } });
  });
});

describe("readNetflixFile: the full export's ViewingActivity.csv", () => {
  const file = [
    EXPORT_HEAD,
    'Alex,2026-05-02 19:04:11,00:47:30,,Example Show: Season 2: The Return (Episode 1),,Chrome PC (Cadmium),00:48:02,00:48:02,US (United States)',
    'Alex,2026-05-02 18:40:00,00:12:05,,Example Show: Season 2: The Return (Episode 1),,Apple iPhone 15,00:12:05,Not latest view,US (United States)',
    'Alex,2026-05-02 18:38:51,00:00:31,Autoplayed: user action: None; ,Trailer: Example Film,TRAILER,Chrome PC (Cadmium),00:00:31,00:00:31,US (United States)',
    'Alex,2026-05-01 21:00:00,00:03:00,Autoplayed: user action: None; ,Example Show: Season 2: Homecoming (Episode 2),,Chrome PC (Cadmium),00:03:00,00:03:00,US (United States)',
    'Alex,2026-05-01 20:00:00,00:00:50,,"Example Film: The Sequel, Part One",,Chrome PC (Cadmium),00:00:50,00:00:50,US (United States)',
    'Sam,2026-04-30 20:00:00,01:52:00,Autoplayed: user action: User_Interaction; ,"Example Film: The Sequel, Part One",,TV,01:52:00,01:52:00,DE (Germany)',
    'Sam,2026-04-29 20:00:00,00:20:00,,Example Show: Season 2: Homecoming (Episode 2),HOOK,TV,00:20:00,00:20:00,DE (Germany)',
  ].join('\r\n');

  it('keeps real viewings with their profile and merges pause-and-resume sessions', () => {
    const reading = readNetflixFile(file);
    expect(reading).toMatchObject({ ok: true, format: 'netflix-export', skipped: 4 });
    if (!reading.ok) return;
    expect(reading.viewings.map((v) => [v.profile, v.rawTitle, new Date(v.watchedAt).toISOString()])).toEqual([
      // 18:40 + 12:05 then resumed at 19:04:11 for 47:30: one viewing, ended 19:51:41.
      ['Alex', 'Example Show: Season 2: The Return (Episode 1)', '2026-05-02T19:51:41.000Z'],
      ['Sam', 'Example Film: The Sequel, Part One', '2026-04-30T21:52:00.000Z'],
    ]);
    expect(reading.viewings[0]).toMatchObject({ exactTime: true, title: { kind: 'episode', season: 2, episode: 1, episodeTitle: 'The Return' } });
  });

  it('keeps a rewatch days later as its own viewing', () => {
    const rewatch = [
      EXPORT_HEAD,
      'Alex,2026-05-09 19:00:00,00:40:00,,Example Film,,TV,00:40:00,00:40:00,US (United States)',
      'Alex,2026-05-02 19:00:00,00:40:00,,Example Film,,TV,00:40:00,00:40:00,US (United States)',
    ].join('\n');
    const reading = readNetflixFile(rewatch);
    expect(reading.ok && reading.viewings.length).toBe(2);
  });

  it('refuses a row that breaks the format, naming its line', () => {
    expect(readNetflixFile(`${EXPORT_HEAD}\nAlex,yesterday,00:40:00,,Example Film,,TV,,,US`)).toEqual({ ok: false, error: { code: 'row-malformed', line: 2 } });
  });
});

describe('readNetflixFile: anything else', () => {
  it('refuses a file in neither format, quoting its header', () => {
    expect(readNetflixFile('Date Watched,Type,Title,Episode Title\n2024-04-23,Movie,X,\n')).toEqual({
      ok: false,
      error: { code: 'unknown-format', header: 'Date Watched,Type,Title,Episode Title' },
    });
    expect(readNetflixFile('\u0000\u0001PK binary')).toMatchObject({ ok: false, error: { code: 'unknown-format' } });
  });

  it('refuses an empty file and a header with no rows', () => {
    expect(readNetflixFile('')).toEqual({ ok: false, error: { code: 'empty' } });
    expect(readNetflixFile('Title,Date\r\n')).toEqual({ ok: false, error: { code: 'empty' } });
  });

  it('refuses an activity row with a missing date', () => {
    expect(readNetflixFile('Title,Date\n"A"\n')).toEqual({ ok: false, error: { code: 'row-malformed', line: 2 } });
  });
});
