import { describe, expect, it } from 'vitest';
import { chooseBest, matchConfidence, normaliseTitle, titleParts, type Candidate, type Wanted } from './title-match';

describe('normaliseTitle', () => {
  it.each<[string, string]>([
    ['The Matrix', 'the matrix'],
    ['  The   Matrix  ', 'the matrix'],
    ['Amélie', 'amelie'],
    ['Am\u0065\u0301lie', 'amelie'],
    ['Pokémon: Mewtwo Strikes Back', 'pokemon mewtwo strikes back'],
    ['Spider-Man: No Way Home', 'spider man no way home'],
    ['Tom & Jerry', 'tom and jerry'],
    ['Tom&Jerry', 'tom and jerry'],
    ["Grey's Anatomy", 'grey s anatomy'],
    ['Mission: Impossible – Fallout', 'mission impossible fallout'],
    ['WALL·E', 'wall e'],
    ['Se7en', 'se7en'],
    ['2001: A Space Odyssey', '2001 a space odyssey'],
    ['ＴＲＩＧＵＮ', 'trigun'],
    ['進撃の巨人', '進撃の巨人'],
    ['ガンダム', 'ガンダム'],
    ['SPY×FAMILY', 'spy x family'],
    ['Jujutsu Kaisen!!', 'jujutsu kaisen'],
    ['...', ''],
  ])('%j -> %j', (input, expected) => {
    expect(normaliseTitle(input)).toBe(expected);
  });

  it('makes spellings that differ only in case, accents and punctuation equal', () => {
    expect(normaliseTitle('Les Misérables')).toBe(normaliseTitle('LES MISERABLES'));
    expect(normaliseTitle('Marvel’s Daredevil')).toBe(normaliseTitle("Marvel's Daredevil"));
    expect(normaliseTitle('Law & Order')).toBe(normaliseTitle('Law and Order'));
  });

  it('keeps different titles different', () => {
    expect(normaliseTitle('Heat')).not.toBe(normaliseTitle('Heat 2'));
    expect(normaliseTitle('Dune')).not.toBe(normaliseTitle('Dune: Part Two'));
  });
});

describe('titleParts: what a title says beyond its name', () => {
  it.each<[string, Partial<ReturnType<typeof titleParts>>]>([
    ['Cowboy Bebop (English Dub)', { base: 'cowboy bebop', full: 'cowboy bebop' }],
    ['Demon Slayer: Kimetsu no Yaiba (German Dub)', { base: 'demon slayer kimetsu no yaiba' }],
    ['Naruto [Sub]', { base: 'naruto' }],
    ['Frieren (Dubbed)', { base: 'frieren' }],
    ['The Office (US)', { base: 'the office', country: 'US' }],
    ['Dune (1984)', { base: 'dune', year: 1984 }],
    ['Attack on Titan Season 2', { base: 'attack on titan', season: 2 }],
    ['Sousou no Frieren 2nd Season', { base: 'sousou no frieren', season: 2 }],
    ['Dune: Part Two', { base: 'dune part two' }],
  ])('%j', (title, expected) => {
    expect(titleParts(title)).toMatchObject(expected);
  });
});

const movie = (title: string, year?: number): Wanted => ({ title, year, kind: 'movie' });
const episode = (title: string, season?: number, year?: number): Wanted => ({ title, year, kind: 'episode', season });

describe('matchConfidence', () => {
  const table: Array<[string, Wanted, Candidate, number]> = [
    ['exact title and year', movie('Heat', 1995), { title: 'Heat', year: 1995 }, 1],
    ['same title, different spelling, same year', movie('Amélie', 2001), { title: 'AMELIE', year: 2001 }, 1],
    ['year one off (regional release)', movie('Heat', 1995), { title: 'Heat', year: 1996 }, 0.9],
    ['year one off the other way', movie('Heat', 1996), { title: 'Heat', year: 1995 }, 0.9],
    ['year far off (a remake)', movie('Heat', 1995), { title: 'Heat', year: 1986 }, 0.3],
    ['no wanted year', movie('Heat'), { title: 'Heat', year: 1995 }, 0.85],
    ['no candidate year', movie('Heat', 1995), { title: 'Heat', year: null }, 0.85],
    ['different title', movie('Heat', 1995), { title: 'Heat 2', year: 1995 }, 0],
    ['different title, no years', movie('Dark'), { title: 'Darker' }, 0],
    ['the year written in the title counts', movie('Dune (1984)'), { title: 'Dune', year: 1984 }, 1],
    ['a dub suffix is not part of the name', episode('Cowboy Bebop (English Dub)', 1, 1998), { title: 'Cowboy Bebop', year: 1998, kind: 'anime' }, 1],
    ['CJK alternate title', episode('進撃の巨人', 1), { title: 'Attack on Titan', otherTitles: ['Shingeki no Kyojin', '進撃の巨人'], kind: 'anime' }, 0.85],
    ["a show page with a later season's year", episode('Dark', 2, 2019), { title: 'Dark', year: 2017, kind: 'show' }, 0.8],
    ["a movie is not an episode's show", episode('Heat', 1, 1995), { title: 'Heat', year: 1995, kind: 'movie' }, 0.3],
  ];

  it.each(table)('%s', (_label, wanted, candidate, expected) => {
    expect(matchConfidence(wanted, candidate)).toBeCloseTo(expected, 10);
  });

  it('stays within 0-1 and ranks the exact year highest', () => {
    const wanted = movie('Dune', 2021);
    const scores = [2021, 2020, 2022, 1984, null].map((year) => matchConfidence(wanted, { title: 'Dune', year }));
    for (const score of scores) {
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(1);
    }
    expect(Math.max(...scores)).toBe(scores[0]);
    expect(scores[0]).toBeGreaterThan(scores[1]!);
    expect(scores[1]).toBeGreaterThan(scores[3]!);
  });
});

describe('chooseBest: a confident choice or an admitted toss-up', () => {
  const DUNES = [
    { title: 'Dune', year: 2021, id: 1 },
    { title: 'Dune', year: 1984, id: 2 },
    { title: 'Dune: Part Two', year: 2024, id: 3 },
  ];

  it('same title, different years: the year decides', () => {
    expect(chooseBest(movie('Dune', 1984), DUNES)).toMatchObject({ candidate: { id: 2 }, confidence: 1 });
    expect(chooseBest(movie('Dune', 2021), DUNES)).toMatchObject({ candidate: { id: 1 }, confidence: 1 });
  });

  it('same title and no year: a toss-up, confidence below any sane threshold', () => {
    const choice = chooseBest(movie('Dune'), DUNES);
    expect(choice!.confidence).toBeLessThan(0.5);
  });

  it('a remake with the wrong year only is a weak match', () => {
    expect(chooseBest(movie('Heat', 1995), [{ title: 'Heat', year: 1986 }])!.confidence).toBeLessThan(0.5);
  });

  it('"The Office (US)" with its year picks the US show over the UK one', () => {
    const offices = [
      { title: 'The Office', year: 2001, id: 'uk' },
      { title: 'The Office', year: 2005, id: 'us' },
    ];
    expect(chooseBest(episode('The Office (US)', 2, 2005), offices)).toMatchObject({ candidate: { id: 'us' }, confidence: 1 });
    // Without a year the country tag alone cannot tell two same-named shows apart: no guess.
    expect(chooseBest(episode('The Office (US)', 2), offices)!.confidence).toBeLessThan(0.5);
  });

  it('punctuation and diacritics do not matter, other words do', () => {
    const pokemon = [
      { title: 'Pokémon Horizons: The Series', year: 2023, id: 1 },
      { title: 'Pokémon Concierge', year: 2023, id: 2 },
    ];
    expect(chooseBest(episode('Pokemon Horizons - The Series', 1, 2023), pokemon)).toMatchObject({ candidate: { id: 1 }, confidence: 1 });
  });

  it("sequels numbered as seasons: the franchise's first entry for the site's show, the sequel for its own title", () => {
    const entries = [
      { title: 'Attack on Titan', year: 2013, id: 'aot', kind: 'anime' as const },
      { title: 'Attack on Titan Season 2', year: 2017, id: 'aot2', kind: 'anime' as const },
    ];
    // The site names the show and puts the episode in season 2: the first entry (its mapping leads on); no toss-up.
    expect(chooseBest(episode('Attack on Titan', 2), entries)).toMatchObject({ candidate: { id: 'aot' } });
    expect(chooseBest(episode('Attack on Titan', 2), entries)!.confidence).toBeGreaterThanOrEqual(0.75);
    // The site names the sequel itself ("... Season 2", or "2nd Season"): that entry.
    expect(chooseBest(episode('Attack on Titan Season 2', 1), entries)).toMatchObject({ candidate: { id: 'aot2' }, confidence: 0.85 });
    expect(chooseBest(episode('Attack on Titan 2nd Season', 1), entries)).toMatchObject({ candidate: { id: 'aot2' } });
  });

  it('dub and sub versions are the same anime', () => {
    const bebop = [
      { title: 'Cowboy Bebop', year: 1998, id: 'tv' },
      { title: 'Cowboy Bebop: The Movie', year: 2001, id: 'film' },
    ];
    expect(chooseBest(episode('Cowboy Bebop (English Dub)', 1), bebop)).toMatchObject({ candidate: { id: 'tv' }, confidence: 0.85 });
    expect(chooseBest(episode('Cowboy Bebop [Sub]', 1), bebop)).toMatchObject({ candidate: { id: 'tv' } });
  });

  it('nothing with the name: no choice at all', () => {
    expect(chooseBest(movie('Heat', 1995), [{ title: 'Heat Wave', year: 1995 }])).toBeNull();
  });
});
